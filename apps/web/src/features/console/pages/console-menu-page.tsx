import { PlusOutlined } from '@ant-design/icons';
import type { MenuItem } from '@podbench/contract';
import { App, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type MenuAudience, useDeleteMenu, useMenuItems } from '../api/menus';
import { type MenuEditing, MenuFormModal, type MenuNode } from '../components/menu-form-modal';

/** The flat list as a tree, each level by order then id. */
function buildTree(items: MenuItem[]): MenuNode[] {
  const byParent = new Map<number, MenuItem[]>();
  for (const i of items) byParent.set(i.parentId, [...(byParent.get(i.parentId) ?? []), i]);
  const ids = new Set(items.map((i) => i.menuId));
  const grow = (parentId: number): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId)
      .map((i) => {
        const children = grow(i.menuId);
        return children.length ? { ...i, children } : { ...i };
      });
  // Roots: parent 0, or a parent not in this list.
  const roots = items.filter((i) => i.parentId === 0 || !ids.has(i.parentId)).map((i) => i.parentId);
  return [...new Set(roots)].flatMap(grow);
}

/** /console/menu — the menu behind every user's routes, as a tree: add, edit, disable, delete. */
export default function ConsoleMenuPage() {
  const { message } = App.useApp();
  const [audience, setAudience] = useState<MenuAudience>('seller');
  const [editing, setEditing] = useState<MenuEditing>(null);
  const { data, isFetching } = useMenuItems(audience);
  const remove = useDeleteMenu();
  const tree = useMemo(() => buildTree(data ?? []), [data]);

  return (
    <Card
      title="菜单管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', parentId: 0 })}>
          新增
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">修改会在用户下次登录（或刷新路由）后生效。</Typography.Paragraph>
      <Tabs
        activeKey={audience}
        onChange={(k) => setAudience(k as MenuAudience)}
        items={[
          { key: 'seller', label: '卖家菜单' },
          { key: 'operator', label: '运营菜单' },
        ]}
      />
      <Table<MenuNode>
        rowKey="menuId"
        loading={isFetching}
        dataSource={tree}
        pagination={false}
        size="middle"
        expandable={{ defaultExpandAllRows: false }}
        scroll={{ x: 1000 }}
        columns={[
          { title: '菜单名称', dataIndex: 'menuName', width: 220 },
          { title: '路由地址', dataIndex: 'path', width: 200, ellipsis: true },
          { title: '组件', dataIndex: 'component', ellipsis: true, render: (c: string | null) => c ?? '—' },
          { title: '排序', dataIndex: 'orderNum', width: 70, align: 'right' },
          {
            title: '显示',
            key: 'flags',
            width: 130,
            render: (_, m) => (
              <Space size={4}>
                {m.hidden ? <Tag>隐藏</Tag> : <Tag color="blue">显示</Tag>}
                {m.status === 0 ? <Tag color="success">正常</Tag> : <Tag color="error">停用</Tag>}
              </Space>
            ),
          },
          {
            title: '角色',
            dataIndex: 'roles',
            width: 120,
            render: (r: string[]) => (r.length ? r.join('、') : '全部'),
          },
          {
            title: '操作',
            key: 'op',
            width: 190,
            fixed: 'right',
            render: (_, m) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'add', parentId: m.menuId })}>
                  新增
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', item: m })}>
                  修改
                </Button>
                <Popconfirm
                  title={`删除「${m.menuName}」？`}
                  description={m.children?.length ? '请先删除它的子菜单' : undefined}
                  okText="删除"
                  okButtonProps={{ danger: true, disabled: Boolean(m.children?.length) }}
                  onConfirm={async () => {
                    await remove.mutateAsync(m.menuId);
                    message.success('已删除');
                  }}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <MenuFormModal editing={editing} tree={tree} audience={audience} onClose={() => setEditing(null)} />
    </Card>
  );
}
