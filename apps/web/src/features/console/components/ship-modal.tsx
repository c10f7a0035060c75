import { App, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useShipOrders } from '../api/fulfilment';

const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '京东物流', '德邦快递'];

interface Values {
  carrier: string;
  trackingNo: string;
  weightKg: number;
}

/** 发货: one package to Temu's warehouse for the chosen orders (carrier, tracking number, weight). */
export function ShipModal({ ids, onClose }: { ids: number[] | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const ship = useShipOrders();
  const submit = async () => {
    const v = await form.validateFields();
    if (!ids) return;
    const r = await ship.mutateAsync({
      ids,
      carrier: v.carrier,
      trackingNo: v.trackingNo.trim(),
      weightG: Math.round(v.weightKg * 1000),
    });
    message.success(`已发货：Temu 发货单 ${r.shipments.map((s) => s.deliveryOrderSn).join('、')}`);
    onClose();
  };
  return (
    <Modal
      title={`发货到 Temu 仓（${ids?.length ?? 0} 个备货单）`}
      open={ids !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认发货"
      confirmLoading={ship.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        依次在 Temu 加入发货台、获取收货仓地址、创建发货单并装箱发货；任何一步失败都不会标记为已发货。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ carrier: CARRIERS[0] }}>
        <Form.Item name="carrier" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
          <Select options={CARRIERS.map((c) => ({ value: c, label: c }))} aria-label="物流公司" />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label="运单号"
          rules={[
            { required: true, whitespace: true, message: '请填写运单号' },
            { pattern: /^[A-Za-z0-9-]{4,50}$/, message: '运单号应为 4–50 位字母、数字或短横线' },
          ]}
        >
          <Input maxLength={50} aria-label="运单号" />
        </Form.Item>
        <Form.Item name="weightKg" label="包裹重量（千克）" rules={[{ required: true, message: '请填写包裹重量' }]}>
          <InputNumber min={0.001} max={500} precision={3} style={{ width: '100%' }} aria-label="包裹重量" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
