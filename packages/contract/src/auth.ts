import { z } from 'zod';
import { SMS_SCENES } from './constants';

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的 11 位手机号');
export const smsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(/^\d{6}$/, '短信验证码为 6 位数字');
export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(4, '用户名至少 4 个字符')
  .max(20, '用户名最多 20 个字符')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '用户名须以字母开头，只能包含字母、数字和下划线');
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少 8 位')
  .max(64, '密码最多 64 位')
  .regex(/[A-Za-z]/, '密码须同时包含字母和数字')
  .regex(/\d/, '密码须同时包含字母和数字');

export const captchaResult = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string(),
  img: z.string(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;
/**
 * `GET getPicCaptcha?required=true` issues a captcha even where captchas are switched off: a sign-in that the server
 * escalated (too many failures for the account or from this address) needs one.
 */
export const captchaQuery = z.object({ required: z.enum(['true', 'false']).optional() });

/**
 * `data` of a refused sign-in (password or SMS code) when the next try must carry a solved picture captcha: the 429
 * that asks for it, and the 400 of the failure that reached the limit. The form then shows the captcha.
 */
export const loginRefusalData = z.object({ captchaRequired: z.literal(true) });
export type LoginRefusalData = z.infer<typeof loginRefusalData>;
export const LOGIN_CAPTCHA_REQUIRED_MSG = '登录失败次数较多，请输入图形验证码';

export const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(50, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  code: z.string().trim().max(10, '验证码过长').optional().default(''),
  uuid: z.string().trim().max(64).optional().default(''),
});
export type LoginBody = z.infer<typeof loginBody>;
export const tokenResult = z.object({ token: z.string() });

/** 忘记密码 (issue 21 §6): the phone's SMS code (scene resetPassword) sets a new password and signs out everywhere. */
export const resetPasswordBody = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const smsSendQuery = z.object({
  phone: phoneSchema,
  scene: z.enum(SMS_SCENES, { error: '验证码用途不正确' }).default('login'),
});
export type SmsSendQuery = z.infer<typeof smsSendQuery>;
export const smsSendResult = z.object({ resendAfterSeconds: z.number().int() });

export const phoneLoginBody = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  /** The picture captcha, needed only once the server asked for it (`loginRefusalData`). */
  captchaCode: z.string().trim().max(10, '验证码过长').optional().default(''),
  uuid: z.string().trim().max(64).optional().default(''),
});
export const checkSmsCodeBody = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  scene: z.enum(SMS_SCENES, { error: '验证码用途不正确' }).default('bind'),
});
export const registerBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  phone: phoneSchema,
  code: smsCodeSchema,
  nickName: z.string().trim().min(1).max(30, '昵称最多 30 个字符').optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginUserView = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  userType: z.number().int(),
  mainId: z.number().int(),
  phone: z.string(),
  status: z.number().int(),
});
export const loginUserResult = z.object({
  user: loginUserView,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  nickName: z.string(),
  avatar: z.string(),
});
export type LoginUserResult = z.infer<typeof loginUserResult>;

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
