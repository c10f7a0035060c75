import type { AccountInfo, SubAccount } from '@podbench/contract';
import type { UserRow } from '../../db/schema';
import { parseStringArray } from '../../lib/json';
import { maskPhone } from '../../lib/mask';
import type { SubAccountRow } from './sub-account-repository';

/** The money and membership columns of a main account. */
export type AccountMoney = Pick<UserRow, 'balance_fen' | 'vip_level' | 'vip_expire_time'>;
/** The caller's own profile columns shown by accountInfo. */
export type AccountProfile = Pick<
  UserRow,
  'id' | 'user_name' | 'nick_name' | 'user_type' | 'phone' | 'email' | 'wechat' | 'company' | 'avatar'
>;

/**
 * The caller's own profile with the money and membership of its main account: a sub-account sees the
 * balance and VIP it spends from. A lapsed or never-bought membership reads as vipType -1.
 */
export function toAccountInfo(self: AccountProfile, main: AccountMoney | undefined, now: number): AccountInfo {
  const expire = main?.vip_expire_time ?? null;
  const vipActive = main !== undefined && expire !== null && Number(expire) > now;
  return {
    id: Number(self.id),
    userName: self.user_name,
    nickName: self.nick_name,
    userType: self.user_type,
    vipType: vipActive ? main.vip_level : -1,
    vipExpireTime: expire === null ? null : Number(expire),
    balance: main ? Number(main.balance_fen) : 0,
    phone: maskPhone(self.phone),
    email: self.email,
    wechat: self.wechat,
    company: self.company,
    avatar: self.avatar,
    hasPhone: Boolean(self.phone),
  };
}

export function toSubAccount(row: SubAccountRow): SubAccount {
  return {
    id: Number(row.id),
    userName: row.user_name,
    nickName: row.nick_name,
    permissions: parseStringArray(row.permissions),
    status: row.status,
    createTime: Number(row.created_at),
    lastLoginTime: row.last_login_time === null ? null : Number(row.last_login_time),
  };
}
