import { ThunderboltOutlined } from '@ant-design/icons';
import { AUTO_PAY_CAP_MAX_FEN } from '@podbench/contract';
import { App, Button, Form, InputNumber, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSaveSellerSettings, useSellerSettings } from '@/shared/api/seller-settings';
import { fenToYuan } from '@/shared/utils/money';

/**
 * 自动支付 (opt-in): new stock-up orders are paid from the balance as a sync brings them in, oldest pay deadline
 * first, up to a daily cap. Render it inside the order:pay check point (CanPay).
 */
export function AutoPayButton() {
  const { message } = App.useApp();
  const settings = useSellerSettings();
  const save = useSaveSellerSettings();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ enabled: boolean; capYuan: number | null }>();
  const s = settings.data;
  const submit = async () => {
    const v = await form.validateFields();
    const capFen = Math.round((v.capYuan ?? 0) * 100);
    if (v.enabled && capFen <= 0) {
      form.setFields([{ name: 'capYuan', errors: ['开启自动支付需设置每日上限'] }]);
      return;
    }
    await save.mutateAsync({ autoPayEnabled: v.enabled, autoPayDailyCapFen: capFen });
    message.success(v.enabled ? `自动支付已开启，每日最多 ¥${fenToYuan(capFen)}` : '自动支付已关闭');
    setOpen(false);
  };
  return (
    <>
      <Button
        icon={<ThunderboltOutlined />}
        onClick={() => {
          form.setFieldsValue({ enabled: s?.autoPayEnabled ?? false, capYuan: (s?.autoPayDailyCapFen ?? 0) / 100 });
          setOpen(true);
          // What auto-pay spent today moves with every sync: read it again.
          void settings.refetch();
        }}
        data-testid="auto-pay"
      >
        自动支付{s?.autoPayEnabled ? '：已开启' : ''}
      </Button>
      <Modal
        title="自动支付"
        open={open}
        okText="保存"
        confirmLoading={save.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">
          开启后，同步到的新备货单按付款截止时间从早到晚自动用余额支付并推送生产；余额不足或当天已达上限时停止，剩余订单仍为「待支付」。
        </Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="enabled" label="自动支付新订单" valuePropName="checked">
            <Switch checkedChildren="开" unCheckedChildren="关" aria-label="自动支付开关" />
          </Form.Item>
          <Form.Item
            name="capYuan"
            label="每日上限（北京时间自然日）"
            rules={[
              { type: 'number', min: 0, max: AUTO_PAY_CAP_MAX_FEN / 100, message: '每日上限须在 0–1,000,000 元之间' },
            ]}
          >
            <InputNumber prefix="¥" min={0} precision={2} style={{ width: 200 }} aria-label="每日上限" />
          </Form.Item>
        </Form>
        {s && (
          <Typography.Text type="secondary" data-testid="auto-paid-today">
            今日已自动支付 ¥{fenToYuan(s.autoPaidTodayFen)}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
