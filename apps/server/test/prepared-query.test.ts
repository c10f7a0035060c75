import { describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const usersByType = preparedQuery<{ type: number; prefix: string }, { user_name: string }>((q, slot) =>
  q
    .selectFrom('users')
    .select('user_name')
    .where('user_type', '=', slot<number>('type'))
    .where('user_name', 'like', slot<string>('prefix'))
    .where('deleted', '=', 0)
    .orderBy('user_name'),
);

describe('preparedQuery', () => {
  it('binds fresh values on every call, keeping the builder’s constants', async () => {
    const sellers = await usersByType(db, { type: 1, prefix: 'de%' });
    expect(sellers.map((r) => r.user_name)).toContain('demo');
    const none = await usersByType(db, { type: 1, prefix: 'zzz-nobody%' });
    expect(none).toEqual([]);
    const operators = await usersByType(db, { type: 0, prefix: 'ad%' });
    expect(operators.every((r) => r.user_name !== 'demo')).toBe(true);
  });

  it('runs inside a transaction too (a template per executor)', async () => {
    const names = await db.transaction().execute((trx) => usersByType(trx, { type: 1, prefix: 'demo' }));
    expect(names).toEqual([{ user_name: 'demo' }]);
  });

  it('refuses a call that leaves a slot without a value', async () => {
    await expect(usersByType(db, { type: 1 } as never)).rejects.toThrow('no value for slot prefix');
  });
});
