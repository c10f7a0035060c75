import { API, type SmsScene } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../request/request';

export interface SmsSendResult {
  resendAfterSeconds: number;
}

export const sendSmsCode = (phone: string, scene: SmsScene) =>
  http.get<SmsSendResult | null>(API.auth.phoneCode, { phone, scene });

export const useSendSmsCode = () =>
  useMutation({ mutationFn: ({ phone, scene }: { phone: string; scene: SmsScene }) => sendSmsCode(phone, scene) });
