import { TemuApiError, TemuRequestInvalidError, type TemuTypedCalls } from '@podbench/temu';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { temuAccessOf } from '../marketplace/temu';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

export interface ShopTemu {
  shopId: number;
  mainId: number;
  mallId: string;
  t: TemuTypedCalls;
  /** A waybill PDF of express.note.get, fetched with the shop's signed headers (gateway origin only). */
  downloadWaybill: (url: string) => Promise<Uint8Array>;
}

/** The typed Temu calls of one shop (its token and rate-limit bucket). */
export async function shopTemu(ctx: AppContext, mainId: number, shopId: number): Promise<ShopTemu> {
  const shop = await openTemuShop(ctx.db, createTokenCipher(loadShopTokenKey(ctx.config)), mainId, shopId);
  const access = await temuAccessOf(ctx)();
  const c = access.client.forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
  return { shopId, mainId, mallId: shop.mallId, t: c.types, downloadWaybill: (url) => c.downloadWaybill(url) };
}

/** Temu's own words for a failure, in a Chinese sentence. */
export function temuText(err: unknown): string {
  if (err instanceof TemuRequestInvalidError) return err.message;
  if (err instanceof TemuApiError) {
    const code = err.errorCode === null ? '' : `（${err.errorCode}）`;
    return `Temu 提示${code}：${err.temuMessage ?? err.message}`;
  }
  if (err instanceof AppError) return err.message;
  return '调用 Temu 失败，请稍后重试';
}

/** A failure whose outcome is unknown (the call may have reached Temu): look before repeating. */
export const uncertain = (err: unknown) =>
  err instanceof TemuApiError && (err.kind === 'network' || err.kind === 'system' || err.kind === 'invalid_response');

/** Notes a dead token on the shop, then throws the failure as a 400 in Chinese (`prefix：Temu 提示…`). */
export async function refuse(ctx: AppContext, shopId: number, err: unknown, prefix: string): Promise<never> {
  await noteTemuFailure(ctx.db, shopId, err);
  if (err instanceof AppError) throw err;
  throw badRequest(`${prefix}：${temuText(err)}`);
}

/** Right after bg.shiporderv3.create Temu refuses to act on the new FH for a few seconds (reference: LIVE). */
const LAG = /无操作权限|无法对该发货单进行操作/;
export const LAG_RETRY_MS = 2500;
export const LAG_ATTEMPTS = 4;

/** Runs `fn`, repeating it (every 2.5 s, 4 attempts) while Temu answers with the post-create lag messages. */
export async function withCreateLag<T>(fn: () => Promise<T>, sleep = defaultSleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const lag = err instanceof TemuApiError && LAG.test(`${err.temuMessage ?? ''} ${err.message}`);
      if (!lag || attempt >= LAG_ATTEMPTS) throw err;
      await sleep(LAG_RETRY_MS);
    }
  }
}
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Splits a list into chunks of `n`. */
export const chunks = <T>(xs: readonly T[], n: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
};
