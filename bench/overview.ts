/**
 * 经营概览 benchmark (issue 21): one seller with 100,000 stock-up orders (BENCH_LIST_ORDERS) over 5 shops and 90
 * days — states, lines and payments as in a working shop, each paid order priced by one of 500 listing templates —
 * 500 publishes, 10,000 QC results, and 1,000,000 ledger rows (LEDGER_ROWS; the seller holds a tenth, 999 other
 * accounts the rest), as bench:orders and bench:ledger build them. p50/p95 through the app (inject, token, JSON) of
 * the dashboard's data calls (GET /api/statistics/overview, /api/statistics/todo) and of 利润分析, against the list
 * queries of the same data in the same run (the order list, its 待支付 tab, the transaction records). Goal: the
 * dashboard's calls p95 ≤ 50 ms.
 *   npm run bench:overview -w bench        (DATABASE_URL=postgres://… runs it on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MONEY, DAY_MS, STATISTICS_API, shanghaiDate, TEMU_ORDER_API } from '@podbench/contract';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db';
import { createSession } from '../apps/server/src/modules/session/service';
import { insertMainAccount, openBenchDb, percentiles } from './lib/ledger-db';
import { openSandboxApp } from './lib/sandbox-app';
import { root } from './lib/server';
import {
  orderStateCounts,
  publishCounts,
  qcCounts,
  shopExpiries,
  unpaidCoverage,
} from '../apps/server/src/modules/statistics/overview-repository';
import { overviewTrend } from '../apps/server/src/modules/statistics/profit-service';

const ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 100_000);
const LEDGER_ROWS = Number(process.env.LEDGER_ROWS ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const GOAL_MS = 50;
const TEMPLATES = 500;

const bench = await openBenchDb(process.env.DATABASE_URL ?? null);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-overview-'));
try {
  await measure();
} finally {
  await bench.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Orders as bench:orders spreads them: most done, a few hundred in each open state. */
function stateOf(i: number) {
  const r = i % 100;
  if (r < 3) return 'unpaid';
  if (r < 5) return 'to_produce';
  if (r < 7) return 'producing';
  if (r < 8) return 'to_ship';
  if (r < 12) return 'shipped';
  if (r < 15) return 'warehoused';
  if (r < 95) return 'completed';
  return 'cancelled';
}

async function seed(db: Db, dialect: 'sqlite' | 'postgres', mainId: number, now: number) {
  const shops: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await db
      .insertInto('shops')
      .values({
        main_id: mainId,
        platform: 'temu',
        mall_id: `bench-overview-${i}`,
        mall_name: `概览压测店铺${i + 1}`,
        managed_type: 'full',
        credential_cipher: 'x',
        // One token runs out within the week: it counts in 待办.
        token_expire_time: now + (i === 0 ? 3 : 60) * DAY_MS,
        authorized_at: now,
        authorized_by: mainId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    shops.push(Number(r.id));
  }
  const skus = (t: number) =>
    JSON.stringify(
      [10, 11, 12, 20].map((variantId) => ({
        variantId,
        color: '白色',
        size: 'M',
        priceFen: 3990 + (t % 7) * 100 + (variantId === 20 ? 600 : 0),
        stock: 100,
        weightG: 200,
        lenMm: 300,
        widthMm: 200,
        heightMm: 20,
        baseCostFen: 2000,
      })),
    );
  for (let t = 0; t < TEMPLATES; t += 100) {
    await db
      .insertInto('temu_templates')
      .values(
        Array.from({ length: 100 }, (_, k) => ({
          main_id: mainId,
          design_id: null,
          title: `定制印花T恤 第${t + k + 1}款`,
          category_ids: '[]',
          attributes: '[]',
          images: '[]',
          skus: skus(t + k),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const templateIds = (
    await db.selectFrom('temu_templates').select('id').where('main_id', '=', mainId).orderBy('id').execute()
  ).map((r) => Number(r.id));
  const sn = (i: number) => `WB${String(27_000_000_000 + i * 7919).padStart(15, '0')}`;
  for (let i = 0; i < ORDERS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, ORDERS - i) }, (_, k) => {
      const n = i + k;
      const state = stateOf(n);
      const purchase = now - Math.floor((n / ORDERS) * 90 * DAY_MS);
      const paid = state !== 'unpaid' && state !== 'cancelled';
      return {
        main_id: mainId,
        shop_id: shops[n % shops.length]!,
        sub_purchase_order_sn: sn(n),
        original_purchase_order_sn: null,
        product_name: `定制印花T恤 第${(n % TEMPLATES) + 1}款 纯棉短袖`,
        product_skc_id: String(1_000_000 + (n % TEMPLATES)),
        image_url: null,
        temu_status: state === 'cancelled' ? 10 : state === 'completed' ? 7 : 1,
        state,
        template_id: templateIds[n % TEMPLATES]!,
        design_id: null,
        matched: 1,
        quantity: 5,
        base_cost_fen: 10_000,
        discount_fen: 0,
        packing_fen: 400,
        shipping_fen: 600,
        total_fen: 11_000,
        purchase_time: purchase,
        paid_fen: paid ? 11_000 : null,
        paid_at: paid ? purchase + 3_600_000 : null,
        urgency_type: n % 50 === 0 ? 1 : 0,
        purchase_stock_type: n % 40 === 0 ? 1 : 0,
        expect_deliver_at: purchase + 2 * DAY_MS,
        expect_arrival_at: purchase + 5 * DAY_MS,
        content_hash: 'x',
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('temu_orders').values(rows).execute();
  }
  // One line per order (its template's variant 10–12), a second (variant 20) on every third order. Each carries the
  // supply price the sync snapshots (migration 0040): its template's priceFen above (template t = id − first id).
  const first = templateIds[0]!;
  if (templateIds[TEMPLATES - 1]! - first !== TEMPLATES - 1) throw new Error('bench templates are not consecutive');
  const price = (extra: number) => sql`3990 + ((template_id - ${sql.lit(first)}) % 7) * 100 + ${sql.lit(extra)}`;
  await sql`insert into temu_order_lines (order_id, product_sku_id, sku_ext_code, spec, quantity, template_id, variant_id, unit_cost_fen, weight_g, supply_price_fen)
    select id, 'sku-' || (template_id * 100 + 10 + id % 3), 'PB-T' || template_id || '-V' || (10 + id % 3), '白色/M', 5,
      template_id, 10 + id % 3, 2000, 200, ${price(0)}
    from temu_orders where main_id = ${mainId}`.execute(db);
  await sql`insert into temu_order_lines (order_id, product_sku_id, sku_ext_code, spec, quantity, template_id, variant_id, unit_cost_fen, weight_g, supply_price_fen)
    select id, 'sku-' || (template_id * 100 + 20), 'PB-T' || template_id || '-V20', '黑色/L', 2, template_id, 20, 2000, 200, ${price(600)}
    from temu_orders where main_id = ${mainId} and id % 3 = 0`.execute(db);
  // Publishes (a few running and failed) and QC results over the last 60 days (1 in 20 不合格).
  for (let p = 0; p < TEMPLATES; p += 100) {
    await db
      .insertInto('temu_publishes')
      .values(
        Array.from({ length: 100 }, (_, k) => ({
          main_id: mainId,
          template_id: templateIds[p + k]!,
          shop_id: shops[0]!,
          state: (p + k) % 50 === 0 ? 'failed' : (p + k) % 70 === 0 ? 'queued' : 'success',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (let q = 0; q < 10_000; q += 1000) {
    await db
      .insertInto('temu_quality_checks')
      .values(
        Array.from({ length: 1000 }, (_, k) => ({
          main_id: mainId,
          shop_id: shops[(q + k) % 5]!,
          qc_bill_id: `QC${q + k}`,
          product_id: '1',
          product_skc_id: '2',
          product_sku_id: String(q + k),
          product_name: '定制印花T恤',
          spec: '白色/M',
          result: (q + k) % 20 === 0 ? 2 : 1,
          defects: '[]',
          defect_count: 0,
          inspected_at: now - Math.floor(((q + k) / 10_000) * 60 * DAY_MS),
          last_synced_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  // The ledger as bench:ledger generates it: every 10th row the seller's, over the last year, with daily totals.
  const series =
    dialect === 'postgres'
      ? sql`select i from generate_series(0::bigint, ${sql.lit(LEDGER_ROWS - 1)}::bigint) as g(i)`
      : sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(LEDGER_ROWS - 1)}) select i from s`;
  const span = 365 * DAY_MS;
  await sql`insert into account_ledger (main_id, type, amount_fen, balance_after_fen, ref_type, ref_id, remark, operator_id, created_at)
    select case when i % 10 = 0 then ${sql.lit(mainId)} else 2000000 + i % 999 end,
      case i % 3 when 0 then '充值' else '订单支付' end,
      case i % 3 when 0 then 50000 else -11000 end, 1000000, 'bench', 'b' || i, '', null,
      ${sql.lit(now - span)} + (i * ${sql.lit(span)}) / ${sql.lit(LEDGER_ROWS)}
    from (${series}) as src`.execute(db);
  const day = sql`(created_at + 28800000) / 86400000`;
  await sql`insert into account_ledger_daily (main_id, day, type, entries, amount_fen, income_fen, expense_fen)
    select main_id, ${day}, type, count(*), sum(amount_fen), sum(case when amount_fen > 0 then amount_fen else 0 end),
      sum(case when amount_fen < 0 then -amount_fen else 0 end)
    from account_ledger where ref_type = 'bench' group by main_id, ${day}, type`.execute(db);
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}

async function measure() {
  const { ctx, app, call } = await openSandboxApp(bench, dataDir);
  const now = Date.now();
  // A balance that pays part of the ~3,000 unpaid orders (the coverage's running sum has work to do).
  const mainId = await insertMainAccount(ctx.db, 'overview-bench', 1_000_000);
  const t0 = performance.now();
  await seed(ctx.db, ctx.dialect, mainId, now);
  console.log(
    `${ORDERS.toLocaleString()} orders, ${LEDGER_ROWS.toLocaleString()} ledger rows seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${ctx.dialect})`,
  );
  const token = await createSession(ctx.db, mainId, { ip: '127.0.0.1', userAgent: 'bench' });
  if (process.env.BENCH_PROFILE) await profile(ctx.db, mainId, now);
  const d30 = `beginTime=${shanghaiDate(now - 29 * DAY_MS)}&endTime=${shanghaiDate(now)}`;
  const d90 = `beginTime=${shanghaiDate(now - 89 * DAY_MS)}&endTime=${shanghaiDate(now)}`;
  // A change to one of the seller's orders before each call (untimed): the order-derived parts are computed afresh.
  let bump = now;
  const touch = async () => {
    bump += 1;
    await ctx.db
      .updateTable('temu_orders')
      .set({ updated_at: bump })
      .where('main_id', '=', mainId)
      .where('id', '=', 1)
      .execute();
  };
  type Kind = 'dashboard' | 'dashboard-cold' | 'profit' | 'list';
  const cases: Array<[string, Kind, string, (() => Promise<void>)?]> = [
    ['overview (经营概览)', 'dashboard', STATISTICS_API.overview],
    ['todo (header 待办)', 'dashboard', STATISTICS_API.todo],
    ['overview, orders just changed', 'dashboard-cold', STATISTICS_API.overview, touch],
    ['todo, orders just changed', 'dashboard-cold', STATISTICS_API.todo, touch],
    ['profit per day, 30 days', 'profit', `${STATISTICS_API.profit}?groupBy=day&${d30}`, touch],
    ['profit per shop, 90 days', 'profit', `${STATISTICS_API.profit}?groupBy=shop&${d90}`, touch],
    ['profit per SKU, 90 days', 'profit', `${STATISTICS_API.profit}?groupBy=sku&${d90}`, touch],
    ['order list, first page', 'list', `${TEMU_ORDER_API.page}?pageSize=20`],
    ['order list, tab 待支付', 'list', `${TEMU_ORDER_API.page}?pageSize=20&state=unpaid`],
    ['order list, last 30 days', 'list', `${TEMU_ORDER_API.page}?pageSize=20&${d30}`],
    ['records, first page, 90 days', 'list', `${API_MONEY.accountRecord.page}?pageSize=20&${d90}`],
  ];
  const results: Array<{ name: string; kind: string; p50: number; p95: number; max: number }> = [];
  for (const [name, kind, url, before] of cases) {
    const ms: number[] = [];
    for (let i = 0; i < REPEAT + 5; i++) {
      await before?.();
      const t = performance.now();
      await call({ method: 'GET', url, token });
      if (i >= 5) ms.push(performance.now() - t);
    }
    const p = percentiles(ms);
    results.push({ name, kind, p50: p.p50!, p95: p.p95!, max: p.max! });
    console.log(
      `  ${name.padEnd(30)} p50 ${p.p50!.toFixed(1).padStart(6)} ms  p95 ${p.p95!.toFixed(1).padStart(6)} ms`,
    );
  }
  const worst = (kind: string) => Math.max(...results.filter((r) => r.kind === kind).map((r) => r.p95));
  const dashboard = worst('dashboard');
  const cold = worst('dashboard-cold');
  const lists = worst('list');
  const ratio = dashboard / lists;
  const o = await call<{ orders: { unpaidCount: number }; balance: { coverCount: number } }>({
    method: 'GET',
    url: STATISTICS_API.overview,
    token,
  });
  console.log(
    `dashboard worst p95 ${dashboard.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms), just after a change ${cold.toFixed(1)} ms; list worst p95 ${lists.toFixed(1)} ms → ratio ${ratio.toFixed(2)} (after a change ${(cold / lists).toFixed(2)}); ${o.orders.unpaidCount} unpaid, the balance pays ${o.balance.coverCount}`,
  );
  const file = path.join(root, 'bench/results/overview.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const result = {
    at: new Date().toISOString(),
    db: ctx.dialect,
    orders: ORDERS,
    ledgerRows: LEDGER_ROWS,
    repeat: REPEAT,
    loadAverage: os.loadavg()[0],
    cases: results,
    dashboardWorstP95: dashboard,
    dashboardAfterChangeWorstP95: cold,
    listWorstP95: lists,
    ratio,
    ratioAfterChange: cold / lists,
    goalMs: GOAL_MS,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [ctx.dialect]: result }, null, 2)}\n`);
  await app.close();
  if (dashboard > GOAL_MS || cold > GOAL_MS) process.exitCode = 1;
}

/** BENCH_PROFILE=1: each part of the overview on its own (where the time goes). */
async function profile(db: Db, mainId: number, now: number) {
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['order state counts', () => orderStateCounts(db, mainId)],
    ['unpaid coverage', () => unpaidCoverage(db, mainId, 1_000_000)],
    ['publish counts', () => publishCounts(db, mainId)],
    ['qc counts', () => qcCounts(db, mainId, now)],
    ['shop expiries', () => shopExpiries(db, mainId, now)],
    ['trend (30 days, full)', () => overviewTrend(db, mainId, now)],
  ];
  for (const [name, f] of parts) {
    const ms: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await f();
      if (i >= 3) ms.push(performance.now() - t);
    }
    const p = percentiles(ms);
    console.log(`  part ${name.padEnd(22)} p50 ${p.p50!.toFixed(1)} ms  p95 ${p.p95!.toFixed(1)} ms`);
  }
}
