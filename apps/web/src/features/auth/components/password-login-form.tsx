import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { asksForCaptcha, useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { CaptchaImage } from './captcha-image';
import styles from './login-forms.module.css';

interface Values {
  username: string;
  password: string;
  code?: string;
}

/**
 * 账号密码登录 with the picture captcha: always where the server has captchas on, and once the server asks for one
 * (too many failures for the account or from this address) where they are off. A failed attempt fetches a new one.
 */
export function PasswordLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = Form.useForm<Values>();
  const [escalated, setEscalated] = useState(false);
  const captcha = useCaptcha(escalated);
  const login = useLogin();
  const captchaEnabled = escalated || (captcha.data?.captchaEnabled ?? true);

  const onFinish = async (values: Values) => {
    try {
      await login.mutateAsync({
        username: values.username,
        password: values.password,
        code: values.code?.trim() ?? '',
        uuid: captcha.data?.uuid ?? '',
      });
      onSuccess();
    } catch (err) {
      form.setFieldValue('code', '');
      // Switching to the required captcha starts its own query; otherwise the used one is replaced.
      if (asksForCaptcha(err) && !escalated) setEscalated(true);
      else if (captchaEnabled) void captcha.refetch();
    }
  };

  return (
    <Form form={form} name="passwordLogin" size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {captchaEnabled && (
        <Form.Item>
          <div className={styles.captchaRow}>
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
              <Input prefix={<SafetyOutlined />} placeholder="验证码" maxLength={10} autoComplete="off" />
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
