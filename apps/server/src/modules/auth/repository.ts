import type { Executor } from '../../db';

const USER_COLUMNS = [
  'id',
  'main_id',
  'user_name',
  'nick_name',
  'password_hash',
  'phone',
  'avatar',
  'user_type',
  'roles',
  'permissions',
  'status',
] as const;

/** A live (not deleted) user by exact user name. */
export async function findUserByName(db: Executor, userName: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('user_name', '=', userName)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function findUserByPhone(db: Executor, phone: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('phone', '=', phone)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

// "Taken" checks include deleted rows: the unique constraints do too, so an insert would fail anyway.
export async function isUserNameTaken(db: Executor, userName: string) {
  const row = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
  return Boolean(row);
}

export async function isPhoneTaken(db: Executor, phone: string) {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return Boolean(row);
}

export interface NewMainAccount {
  userName: string;
  nickName: string;
  passwordHash: string;
  phone: string;
  roles: string[];
  permissions: string[];
}

/** Inserts a main account and points main_id at itself. Call inside a transaction. */
export async function insertMainAccount(trx: Executor, a: NewMainAccount, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      main_id: 0,
      user_name: a.userName,
      nick_name: a.nickName,
      password_hash: a.passwordHash,
      phone: a.phone,
      user_type: 1,
      roles: JSON.stringify(a.roles),
      permissions: JSON.stringify(a.permissions),
      last_login_time: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = Number(id);
  await trx.updateTable('users').set({ main_id: userId }).where('id', '=', userId).execute();
  return userId;
}

export async function setLastLoginTime(db: Executor, id: number, now: number) {
  await db.updateTable('users').set({ last_login_time: now }).where('id', '=', id).execute();
}

/** Sets the phone only while the account has none; false when it already had one. */
export async function bindPhoneIfEmpty(db: Executor, id: number, phone: string, now: number) {
  const r = await db
    .updateTable('users')
    .set({ phone, updated_at: now })
    .where('id', '=', id)
    .where('phone', 'is', null)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
