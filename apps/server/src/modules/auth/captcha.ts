import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS, type CaptchaResult } from '@podbench/contract';
import svgCaptcha from 'svg-captcha';
import type { Executor } from '../../db';
import { badRequest } from '../../lib/app-error';
import { safeEqualHex, sha256 } from '../../lib/crypto';

export interface CaptchaImage {
  text: string;
  svg: string;
}
/** Produces the answer and its picture. Injectable so tests can issue a captcha with a known answer. */
export type CaptchaGenerator = () => CaptchaImage;

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  // 0/o/O, 1/l/I/i look alike in the font: leave them out so a careful reader never fails.
  const c = svgCaptcha.create({ size: 4, ignoreChars: '0oO1lIi', noise: 2, color: true, width: 120, height: 40 });
  return { text: c.text, svg: c.data };
};

export const CAPTCHA_WRONG = '验证码错误';
export const CAPTCHA_EXPIRED = '验证码已失效，请刷新后重试';

// Bound to the uuid so equal answers never share a hash; the answer is case-insensitive.
const answerHash = (uuid: string, answer: string) => sha256(`${uuid}:${answer.trim().toLowerCase()}`);

/** Stores a new captcha (only its answer's hash) and returns the picture as a data URL. */
export async function issueCaptcha(
  db: Executor,
  generate: CaptchaGenerator = svgCaptchaGenerator,
  now = Date.now(),
): Promise<CaptchaResult> {
  // Opportunistic cleanup keeps the table at about two minutes' worth of rows.
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  const { text, svg } = generate();
  const uuid = randomUUID();
  await db
    .insertInto('captchas')
    .values({ uuid, answer_hash: answerHash(uuid, text), expires_at: now + CAPTCHA_TTL_MS, used_at: null })
    .execute();
  return { captchaEnabled: true, uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Consumes the captcha and checks the answer. Single use whatever the outcome: the conditional update
 * lets exactly one request claim it, so a wrong guess cannot be followed by another on the same picture.
 */
export async function checkCaptcha(db: Executor, uuid: string, code: string, now = Date.now()): Promise<void> {
  if (!uuid) throw badRequest(CAPTCHA_EXPIRED);
  if (!code.trim()) throw badRequest('请输入验证码');
  const claimed = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!claimed) throw badRequest(CAPTCHA_EXPIRED);
  if (!safeEqualHex(claimed.answer_hash, answerHash(uuid, code))) throw badRequest(CAPTCHA_WRONG);
}
