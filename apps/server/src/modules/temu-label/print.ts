import { TEMU_PRINT_KEY_TTL_MS, type TemuLabelKind } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { TEMU_SANDBOX } from '../../sandbox/temu/paths';
import { IN_PROCESS_ORIGIN } from '../marketplace/in-process-fetch';
import type { TemuShopCaller } from '../temu-publish/temu-shop';
import type { labelQueries } from './label-data';

/**
 * Temu's print page for a zone: `{gateway host}/tool/print?dataKey=` (reference print-datakey.md: CN
 * openapi.kuajingmaihuo.com for box marks, PA openapi-b-partner.temu.com for the bg.glo.* barcode types — the hosts
 * of the two gateways). The sandbox serves the same path under its gateway bases, on this site.
 */
export function printBase(ctx: AppContext, zone: 'CN' | 'PA') {
  const cfg = ctx.config.marketplace.temu;
  const gateway = cfg
    ? zone === 'CN'
      ? cfg.gatewayCn
      : cfg.gatewayPa
    : zone === 'CN'
      ? TEMU_SANDBOX.gatewayCn
      : TEMU_SANDBOX.gatewayPa;
  const base = gateway.replace(/\/openapi\/router\/?$/, '').replace(/\/+$/, '');
  return `${base.startsWith(IN_PROCESS_ORIGIN) ? base.slice(IN_PROCESS_ORIGIN.length) : base}/tool/print?dataKey=`;
}

/** The page URL of a dataKey (URL-encoded, as LIVE does). */
export const printUrl = (base: string, dataKey: string) => `${base}${encodeURIComponent(dataKey)}`;

/**
 * A fresh dataKey (`return_data_key: "true"`, sent as Temu's samples send it): Temu answers a bare string. Never
 * cached — a key opens its page once, within 10 minutes — so every click asks Temu again.
 */
export async function labelPrintKey(
  caller: TemuShopCaller,
  kind: TemuLabelKind,
  filter: { deliveryOrderSnList: string[] } | ReturnType<typeof labelQueries>[number],
) {
  const r =
    kind === 'boxmark'
      ? await caller.callType('bg.logistics.boxmarkinfo.get', {
          ...(filter as { deliveryOrderSnList: string[] }),
          return_data_key: 'true',
        })
      : await caller.callType('bg.glo.goods.custom.label.get', {
          ...(filter as ReturnType<typeof labelQueries>[number]),
          return_data_key: 'true',
        });
  if (typeof r !== 'string') throw badRequest('Temu 没有返回打印页密钥（dataKey）');
  return { dataKey: r, expiresAt: Date.now() + TEMU_PRINT_KEY_TTL_MS };
}
