import type { Executor } from '../../db';
import type { UserUpdate } from '../../db/schema';

/** The caller's own row (any user type), unless deleted. */
export async function findLiveUser(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export async function updateOwnUser(db: Executor, id: number, patch: Omit<UserUpdate, 'updated_at'>) {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: Date.now() })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .execute();
}

/**
 * Any user, deleted or not, holding this user name, compared case-insensitively so that `Demo` cannot
 * be created beside `demo`. Deleted sub-accounts were renamed with `~`, which no valid name contains.
 */
export async function findUserIdByName(db: Executor, userName: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
}

export async function findUserIdByPhone(db: Executor, phone: string) {
  return db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
}
