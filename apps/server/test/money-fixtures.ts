import { ALL_PERMISSIONS, LedgerType, ROLE_ADMIN, ROLE_SELLER, UserType } from '@podbench/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { applyBalanceChange } from '../src/modules/ledger/service';
import { createSession } from '../src/modules/session/service';
import type { TestApp } from './helper';

/** Accounts for the money suites, written straight into the database with a live session (not a test file). */
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${process.pid % 10_000}n${++seq}`;
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

async function insertUser(t: TestApp, v: { mainId: number; userType: number; roles: string[]; permissions: string[] }) {
  const now = Date.now();
  const name = uniqueName(v.userType === UserType.SUB ? 'sub' : 'acct');
  const { id } = await t.runtime.ctx.db
    .insertInto('users')
    .values({
      main_id: v.mainId,
      user_name: name,
      nick_name: `${name}昵称`,
      password_hash: 'x',
      user_type: v.userType,
      roles: JSON.stringify(v.roles),
      permissions: JSON.stringify(v.permissions),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export interface Account {
  id: number;
  token: string;
}

/** A main account holding `balanceFen` (credited through a 调整 ledger row so ledger and balance agree). */
export async function newSeller(t: TestApp, balanceFen = 0): Promise<Account> {
  const db = t.runtime.ctx.db;
  const id = await insertUser(t, {
    mainId: 0,
    userType: UserType.MAIN,
    roles: [ROLE_SELLER],
    permissions: [ALL_PERMISSIONS],
  });
  await db.updateTable('users').set({ main_id: id }).where('id', '=', id).execute();
  if (balanceFen > 0) {
    await applyBalanceChange(db, {
      mainId: id,
      type: LedgerType.ADJUST,
      amountFen: balanceFen,
      refType: 'test',
      refId: `init-${id}`,
      remark: '测试初始余额',
    });
  }
  return { id, token: await createSession(db, id, meta) };
}

export async function newSubAccount(t: TestApp, mainId: number, permissions: string[]): Promise<Account> {
  const id = await insertUser(t, { mainId, userType: UserType.SUB, roles: [ROLE_SELLER], permissions });
  return { id, token: await createSession(t.runtime.ctx.db, id, meta) };
}

export async function newOperator(t: TestApp): Promise<Account> {
  const id = await insertUser(t, {
    mainId: 0,
    userType: UserType.MAIN,
    roles: [ROLE_ADMIN],
    permissions: [ALL_PERMISSIONS],
  });
  return { id, token: await createSession(t.runtime.ctx.db, id, meta) };
}

export async function balanceOf(t: TestApp, mainId: number) {
  const r = await t.runtime.ctx.db
    .selectFrom('users')
    .select('balance_fen')
    .where('id', '=', mainId)
    .executeTakeFirstOrThrow();
  return Number(r.balance_fen);
}

/** The ledger invariants for one account: balance == Σ ledger, and no row ever left the balance below zero. */
export async function expectLedgerConsistent(t: TestApp, mainId: number) {
  const db = t.runtime.ctx.db;
  const sum = await db
    .selectFrom('account_ledger')
    .select([
      sql<string>`coalesce(sum(amount_fen), 0)`.as('s'),
      sql<string>`coalesce(min(balance_after_fen), 0)`.as('m'),
    ])
    .where('main_id', '=', mainId)
    .executeTakeFirstOrThrow();
  const balance = await balanceOf(t, mainId);
  expect(Number(sum.s)).toBe(balance);
  expect(Number(sum.m)).toBeGreaterThanOrEqual(0);
  // Replaying the rows in id order reproduces every balance_after: changes applied one at a time.
  const rows = await db
    .selectFrom('account_ledger')
    .select(['amount_fen', 'balance_after_fen'])
    .where('main_id', '=', mainId)
    .orderBy('id')
    .execute();
  let running = 0;
  for (const r of rows) {
    running += Number(r.amount_fen);
    expect(Number(r.balance_after_fen)).toBe(running);
  }
  // The daily totals are exactly the ledger rolled up by Shanghai day and type.
  const day = sql<number>`(created_at + 28800000) / 86400000`;
  const rolled = await db
    .selectFrom('account_ledger')
    .select([day.as('day'), 'type', sql<string>`count(*)`.as('n'), sql<string>`sum(amount_fen)`.as('s')])
    .where('main_id', '=', mainId)
    .groupBy([day, 'type'])
    .execute();
  const daily = await db.selectFrom('account_ledger_daily').selectAll().where('main_id', '=', mainId).execute();
  const key = (d: unknown, t: string) => `${Number(d)}|${t}`;
  expect(new Map(daily.map((d) => [key(d.day, d.type), [Number(d.entries), Number(d.amount_fen)]]))).toEqual(
    new Map(rolled.map((r) => [key(r.day, r.type), [Number(r.n), Number(r.s)]])),
  );
  return balance;
}

export async function ledgerRows(t: TestApp, mainId: number) {
  return t.runtime.ctx.db
    .selectFrom('account_ledger')
    .selectAll()
    .where('main_id', '=', mainId)
    .orderBy('id')
    .execute();
}
