import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../../db';
import { checkParams } from '../handlers/publishing/params';
import { SandboxTemuError } from '../handlers/registry';
import { SYSTEM_MESSAGES, SystemCode } from '../reference/wire';

/**
 * Wire helpers of the fulfilment types (flows.md (b)), written from the reference pack only. The fulfilment pages
 * document no code for malformed parameters; the sandbox answers 1000003 参数错误 (README §6.2), as the goods
 * pages do, naming the first bad field. Refusals Temu reports as text without a code ("存在不可发货的订单",
 * "收货地址/包裹列表不可为空", README §6.4) answer 1000003 with that text. See docs/temu-sandbox-fulfilment.md.
 */
export const params = <T extends z.ZodType>(schema: T, p: Record<string, unknown>) => checkParams(schema, p);

/** 1000003 参数错误 with the text Temu (or the sandbox, where Temu's is not recorded) gives. */
export const refuse = (detail: string) =>
  new SandboxTemuError(SystemCode.PARAM_ERROR, `${SYSTEM_MESSAGES[SystemCode.PARAM_ERROR]}：${detail}`);

/** INTEGER = a JSON integer (a numeric string is refused). */
export const int = z.number().int();
export const str = z.string();
export const sn = z.string().min(1);
/** pageNo / pageSize, both required (README §4); `max` per page (500 where the page states [1,500], else 100). */
export const paging = (max: number) => ({ pageNo: int.min(1), pageSize: int.min(1).max(max) });
/** BOOLEAN; Temu's own samples send `return_data_key` as the string "true" (print-datakey.md), so both forms. */
export const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]);

/** `digits` decimal digits that depend only on `seed` (leading 1–9): the same thing always gets the same number. */
export function stableDigits(seed: string, digits: number) {
  const n = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`) % 10n ** BigInt(digits);
  return `${1 + (Number(n % 9n) | 0)}${String(n).padStart(digits, '0').slice(1)}`;
}
export const stableInt = (seed: string, digits: number) => Number(stableDigits(seed, digits));

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** yyMMdd in Beijing time. */
export function bjDay(now: number) {
  const d = new Date(now + 8 * 3600_000);
  return `${pad(d.getUTCFullYear() % 100, 2)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}
/** Document numbers (README §5): FH / PC / EB + 13 digits (yyMMdd + 7). */
export const newDocSn = (prefix: 'FH' | 'EB', now: number) => `${prefix}${bjDay(now)}${pad(randomInt(0, 10 ** 7), 7)}`;
export const packageSn = (deliveryOrderSn: string, index: number) =>
  `PC${stableDigits(`pkg|${deliveryOrderSn}|${index}`, 13)}`;

/** An opaque print key like Temu's (UUID prefix + ~200 characters, print-datakey.md). */
export const newDataKey = () =>
  `${randomUUID()}${randomBytes(160).toString('base64url').replace(/[-_]/g, '').slice(0, 200)}`;

/** The Beijing date `yyyy-MM-dd` and a Beijing wall-clock time → epoch ms. */
export function bjMs(date: string, hhmm: string) {
  return Date.parse(`${date}T${hhmm}:00+08:00`);
}
export function bjDate(now: number) {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Runs a handler's writes in one transaction (one commit instead of one per row on PostgreSQL, and all-or-nothing
 * when a claim fails half-way); inside a transaction already, runs in it.
 */
export async function inTransaction<T>(db: Executor, fn: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
