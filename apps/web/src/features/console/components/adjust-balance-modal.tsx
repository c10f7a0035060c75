import type { SellerRow } from '@podbench/contract';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { fenToYuan } from '@/shared/utils/money';
import { useAdjustBalance } from '../api/sellers';

interface Values {
  direction: 'in' | 'out';
  amount: number;
  reason: string;
}

/**
 * 调整余额: credit or debit a seller with a required reason. One request id per opening, so a double click or a
 * retried request adjusts once; a debit above the balance is refused by the server.
 */
export function AdjustBalanceModal({ seller, onClose }: { seller: SellerRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const adjust = useAdjustBalance();
  // One id per opening (a new seller object each time the dialog opens).
  // biome-ignore lint/correctness/useExhaustiveDependencies: seller identity marks an opening
  const requestId = useMemo(() => crypto.randomUUID(), [seller]);

  const submit = async () => {
    const v = await form.validateFields();
    if (!seller) return;
    const fen = Math.round(v.amount * 100) * (v.direction === 'out' ? -1 : 1);
    const r = await adjust.mutateAsync({ id: seller.id, amountFen: fen, reason: v.reason, requestId });
    message.success(`已调整，当前余额 ¥${fenToYuan(r.balanceFen)}`);
    onClose();
  };

  return (
    <Modal
      title={seller ? `调整余额：${seller.userName}` : '调整余额'}
      open={seller !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认调整"
      confirmLoading={adjust.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        当前余额 ¥{fenToYuan(seller?.balanceFen ?? 0)}。调整会记一笔「调整」流水，并写入操作日志。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ direction: 'in' }} preserve={false}>
        <Form.Item name="direction" label="方向">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'in', label: '增加' },
              { value: 'out', label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="金额（元）"
          rules={[
            { required: true, message: '请输入金额' },
            { type: 'number', min: 0.01, max: 1_000_000, message: '金额须在 0.01–1,000,000 元之间' },
          ]}
        >
          <InputNumber prefix="¥" precision={2} min={0.01} style={{ width: '100%' }} aria-label="调整金额" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因"
          rules={[
            { required: true, whitespace: true, message: '请填写调整原因' },
            { min: 2, message: '至少 2 个字' },
          ]}
        >
          <Input.TextArea
            maxLength={200}
            showCount
            rows={3}
            placeholder="如：活动补贴、误充退回"
            aria-label="调整原因"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
