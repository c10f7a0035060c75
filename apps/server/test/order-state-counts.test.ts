import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as countsMigration } from '../src/db/migrations/20261127_0042_order_state_counts';
import { foldOrderStateDeltas, orderStateTotals } from '../src/modules/statistics/order-state-counts';
import { unpaidCoverage } from '../src/modules/statistics/overview-repository';
import { useTestApp } from './helper';
import { newSeller } from './money-fixtures';
import { insertOrder, insertShop } from './statistics-fixtures';

/**
 * temu_order_state_counts (migration 0042) is kept by database triggers; the truth it is checked against is a plain
 * `group by` over temu_orders after every kind of write — inserts, single and batch state moves, total changes,
 * moves between sellers, deletes — on SQLite and PostgreSQL.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const now = Date.now();

async function truth(mainId: number) {
  const rows = await db
    .selectFrom('temu_orders')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('total_fen').as('fen')])
    .where('main_id', '=', mainId)
    .groupBy('state')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.state, { n: Number(r.n), fen: Number(r.fen) }]));
}

async function kept(mainId: number) {
  const m = await orderStateTotals(db, mainId);
  return Object.fromEntries([...m].filter(([, v]) => v.n !== 0 || v.fen !== 0));
}

const order = (shopId: number, state: string, totalFen: number, expectDeliverAt: number | null = null) => ({
  shopId,
  purchaseTime: now,
  state,
  totalFen,
  expectDeliverAt,
  lines: [],
});

describe('order state counts kept by triggers', () => {
  it('follow every insert, move, re-price, hand-over and delete exactly', async () => {
    const a = await newSeller(t, 0);
    const b = await newSeller(t, 0);
    const shopA = await insertShop(db, a.id, { name: 'A店', expiresAt: null });
    const shopB = await insertShop(db, b.id, { name: 'B店', expiresAt: null });
    const ids: number[] = [];
    for (const [state, fen] of [
      ['unpaid', 3000],
      ['unpaid', 8000],
      ['unpaid', 1500],
      ['to_produce', 2000],
      ['producing', 2500],
      ['completed', 4000],
    ] as const) {
      ids.push(await insertOrder(db, a.id, order(shopA, state, fen)));
    }
    await insertOrder(db, b.id, order(shopB, 'unpaid', 9900));
    expect(await kept(a.id)).toEqual({
      unpaid: { n: 3, fen: 12_500 },
      to_produce: { n: 1, fen: 2000 },
      producing: { n: 1, fen: 2500 },
      completed: { n: 1, fen: 4000 },
    });
    expect(await kept(a.id)).toEqual(await truth(a.id));
    expect(await kept(b.id)).toEqual({ unpaid: { n: 1, fen: 9900 } });

    // One statement moving rows between several states at once (a batch pay next to a production move).
    await db
      .updateTable('temu_orders')
      .set({
        state: sql`case when state = 'unpaid' then 'to_produce' when state = 'to_produce' then 'producing' else state end`,
      })
      .where('id', 'in', [ids[0]!, ids[1]!, ids[3]!])
      .execute();
    // A re-price, a write that changes nothing counted, a hand-over to another seller, a delete.
    await db.updateTable('temu_orders').set({ total_fen: 1700 }).where('id', '=', ids[2]!).execute();
    await db
      .updateTable('temu_orders')
      .set({ updated_at: now + 1 })
      .where('main_id', '=', a.id)
      .execute();
    await db.updateTable('temu_orders').set({ main_id: b.id }).where('id', '=', ids[5]!).execute();
    await db.deleteFrom('temu_orders').where('id', '=', ids[4]!).execute();
    expect(await kept(a.id)).toEqual({
      unpaid: { n: 1, fen: 1700 },
      to_produce: { n: 2, fen: 11_000 },
      producing: { n: 1, fen: 2000 },
    });
    expect(await kept(a.id)).toEqual(await truth(a.id));
    expect(await kept(b.id)).toEqual({ unpaid: { n: 1, fen: 9900 }, completed: { n: 1, fen: 4000 } });
    expect(await kept(b.id)).toEqual(await truth(b.id));

    // A write that fails changes nothing: the counts roll back with it.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('temu_orders').set({ state: 'cancelled' }).where('main_id', '=', a.id).execute();
        throw new Error('回滚');
      }),
    ).rejects.toThrow('回滚');
    expect(await kept(a.id)).toEqual(await truth(a.id));
  });

  it('the migration counts the orders that were there before it', async () => {
    const c = await newSeller(t, 0);
    const shop = await insertShop(db, c.id, { name: 'C店', expiresAt: null });
    await insertOrder(db, c.id, order(shop, 'unpaid', 1000));
    await insertOrder(db, c.id, order(shop, 'shipped', 2000));
    // As a database before 0042: no triggers, no table; running the migration again builds both from the rows.
    if (t.runtime.ctx.dialect === 'postgres') {
      for (const op of ['ai', 'ad', 'au']) {
        await sql.raw(`drop trigger temu_order_state_counts_${op} on temu_orders`).execute(db);
      }
      for (const op of ['ins', 'del', 'upd'])
        await sql.raw(`drop function temu_order_state_counts_${op}()`).execute(db);
    } else {
      for (const op of ['ai', 'ad', 'au']) await sql.raw(`drop trigger temu_order_state_counts_${op}`).execute(db);
    }
    await sql`drop table temu_order_state_counts`.execute(db);
    await sql`drop table temu_order_state_deltas`.execute(db);
    await countsMigration(db);
    expect(await kept(c.id)).toEqual({ unpaid: { n: 1, fen: 1000 }, shipped: { n: 1, fen: 2000 } });
    await insertOrder(db, c.id, order(shop, 'unpaid', 500));
    expect(await kept(c.id)).toEqual(await truth(c.id));
  });

  it('two transactions moving orders between the same states in opposite orders both commit (no lock on a count row)', async () => {
    const e = await newSeller(t, 0);
    const shop = await insertShop(db, e.id, { name: 'E店', expiresAt: null });
    const [a, b, c, d] = [
      await insertOrder(db, e.id, order(shop, 'to_ship', 100)),
      await insertOrder(db, e.id, order(shop, 'shipped', 200)),
      await insertOrder(db, e.id, order(shop, 'warehoused', 400)),
      await insertOrder(db, e.id, order(shop, 'to_ship', 800)),
    ];
    const move = (trx: typeof db, id: number, state: string) =>
      trx.updateTable('temu_orders').set({ state }).where('id', '=', id).execute();
    // Two order syncs of one seller (two shops) in parallel: each moves two orders, the second of each touching the
    // states the other's first touched. Counted by upserts on shared rows, this deadlocked on PostgreSQL.
    // SQLite has one writer: its transactions cannot interleave, so there they run one after the other.
    const interleave = t.runtime.ctx.dialect === 'postgres';
    let firstDone: () => void = () => {};
    const bothFirst = interleave
      ? new Promise<void>((r) => {
          let n = 0;
          firstDone = () => {
            n++;
            if (n === 2) r();
          };
        })
      : Promise.resolve();
    await Promise.all([
      db.transaction().execute(async (trx) => {
        await move(trx, a!, 'shipped');
        firstDone();
        await bothFirst;
        await move(trx, b!, 'warehoused');
      }),
      db.transaction().execute(async (trx) => {
        await move(trx, c!, 'completed');
        firstDone();
        await bothFirst;
        await move(trx, d!, 'shipped');
      }),
    ]);
    expect(await kept(e.id)).toEqual(await truth(e.id));
    expect(await kept(e.id)).toEqual({
      shipped: { n: 2, fen: 900 },
      warehoused: { n: 1, fen: 200 },
      completed: { n: 1, fen: 400 },
    });
    // Folding moves PostgreSQL's appended deltas into the counts and changes no figure.
    await foldOrderStateDeltas(db);
    const left = await db.selectFrom('temu_order_state_deltas').select('main_id').where('main_id', '=', e.id).execute();
    expect(left).toEqual([]);
    expect(await kept(e.id)).toEqual(await truth(e.id));
  });

  it("the balance's coverage walks the unpaid orders oldest deadline first, across read batches", async () => {
    const d = await newSeller(t, 0);
    const shop = await insertShop(db, d.id, { name: 'D店', expiresAt: null });
    // 1,203 unpaid orders of ¥1.00 with deadlines 1..1203 minutes out, inserted newest first; one of ¥50.00 due first.
    const rows = Array.from({ length: 1203 }, (_, i) => 1203 - i);
    for (let i = 0; i < rows.length; i += 300) {
      await db
        .insertInto('temu_orders')
        .values(
          rows.slice(i, i + 300).map((m) => ({
            main_id: d.id,
            shop_id: shop,
            sub_purchase_order_sn: `WB-COVER-${d.id}-${m}`,
            product_name: '覆盖测试',
            product_skc_id: '1',
            temu_status: 1,
            state: 'unpaid',
            matched: 1,
            quantity: 1,
            base_cost_fen: 100,
            total_fen: 100,
            purchase_time: now,
            expect_deliver_at: now + m * 60_000,
            content_hash: 'x',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    await insertOrder(db, d.id, order(shop, 'unpaid', 5000, now));
    // ¥50.00 first, then ¥1.00 each: ¥1,000.00 pays 1 + 950 orders; the 952nd does not fit.
    expect(await unpaidCoverage(db, d.id, 100_000)).toEqual({
      count: 1204,
      totalFen: 125_300,
      coverCount: 951,
      coverFen: 100_000,
      shortfallFen: 25_300,
    });
    // Everything fits (three batches and a bit); nothing fits when the first order is dearer than the balance.
    expect(await unpaidCoverage(db, d.id, 200_000)).toMatchObject({
      coverCount: 1204,
      coverFen: 125_300,
      shortfallFen: 0,
    });
    expect(await unpaidCoverage(db, d.id, 4999)).toMatchObject({ coverCount: 0, coverFen: 0 });
  });
});
