import { PlusOutlined } from '@ant-design/icons';
import type { AdminBlankDetail, AdminVariant } from '@podbench/contract';
import { App, Button, Card, ColorPicker, Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSaveVariant, useVariantStatus } from '../api/catalogue';

interface Values {
  colorName: string;
  colorHex: string;
  size: string;
  skuCode: string;
  baseCostYuan: number;
  weightG: number;
}

const toBody = (blankId: number, v: AdminVariant) => ({
  id: v.id,
  blankId,
  colorName: v.colorName,
  colorHex: v.colorHex,
  size: v.size,
  skuCode: v.skuCode,
  baseCostFen: v.baseCostFen,
  weightG: v.weightG,
});

/** A base cost typed in yuan, saved when it changes (Enter or leaving the field). */
function CostCell({ blankId, v }: { blankId: number; v: AdminVariant }) {
  const { message } = App.useApp();
  const save = useSaveVariant();
  const [yuan, setYuan] = useState<number | null>(v.baseCostFen / 100);
  useEffect(() => setYuan(v.baseCostFen / 100), [v.baseCostFen]);
  // Enter and then leaving the field both commit: the cost last sent is not sent again.
  const sent = useRef(v.baseCostFen);
  useEffect(() => {
    sent.current = v.baseCostFen;
  }, [v.baseCostFen]);
  const commit = async () => {
    const fen = Math.round((yuan ?? 0) * 100);
    if (fen === v.baseCostFen || fen === sent.current) return;
    if (fen <= 0) {
      message.error('底价必须大于 0');
      setYuan(v.baseCostFen / 100);
      return;
    }
    sent.current = fen;
    try {
      const r = await save.mutateAsync({ ...toBody(blankId, v), baseCostFen: fen });
      message.success(
        r.repricedOrders
          ? `底价已改为 ¥${(fen / 100).toFixed(2)}，${r.repricedOrders} 个未支付订单已按新底价计算`
          : `底价已改为 ¥${(fen / 100).toFixed(2)}`,
      );
    } catch {
      sent.current = v.baseCostFen;
      setYuan(v.baseCostFen / 100);
    }
  };
  return (
    <InputNumber
      aria-label={`${v.colorName} ${v.size} 底价`}
      size="small"
      prefix="¥"
      min={0.01}
      max={1_000_000}
      precision={2}
      step={1}
      value={yuan}
      onChange={setYuan}
      onBlur={commit}
      onPressEnter={(e) => {
        e.preventDefault();
        void commit();
      }}
      style={{ width: 120 }}
    />
  );
}

/** 规格: colour × size with SKU code, inline base cost and 在售 switch. Paid orders never change with them. */
export function VariantsCard({ blank }: { blank: AdminBlankDetail }) {
  const { message } = App.useApp();
  const save = useSaveVariant();
  const status = useVariantStatus();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const [form] = Form.useForm<Values>();

  const open = (v: AdminVariant | 'new') => {
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
          }
        : { ...v, baseCostYuan: v.baseCostFen / 100 },
    );
    setEditing(v);
  };
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
    });
    message.success(editing === 'new' ? '已添加规格' : '已保存');
    setEditing(null);
  };

  return (
    <Card
      title="规格与底价"
      size="small"
      extra={
        <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={() => open('new')}>
          添加规格
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        修改底价只影响未支付的订单（按新底价重算），已支付订单保持支付时的金额。
      </Typography.Paragraph>
      <Table<AdminVariant>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={blank.variants}
        locale={{ emptyText: '还没有规格，请先添加颜色和尺码' }}
        columns={[
          {
            title: '颜色',
            key: 'color',
            render: (_, v) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <span
                  style={{
                    width: 14,
                    height: 14,
                    borderRadius: 3,
                    background: v.colorHex,
                    border: '1px solid #d9d9d9',
                  }}
                />
                {v.colorName}
              </span>
            ),
          },
          { title: '尺码', dataIndex: 'size', width: 80 },
          { title: 'SKU 编码', dataIndex: 'skuCode' },
          { title: '底价', key: 'cost', width: 140, render: (_, v) => <CostCell blankId={blank.id} v={v} /> },
          { title: '重量', dataIndex: 'weightG', width: 80, align: 'right', render: (g: number) => `${g} g` },
          {
            title: '在售',
            dataIndex: 'status',
            width: 70,
            render: (s: number, v) => (
              <Switch
                size="small"
                checked={s === 0}
                aria-label={`${v.colorName} ${v.size} 在售`}
                loading={status.isPending && status.variables?.id === v.id}
                onChange={(on) => status.mutate({ id: v.id, status: on ? 0 : 1 })}
              />
            ),
          },
          {
            title: '',
            key: 'op',
            width: 60,
            render: (_, v) => (
              <Button type="link" size="small" onClick={() => open(v)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '添加规格' : '编辑规格'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
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
        </Form>
      </Modal>
    </Card>
  );
}
