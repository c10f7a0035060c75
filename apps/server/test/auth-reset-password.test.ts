import { API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { insertUser, newIp, newPhone, passwordLogin, sendSms, skipResendGap, smsCodeFor } from './auth-helpers';
import { useTestApp } from './helper';

/** Issue 21 §6: 忘记密码 — a new password by SMS code; wrong/expired codes refused in Chinese; limited; sessions revoked. */
const t = await useTestApp({ LOGIN_RATE_LIMIT: '4' });
const reset = (body: Record<string, unknown>, ip = newIp()) =>
  t.call({ method: 'POST', url: API.auth.resetPassword, payload: body, remoteAddress: ip });
const me = (token: string) => t.call({ method: 'GET', url: API.auth.loginUser, token });
let seq = 0;
async function account() {
  const phone = newPhone();
  const userName = `reset${process.pid % 1000}x${++seq}`;
  const id = await insertUser(t, { userName, password: 'oldPass123', phone });
  const token = (await passwordLogin(t, { username: userName, password: 'oldPass123' })).data.token;
  return { id, phone, userName, token };
}

describe('POST /api/authC/resetPassword', () => {
  it('sets the new password, revokes every old session, and the code works once', async () => {
    const a = await account();
    const second = (await passwordLogin(t, { username: a.userName, password: 'oldPass123' })).data.token;
    expect((await me(a.token)).code).toBe(200);
    const code = await smsCodeFor(t, a.phone, 'resetPassword');
    const r = await reset({ phone: a.phone, code, password: 'newPass456' });
    expect([r.code, r.msg]).toEqual([200, '密码已重置，请使用新密码登录']);
    expect((await me(a.token)).code).toBe(401);
    expect((await me(second)).code).toBe(401);
    expect((await passwordLogin(t, { username: a.userName, password: 'oldPass123' })).code).toBe(400);
    expect((await passwordLogin(t, { username: a.userName, password: 'newPass456' })).code).toBe(200);
    const replay = await reset({ phone: a.phone, code, password: 'otherPass789' });
    expect([replay.code, replay.msg]).toEqual([400, '短信验证码已失效，请重新获取']);
    expect((await passwordLogin(t, { username: a.userName, password: 'newPass456' })).code).toBe(200);
  });

  it('refuses a wrong code, a code of another scene and an expired code in Chinese, changing nothing', async () => {
    const a = await account();
    const code = await smsCodeFor(t, a.phone, 'resetPassword');
    const wrong = code === '000000' ? '111111' : '000000';
    const r1 = await reset({ phone: a.phone, code: wrong, password: 'newPass456' });
    expect([r1.code, r1.msg]).toEqual([400, '短信验证码错误']);
    const loginCode = await smsCodeFor(t, a.phone, 'login');
    const r2 = await reset({ phone: a.phone, code: loginCode, password: 'newPass456' });
    expect(r2.code).toBe(400);
    // Expire the live reset code (5 minutes pass).
    await t.runtime.ctx.db
      .updateTable('sms_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('phone', '=', a.phone)
      .where('scene', '=', 'resetPassword')
      .execute();
    const r3 = await reset({ phone: a.phone, code, password: 'newPass456' });
    expect([r3.code, r3.msg]).toEqual([400, '短信验证码已失效，请重新获取']);
    expect((await me(a.token)).code).toBe(200);
    expect((await passwordLogin(t, { username: a.userName, password: 'oldPass123' })).code).toBe(200);
  });

  it('checks the password rules and the phone before anything, and says so for an unregistered phone', async () => {
    const weak = await reset({ phone: newPhone(), code: '123456', password: 'short' });
    expect(weak.code).toBe(400);
    expect(weak.msg).toContain('密码至少 8 位');
    const badPhone = await reset({ phone: '12345', code: '123456', password: 'newPass456' });
    expect(badPhone.code).toBe(400);
    expect(badPhone.msg).toContain('请输入正确的 11 位手机号');
    const stranger = newPhone();
    const code = await smsCodeFor(t, stranger, 'resetPassword');
    const r = await reset({ phone: stranger, code, password: 'newPass456' });
    expect([r.code, r.msg]).toEqual([400, '该手机号未注册']);
  });

  it('is rate limited per phone (LOGIN_RATE_LIMIT tries in 15 minutes), even with the right code after that', async () => {
    const a = await account();
    const code = await smsCodeFor(t, a.phone, 'resetPassword');
    for (let i = 0; i < 4; i++) {
      expect((await reset({ phone: a.phone, code: '999999', password: 'newPass456' })).code).toBe(400);
    }
    await skipResendGap(t, a.phone, 'resetPassword');
    expect((await sendSms(t, a.phone, 'resetPassword')).code).toBe(200);
    const limited = await reset({ phone: a.phone, code, password: 'newPass456' });
    expect([limited.code, limited.msg]).toEqual([429, '重置密码尝试过于频繁，请 15 分钟后再试']);
    expect((await me(a.token)).code).toBe(200);
  });
});
