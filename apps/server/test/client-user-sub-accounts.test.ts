import { type PageResult, type SubAccount, subAccount } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUB_ACCOUNTS } from '../src/modules/client-user/sub-account-service';
import { DEMO, insertSubAccount, newSeller, OPERATOR, PASSWORD, signIn, userRow } from './account-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let demo: string;
let demoId: number;

beforeAll(async () => {
  demo = await signIn(t, DEMO.userName, DEMO.password);
  demoId = Number(
    (await db.selectFrom('users').select('id').where('user_name', '=', 'demo').executeTakeFirstOrThrow()).id,
  );
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

  it(`stops at ${MAX_SUB_ACCOUNTS} live sub-accounts per main account`, async () => {
    const s = await newSeller(t, 'capper');
    for (let i = 0; i < MAX_SUB_ACCOUNTS; i++) await insertSubAccount(t, s.id, `cap${s.id}n${i}`);
    const r = await add(s.token, { userName: `cap${s.id}over`, nickName: 'x', password: PASSWORD });
    expect(r.status).toBe(400);
    expect(r.msg).toContain(`上限（${MAX_SUB_ACCOUNTS} 个）`);
  });
});

describe('sub-account list and detail', () => {
  it('lists only the caller’s live sub-accounts, with keyword and status filters', async () => {
    const other = await newSeller(t, 'lister');
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
