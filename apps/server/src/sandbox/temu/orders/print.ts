import { createHash } from 'node:crypto';
import type { Executor } from '../../../db';
import { advanceRecord, findRecord, insertRecord } from '../state/record-repository';
import type { TemuZone } from '../reference/wire';
import { newDataKey } from './wire';

/**
 * Temu's print page flow (print-datakey.md): a label type called with `return_data_key` answers a bare string
 * dataKey; `{host}/tool/print?dataKey=…` then shows the labels once, within 10 minutes. The sandbox keeps each key
 * as a `datakey` record holding what the page prints (the call's data, taken when the key was made).
 */
export const DATA_KEY_TTL_MS = 10 * 60_000;
const UNUSED = 0;
const OPENED = 1;

export interface PrintJob {
  zone: TemuZone;
  type: string;
  title: string;
  /** One printed label each: a heading, a barcode-like code and lines of text. */
  labels: Array<{ heading: string; code: string; lines: string[] }>;
}

/** Keys are ~240 characters; the record keeps their sha256 (refs are at most 64). */
const keyRef = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueDataKey(db: Executor, mallId: string, job: PrintJob, now: number) {
  const key = newDataKey();
  await insertRecord(
    db,
    { mallId, kind: 'datakey', ref: keyRef(key), status: UNUSED, data: job, dueAt: now + DATA_KEY_TTL_MS },
    now,
  );
  return key;
}

/** Opens a key once: the job, or why not ('unknown' | 'used' | 'expired'). A key opens only on its own zone's host. */
export async function openDataKey(db: Executor, key: string, zone: TemuZone, now: number) {
  const r = await findRecord(db, 'datakey', keyRef(key));
  if (!r) return { error: 'unknown' as const };
  const job = JSON.parse(r.data) as PrintJob;
  if (job.zone !== zone) return { error: 'unknown' as const };
  if (r.status !== UNUSED) return { error: 'used' as const };
  if ((r.due_at ?? 0) < now) return { error: 'expired' as const };
  // Single use: of two concurrent opens, one wins.
  if (!(await advanceRecord(db, r, { status: OPENED, data: job, dueAt: null }, now))) return { error: 'used' as const };
  return { job };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The print page: one card per label, a Code-39-ish bar pattern drawn from the code's digits. */
export function printPageHtml(job: PrintJob) {
  const bars = (code: string) =>
    [...code]
      .map((ch, i) => `<span style="width:${1 + (ch.charCodeAt(0) % 3)}px;margin-right:${1 + (i % 2)}px"></span>`)
      .join('');
  const cards = job.labels
    .map(
      (l) =>
        `<section class="label"><h2>${esc(l.heading)}</h2><div class="bars">${bars(l.code)}</div>` +
        `<div class="code">${esc(l.code)}</div>${l.lines.map((x) => `<p>${esc(x)}</p>`).join('')}</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(job.title)}</title><style>
body{font-family:sans-serif;margin:16px}.label{border:1px solid #000;padding:8px 12px;margin:0 0 12px;width:360px;page-break-inside:avoid}
.bars{display:flex;height:48px}.bars span{background:#000;display:inline-block;height:48px}.code{font-family:monospace;font-size:16px;letter-spacing:2px}
h2{font-size:16px;margin:0 0 6px}p{margin:2px 0;font-size:13px}</style></head>
<body><h1>${esc(job.title)}</h1><p>共 ${job.labels.length} 张</p>
${cards}
</body></html>`;
}

export function printErrorHtml(reason: 'unknown' | 'used' | 'expired') {
  const text = {
    unknown: '打印链接无效',
    used: '打印链接已使用，请重新获取',
    expired: '打印链接已过期（10 分钟内有效），请重新获取',
  }[reason];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>打印</title></head><body><h1>${text}</h1></body></html>`;
}
