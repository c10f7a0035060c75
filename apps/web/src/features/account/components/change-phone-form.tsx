import { type AccountInfo, phoneSchema, smsCodeSchema } from '@podbench/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { required, zodRule } from '@/shared/utils/form-rules';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { useChangePhone } from '../api/change-phone';

interface Values {
  phone: string;
  code: string;
}

/** 修改手机号: the code goes to the new phone (scene changePhone). */
export function ChangePhoneForm({ account }: { account: AccountInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const changePhone = useChangePhone();

  const onFinish = async (values: Values) => {
    try {
      await changePhone.mutateAsync({ phone: values.phone.trim(), code: values.code.trim() });
      message.success('手机号已更换');
      form.resetFields();
    } catch {
      form.setFieldValue('code', '');
    }
  };

  return (
    <Form
      form={form}
      name="changePhone"
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
      requiredMark={false}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 20 }}
        title={account.phone ? `当前绑定手机号：${account.phone}` : '当前账号尚未绑定手机号'}
        description="更换后请使用新手机号进行短信登录，验证码将发送到新手机号。"
      />
      <Form.Item label="新手机号" name="phone" rules={[required('请输入新手机号'), zodRule(phoneSchema)]}>
        <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item label="短信验证码" name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
        <SmsCodeInput scene="changePhone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={changePhone.isPending}>
        确认更换
      </Button>
    </Form>
  );
}
