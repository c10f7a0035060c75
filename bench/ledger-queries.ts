/**
 * Ledger read latency at volume: 1,000,000 ledger rows generated in the database (one busy seller holds 100,000 of
 * them over the last year, 999 other accounts the rest; daily totals rolled up as applyBalanceChange keeps them),
 * then p95 of the transaction-record page (rows + total) and the summary (totals per type + daily series) for the
 * busy seller over 90 days. Goal: p95 ≤ 50 ms.
 *   npm run bench:ledger -w bench        (DATABASE_URL=postgres://… adds PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDayIndex } from '@podbench/contract';
import { type Compilable, CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db } from '../apps/server/src/db';
import { countQuery, dailyTotalsQuery, recordsQuery } from '../apps/server/src/modules/account-record/repository';
import { pageAccountRecords, summarizeAccount } from '../apps/server/src/modules/account-record/service';
import { insertMainAccount, openBenchDb, percentiles, targets } from './lib/ledger-db';
import { root } from './lib/server';

const TOTAL = Number(process.env.LEDGER_ROWS ?? 1_000_000);
const CHUNK = 100_000;
const SPAN = 365 * DAY_MS;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TYPES = ['充值', '订单支付', '订单支付', '订单支付', '退款', '开通会员', '提现'];

/**
 * Rows i in [from, to): every 10th belongs to the busy seller, the rest spread over 999 others; created_at rises with
 * i across the last year (ids follow time, as in production); amounts are signed by type.
 */
function chunkInsert(
  dialect: 'sqlite' | 'postgres',
  target: number,
  from: number,
  to: number,
  now: number,
): RawBuilder<unknown> {
  const series =
    dialect === 'postgres'
      ? sql`select i from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to - 1)}::bigint) as g(i)`
      : sql`with recursive s(i) as (select ${sql.lit(from)} union all select i + 1 from s where i < ${sql.lit(to - 1)}) select i from s`;
  const typeCase = sql.raw(`case i % 7 ${TYPES.map((t, k) => `when ${k} then '${t}'`).join(' ')} end`);
  const amount = sql.raw(
    'case i % 7 when 0 then 50000 + i % 1000 when 4 then 100 + i % 500 else -(100 + i % 3000) end',
  );
  const start = now - SPAN;
  return sql`insert into account_ledger (main_id, type, amount_fen, balance_after_fen, ref_type, ref_id, remark, operator_id, created_at)
    select case when i % 10 = 0 then ${sql.lit(target)} else 2000000 + i % 999 end, ${typeCase}, ${amount}, 1000000, 'bench', 'b' || i, '', null,
      ${sql.lit(start)} + (i * ${sql.lit(SPAN)}) / ${sql.lit(TOTAL)}
    from (${series}) as src`;
}

async function timeIt(iterations: number, f: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f();
  const ms: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await f();
    ms.push(performance.now() - t0);
  }
  return percentiles(ms);
}

async function explain(db: Db, dialect: string, q: Compilable) {
  const c = q.compile();
  const prefix = dialect === 'postgres' ? 'explain (analyze, costs off, timing off) ' : 'explain query plan ';
  const r = await db.executeQuery(CompiledQuery.raw(prefix + c.sql, [...c.parameters]));
  // PostgreSQL answers one "QUERY PLAN" column; SQLite (id, parent, notused, detail): keep the text.
  return r.rows.map((row) => String(Object.values(row as Record<string, unknown>).at(-1))).join('\n');
}

const report: Record<string, unknown>[] = [];
const plans: string[] = [];
for (const t of targets()) {
  const b = await openBenchDb(t.url, 4);
  const now = Date.now();
  const seller = await insertMainAccount(b.db, 'busy-seller', 1_000_000);
  const t0 = performance.now();
  for (let from = 0; from < TOTAL; from += CHUNK) {
    const to = Math.min(TOTAL, from + CHUNK);
    await b.db.transaction().execute((trx) => chunkInsert(b.dialect, seller, from, to, now).execute(trx));
  }
  // applyBalanceChange keeps the daily totals row by row; bulk-generated rows get theirs in one pass.
  const day = sql`(created_at + 28800000) / 86400000`;
  await sql`insert into account_ledger_daily (main_id, day, type, entries, amount_fen, income_fen, expense_fen)
    select main_id, ${day}, type, count(*), sum(amount_fen), sum(case when amount_fen > 0 then amount_fen else 0 end),
      sum(case when amount_fen < 0 then -amount_fen else 0 end)
    from account_ledger group by main_id, ${day}, type`.execute(b.db);
  await sql.raw(b.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(b.db);
  const loadSecs = (performance.now() - t0) / 1000;

  // The page's date pickers send whole days (totals then come from the daily table); "to the millisecond" bounds
  // make the page count ledger rows instead.
  const today = shanghaiDayIndex(now);
  const dayStart = (d: number) => d * DAY_MS - SHANGHAI_OFFSET_MS;
  const days = { beginTime: dayStart(today - 89), endTime: dayStart(today + 1) };
  const instants = { beginTime: now - 90 * DAY_MS, endTime: now };
  const f90 = { mainId: seller, from: instants.beginTime, to: instants.endTime };
  const inRange = Number((await countQuery(b.db, f90).executeTakeFirst())?.n);
  console.log(
    `${t.name}: ${TOTAL.toLocaleString()} rows generated in ${loadSecs.toFixed(1)} s; the busy seller has ${inRange.toLocaleString()} in the last 90 days`,
  );

  const page =
    (q: object, pageNum = 1) =>
    () =>
      pageAccountRecords(b.db, seller, { ...days, ...q, pageNum, pageSize: 20 });
  const cases: [string, () => Promise<unknown>][] = [
    ['page 1 (20 rows + total), 90 days', page({})],
    ['page 50, 90 days', page({}, 50)],
    ['page 1, type 退款, 90 days', page({ type: '退款' })],
    ['page 1, 90 days to the millisecond', page(instants)],
    ['summary (types + 90 daily points)', () => summarizeAccount(b.db, seller, days)],
  ];
  for (const [name, f] of cases) {
    const p = await timeIt(ITERATIONS, f);
    report.push({ db: t.name, query: name, ...p });
    const verdict = p.p95 <= 50 ? 'ok' : 'OVER GOAL';
    const fmt = (ms: number) => ms.toFixed(2).padStart(7);
    console.log(`  ${name.padEnd(36)} p50 ${fmt(p.p50)} ms  p95 ${fmt(p.p95)} ms  max ${fmt(p.max)} ms  ${verdict}`);
  }
  for (const [name, q] of [
    ['page rows', recordsQuery(b.db, f90, 20, 0)],
    ['total, bounds with a time of day', countQuery(b.db, f90)],
    ['summary / whole-day total', dailyTotalsQuery(b.db, seller, today - 89, today).selectAll()],
  ] as const) {
    plans.push(`-- ${t.name} · ${name}\n-- ${q.compile().sql}\n${await explain(b.db, b.dialect, q)}\n`);
  }
  await b.close();
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = { at: new Date().toISOString(), rows: TOTAL, iterations: ITERATIONS, report };
fs.writeFileSync(path.join(root, 'bench/results/ledger-queries.json'), JSON.stringify(out, null, 2));
fs.writeFileSync(path.join(root, 'bench/results/ledger-plans.txt'), plans.join('\n'));
console.log('query plans: bench/results/ledger-plans.txt');
