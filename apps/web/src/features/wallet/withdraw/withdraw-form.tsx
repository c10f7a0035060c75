import { formatYuan, PAYEE_TYPE_LABELS, PAYEE_TYPES, type PayeeType, WITHDRAW_MIN_FEN } from '@podbench/contract';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useApplyWithdraw } from '../api/apply-withdraw';
import { yuanText, yuanToFen } from '../components/money';

interface WithdrawValues {
  amountYuan: number;
  payeeType: PayeeType;
  payeeName: string;
  payeeAccount: string;
}

const ACCOUNT_PLACEHOLDER: Record<PayeeType, string> = {
  alipay: '支付宝账号（手机号或邮箱）',
  bank: '银行卡号',
  wechat: '微信号',
};

/** Amount (≤ balance) and payee; a confirmation says the amount is held at once, then the list opens. */
export function WithdrawForm({ onApplied }: { onApplied: () => void }) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<WithdrawValues>();
  const payeeType = Form.useWatch('payeeType', form) ?? 'alipay';
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  const apply = useApplyWithdraw();
  const tooLow = balance < WITHDRAW_MIN_FEN;

  const submit = (values: WithdrawValues) => {
    const amountFen = yuanToFen(values.amountYuan);
    modal.confirm({
      title: '确认提现',
      content: `提现 ${yuanText(amountFen)} 到${PAYEE_TYPE_LABELS[values.payeeType]}账户 ${values.payeeAccount.trim()}（${values.payeeName.trim()}）。提交后该金额立即从余额中冻结，运营审核通过后打款，驳回则退回余额。`,
      okText: '确认提现',
      cancelText: '再想想',
      onOk: () =>
        apply.mutateAsync({ ...values, amountFen }).then(
          () => {
            message.success('提现申请已提交，等待审核');
            form.resetFields();
            onApplied();
          },
          () => undefined, // the request layer has shown why; the dialog stays for a correction
        ),
    });
  };

  return (
    <Form<WithdrawValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ payeeType: 'alipay' }}
      onFinish={submit}
      disabled={tooLow}
    >
      {tooLow && (
        <Alert
          type="info"
          showIcon
          title={`可提现余额不足 ${yuanText(WITHDRAW_MIN_FEN)}`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label={
          <span>
            提现金额
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontWeight: 400 }}>
              可提现 {yuanText(balance)}
            </Typography.Text>
          </span>
        }
        required
      >
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="amountYuan" noStyle rules={[{ required: true, message: '请输入提现金额' }]}>
            <InputNumber<number>
              aria-label="提现金额"
              prefix="¥"
              min={WITHDRAW_MIN_FEN / 100}
              max={Math.max(balance, WITHDRAW_MIN_FEN) / 100}
              precision={2}
              placeholder={`最少 ${formatYuan(WITHDRAW_MIN_FEN)}`}
              style={{ flex: 1 }}
            />
          </Form.Item>
          <Button onClick={() => form.setFieldValue('amountYuan', balance / 100)}>全部提现</Button>
        </div>
      </Form.Item>
      <Form.Item name="payeeType" label="收款方式">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={PAYEE_TYPES.map((value) => ({ value, label: PAYEE_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="payeeName"
        label="收款人姓名"
        rules={[
          { required: true, whitespace: true, message: '请输入收款人姓名' },
          { max: 30, message: '最多 30 个字符' },
        ]}
      >
        <Input placeholder="与收款账户实名一致" maxLength={30} />
      </Form.Item>
      <Form.Item
        name="payeeAccount"
        label="收款账号"
        rules={[
          { required: true, whitespace: true, message: '请输入收款账号' },
          { min: 3, max: 64, message: '请输入正确的收款账号' },
        ]}
      >
        <Input placeholder={ACCOUNT_PLACEHOLDER[payeeType]} maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={apply.isPending}>
        申请提现
      </Button>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        提交后该金额立即从余额中冻结；运营审核通过后打款到上述账户，驳回则全额退回余额。
      </Typography.Paragraph>
    </Form>
  );
}
