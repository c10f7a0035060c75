import { type AccountInfo, changeCompanyQuery, changeEmailQuery, changeWechatQuery } from '@podbench/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { required, zodRule } from '@/shared/utils/form-rules';
import { useChangeCompany } from '../api/change-company';
import { useChangeEmail } from '../api/change-email';
import { useChangeProfile } from '../api/change-profile';
import { useChangeWechat } from '../api/change-wechat';

interface Values {
  nickName: string;
  email: string;
  wechat: string;
  company: string;
}

const pick = (account: AccountInfo): Values => ({
  nickName: account.nickName,
  email: account.email,
  wechat: account.wechat,
  company: account.company,
});

/** 基本资料: each changed field goes to its own call (changeProfile, changeEmail, changeWechat, changeCompany). */
export function BasicInfoForm({ account }: { account: AccountInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const profile = useChangeProfile();
  const email = useChangeEmail();
  const wechat = useChangeWechat();
  const company = useChangeCompany();
  const saving = profile.isPending || email.isPending || wechat.isPending || company.isPending;

  useEffect(() => form.setFieldsValue(pick(account)), [account, form]);

  const onFinish = async (values: Values) => {
    const before = pick(account);
    const changed = (key: keyof Values) => values[key].trim() !== before[key];
    const calls: Array<() => Promise<unknown>> = [];
    if (changed('nickName')) calls.push(() => profile.mutateAsync({ nickName: values.nickName.trim() }));
    if (changed('email')) calls.push(() => email.mutateAsync(values.email));
    if (changed('wechat')) calls.push(() => wechat.mutateAsync(values.wechat));
    if (changed('company')) calls.push(() => company.mutateAsync(values.company));
    if (calls.length === 0) {
      message.info('资料没有变化');
      return;
    }
    try {
      for (const call of calls) await call();
      message.success('资料已保存');
    } catch {
      // The request layer has shown which field was refused.
    }
  };

  return (
    <Form
      form={form}
      name="basicInfo"
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
      requiredMark={false}
    >
      <Form.Item label="用户名">
        <Input value={account.userName} disabled />
      </Form.Item>
      <Form.Item
        label="昵称"
        name="nickName"
        rules={[required('请输入昵称'), { max: 30, message: '昵称最多 30 个字符' }]}
      >
        <Input placeholder="在页面右上角显示" maxLength={30} showCount />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[zodRule(changeEmailQuery.shape.email)]}>
        <Input placeholder="用于接收账单与通知" maxLength={100} />
      </Form.Item>
      <Form.Item label="微信号" name="wechat" rules={[zodRule(changeWechatQuery.shape.wechat)]}>
        <Input placeholder="方便客服与您联系" maxLength={50} />
      </Form.Item>
      <Form.Item label="公司名称" name="company" rules={[zodRule(changeCompanyQuery.shape.company)]}>
        <Input placeholder="开具发票与对账时使用" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存资料
      </Button>
    </Form>
  );
}
