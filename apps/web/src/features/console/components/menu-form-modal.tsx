import type { MenuItem } from '@podbench/contract';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { type MenuAudience, useAddMenu, useEditMenu } from '../api/menus';

export interface MenuNode extends MenuItem {
  children?: MenuNode[];
}

/** What the dialog does: add under a parent, or edit one item. */
export type MenuEditing = { mode: 'add'; parentId: number } | { mode: 'edit'; item: MenuItem } | null;

interface Values {
  parentId: number;
  menuName: string;
  path: string;
  component?: string;
  redirect?: string;
  icon?: string;
  orderNum: number;
  hidden: boolean;
  status: number;
  roles: string[];
  perms?: string;
}

const toTreeData = (nodes: MenuNode[], exclude?: number): Array<Record<string, unknown>> =>
  nodes
    .filter((n) => n.menuId !== exclude)
    .map((n) => ({ value: n.menuId, title: n.menuName, children: toTreeData(n.children ?? [], exclude) }));

const blankToNull = (s?: string) => (s?.trim() ? s.trim() : null);

/** 新增 / 编辑菜单: every column of the menu table, the parent chosen from the tree (never itself). */
export function MenuFormModal({
  editing,
  tree,
  audience,
  onClose,
}: {
  editing: MenuEditing;
  tree: MenuNode[];
  audience: MenuAudience;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddMenu();
  const edit = useEditMenu();
  const item = editing?.mode === 'edit' ? editing.item : null;
  const initial: Values = item
    ? {
        parentId: item.parentId,
        menuName: item.menuName,
        path: item.path,
        component: item.component ?? '',
        redirect: item.redirect ?? '',
        icon: item.icon ?? '',
        orderNum: item.orderNum,
        hidden: item.hidden,
        status: item.status,
        roles: item.roles,
        perms: item.perms ?? '',
      }
    : {
        parentId: editing?.mode === 'add' ? editing.parentId : 0,
        menuName: '',
        path: '',
        orderNum: 0,
        hidden: false,
        status: 0,
        roles: audience === 'operator' ? ['admin'] : [],
      };

  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      parentId: v.parentId,
      menuName: v.menuName,
      path: v.path,
      component: blankToNull(v.component),
      redirect: blankToNull(v.redirect),
      icon: blankToNull(v.icon),
      orderNum: v.orderNum,
      hidden: v.hidden,
      status: v.status,
      roles: v.roles,
      perms: blankToNull(v.perms),
    };
    if (item) await edit.mutateAsync({ menuId: item.menuId, ...body });
    else await add.mutateAsync({ ...body, audience });
    message.success(item ? '已保存，用户下次登录后生效' : '已新增，用户下次登录后生效');
    onClose();
  };

  return (
    <Modal
      title={item ? `编辑菜单：${item.menuName}` : '新增菜单'}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={add.isPending || edit.isPending}
      destroyOnHidden
      width={680}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="parentId" label="上级菜单">
          <TreeSelect
            treeDefaultExpandAll
            treeData={[{ value: 0, title: '根目录', children: toTreeData(tree, item?.menuId) }]}
            aria-label="上级菜单"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="menuName"
              label="菜单名称"
              rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }]}
            >
              <Input maxLength={50} aria-label="菜单名称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="path"
              label="路由地址"
              rules={[
                { required: true, whitespace: true, message: '请输入路由地址' },
                { pattern: /^[A-Za-z0-9/_:-]+$/, message: '只能包含字母、数字、/、_、-、:' },
              ]}
            >
              <Input maxLength={200} placeholder="如 temuTemplate 或 /publish" aria-label="路由地址" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="component" label="组件" extra="页面键（如 publish/temuTemplate），目录填 Layout">
              <Input maxLength={200} aria-label="组件" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="redirect" label="重定向">
              <Input maxLength={200} aria-label="重定向" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="icon" label="图标">
              <Input maxLength={50} aria-label="图标" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orderNum" label="排序">
              <InputNumber min={0} max={9999} style={{ width: '100%' }} aria-label="排序" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="perms" label="权限标识">
              <Input maxLength={100} placeholder="如 publish:push" aria-label="权限标识" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roles" label="角色" extra="留空则所有登录用户可见">
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label="角色" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="hidden" label="隐藏" valuePropName="checked">
              <Switch aria-label="隐藏" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label="状态">
              <Radio.Group
                options={[
                  { value: 0, label: '正常' },
                  { value: 1, label: '停用' },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
