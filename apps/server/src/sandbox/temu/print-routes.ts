import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { waybillOwner } from './handlers/fulfilment/waybill';
import { openDataKey, printErrorHtml, printPageHtml } from './orders/print';
import { TEMU_SANDBOX } from './paths';
import { signBody, type TemuZone } from './reference/wire';
import { findSandboxTemuApp } from './state/app-repository';
import { findSandboxToken } from './state/shop-repository';

const tags = ['sandbox-temu'];

/** A one-page PDF with a few ASCII lines (the waybill label's stand-in). */
export function tinyPdf(lines: string[]) {
  const text = lines.map((l, i) => `BT /F1 14 Tf 40 ${380 - i * 22} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 425] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Temu's pages outside the router: the print page a dataKey opens (once, within 10 minutes; CN host for box
 * marks, PA host for the bg.glo.* barcode types) and the waybill PDF of express.note.get, which Temu serves only
 * to a GET signed in headers (Temu doc 121: app-key, access-token, timestamp, sign).
 */
export const temuSandboxPrintRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const zones: Array<[TemuZone, string]> = [
      ['CN', TEMU_SANDBOX.printCn],
      ['PA', TEMU_SANDBOX.printPa],
    ];
    for (const [zone, url] of zones) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: `Temu 沙箱打印页（${zone}）：dataKey 10 分钟内单次有效`,
            security: [],
            querystring: z.object({ dataKey: z.string().optional() }),
          },
        },
        async (req, reply) => {
          const r = await openDataKey(ctx.db, req.query.dataKey ?? '', zone, Date.now());
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
          if (r.error || !r.job) {
            const why = r.error ?? 'unknown';
            return reply.code(why === 'unknown' ? 404 : 410).send(printErrorHtml(why));
          }
          return reply.send(printPageHtml(r.job));
        },
      );
    }

    app.get(
      TEMU_SANDBOX.waybill,
      {
        schema: {
          tags,
          summary: 'Temu 沙箱物流运单标签 PDF（请求头签名）',
          security: [],
          params: z.object({ file: z.string() }),
        },
      },
      async (req, reply) => {
        const h = (k: string) => (typeof req.headers[k] === 'string' ? (req.headers[k] as string) : '');
        const head = { 'app-key': h('app-key'), 'access-token': h('access-token'), timestamp: h('timestamp') };
        const deny = (msg: string) => reply.code(403).send({ success: false, errorMsg: msg });
        const appRow = head['app-key'] ? await findSandboxTemuApp(ctx.db, head['app-key']) : undefined;
        if (!appRow || Object.values(head).some((v) => !v)) return deny('missing app-key / access-token / timestamp');
        if (signBody(head, appRow.appSecret) !== h('sign')) return deny('sign is invalid');
        if (Math.abs(Number(head.timestamp) - Date.now() / 1000) > 300) return deny('timestamp is expired.');
        const token = await findSandboxToken(ctx.db, head['access-token']);
        if (!token || token.appKey !== appRow.appKey || token.revokedAt !== null) return deny('access_token invalid.');
        const child = req.params.file.replace(/\.pdf$/, '');
        const owner = await waybillOwner(ctx.db, child);
        if (!owner || owner.mallId !== token.mallId)
          return reply.code(404).send({ success: false, errorMsg: 'not found' });
        const d = owner.ship.delivery!;
        const pdf = tinyPdf([
          `Waybill ${child}`,
          `Carrier ${d.expressCompanyId}`,
          `Tracking ${d.expressDeliverySn}`,
          `Ship order ${owner.ship.deliveryOrderSn}`,
          `Batch ${d.expressBatchSn}`,
        ]);
        return reply.type('application/pdf').send(pdf);
      },
    );
  };
