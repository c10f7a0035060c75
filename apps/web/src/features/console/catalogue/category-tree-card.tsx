import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminCategoryNode } from '@podbench/contract';
import { App, Button, Card, Empty, Form, Input, Modal, Popconfirm, Space, Tooltip, Tree, Typography } from 'antd';
import { useState } from 'react';
import styles from './category-tree.module.css';
import {
  useAddCategory,
  useAdminCategories,
  useRemoveCategory,
  useRenameCategory,
  useReorderCategories,
} from '../api/catalogue';

type Editing = { mode: 'add'; parent: AdminCategoryNode | null } | { mode: 'rename'; node: AdminCategoryNode } | null;

const siblingsOf = (tree: AdminCategoryNode[], parentId: number): AdminCategoryNode[] => {
  if (parentId === 0) return tree;
  for (const n of tree) {
    if (n.id === parentId) return n.children;
    const hit = siblingsOf(n.children, parentId);
    if (hit.length) return hit;
  }
  return [];
};
const total = (n: AdminCategoryNode): number => n.blankCount + n.children.reduce((s, c) => s + total(c), 0);

/** The category tree: pick one to filter the blanks; add, rename, move up/down, delete an empty one. */
export function CategoryTreeCard({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { message } = App.useApp();
  const { data: tree = [], isLoading } = useAdminCategories();
  const add = useAddCategory();
  const rename = useRenameCategory();
  const reorder = useReorderCategories();
  const remove = useRemoveCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<{ name: string }>();

  const open = (e: NonNullable<Editing>) => {
    form.setFieldsValue({ name: e.mode === 'rename' ? e.node.name : '' });
    setEditing(e);
  };
  const submit = async () => {
    const { name } = await form.validateFields();
    if (editing?.mode === 'rename') await rename.mutateAsync({ id: editing.node.id, name });
    else await add.mutateAsync({ parentId: editing?.parent?.id ?? 0, name });
    message.success(editing?.mode === 'rename' ? '已重命名' : '已新增类目');
    setEditing(null);
  };
  const move = async (n: AdminCategoryNode, by: -1 | 1) => {
    const ids = siblingsOf(tree, n.parentId).map((s) => s.id);
    const i = ids.indexOf(n.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    await reorder.mutateAsync({ parentId: n.parentId, ids });
  };

  const toNodes = (nodes: AdminCategoryNode[], depth: number): object[] =>
    nodes.map((n, i) => ({
      key: n.id,
      node: n,
      depth,
      first: i === 0,
      last: i === nodes.length - 1,
      children: toNodes(n.children, depth + 1),
    }));

  return (
    <Card
      title="类目"
      size="small"
      extra={
        <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => open({ mode: 'add', parent: null })}>
          新增大类
        </Button>
      }
    >
      <Typography.Link
        strong={selected === null}
        onClick={() => onSelect(null)}
        style={{ display: 'block', padding: '2px 4px 6px' }}
      >
        全部类目
      </Typography.Link>
      {tree.length === 0 && !isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有类目" />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={tree.length}
          selectedKeys={selected === null ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : null)}
          treeData={toNodes(tree, 1) as never}
          titleRender={(d) => {
            const {
              node: n,
              depth,
              first,
              last,
            } = d as unknown as {
              node: AdminCategoryNode;
              depth: number;
              first: boolean;
              last: boolean;
            };
            const empty = n.children.length === 0 && n.blankCount === 0;
            return (
              <div className={styles.row}>
                <span className={styles.name} title={n.name}>
                  {n.name} <Typography.Text type="secondary">({total(n)})</Typography.Text>
                </span>
                <Space size={0} className={styles.actions} onClick={(e) => e.stopPropagation()}>
                  {depth < 3 && (
                    <Tooltip title="新增子类目">
                      <Button
                        size="small"
                        type="text"
                        icon={<PlusOutlined />}
                        aria-label={`在${n.name}下新增`}
                        onClick={() => open({ mode: 'add', parent: n })}
                      />
                    </Tooltip>
                  )}
                  <Tooltip title="重命名">
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`重命名${n.name}`}
                      onClick={() => open({ mode: 'rename', node: n })}
                    />
                  </Tooltip>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移${n.name}`}
                    disabled={first}
                    onClick={() => move(n, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移${n.name}`}
                    disabled={last}
                    onClick={() => move(n, 1)}
                  />
                  <Popconfirm
                    title={`删除类目「${n.name}」？`}
                    disabled={!empty}
                    onConfirm={async () => {
                      await remove.mutateAsync(n.id);
                      if (selected === n.id) onSelect(null);
                      message.success('已删除');
                    }}
                  >
                    <Tooltip title={empty ? '删除' : '有子类目或底版，不能删除'}>
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`删除${n.name}`}
                        disabled={!empty}
                      />
                    </Tooltip>
                  </Popconfirm>
                </Space>
              </div>
            );
          }}
        />
      )}
      <Modal
        title={
          editing?.mode === 'rename'
            ? '重命名类目'
            : editing?.parent
              ? `在「${editing.parent.name}」下新增类目`
              : '新增大类'
        }
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={submit}
        confirmLoading={add.isPending || rename.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="name"
            label="类目名称"
            rules={[
              { required: true, whitespace: true, message: '请填写类目名称' },
              { max: 32, message: '最多 32 个字' },
            ]}
          >
            <Input autoFocus placeholder="如：帆布包" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
