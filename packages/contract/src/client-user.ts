import { z } from 'zod';
import { SUB_ACCOUNT_PERMISSIONS } from './constants';
import { pageQuery, queryInt } from './envelope';
import { passwordSchema, phoneSchema, smsCodeSchema, usernameSchema } from './auth';

export const accountInfo = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  userType: z.number().int(),
  vipType: z.number().int(),
  vipExpireTime: z.number().int().nullable(),
  /** Balance in fen (integer). The UI shows yuan. */
  balance: z.number().int(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  company: z.string(),
  avatar: z.string(),
  hasPhone: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

const permissionValue = z.enum(SUB_ACCOUNT_PERMISSIONS.map((p) => p.value) as [string, ...string[]], {
  error: '权限不正确',
});
const nickName = z.string({ error: '请输入昵称' }).trim().min(1, '请输入昵称').max(30, '昵称最多 30 个字符');

export const subAccount = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  permissions: z.array(z.string()),
  status: z.number().int(),
  createTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
});
export type SubAccount = z.infer<typeof subAccount>;

export const subAccountPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, '关键词最多 50 个字符').optional(),
  status: queryInt.pipe(z.number().int().min(0).max(1)).optional(),
});
export const subAccountAddBody = z.object({
  userName: usernameSchema,
  nickName,
  password: passwordSchema,
  permissions: z.array(permissionValue).max(50).default([]),
});
export const subAccountEditBody = z.object({
  id: z.number({ error: 'id 必须是数字' }).int().positive(),
  nickName: nickName.optional(),
  password: passwordSchema.optional(),
  permissions: z.array(permissionValue).max(50).optional(),
  status: z.number().int().min(0, '状态不正确').max(1, '状态不正确').optional(),
});
export const subAccountDeleteBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, '请选择要删除的子账号').max(100),
});

export const changeEmailQuery = z.object({
  email: z.string({ error: '请输入邮箱' }).trim().max(100, '邮箱过长').email('邮箱格式不正确'),
});
export const changeWechatQuery = z.object({
  wechat: z.string({ error: '请输入微信号' }).trim().min(1, '请输入微信号').max(50, '微信号最多 50 个字符'),
});
export const changeCompanyQuery = z.object({
  company: z.string({ error: '请输入公司名称' }).trim().min(1, '请输入公司名称').max(100, '公司名称最多 100 个字符'),
});
export const changePhoneBody = z.object({ phone: phoneSchema, code: smsCodeSchema });
export const changePasswordBody = z.object({
  oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
  newPassword: passwordSchema,
});
export const changeProfileBody = z.object({
  nickName: nickName.optional(),
  avatar: z.string().trim().max(500, '头像地址过长').optional(),
});
