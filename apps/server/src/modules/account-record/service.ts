import {
  type AccountRecord,
  type AccountSummary,
  DAY_MS,
  EXPORT_MAX_ROWS,
  LEDGER_TYPES,
  type PageResult,
  SUMMARY_DEFAULT_DAYS,
  SUMMARY_MAX_DAYS,
  shanghaiDate,
  shanghaiDayIndex,
  SHANGHAI_OFFSET_MS,
} from '@podbench/contract';
import { readBalance } from '../ledger/repository';
import type { Executor } from '../../db';
import { badRequest } from '../../lib/app-error';
import { countFromDaily, countRecords, dailyTotals, listRecords, type RecordFilter, userNames } from './repository';
import { refLabels } from './ref-labels';

interface RangeQuery {
  type?: string;
  beginTime?: number;
  endTime?: number;
}

function filterOf(mainId: number, q: RangeQuery): RecordFilter {
  if (q.beginTime !== undefined && q.endTime !== undefined && q.beginTime >= q.endTime) {
    throw badRequest('开始时间不能晚于结束时间', { beginTime: '开始时间不能晚于结束时间' });
  }
  return { mainId, type: q.type, from: q.beginTime, to: q.endTime };
}

const dayStart = (day: number) => day * DAY_MS - SHANGHAI_OFFSET_MS;
const isDayBound = (ms: number | undefined) => ms === undefined || (ms + SHANGHAI_OFFSET_MS) % DAY_MS === 0;

/**
 * Rows matching a filter. Whole-day ranges (dates, or no bound) are counted from the daily totals, a handful of rows
 * per day; only a range with a time-of-day bound counts ledger rows.
 */
async function countMatching(db: Executor, f: RecordFilter) {
  if (!isDayBound(f.from) || !isDayBound(f.to)) return countRecords(db, f);
  const firstDay = f.from === undefined ? undefined : shanghaiDayIndex(f.from);
  const lastDay = f.to === undefined ? undefined : shanghaiDayIndex(f.to) - 1;
  return countFromDaily(db, f.mainId, firstDay, lastDay, f.type);
}

type LedgerRow = Awaited<ReturnType<typeof listRecords>>[number];

/** 操作人 of a row nobody signed for: a Temu sync (refunds of cancelled orders), a payment notification. */
export const SYSTEM_OPERATOR = '系统';

async function toRecords(db: Executor, mainId: number, rows: LedgerRow[]): Promise<AccountRecord[]> {
  const ids = [...new Set(rows.map((r) => r.operator_id).filter((id): id is number => id !== null))];
  const [names, labels] = await Promise.all([userNames(db, ids.map(Number)), refLabels(db, mainId, rows)]);
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    amountFen: Number(r.amount_fen),
    balanceAfterFen: Number(r.balance_after_fen),
    refType: r.ref_type,
    refId: r.ref_id,
    refLabel: labels.get(`${r.ref_type}:${r.ref_id}`) ?? r.ref_id,
    remark: r.remark,
    operatorName: r.operator_id === null ? SYSTEM_OPERATOR : (names.get(Number(r.operator_id)) ?? SYSTEM_OPERATOR),
    createTime: Number(r.created_at),
  }));
}

export async function pageAccountRecords(
  db: Executor,
  mainId: number,
  q: RangeQuery & { pageNum: number; pageSize: number },
): Promise<PageResult<AccountRecord>> {
  const f = filterOf(mainId, q);
  const [rows, total] = await Promise.all([
    listRecords(db, f, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countMatching(db, f),
  ]);
  return { rows: await toRecords(db, mainId, rows), total };
}

/** Every record of the filter, newest first, refusing more than EXPORT_MAX_ROWS. */
export async function recordsForExport(db: Executor, mainId: number, q: RangeQuery) {
  const f = filterOf(mainId, q);
  if ((await countMatching(db, f)) > EXPORT_MAX_ROWS) {
    throw badRequest(`导出数据超过 ${EXPORT_MAX_ROWS} 条，请缩小时间范围`);
  }
  return toRecords(db, mainId, await listRecords(db, f, EXPORT_MAX_ROWS));
}

/**
 * Totals per type (every type listed, zeros included) and a daily series, over whole Asia/Shanghai days read from
 * the daily totals: a bound with a time of day widens to its whole day (the answer's beginTime/endTime say which
 * days). Without a range: the last 30 days including today. At most 366 days, so the series stays chartable.
 */
export async function summarizeAccount(db: Executor, mainId: number, q: RangeQuery): Promise<AccountSummary> {
  const today = shanghaiDayIndex(Date.now());
  const from = q.beginTime ?? dayStart(today - SUMMARY_DEFAULT_DAYS + 1);
  const to = q.endTime ?? dayStart(today + 1);
  filterOf(mainId, { beginTime: from, endTime: to });
  const firstDay = shanghaiDayIndex(from);
  const lastDay = shanghaiDayIndex(to - 1);
  if (lastDay - firstDay + 1 > SUMMARY_MAX_DAYS) throw badRequest(`统计区间最长 ${SUMMARY_MAX_DAYS} 天`);

  const [groups, balanceFen] = await Promise.all([dailyTotals(db, mainId, firstDay, lastDay), readBalance(db, mainId)]);
  const totals = new Map<string, { type: string; count: number; amountFen: number }>(
    LEDGER_TYPES.map((type) => [type, { type, count: 0, amountFen: 0 }]),
  );
  const daily = Array.from({ length: lastDay - firstDay + 1 }, (_, i) => ({
    date: shanghaiDate(dayStart(firstDay + i)),
    incomeFen: 0,
    expenseFen: 0,
    byType: {} as Record<string, number>,
  }));
  let incomeFen = 0;
  let expenseFen = 0;
  for (const g of groups) {
    const t = totals.get(g.type) ?? { type: g.type, count: 0, amountFen: 0 };
    t.count += g.count;
    t.amountFen += g.amountFen;
    totals.set(g.type, t);
    incomeFen += g.incomeFen;
    expenseFen += g.expenseFen;
    const d = daily[g.day - firstDay];
    if (!d) continue;
    d.incomeFen += g.incomeFen;
    d.expenseFen += g.expenseFen;
    d.byType[g.type] = (d.byType[g.type] ?? 0) + g.amountFen;
  }
  return {
    beginTime: dayStart(firstDay),
    endTime: dayStart(lastDay + 1),
    balanceFen,
    incomeFen,
    expenseFen,
    totals: [...totals.values()],
    daily,
  };
}
