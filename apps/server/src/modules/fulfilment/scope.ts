import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';

/**
 * Who works the desk: a seller on their own main account's data only, or an operator (role admin) over every
 * seller. Every read and write of the desk goes through a scope; a seller never reaches another's rows (404).
 */
export type Scope = { kind: 'seller'; mainId: number; userId: number } | { kind: 'operator'; userId: number };

export const sellerScope = (mainId: number, userId: number): Scope => ({ kind: 'seller', mainId, userId });
export const operatorScope = (userId: number): Scope => ({ kind: 'operator', userId });

/** Restricts a query on a table with `main_id` to the scope. */
// biome-ignore lint/suspicious/noExplicitAny: works on any Kysely select/update builder with a main_id column
export const scoped = <Q extends { where: (...a: any[]) => any }>(q: Q, scope: Scope, col = 'main_id'): Q =>
  scope.kind === 'seller' ? (q.where(col, '=', scope.mainId) as Q) : q;

export interface ShopInScope {
  shopId: number;
  mainId: number;
  mallId: string;
  shopName: string;
}

/** A live Temu shop the scope may work on; anything else is 404 (another seller's shop is "not there"). */
export async function shopInScope(db: Executor, scope: Scope, shopId: number): Promise<ShopInScope> {
  let q = db
    .selectFrom('shops')
    .select(['id', 'main_id', 'mall_id', 'mall_name'])
    .where('id', '=', shopId)
    .where('platform', '=', 'temu')
    .where('unbound_at', 'is', null);
  if (scope.kind === 'seller') q = q.where('main_id', '=', scope.mainId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('店铺不存在或已解绑');
  return { shopId: Number(row.id), mainId: Number(row.main_id), mallId: row.mall_id, shopName: row.mall_name };
}

export const actorOf = (scope: Scope) =>
  ({ actor: scope.kind === 'seller' ? 'seller' : 'operator', actorId: scope.userId }) as const;
