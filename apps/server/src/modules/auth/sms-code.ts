import { SMS_CODE_TTL_MS, SMS_MAX_ATTEMPTS, type SmsScene } from '@podbench/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db';
import { badRequest } from '../../lib/app-error';
import { safeEqualHex, sha256 } from '../../lib/crypto';

export const SMS_CODE_WRONG = '短信验证码错误';
export const SMS_CODE_EXPIRED = '短信验证码已失效，请重新获取';
export const SMS_CODE_DEAD = '验证码错误次数过多，请重新获取';

const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

// Phone and scene are part of the hash so a code is worthless for any other phone or purpose.
const codeHash = (phone: string, scene: string, code: string) => sha256(`${phone}:${scene}:${code}`);

/** Stores a fresh code (hashed) and retires every older unconsumed code for the same phone and scene. */
export async function storeSmsCode(
  db: Db,
  c: { phone: string; scene: SmsScene; code: string; ip: string },
  now = Date.now(),
): Promise<number> {
  await db
    .deleteFrom('sms_codes')
    .where('expires_at', '<', now - KEEP_EXPIRED_MS)
    .execute();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('phone', '=', c.phone)
      .where('scene', '=', c.scene)
      .where('consumed_at', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('sms_codes')
      .values({
        phone: c.phone,
        scene: c.scene,
        code_hash: codeHash(c.phone, c.scene, c.code),
        expires_at: now + SMS_CODE_TTL_MS,
        consumed_at: null,
        ip: c.ip.slice(0, 64),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  });
}

/** Removes a code that never reached the phone (the provider failed). */
export async function discardSmsCode(db: Executor, id: number) {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute();
}

/** When the newest code for phone+scene was sent, for the "try again in N seconds" message. */
export async function lastSmsCodeSentAt(db: Executor, phone: string, scene: SmsScene) {
  const row = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/**
 * Checks and consumes the newest live code for phone+scene; throws a 400 otherwise. Every try first
 * claims one of the SMS_MAX_ATTEMPTS slots with a conditional update, so even parallel guesses get five
 * tries in all; consuming is conditional too, so one code signs in at most once.
 */
export async function verifySmsCode(
  db: Executor,
  input: { phone: string; scene: SmsScene; code: string },
  now = Date.now(),
): Promise<void> {
  await consumeSmsCode(db, await checkSmsCodeAttempt(db, input, now), now);
}

/**
 * The check of `verifySmsCode` without consuming: takes an attempt slot and answers the code's id when it is right.
 * For callers that must learn something only the code's holder may know before they decide to use it
 * (registration tells the holder that a name is taken and keeps the code usable); they consume it with
 * `consumeSmsCode` in the transaction that acts on it.
 */
export async function checkSmsCodeAttempt(
  db: Executor,
  input: { phone: string; scene: SmsScene; code: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', input.phone)
    .where('scene', '=', input.scene)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) throw badRequest(SMS_CODE_EXPIRED);
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw badRequest(SMS_CODE_DEAD);
  const slot = await db
    .updateTable('sms_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!slot) throw badRequest(SMS_CODE_DEAD);
  if (!safeEqualHex(row.code_hash, codeHash(input.phone, input.scene, input.code))) {
    throw badRequest(Number(slot.attempts) >= SMS_MAX_ATTEMPTS ? SMS_CODE_DEAD : SMS_CODE_WRONG);
  }
  return Number(row.id);
}

/** Uses a checked code up; conditional, so one code acts at most once even when two requests checked it. */
export async function consumeSmsCode(db: Executor, id: number, now = Date.now()) {
  const used = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw badRequest(SMS_CODE_EXPIRED);
}
