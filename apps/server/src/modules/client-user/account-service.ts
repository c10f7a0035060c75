import type { AccountInfo } from '@podbench/contract';
import type { Db } from '../../db';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { verifySmsCode } from '../auth/sms-code';
import { avatarUrl, STORED_AVATAR } from '../file/avatar-url';
import { findOwnFile } from '../file/repository';
import { revokeUserSessions } from '../session/repository';
import type { UrlSigner } from '../storage/url-signer';
import type { AuthUser } from '../session/service';
import { toAccountInfo } from './mapping';
import { findLiveUser, findUserIdByPhone, updateOwnUser } from './repository';
import { isUniqueViolation } from '../../lib/unique-violation';

const PHONE_TAKEN = '该手机号已被其他账号绑定';

async function requireSelf(db: Db, caller: AuthUser) {
  const self = await findLiveUser(db, caller.id);
  // The session resolved a moment ago; a row gone since means the account was deleted meanwhile.
  if (!self) throw unauthorized('账号不存在或已被删除，请重新登录');
  return self;
}

/**
 * The caller's account as read with its session at authentication (one query per request in all): profile of the
 * caller, balance and VIP of its main account. The avatar is a signed link to its file (never `?token=`).
 */
export function getAccountInfo(caller: AuthUser, signer: UrlSigner, now = Date.now()): AccountInfo {
  const info = toAccountInfo(caller.account.profile, caller.account.money, now);
  return { ...info, avatar: avatarUrl(signer, caller.mainId, caller.account.profile.avatar, now) };
}

/** changeEmail / changeWechat / changeCompany: plain profile fields of the caller's own row. */
export async function changeContact(
  db: Db,
  caller: AuthUser,
  patch: { email: string } | { wechat: string } | { company: string },
) {
  await updateOwnUser(db, caller.id, patch);
}

/** The code was sent to the NEW phone (scene changePhone), which proves the caller holds it. */
export async function changePhone(db: Db, caller: AuthUser, body: { phone: string; code: string }) {
  const self = await requireSelf(db, caller);
  if (self.phone === body.phone) throw badRequest('新手机号与当前绑定的手机号相同');
  // Checked before the code is consumed so that a taken number does not burn the user's code.
  const holder = await findUserIdByPhone(db, body.phone);
  if (holder) throw conflict(PHONE_TAKEN);
  await verifySmsCode(db, { phone: body.phone, scene: 'changePhone', code: body.code });
  try {
    await updateOwnUser(db, caller.id, { phone: body.phone });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PHONE_TAKEN);
    throw err;
  }
}

/** Signs out every other device; the session making the change stays valid. */
export async function changePassword(db: Db, caller: AuthUser, body: { oldPassword: string; newPassword: string }) {
  const self = await requireSelf(db, caller);
  if (!(await verifyPassword(self.password_hash, body.oldPassword))) throw badRequest('原密码错误');
  if (body.oldPassword === body.newPassword) throw badRequest('新密码不能与原密码相同');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateOwnUser(trx, caller.id, { password_hash: passwordHash });
    await revokeUserSessions(trx, [caller.id], Date.now(), caller.sessionId);
  });
}

/**
 * The avatar must be a file this server issued to the caller's main account (`/api/file/<id>`) or ''
 * to clear it: an arbitrary URL would let a profile point the web app at any host.
 */
export async function changeProfile(db: Db, caller: AuthUser, body: { nickName?: string; avatar?: string }) {
  if (body.avatar) {
    const m = STORED_AVATAR.exec(body.avatar);
    const file = m ? await findOwnFile(db, caller.mainId, Number(m[1])) : undefined;
    if (!file?.mime.startsWith('image/')) {
      throw badRequest('头像须为本账号上传的图片', { avatar: '头像地址无效' });
    }
  }
  const patch = {
    ...(body.nickName !== undefined ? { nick_name: body.nickName } : {}),
    ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
  };
  if (Object.keys(patch).length === 0) throw badRequest('没有需要修改的内容');
  await updateOwnUser(db, caller.id, patch);
}
