import { z } from 'zod';
import { phoneSchema } from './auth';

/** `POST /authorize/account/checksmscode`: `bound` when the phone was bound to the caller, else `verified`. */
export const checkSmsCodeResult = z.object({
  bound: z.boolean().optional(),
  verified: z.boolean().optional(),
});
export type CheckSmsCodeResult = z.infer<typeof checkSmsCodeResult>;

/** `GET /sandbox/sms/outbox?phone=` (local mode only): the messages the SMS sandbox "sent" to a phone. */
export const smsOutboxQuery = z.object({ phone: phoneSchema });
export const smsOutboxItem = z.object({
  id: z.number().int(),
  phone: z.string(),
  content: z.string(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export const smsOutboxResult = z.array(smsOutboxItem);
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;
