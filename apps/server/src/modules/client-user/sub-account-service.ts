import {
  type PageResult,
  ROLE_SELLER,
  type SubAccount,
  type SubAccountPermission,
  UserStatus,
  UserType,
} from '@podbench/contract';
import type { Db, Executor } from '../../db';
import { getVipBenefits } from '../vip/benefits';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { revokeUserSessions } from '../session/repository';
import type { AuthUser } from '../session/service';
import { toSubAccount } from './mapping';
import { findUserIdByName } from './repository';
import {
  countActiveSubAccounts,
  countSubAccounts,
  filterOwnSubAccountIds,
  findSubAccount,
  insertSubAccount,
  lockMainAccount,
  pageSubAccounts,
  softDeleteSubAccounts,
  updateSubAccount,
} from './sub-account-repository';
import { isUniqueViolation } from '../../lib/unique-violation';

/**
 * How many sub-accounts the main account's VIP level allows (1 / 3 / 10 / 30 as seeded; the operator sets it per
 * plan). Read under the main account's lock, in the transaction that adds or re-enables one, so parallel requests
 * cannot pass the check together.
 */
async function subAccountLimit(trx: Executor, mainId: number) {
  return (await getVipBenefits(trx, mainId)).subAccountLimit;
}

const limitMessage = (limit: number) =>
  `子账号数量已达上限（当前会员等级最多 ${limit} 个），请升级会员或删除不用的子账号`;

const NOT_FOUND = '子账号不存在';
const NAME_TAKEN = '用户名已存在';

// Callers are main accounts (the route guard ensures it), so caller.mainId === caller.id.

export async function listSubAccounts(
  db: Db,
  caller: AuthUser,
  q: { pageNum: number; pageSize: number; keyword?: string; status?: number },
): Promise<PageResult<SubAccount>> {
  const { rows, total } = await pageSubAccounts(db, caller.mainId, {
    keyword: q.keyword || undefined,
    status: q.status,
    offset: (q.pageNum - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return { rows: rows.map(toSubAccount), total };
}

export async function getSubAccount(db: Db, caller: AuthUser, id: number): Promise<SubAccount> {
  const row = await findSubAccount(db, caller.mainId, id);
  // Another seller's id answers exactly like an unknown one.
  if (!row) throw notFound(NOT_FOUND);
  return toSubAccount(row);
}

const uniquePermissions = (p: SubAccountPermission[] | string[]) => JSON.stringify([...new Set(p)]);

export async function addSubAccount(
  db: Db,
  caller: AuthUser,
  body: { userName: string; nickName: string; password: string; permissions: string[] },
): Promise<SubAccount> {
  if (await findUserIdByName(db, body.userName)) throw conflict(NAME_TAKEN);
  // argon2 takes tens of milliseconds: never inside the transaction (SQLite has one writer).
  const passwordHash = await hashPassword(body.password);
  const now = Date.now();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      await lockMainAccount(trx, caller.mainId);
      // Every live sub-account counts, disabled ones too: they can be switched back on.
      const limit = await subAccountLimit(trx, caller.mainId);
      if ((await countSubAccounts(trx, caller.mainId)) >= limit) throw badRequest(limitMessage(limit));
      return insertSubAccount(trx, {
        main_id: caller.mainId,
        user_name: body.userName,
        nick_name: body.nickName,
        password_hash: passwordHash,
        user_type: UserType.SUB,
        roles: JSON.stringify([ROLE_SELLER]),
        permissions: uniquePermissions(body.permissions),
        status: UserStatus.ACTIVE,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (err) {
    // Two adds of one name can both pass the check above; the unique index decides, without a 500.
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
  return getSubAccount(db, caller, id);
}

/**
 * Disabling a sub-account or setting its password signs it out everywhere. Permission changes need
 * no sign-out: every request reads permissions from the users row through its session.
 */
export async function editSubAccount(
  db: Db,
  caller: AuthUser,
  body: { id: number; nickName?: string; password?: string; permissions?: string[]; status?: number },
): Promise<SubAccount> {
  const current = await findSubAccount(db, caller.mainId, body.id);
  if (!current) throw notFound(NOT_FOUND);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const patch = {
    ...(body.nickName !== undefined ? { nick_name: body.nickName } : {}),
    ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
    ...(body.permissions !== undefined ? { permissions: uniquePermissions(body.permissions) } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
  };
  await db.transaction().execute(async (trx) => {
    if (body.status === UserStatus.ACTIVE && Number(current.status) !== UserStatus.ACTIVE) {
      // Re-enabling uses a seat: after a downgrade a seller may hold more sub-accounts than the level allows, and
      // only as many as it allows can be active.
      await lockMainAccount(trx, caller.mainId);
      const limit = await subAccountLimit(trx, caller.mainId);
      if ((await countActiveSubAccounts(trx, caller.mainId, body.id)) >= limit) {
        throw badRequest(`启用失败：${limitMessage(limit)}`);
      }
    }
    if (Object.keys(patch).length) await updateSubAccount(trx, caller.mainId, body.id, patch);
    if (passwordHash !== undefined || body.status === UserStatus.DISABLED) {
      await revokeUserSessions(trx, [body.id], Date.now());
    }
  });
  return getSubAccount(db, caller, body.id);
}

/** All or nothing: one id that is not the caller's live sub-account fails the whole request with 404. */
export async function deleteSubAccounts(db: Db, caller: AuthUser, ids: number[]) {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const own = await filterOwnSubAccountIds(trx, caller.mainId, unique);
    if (own.length !== unique.length) throw notFound(NOT_FOUND);
    const now = Date.now();
    await softDeleteSubAccounts(trx, caller.mainId, unique, now);
    await revokeUserSessions(trx, unique, now);
  });
}
