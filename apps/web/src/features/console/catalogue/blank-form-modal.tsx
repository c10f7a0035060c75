import { type AdminBlankDetail, type AdminCategoryNode, TECH_FIRST_TYPES, TECH_SECOND_TYPES } from '@podbench/contract';
import { App, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useAdminCategories, useSaveBlank } from '../api/catalogue';

interface Values {
  categoryId: number;
  name: string;
  description: string;
  material: string;
  productionDays: number;
  techFirstType: number;
  techSecondType: number;
}

const options = (m: Readonly<Record<number, string>>) =>
  Object.entries(m).map(([value, label]) => ({ value: Number(value), label }));
const treeData = (nodes: AdminCategoryNode[]): object[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeData(n.children) }));

/** A new blank (saved off sale) or a blank's basic information. */
export function BlankFormModal({
  open,
  blank,
  defaultCategoryId,
  onClose,
  onSaved,
}: {
  open: boolean;
  blank: AdminBlankDetail | null;
  defaultCategoryId: number | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: tree = [] } = useAdminCategories();
  const save = useSaveBlank();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      blank
        ? {
            categoryId: blank.categoryId,
            name: blank.name,
            description: blank.description,
            material: blank.material,
            productionDays: blank.productionDays,
            techFirstType: blank.techFirstType,
            techSecondType: blank.techSecondType,
          }
        : {
            categoryId: defaultCategoryId ?? undefined,
            name: '',
            description: '',
            material: '',
            productionDays: 3,
            techFirstType: 10001,
            techSecondType: 20027,
          },
    );
  }, [open, blank, defaultCategoryId, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const r = await save.mutateAsync({ id: blank?.id ?? null, ...v });
    message.success(blank ? '已保存' : '已创建（下架状态），请继续添加规格、印刷区域和样机图');
    onSaved(r.id);
  };

  return (
    <Modal
      title={blank ? '编辑基本信息' : '新建底版'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="name"
          label="底版名称"
          rules={[
            { required: true, whitespace: true, message: '请填写底版名称' },
            { max: 100, message: '最多 100 个字' },
          ]}
        >
          <Input placeholder="如：加厚帆布托特包" />
        </Form.Item>
        <Form.Item name="categoryId" label="类目" rules={[{ required: true, message: '请选择类目' }]}>
          <TreeSelect
            treeData={treeData(tree) as never}
            treeDefaultExpandAll
            placeholder="选择类目"
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 5000, message: '最多 5000 个字' }]}>
          <Input.TextArea rows={3} placeholder="卖家在产品详情页看到的介绍" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 140px', gap: 16 }}>
          <Form.Item name="material" label="材质" rules={[{ max: 200, message: '最多 200 个字' }]}>
            <Input placeholder="如：100% 棉" />
          </Form.Item>
          <Form.Item name="productionDays" label="生产天数" rules={[{ required: true, message: '请填写生产天数' }]}>
            <InputNumber min={1} max={60} precision={0} addonAfter="天" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <Form.Item name="techFirstType" label="一级工艺">
            <Select options={options(TECH_FIRST_TYPES)} />
          </Form.Item>
          <Form.Item name="techSecondType" label="二级工艺">
            <Select options={options(TECH_SECOND_TYPES)} showSearch optionFilterProp="label" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
