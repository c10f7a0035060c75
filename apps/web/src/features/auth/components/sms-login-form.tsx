import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { phoneSchema, smsCodeSchema } from '@podbench/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { required, zodRule } from '@/shared/utils/form-rules';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { asksForCaptcha, useCaptcha } from '../api/get-captcha';
import { useLoginByPhone } from '../api/login-by-phone';
import { CaptchaImage } from './captcha-image';
import styles from './login-forms.module.css';

interface Values {
  phone: string;
  code: string;
  captchaCode?: string;
}

/** 短信登录: phone + the code sent for scene `login`, and the picture captcha once the server asks for it. */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = Form.useForm<Values>();
  const login = useLoginByPhone();
  const [escalated, setEscalated] = useState(false);
  const captcha = useCaptcha(true, escalated);

  const onFinish = async (values: Values) => {
    try {
      await login.mutateAsync({
        phone: values.phone,
        code: values.code,
        captchaCode: values.captchaCode?.trim() ?? '',
        uuid: escalated ? (captcha.data?.uuid ?? '') : '',
      });
      onSuccess();
    } catch (err) {
      form.setFieldValue('code', '');
      form.setFieldValue('captchaCode', '');
      if (asksForCaptcha(err) && !escalated) setEscalated(true);
      else if (escalated) void captcha.refetch();
    }
  };

  return (
    <Form form={form} name="smsLogin" size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="phone" rules={[required('请输入手机号'), zodRule(phoneSchema)]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
        <SmsCodeInput scene="login" size="large" />
      </Form.Item>
      {escalated && (
        <Form.Item>
          <div className={styles.captchaRow}>
            <Form.Item
              name="captchaCode"
              noStyle
              rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
            >
              <Input prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={10} autoComplete="off" />
            </Form.Item>
            <CaptchaImage
              img={captcha.data?.img}
              loading={captcha.isFetching}
              onRefresh={() => void captcha.refetch()}
            />
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
