import type { AdminBlankDetail, AdminVariant } from '@podbench/contract';
import { App, ColorPicker, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useSaveVariant } from '../api/catalogue';

interface Values {
  colorName: string;
  colorHex: string;
  size: string;
  skuCode: string;
  baseCostYuan: number;
  weightG: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

/** 添加规格 / 编辑规格: colour, hex, size, SKU code, base cost, weight and packed size. */
export function VariantFormModal({
  blank,
  editing,
  onClose,
}: {
  blank: AdminBlankDetail;
  editing: AdminVariant | 'new' | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const save = useSaveVariant();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (editing === null) return;
    const v = editing;
    const last = blank.variants.at(-1);
    form.setFieldsValue(
      v === 'new'
        ? {
            colorName: '',
            colorHex: last?.colorHex ?? '#FFFFFF',
            size: '',
            skuCode: '',
            baseCostYuan: (last?.baseCostFen ?? 0) / 100 || undefined,
            weightG: last?.weightG ?? 200,
            lengthMm: last?.lengthMm ?? 300,
            widthMm: last?.widthMm ?? 250,
            heightMm: last?.heightMm ?? 30,
          }
        : { ...v, baseCostYuan: v.baseCostFen / 100 },
    );
  }, [editing, blank.variants, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const hex =
      typeof v.colorHex === 'string' ? v.colorHex : (v.colorHex as { toHexString: () => string }).toHexString();
    await save.mutateAsync({
      id: editing === 'new' || editing === null ? null : editing.id,
      blankId: blank.id,
      colorName: v.colorName,
      colorHex: hex.slice(0, 7).toUpperCase(),
      size: v.size,
      skuCode: v.skuCode,
      baseCostFen: Math.round(v.baseCostYuan * 100),
      weightG: v.weightG,
      lengthMm: v.lengthMm,
      widthMm: v.widthMm,
      heightMm: v.heightMm,
    });
    message.success(editing === 'new' ? '已添加规格' : '已保存');
    onClose();
  };

  return (
    <Modal
      title={editing === 'new' ? '添加规格' : '编辑规格'}
      open={editing !== null}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 120px', gap: 16 }}>
          <Form.Item
            name="colorName"
            label="颜色"
            rules={[
              { required: true, whitespace: true, message: '请填写颜色' },
              { max: 32, message: '最多 32 个字' },
            ]}
          >
            <Input placeholder="如：米白" />
          </Form.Item>
          <Form.Item name="colorHex" label="色值" rules={[{ required: true, message: '请选择色值' }]}>
            <ColorPicker showText disabledAlpha format="hex" />
          </Form.Item>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <Form.Item
            name="size"
            label="尺码"
            rules={[
              { required: true, whitespace: true, message: '请填写尺码' },
              { max: 32, message: '最多 32 个字' },
            ]}
          >
            <Input placeholder="如：M 或 均码" />
          </Form.Item>
          <Form.Item
            name="skuCode"
            label="SKU 编码"
            rules={[
              { required: true, message: '请填写 SKU 编码' },
              { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, message: '只能由字母、数字、- 和 _ 组成' },
            ]}
          >
            <Input placeholder="如：BAG-W-F" />
          </Form.Item>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <Form.Item name="baseCostYuan" label="底价" rules={[{ required: true, message: '请填写底价' }]}>
            <InputNumber min={0.01} max={1_000_000} precision={2} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="weightG" label="重量" rules={[{ required: true, message: '请填写重量' }]}>
            <InputNumber min={1} max={50_000} precision={0} addonAfter="g" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label="包装尺寸（长 × 宽 × 高）" required style={{ marginBottom: 0 }}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 8 }}>
            {(
              [
                ['lengthMm', '长'],
                ['widthMm', '宽'],
                ['heightMm', '高'],
              ] as const
            ).map(([name, label]) => (
              <Form.Item key={name} name={name} rules={[{ required: true, message: `请填写包装${label}` }]}>
                <InputNumber
                  aria-label={`包装${label}`}
                  min={1}
                  max={2000}
                  precision={0}
                  addonAfter="mm"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ))}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
