import { ALL_PERMISSIONS, ROLE_ADMIN, ROLE_SELLER, UserType } from '@podbench/contract';
import { hashPassword } from '../../lib/crypto';
import { applyBalanceChange, LedgerType } from '../../modules/ledger/service';
import type { Db } from '../index';

export const DEMO_SELLER = { userName: 'demo', password: 'demo123456', nickName: '演示卖家', balanceFen: 100_000 };
export const DEMO_OPERATOR = { userName: 'admin', password: 'admin123456', nickName: '平台运营' };

/** Local mode: the demo seller (¥1,000.00 through a ledger row) and the operator, once each. */
export async function seedDemoAccounts(db: Db) {
  const now = Date.now();
  const has = async (name: string) =>
    Boolean(await db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirst());

  if (!(await has(DEMO_SELLER.userName))) {
    const passwordHash = await hashPassword(DEMO_SELLER.password);
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          main_id: 0,
          user_name: DEMO_SELLER.userName,
          nick_name: DEMO_SELLER.nickName,
          password_hash: passwordHash,
          phone: '13800000000',
          user_type: UserType.MAIN,
          roles: JSON.stringify([ROLE_SELLER]),
          permissions: JSON.stringify([ALL_PERMISSIONS]),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ main_id: id }).where('id', '=', id).execute();
      await applyBalanceChange(trx, {
        mainId: Number(id),
        type: LedgerType.ADJUST,
        amountFen: DEMO_SELLER.balanceFen,
        refType: 'seed',
        refId: `demo-${id}`,
        remark: '演示账户初始余额',
      });
    });
  }
  if (!(await has(DEMO_OPERATOR.userName))) {
    await db
      .insertInto('users')
      .values({
        main_id: 0,
        user_name: DEMO_OPERATOR.userName,
        nick_name: DEMO_OPERATOR.nickName,
        password_hash: await hashPassword(DEMO_OPERATOR.password),
        user_type: UserType.MAIN,
        roles: JSON.stringify([ROLE_ADMIN]),
        permissions: JSON.stringify([ALL_PERMISSIONS]),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
