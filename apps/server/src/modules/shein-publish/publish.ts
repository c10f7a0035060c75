import {
  checkSheinTemplate,
  type SheinPublishedProduct,
  type SheinPublishState,
  sheinSupplierSku,
} from '@podbench/contract';
import {
  buildSheinEditRequest,
  buildSheinPublishRequest,
  productCodesOf,
  SheinApiError,
  type SheinListing,
} from '@podbench/shein';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { z } from 'zod';
import { jobKind } from '../../jobs/definition';
import { kickJobs } from '../../jobs/runner';
import { enqueueJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { TEMPLATE_IMAGE_GONE, templateImageReader } from '../template-images/resolve';
import { SHEIN_PUBLISHING } from '../publish-core/marketplaces';
import { PublishRefused } from '../publish-core/refused';
import { movePublish, PUBLISH_TEXT, publishErrorText } from '../publish-core/state';
import { hostSheinImages } from './images';
import { sheinImageSlots, sheinListingOf, sheinPublishContext } from './listing';
import { findSheinTemplate, sheinTemplateBodyOf } from './repository';
import { type SheinShopApi, sheinShopApi } from './shop-client';

export const SHEIN_PUBLISH_JOB = 'shein-publish';
/** Runs of one publish before a transient failure (rate limit, Shein busy, network) fails it for good. */
const MAX_ATTEMPTS = 3;

export const sheinPublishPayload = z.object({ publishId: z.number().int(), shopId: z.number().int() });
export type SheinPublishPayload = z.infer<typeof sheinPublishPayload>;
/** A run of one publish: the publish lane, fair per seller and per shop (8 at once per shop at most). */
export const SHEIN_PUBLISH = jobKind({
  kind: SHEIN_PUBLISH_JOB,
  payload: sheinPublishPayload,
  lane: 'publish',
  maxAttempts: 3,
  shopOf: (p) => p.shopId,
});

/** One job per run of a publish; `delayMs` backs a transient failure off. */
export async function queuePublishJob(
  ctx: AppContext,
  mainId: number,
  publishId: number,
  shopId: number,
  delayMs = 0,
  db: Executor = ctx.db,
) {
  const id = await enqueueJob(
    db,
    SHEIN_PUBLISH,
    { publishId, shopId },
    { mainId, runAt: Date.now() + delayMs, maxAttempts: 3 },
  );
  if (delayMs === 0 && db === ctx.db) kickJobs(ctx);
  return id;
}

/** Every write of a run, through the core's state machine: none once the run's lease is lost (signal aborted). */
async function update(
  ctx: AppContext,
  signal: AbortSignal | undefined,
  id: number,
  set: Record<string, string | number | null> & { state?: SheinPublishState },
) {
  signal?.throwIfAborted();
  const { state = 'adding', ...rest } = set;
  await movePublish(ctx.db, SHEIN_PUBLISHING, id, RUNNING, state, rest);
}
/** The states a run moves a publish from. */
const RUNNING = ['queued', 'adding'] as const;

/**
 * The body of this run. A product Shein has (spu_name kept) is edited with the codes spu-info gives; a new one is
 * sent only when none of its supplier_skus is taken in the store (check-supplierSku-repeated, flows.md (b) 7) —
 * publishOrEdit is not idempotent, so a lost answer is never followed by a second product.
 */
async function bodyFor(shop: SheinShopApi, listing: SheinListing, spuName: string | null) {
  if (spuName) {
    // SYS 商品编辑-全托管: only an approved SPU with no SKC under review (1) or appeal (5) can be edited.
    const states = (await shop.call('documentState', { spuList: [{ spuName }] })).data
      .filter((d) => d.spuName === spuName)
      .flatMap((d) => d.skcList.map((k) => k.documentState));
    if (states.length === 0 || !states.every((st) => st === 2))
      throw new PublishRefused(
        `Shein 商品 ${spuName} ${states.some((st) => st === 1 || st === 5) ? '正在审核中' : '尚未审核通过'}，审核通过后才能修改`,
      );
    const info = await shop.call('spuInfo', { spuName, languageList: [listing.language] });
    return buildSheinEditRequest(listing, productCodesOf(info));
  }
  const skus = listing.skcs.flatMap((s) => s.skus.map((k) => k.supplierSku));
  const taken = (await shop.call('checkSupplierSku', { supplierSkuList: skus })).filter((r) => r.repeated);
  if (taken.length > 0)
    throw new PublishRefused(
      `Shein 店铺中已有 SKU ${taken.map((r) => r.supplierSku).join('、')}：上次发布的回复可能丢失而商品已提交，` +
        '请在 Shein 商家后台核对该商品（为避免重复，本次未提交）',
    );
  return buildSheinPublishRequest(listing);
}

export async function runSheinPublish(
  ctx: AppContext,
  publishId: number,
  signal?: AbortSignal,
): Promise<SheinPublishState> {
  const p = await ctx.db.selectFrom('shein_publishes').selectAll().where('id', '=', publishId).executeTakeFirst();
  if (!p || (p.state !== 'queued' && p.state !== 'adding')) return (p?.state as SheinPublishState) ?? 'failed';
  const now = Date.now();
  const attempts = Number(p.attempts) + 1;
  await update(ctx, signal, publishId, { state: 'adding', attempts, started_at: now, error: null });
  const mainId = Number(p.main_id);
  let spuName = p.spu_name;
  try {
    const row = await findSheinTemplate(ctx.db, mainId, Number(p.template_id));
    if (!row) throw new PublishRefused(PUBLISH_TEXT.templateGone);
    const t = sheinTemplateBodyOf(row);
    const problems = checkSheinTemplate(t);
    if (problems.length > 0) throw new PublishRefused(`模板未通过校验：${problems[0]?.message}`);
    const shop = await sheinShopApi(ctx, mainId, Number(p.shop_id)).catch((err: unknown) => {
      throw new PublishRefused(err instanceof AppError ? err.message : PUBLISH_TEXT.shopUnavailable);
    });
    const c = await sheinPublishContext(ctx, shop, t.categoryId as number);
    const read = await templateImageReader(ctx, mainId, t.images);
    const hosted = p.images ? (JSON.parse(p.images) as Record<string, string>) : {};
    const slotUrl = await hostSheinImages(
      shop,
      t.images,
      sheinImageSlots(t.images.length, t.skcs.length),
      hosted,
      (ref) => read(ref),
      (h) => update(ctx, signal, publishId, { images: JSON.stringify(h) }),
      TEMPLATE_IMAGE_GONE,
    );
    const templateId = Number(p.template_id);
    const listing = { ...(await sheinListingOf(shop, c, templateId, t, slotUrl)), hidden: [...c.hidden] };
    const answer = await shop.call('publishOrEdit', { ...(await bodyFor(shop, listing, spuName)) });
    if (!answer.spu_name) throw new PublishRefused('Shein 未返回商品编码');
    spuName = answer.spu_name;
    const codes = new Map(answer.skc_list.flatMap((s) => s.sku_list.map((k) => [k.supplier_sku, { ...k, skc: s }])));
    const product: SheinPublishedProduct = {
      spuName,
      title: t.title.trim(),
      categoryPath: t.categoryPath,
      skcs: t.skcs.map((skc) => {
        const skus = skc.skus.map((k) => {
          const supplierSku = sheinSupplierSku(templateId, k.variantId);
          return {
            supplierSku,
            skuCode: codes.get(supplierSku)?.sku_code ?? '',
            size: k.size,
            priceFen: k.priceFen,
            stock: k.stock,
          };
        });
        const first = codes.get(skus[0]?.supplierSku ?? '');
        return { color: skc.color, skcName: first?.skc.skc_name ?? '', skus };
      }),
    };
    await update(ctx, signal, publishId, {
      state: 'success',
      spu_name: spuName,
      product: JSON.stringify(product),
      finished_at: Date.now(),
    });
    return 'success';
  } catch (err) {
    // The lease was lost: the publish is another worker's now, nothing more is written here.
    if (signal?.aborted) throw err;
    const transient = err instanceof SheinApiError && err.transient;
    const message = publishErrorText(err);
    if (transient && attempts < MAX_ATTEMPTS) {
      await update(ctx, signal, publishId, { state: 'queued', error: message, spu_name: spuName });
      await queuePublishJob(ctx, mainId, publishId, Number(p.shop_id), 2000 * 2 ** attempts);
      return 'queued';
    }
    await update(ctx, signal, publishId, {
      state: 'failed',
      error: message,
      spu_name: spuName,
      finished_at: Date.now(),
    });
    return 'failed';
  }
}
