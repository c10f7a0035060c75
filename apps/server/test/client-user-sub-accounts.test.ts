import { type PageResult, type SubAccount, subAccount } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, insertSubAccount, newSeller, OPERATOR, PASSWORD, signIn, userRow } from './account-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let demo: string;
let demoId: number;

/** Gives a main account an active VIP level (or, with `expiredAgoMs`, one that ended that long ago). */
const setVip = (mainId: number, level: number, expiredAgoMs = 0) =>
  db
    .updateTable('users')
    .set({ vip_level: level, vip_expire_time: expiredAgoMs ? Date.now() - expiredAgoMs : Date.now() + 30 * 86_400_000 })
    .where('id', '=', mainId)
    .execute();

beforeAll(async () => {
  demo = await signIn(t, DEMO.userName, DEMO.password);
  demoId = Number(
    (await db.selectFrom('users').select('id').where('user_name', '=', 'demo').executeTakeFirstOrThrow()).id,
  );
  // This file adds many sub-accounts to the demo seller: VIP3 allows 30 (the limit itself is tested below).
  await setVip(demoId, 3);
});

const add = (token: string, body: Record<string, unknown>) =>
  t.call<SubAccount>({ method: 'POST', url: '/api/clientUser/add', payload: body, token });
const edit = (token: string, body: Record<string, unknown>) =>
  t.call<SubAccount>({ method: 'POST', url: '/api/clientUser/edit', payload: body, token });
const remove = (token: string, ids: number[]) =>
  t.call({ method: 'POST', url: '/api/clientUser/delete', payload: { ids }, token });
const detail = (token: string, id: number | string) =>
  t.call<SubAccount>({ method: 'GET', url: `/api/clientUser/detail?id=${id}`, token });
const page = (token: string, qs = '') =>
  t.call<PageResult<SubAccount>>({ method: 'GET', url: `/api/clientUser/page${qs}`, token });
const accountInfo = (token: string) => t.call({ method: 'GET', url: '/api/clientUser/accountInfo', token });

describe('POST /api/clientUser/add', () => {
  it('creates a sub-account that signs in with its own password inside the main account', async () => {
    const r = await add(demo, {
      userName: 'demoStaff1',
      nickName: '客服小王',
      password: PASSWORD,
      permissions: ['order:view', 'order:view', 'publish:push'],
    });
    expect(r.code).toBe(200);
    expect(subAccount.parse(r.data)).toEqual(r.data);
    expect(r.data).toMatchObject({ userName: 'demoStaff1', nickName: '客服小王', status: 0, lastLoginTime: null });
    expect(r.data.permissions).toEqual(['order:view', 'publish:push']);
    const row = await userRow(t, r.data.id);
    expect(row).toMatchObject({ main_id: demoId, user_type: 2, deleted: 0, roles: '["seller"]' });
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);

    const token = await signIn(t, 'demoStaff1');
    const me = await t.call<{ userType: number; balance: number }>({
      method: 'GET',
      url: '/api/clientUser/accountInfo',
      token,
    });
    expect(me.data.userType).toBe(2);
    expect(me.data.balance).toBe(100_000);
  });

  it('refuses a taken user name, in any letter case, with 409', async () => {
    for (const userName of ['demo', 'DEMO', 'admin']) {
      const r = await add(demo, { userName, nickName: 'x', password: PASSWORD, permissions: [] });
      expect(r.status).toBe(409);
      expect(r.msg).toBe('用户名已存在');
    }
  });

  it('two simultaneous adds of one name: one wins, the other gets 409 (not 500)', async () => {
    const body = { userName: 'demoRace1', nickName: 'x', password: PASSWORD };
    const codes = (await Promise.all([add(demo, body), add(demo, body)])).map((r) => r.status).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('answers 400 with field errors and a Chinese message for a bad body', async () => {
    const r = await add(demo, { userName: '1x', nickName: '', password: 'short', permissions: ['root:*'] });
    expect(r.status).toBe(400);
    expect(r.msg).toMatch(/^请求体有误/);
    expect(Object.keys(r.data as object)).toEqual(
      expect.arrayContaining(['userName', 'nickName', 'password', 'permissions.0']),
    );
    expect((r.data as unknown as Record<string, string>)['permissions.0']).toBe('权限不正确');
  });
});

describe('sub-account list and detail', () => {
  it('lists only the caller’s live sub-accounts, with keyword and status filters', async () => {
    const other = await newSeller(t, 'lister');
    await setVip(other.id, 1);
    await insertSubAccount(t, other.id, `lister${other.id}sub`);
    const mine = await add(other.token, { userName: `lstA${other.id}`, nickName: '张三', password: PASSWORD });
    await edit(other.token, { id: mine.data.id, status: 1 });

    const all = await page(other.token);
    expect(all.data.total).toBe(2);
    expect(all.data.rows.map((r) => r.userName)).toEqual([`lstA${other.id}`, `lister${other.id}sub`]);
    expect((await page(other.token, '?keyword=张')).data.rows.map((r) => r.id)).toEqual([mine.data.id]);
    expect((await page(other.token, `?keyword=LSTA`)).data.total).toBe(1);
    expect((await page(other.token, '?keyword=%25')).data.total).toBe(0);
    expect((await page(other.token, '?status=1')).data.rows.map((r) => r.id)).toEqual([mine.data.id]);
    expect((await page(other.token, '?pageNum=2&pageSize=1')).data.rows).toHaveLength(1);
    // demo's own page never shows the other seller's rows
    expect((await page(demo)).data.rows.every((r) => r.userName.startsWith('demo'))).toBe(true);
  });

  it('answers 404 for another seller’s sub-account, a main account id or an unknown id', async () => {
    const other = await newSeller(t, 'peer');
    const theirs = await insertSubAccount(t, other.id, `peer${other.id}sub`);
    for (const id of [theirs, other.id, demoId, 99_999_999]) {
      const r = await detail(demo, id);
      expect(r.status).toBe(404);
      expect(r.msg).toBe('子账号不存在');
    }
    expect((await detail(other.token, theirs)).data.userName).toBe(`peer${other.id}sub`);
    expect((await detail(demo, 'abc')).status).toBe(400);
  });
});

describe('POST /api/clientUser/edit', () => {
  it('changes nickname and permissions; permissions apply to the live session at once', async () => {
    const { data } = await add(demo, { userName: 'demoEdit1', nickName: 'a', password: PASSWORD });
    const token = await signIn(t, 'demoEdit1');
    const r = await edit(demo, { id: data.id, nickName: '改名', permissions: ['wallet:view'] });
    expect(r.data).toMatchObject({ nickName: '改名', permissions: ['wallet:view'] });
    const me = await t.call<{ permissions: string[] }>({ method: 'GET', url: '/api/authC/getLoginUser', token });
    expect(me.code).toBe(200);
    expect(me.data.permissions).toEqual(['wallet:view']);
  });

  it('disabling signs the sub-account out (its token answers 401) and it cannot sign in again', async () => {
    const { data } = await add(demo, { userName: 'demoOff1', nickName: 'a', password: PASSWORD });
    const token = await signIn(t, 'demoOff1');
    expect((await accountInfo(token)).code).toBe(200);
    expect((await edit(demo, { id: data.id, status: 1 })).data.status).toBe(1);
    expect((await accountInfo(token)).status).toBe(401);
    await expect(signIn(t, 'demoOff1')).rejects.toThrow();
    await edit(demo, { id: data.id, status: 0 });
    expect((await accountInfo(token)).status).toBe(401);
    expect(await signIn(t, 'demoOff1')).toBeTruthy();
  });

  it('a new password signs the sub-account out everywhere', async () => {
    const { data } = await add(demo, { userName: 'demoPw1', nickName: 'a', password: PASSWORD });
    const token = await signIn(t, 'demoPw1');
    await edit(demo, { id: data.id, password: 'another123' });
    expect((await accountInfo(token)).status).toBe(401);
    await expect(signIn(t, 'demoPw1')).rejects.toThrow();
    expect(await signIn(t, 'demoPw1', 'another123')).toBeTruthy();
  });

  it('cannot touch another seller’s sub-account (404, row unchanged)', async () => {
    const other = await newSeller(t, 'victim');
    const theirs = await insertSubAccount(t, other.id, `victim${other.id}sub`);
    const before = await userRow(t, theirs);
    const r = await edit(demo, { id: theirs, nickName: 'pwned', status: 1, password: 'hacked123' });
    expect(r.status).toBe(404);
    expect(await userRow(t, theirs)).toEqual(before);
  });
});

describe('POST /api/clientUser/delete', () => {
  it('is all or nothing: one foreign id fails the request with 404 and deletes nothing', async () => {
    const other = await newSeller(t, 'mixed');
    const theirs = await insertSubAccount(t, other.id, `mixed${other.id}sub`);
    const mine = (await add(demo, { userName: 'demoDel0', nickName: 'a', password: PASSWORD })).data.id;
    const r = await remove(demo, [mine, theirs]);
    expect(r.status).toBe(404);
    expect(r.msg).toBe('子账号不存在');
    expect((await userRow(t, mine)).deleted).toBe(0);
    expect((await userRow(t, theirs)).deleted).toBe(0);
  });

  it('soft-deletes, signs out and frees the user name for reuse', async () => {
    const a = (await add(demo, { userName: 'demoDel1', nickName: 'a', password: PASSWORD })).data.id;
    const b = (await add(demo, { userName: 'demoDel2', nickName: 'b', password: PASSWORD })).data.id;
    const token = await signIn(t, 'demoDel1');
    expect((await remove(demo, [a, b, a])).code).toBe(200);
    const row = await userRow(t, a);
    expect(row).toMatchObject({ deleted: 1, user_name: `demoDel1~del~${a}` });
    expect((await accountInfo(token)).status).toBe(401);
    expect((await detail(demo, a)).status).toBe(404);
    expect((await remove(demo, [b])).status).toBe(404);
    expect((await add(demo, { userName: 'demoDel1', nickName: 'again', password: PASSWORD })).code).toBe(200);
  });

  it('validates ids', async () => {
    expect((await remove(demo, [])).msg).toContain('请选择要删除的子账号');
  });
});

describe('who may manage sub-accounts', () => {
  it('sub-accounts get 403 on every management endpoint', async () => {
    await add(demo, { userName: 'demoSub403', nickName: 'a', password: PASSWORD });
    const sub = await signIn(t, 'demoSub403');
    const calls = [
      page(sub),
      detail(sub, 1),
      add(sub, { userName: 'nested1', nickName: 'x', password: PASSWORD }),
      edit(sub, { id: 1, nickName: 'x' }),
      remove(sub, [1]),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(r.msg).toBe('子账号不能执行此操作，请使用主账号');
    }
  });

  it('operators (no seller data) get 403; no token gets 401', async () => {
    const op = await signIn(t, OPERATOR.userName, OPERATOR.password);
    expect((await page(op)).status).toBe(403);
    expect((await add(op, { userName: 'opsub1', nickName: 'x', password: PASSWORD })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/clientUser/page' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/clientUser/delete', payload: { ids: [1] } })).status).toBe(401);
  });
});

describe('the VIP sub-account limit (1 / 3 / 10 / 30 by level)', () => {
  const addN = (token: string, prefix: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        add(token, { userName: `${prefix}p${i}`, nickName: 'x', password: PASSWORD }),
      ),
    );
  const liveSubs = async (mainId: number) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('main_id', '=', mainId)
        .where('user_type', '=', 2)
        .where('deleted', '=', 0)
        .execute()
    ).length;

  it('allows 1 without VIP, 3 at VIP1, 10 at VIP2, 30 at VIP3; an expired VIP counts as none', async () => {
    const s = await newSeller(t, 'lim');
    expect((await add(s.token, { userName: `lim${s.id}a`, nickName: 'x', password: PASSWORD })).code).toBe(200);
    const over = await add(s.token, { userName: `lim${s.id}b`, nickName: 'x', password: PASSWORD });
    expect([over.status, over.msg]).toEqual([
      400,
      '子账号数量已达上限（当前会员等级最多 1 个），请升级会员或删除不用的子账号',
    ]);
    expect(await liveSubs(s.id)).toBe(1);
    for (const [level, limit] of [
      [1, 3],
      [2, 10],
      [3, 30],
    ] as const) {
      await setVip(s.id, level);
      for (let i = await liveSubs(s.id); i < limit - 1; i++)
        await insertSubAccount(t, s.id, `lim${s.id}l${level}n${i}`);
      expect((await add(s.token, { userName: `lim${s.id}last${level}`, nickName: 'x', password: PASSWORD })).code).toBe(
        200,
      );
      const r = await add(s.token, { userName: `lim${s.id}over${level}`, nickName: 'x', password: PASSWORD });
      expect([r.status, r.msg]).toEqual([
        400,
        `子账号数量已达上限（当前会员等级最多 ${limit} 个），请升级会员或删除不用的子账号`,
      ]);
      expect(await liveSubs(s.id)).toBe(limit);
    }
    await setVip(s.id, 3, 1_000);
    expect((await add(s.token, { userName: `lim${s.id}expired`, nickName: 'x', password: PASSWORD })).msg).toContain(
      '最多 1 个',
    );
  });

  it('holds under parallel creates: exactly the limit succeeds', async () => {
    const plain = await newSeller(t, 'par');
    const vip1 = await newSeller(t, 'par');
    await setVip(vip1.id, 1);
    const [a, b] = await Promise.all([addN(plain.token, `par${plain.id}`, 6), addN(vip1.token, `par${vip1.id}`, 8)]);
    expect(a.filter((r) => r.code === 200)).toHaveLength(1);
    expect(b.filter((r) => r.code === 200)).toHaveLength(3);
    for (const r of [...a, ...b].filter((x) => x.code !== 200)) {
      expect([r.status, r.msg]).toEqual([400, expect.stringContaining('子账号数量已达上限')]);
    }
    expect(await liveSubs(plain.id)).toBe(1);
    expect(await liveSubs(vip1.id)).toBe(3);
  });

  it('re-enabling takes a seat: refused when the level’s active seats are used (after a downgrade)', async () => {
    const s = await newSeller(t, 'reen');
    await setVip(s.id, 1);
    const ids = (await addN(s.token, `reen${s.id}`, 3)).map((r) => r.data.id);
    expect(ids.every((id) => id > 0)).toBe(true);
    expect((await edit(s.token, { id: ids[0], status: 1 })).data.status).toBe(1);
    // Within the limit, switching it back on works.
    expect((await edit(s.token, { id: ids[0], status: 0 })).data.status).toBe(0);
    expect((await edit(s.token, { id: ids[0], status: 1 })).data.status).toBe(1);
    // The VIP ends: two active sub-accounts stay, but the disabled one cannot come back.
    await setVip(s.id, 1, 1_000);
    const r = await edit(s.token, { id: ids[0], status: 0, nickName: '改名' });
    expect([r.status, r.msg]).toEqual([
      400,
      '启用失败：子账号数量已达上限（当前会员等级最多 1 个），请升级会员或删除不用的子账号',
    ]);
    expect((await detail(s.token, ids[0])).data).toMatchObject({ status: 1, nickName: 'x' });
    // Parallel re-enables at VIP1 with one seat free: one wins.
    await setVip(s.id, 1);
    await edit(s.token, { id: ids[1], status: 1 });
    await edit(s.token, { id: ids[2], status: 1 });
    await edit(s.token, { id: ids[0], status: 1 });
    await setVip(s.id, 1, 1_000);
    const both = await Promise.all(ids.map((id) => edit(s.token, { id, status: 0 })));
    expect(both.filter((x) => x.code === 200)).toHaveLength(1);
  });
});
