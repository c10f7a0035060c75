import { z } from 'zod';

/** Asia/Shanghai is UTC+8 all year (no DST), so day arithmetic with a fixed offset is exact. */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Index of the Asia/Shanghai day an instant falls in (days since 1970-01-01 Shanghai). */
export const shanghaiDayIndex = (ms: number) => Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS);

/** 'YYYY-MM-DD' of an instant in Asia/Shanghai. */
export const shanghaiDate = (ms: number) => new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD HH:mm:ss' of an instant in Asia/Shanghai. */
export const shanghaiDateTime = (ms: number) =>
  new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Epoch ms of 00:00 Asia/Shanghai on 'YYYY-MM-DD', or null when the date does not exist. */
export function shanghaiDayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date) return null;
  return utc - SHANGHAI_OFFSET_MS;
}

/**
 * A range bound given as epoch milliseconds or an Asia/Shanghai date 'YYYY-MM-DD', parsed to epoch ms of a
 * half-open range [begin, end): a begin date means that day's 00:00; an end date includes the whole day and an end
 * instant includes that millisecond.
 */
export const timeBound = (edge: 'start' | 'end') =>
  z.union([z.number(), z.string().trim()], { error: '时间格式应为 YYYY-MM-DD 或毫秒时间戳' }).transform((v, ctx) => {
    let ms: number | null = null;
    if (typeof v === 'number' || /^\d{1,15}$/.test(v)) {
      const n = Number(v);
      if (Number.isSafeInteger(n) && n >= 0) ms = edge === 'end' ? n + 1 : n;
    } else {
      const start = shanghaiDayStart(v);
      if (start !== null) ms = edge === 'end' ? start + DAY_MS : start;
    }
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: '时间格式应为 YYYY-MM-DD 或毫秒时间戳' });
      return z.NEVER;
    }
    return ms;
  });
