import { SMS_RESEND_INTERVAL_MS, type SmsScene } from '@podbench/contract';
import { Button, Form, Input, Space } from 'antd';
import type { ChangeEvent } from 'react';
import { type SmsSendResult, useSendSmsCode } from '../api/send-sms-code';
import { toastSuccess } from './feedback';
import { useCountdown } from './use-countdown';

interface SmsCodeInputProps {
  scene: SmsScene;
  /** The form field holding the phone number the code goes to. */
  phoneField?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  size?: 'large' | 'middle';
  id?: string;
}

const RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;

/** Code input with a 获取验证码 button; validates the phone field first, then counts down 60 s. */
export function SmsCodeInput({ scene, phoneField = 'phone', value, onChange, size, id }: SmsCodeInputProps) {
  const form = Form.useFormInstance();
  const send = useSendSmsCode();
  const { left, start, running } = useCountdown();

  const onSend = async () => {
    const values = await form.validateFields([phoneField]).catch(() => null);
    const phone = values ? String(form.getFieldValue(phoneField)).trim() : '';
    if (!phone) return;
    let result: SmsSendResult | null;
    try {
      result = await send.mutateAsync({ phone, scene });
    } catch {
      return; // the request layer has shown why
    }
    toastSuccess('验证码已发送，请注意查收');
    start(result?.resendAfterSeconds || RESEND_SECONDS);
  };

  return (
    <Space.Compact block>
      <Input
        id={id}
        size={size}
        value={value}
        onChange={onChange}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 位短信验证码"
      />
      <Button size={size} onClick={onSend} loading={send.isPending} disabled={running} style={{ minWidth: 116 }}>
        {running ? `${left} 秒后重发` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
