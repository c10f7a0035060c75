import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type TestApp, TEST_DIALECT } from '../helper';

/**
 * A fingerprint of the database (one hash per table) to prove a request changed nothing. Left out: what every
 * request may touch by design (a session's last-seen time, rate-limit counters), caches shared by all sellers,
 * lazily created secrets and the marketplace sandboxes (they stand in for Temu and Shein).
 */
const SKIP_TABLES = new Set([
  'rate_limits',
  'temu_category_cache',
  'app_secrets',
  'kysely_migration',
  'kysely_migration_lock',
]);
const SKIP_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

interface Table {
  name: string;
  columns: string[];
}

const tableCache = new WeakMap<TestApp, Promise<Table[]>>();

async function tables(t: TestApp): Promise<Table[]> {
  const db = t.runtime.ctx.db;
  const rows =
    TEST_DIALECT === 'postgres'
      ? (
          await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns
            where table_schema = current_schema() order by table_name, ordinal_position`.execute(db)
        ).rows
      : (
          await sql<{ t: string; c: string }>`select m.name as t, p.name as c from sqlite_master m
            join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%'
            order by m.name, p.cid`.execute(db)
        ).rows;
  const byTable = new Map<string, string[]>();
  for (const r of rows) {
    if (SKIP_TABLES.has(r.t) || r.t.startsWith('sandbox_')) continue;
    if (SKIP_COLUMNS[r.t]?.includes(r.c)) continue;
    byTable.set(r.t, [...(byTable.get(r.t) ?? []), r.c]);
  }
  return [...byTable].map(([name, columns]) => ({ name, columns }));
}

/** Restricts the fingerprint to one seller's rows (plus every table that has no owner column). */
export interface Scope {
  mainId: number;
  userIds: number[];
}

const q = (id: string) => `"${id.replaceAll('"', '""')}"`;

function where(table: Table, scope?: Scope): string {
  if (!scope) return '';
  if (table.name === 'users') return ` where main_id = ${scope.mainId} or id = ${scope.mainId}`;
  if (table.columns.includes('main_id')) return ` where main_id = ${scope.mainId}`;
  if (table.columns.includes('user_id')) return ` where user_id in (${scope.userIds.join(',') || 0})`;
  return '';
}

export type Fingerprint = Record<string, string>;

export async function fingerprint(t: TestApp, scope?: Scope): Promise<Fingerprint> {
  let list = tableCache.get(t);
  if (!list) {
    list = tables(t);
    tableCache.set(t, list);
  }
  const db = t.runtime.ctx.db;
  const out: Fingerprint = {};
  if (TEST_DIALECT === 'postgres') {
    const parts = (await list).map(
      (tb) =>
        `select '${tb.name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (select ${tb.columns
          .map(q)
          .join(', ')} from ${q(tb.name)}${where(tb, scope)}) x`,
    );
    const rows = (await sql<{ t: string; h: string }>`${sql.raw(parts.join(' union all '))}`.execute(db)).rows;
    for (const r of rows) out[r.t] = r.h;
    return out;
  }
  for (const tb of await list) {
    const rows = (
      await sql<
        Record<string, unknown>
      >`${sql.raw(`select ${tb.columns.map(q).join(', ')} from ${q(tb.name)}${where(tb, scope)}`)}`.execute(db)
    ).rows;
    const lines = rows.map((r) =>
      JSON.stringify(Object.values(r), (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)),
    );
    lines.sort();
    out[tb.name] = createHash('sha1').update(lines.join('\n')).digest('hex');
  }
  return out;
}

/** The tables whose contents differ. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
