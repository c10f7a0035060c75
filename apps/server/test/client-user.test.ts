import { type AccountInfo, accountInfo as accountInfoSchema, SUB_ACCOUNT_PERMISSIONS } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, insertSubAccount, newSeller, OPERATOR, PASSWORD, signIn, userRow } from './account-fixtures';
import { insertUser, newPhone, sendSms, smsCodeFor } from './auth-helpers';
import { useTestApp } from './helper';
import { makePng, multipart } from './multipart';

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

const info = (token?: string) => t.call<AccountInfo>({ method: 'GET', url: '/api/clientUser/accountInfo', token });
const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.call({ method: 'POST', url, payload, token });

describe('GET /api/clientUser/accountInfo', () => {
  it('answers the demo seller’s account in the contract shape, phone masked', async () => {
    const r = await info(demo);
    expect(r.code).toBe(200);
    expect(accountInfoSchema.parse(r.data)).toEqual(r.data);
    expect(r.data).toMatchObject({
      id: demoId,
      userName: 'demo',
      nickName: '演示卖家',
      userType: 1,
      vipType: -1,
      vipExpireTime: null,
      balance: 100_000,
      phone: '138****0000',
      hasPhone: true,
    });
  });

  it('a sub-account sees its own profile with the main account’s balance and VIP', async () => {
    const s = await newSeller(t, 'vipper');
    const future = Date.now() + 86_400_000;
    await db
      .updateTable('users')
      .set({ balance_fen: 1234, vip_level: 2, vip_expire_time: future })
      .where('id', '=', s.id)
      .execute();
    await insertSubAccount(t, s.id, `vipper${s.id}sub`);
    const sub = await info(await signIn(t, `vipper${s.id}sub`));
    expect(sub.data).toMatchObject({
      userName: `vipper${s.id}sub`,
      userType: 2,
      balance: 1234,
      vipType: 2,
      vipExpireTime: future,
      phone: '',
      hasPhone: false,
    });
  });

  it('a lapsed membership reads as vipType -1 but keeps its expiry time', async () => {
    const s = await newSeller(t, 'lapsed');
    const past = Date.now() - 1000;
    await db.updateTable('users').set({ vip_level: 3, vip_expire_time: past }).where('id', '=', s.id).execute();
    expect((await info(s.token)).data).toMatchObject({ vipType: -1, vipExpireTime: past });
  });

  it('works for operators (no seller money) and needs a token', async () => {
    const op = await info(await signIn(t, OPERATOR.userName, OPERATOR.password));
    expect(op.data).toMatchObject({ userName: 'admin', balance: 0, vipType: -1, vipExpireTime: null });
    const none = await info();
    expect(none.status).toBe(401);
    expect(none.msg).toBe('请先登录');
    expect((await info('not-a-token')).status).toBe(401);
  });
});

describe('changeEmail / changeWechat / changeCompany (GET with query)', () => {
  it('updates the caller’s own row', async () => {
    const s = await newSeller(t, 'contact');
    expect((await get('/api/clientUser/changeEmail?email=a%40b.cn', s.token)).code).toBe(200);
    expect((await get(`/api/clientUser/changeWechat?wechat=${encodeURIComponent('wx_小王')}`, s.token)).code).toBe(200);
    expect(
      (await get(`/api/clientUser/changeCompany?company=${encodeURIComponent('深圳某某科技')}`, s.token)).code,
    ).toBe(200);
    expect((await info(s.token)).data).toMatchObject({ email: 'a@b.cn', wechat: 'wx_小王', company: '深圳某某科技' });
    expect((await userRow(t, demoId)).email).toBe('');
  });

  it('rejects bad values with 400, a Chinese message and the field', async () => {
    const r = await get('/api/clientUser/changeEmail?email=nope', demo);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('查询参数有误：email 邮箱格式不正确');
    expect(r.data).toEqual({ email: '邮箱格式不正确' });
    expect((await get('/api/clientUser/changeWechat', demo)).status).toBe(400);
    expect((await get(`/api/clientUser/changeCompany?company=${'x'.repeat(101)}`, demo)).msg).toContain('最多 100');
    expect((await get('/api/clientUser/changeEmail?email=a%40b.cn')).status).toBe(401);
  });
});

describe('POST /api/clientUser/changePassword', () => {
  it('needs the right old password', async () => {
    const s = await newSeller(t, 'pwd');
    const r = await post(
      '/api/clientUser/changePassword',
      { oldPassword: 'wrong1234', newPassword: 'newpass123' },
      s.token,
    );
    expect(r.status).toBe(400);
    expect(r.msg).toBe('原密码错误');
    const weak = await post('/api/clientUser/changePassword', { oldPassword: PASSWORD, newPassword: 'short' }, s.token);
    expect(weak.status).toBe(400);
    expect(weak.data).toHaveProperty('newPassword');
  });

  it('keeps the current session and signs out the others', async () => {
    const s = await newSeller(t, 'pwd');
    const other = await signIn(t, s.userName);
    const r = await post(
      '/api/clientUser/changePassword',
      { oldPassword: PASSWORD, newPassword: 'newpass123' },
      s.token,
    );
    expect(r.code).toBe(200);
    expect((await info(s.token)).code).toBe(200);
    expect((await info(other)).status).toBe(401);
    await expect(signIn(t, s.userName)).rejects.toThrow();
    expect(await signIn(t, s.userName, 'newpass123')).toBeTruthy();
  });
});

describe('POST /api/clientUser/changeProfile', () => {
  const upload = async (token: string, seed: number) => {
    const body = multipart([{ filename: 'a.png', contentType: 'image/png', data: makePng(4, 4, seed) }]);
    const r = await t.call<{ url: string }>({ method: 'POST', url: '/upload', token, ...body });
    return r.data.url;
  };

  it('sets the nickname and an avatar the caller uploaded', async () => {
    const s = await newSeller(t, 'face');
    const url = await upload(s.token, 1);
    expect((await post('/api/clientUser/changeProfile', { nickName: ' 新昵称 ', avatar: url }, s.token)).code).toBe(
      200,
    );
    const shown = (await info(s.token)).data;
    expect(shown.nickName).toBe('新昵称');
    // Shown as a signed link to that file (test/avatar-url.test.ts covers the link itself).
    expect(shown.avatar).toMatch(new RegExp(`^/api/file/avatar/${s.id}/${url.split('/').pop()}\\?e=\\d+&s=[\\w-]+$`));
    expect((await post('/api/clientUser/changeProfile', { avatar: '' }, s.token)).code).toBe(200);
    expect((await info(s.token)).data.avatar).toBe('');
  });

  it('refuses an outside URL or another seller’s file with 400', async () => {
    const s = await newSeller(t, 'face');
    const theirs = await upload(demo, 2);
    for (const avatar of ['https://evil.example/x.png', theirs, '/api/file/999999', `${theirs}?x=1`]) {
      const r = await post('/api/clientUser/changeProfile', { avatar }, s.token);
      expect(r.status).toBe(400);
      expect(r.msg).toBe('头像须为本账号上传的图片');
    }
    expect((await post('/api/clientUser/changeProfile', {}, s.token)).status).toBe(400);
  });
});

describe('GET /api/clientUser/permissionOptions', () => {
  it('lists what a main account can grant', async () => {
    const r = await get('/api/clientUser/permissionOptions', demo);
    expect(r.data).toEqual(SUB_ACCOUNT_PERMISSIONS.map((p) => ({ ...p })));
  });
});

describe('POST /api/clientUser/changePhone', () => {
  it('binds the new phone with a code sent to it, once', async () => {
    const s = await newSeller(t, 'phone');
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'changePhone');
    const r = await post('/api/clientUser/changePhone', { phone, code }, s.token);
    expect(r.code).toBe(200);
    expect((await userRow(t, s.id)).phone).toBe(phone);
    expect((await info(s.token)).data).toMatchObject({
      hasPhone: true,
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    });
    const again = await post('/api/clientUser/changePhone', { phone: newPhone(), code }, s.token);
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, or a code sent for another purpose, with 400', async () => {
    const s = await newSeller(t, 'phone');
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'changePhone');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/clientUser/changePhone', { phone, code: wrong }, s.token)).status).toBe(400);
    const phone2 = newPhone();
    const registerCode = await smsCodeFor(t, phone2, 'register');
    expect((await post('/api/clientUser/changePhone', { phone: phone2, code: registerCode }, s.token)).status).toBe(
      400,
    );
    expect((await userRow(t, s.id)).phone).toBeNull();
  });

  it('refuses a phone another account bound after the code was sent, with 409', async () => {
    const s = await newSeller(t, 'phone');
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'changePhone');
    await insertUser(t, { userName: `holder${s.id}`, password: PASSWORD, phone });
    const r = await post('/api/clientUser/changePhone', { phone, code }, s.token);
    expect(r.status).toBe(409);
    expect(r.msg).toBe('该手机号已被其他账号绑定');
    expect((await userRow(t, s.id)).phone).toBeNull();
    // A send for a bound number answers like any other (no existence oracle); only the code's holder learns it.
    const fresh = newPhone();
    const [bound, free] = [await sendSms(t, phone, 'bind'), await sendSms(t, fresh, 'bind')];
    expect(bound.raw.body).toBe(free.raw.body);
  });

  it('validates the body', async () => {
    const r = await post('/api/clientUser/changePhone', { phone: '123', code: 'abc' }, demo);
    expect(r.status).toBe(400);
    expect(Object.keys(r.data as object).sort()).toEqual(['code', 'phone']);
  });
});
