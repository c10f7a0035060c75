import type { SmsOutboxItem, SmsScene } from '@podbench/contract';
import { hashPassword } from '../src/lib/crypto';
import type { TestApp } from './helper';

/** Test data for the auth suites (not a test file: vitest only collects *.test.ts). */
let phoneSeq = 0;
let ipSeq = 0;
/** A phone no seed uses: 130xxxxxxxx. */
export const newPhone = () => `130${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
/** A fresh client address, so IP-keyed counters of one test never touch another's. */
export const newIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

export function sendSms(t: TestApp, phone: string, scene: SmsScene, ip = newIp()) {
  return t.call<{ resendAfterSeconds: number; retryAfterSeconds?: number }>({
    method: 'GET',
    url: `/api/authC/getPhoneValidCode?phone=${phone}&scene=${scene}`,
    remoteAddress: ip,
  });
}

/** Reads the newest code the sandbox delivered to a phone, as a user reads their SMS. */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string> {
  const r = await t.call<SmsOutboxItem[]>({ method: 'GET', url: `/sandbox/sms/outbox?phone=${phone}` });
  const m = /验证码是 (\d{6})/.exec(r.data[0]?.content ?? '');
  if (!m) throw new Error(`no SMS code for ${phone}`);
  return m[1];
}

/** Sends a code for the scene and returns it. */
export async function smsCodeFor(t: TestApp, phone: string, scene: SmsScene): Promise<string> {
  const r = await sendSms(t, phone, scene);
  if (r.code !== 200) throw new Error(`send failed: ${r.msg}`);
  return lastSmsCode(t, phone);
}

/** Lets the next code for phone+scene go out now instead of after the 60 s gap. */
export async function skipResendGap(t: TestApp, phone: string, scene: SmsScene) {
  await t.runtime.ctx.db.deleteFrom('rate_limits').where('key', '=', `sms:gap:${phone}:${scene}`).execute();
}

export function register(t: TestApp, body: Record<string, unknown>, ip = newIp()) {
  return t.call<{ token: string }>({ method: 'POST', url: '/api/authC/reg', payload: body, remoteAddress: ip });
}

/** A user written straight into the database, for states the API does not produce on its own. */
export async function insertUser(
  t: TestApp,
  u: { userName: string; password: string; phone?: string | null; status?: number; deleted?: number },
): Promise<number> {
  const db = t.runtime.ctx.db;
  const now = Date.now();
  const { id } = await db
    .insertInto('users')
    .values({
      main_id: 0,
      user_name: u.userName,
      nick_name: u.userName,
      password_hash: await hashPassword(u.password),
      phone: u.phone ?? null,
      status: u.status ?? 0,
      deleted: u.deleted ?? 0,
      user_type: 1,
      roles: JSON.stringify(['seller']),
      permissions: JSON.stringify(['*:*:*']),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ main_id: Number(id) })
    .where('id', '=', Number(id))
    .execute();
  return Number(id);
}

export function passwordLogin(t: TestApp, body: Record<string, unknown>, ip = newIp()) {
  return t.call<{ token: string }>({ method: 'POST', url: '/api/authC/login', payload: body, remoteAddress: ip });
}

export function phoneLogin(t: TestApp, phone: string, code: string, ip = newIp()) {
  return t.call<{ token: string }>({
    method: 'POST',
    url: '/api/authC/loginByPhone1',
    payload: { phone, code },
    remoteAddress: ip,
  });
}
