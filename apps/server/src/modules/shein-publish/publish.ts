import {
  checkSheinTemplate,
  type SheinPublishedProduct,
  type SheinPublishState,
  sheinSupplierSku,
  type TemplateImageRef,
  templateImageKey,
} from '@podbench/contract';
import { SheinApiError } from '@podbench/shein';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { z } from 'zod';
import { jobKind } from '../../jobs/definition';
import { kickJobs } from '../../jobs/runner';
import { enqueueJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { TEMPLATE_IMAGE_GONE, templateImageReader } from '../template-images/resolve';
import { buildPublishOrEdit } from './build-request';
import { findSheinTemplate, sheinTemplateBodyOf } from './repository';
import { type SheinCaller, sheinShopCaller } from './shop-client';

export const SHEIN_PUBLISH_JOB = 'shein-publish';
/** Runs of one publish before a transient failure (rate limit, Shein busy, network) fails it for good. */
const MAX_ATTEMPTS = 3;
/** The sandbox's (and our reading of Shein's) refusal of a supplier_sku the shop already has, naming its SPU. */
const SUPPLIER_SKU_EXISTS = '20110';

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

class Refused extends Error {}

/** Every write of a run: none once the run's lease is lost (its signal aborted). */
async function update(ctx: AppContext, signal: AbortSignal | undefined, id: number, set: Record<string, unknown>) {
  signal?.throwIfAborted();
  await ctx.db
    .updateTable('shein_publishes')
    .set({ ...set, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

/**
 * Shein-hosted URLs for the template's images: transform-pic once per image and shop, kept on the publish (by
 * `templateImageKey`). Images are read as the template's own seller's: another seller's reference is a missing one.
 */
async function hostImages(
  ctx: AppContext,
  call: SheinCaller,
  id: number,
  mainId: number,
  images: TemplateImageRef[],
  known: string | null,
  signal?: AbortSignal,
) {
  const hosted = known ? (JSON.parse(known) as Record<string, string>) : {};
  const readImage = await templateImageReader(ctx, mainId, images);
  for (const image of images) {
    const ref = templateImageKey(image);
    if (hosted[ref]) continue;
    const bytes = await readImage(image).catch(() => null);
    if (!bytes) throw new Refused(TEMPLATE_IMAGE_GONE);
    const mime = bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0xff ? 'image/jpeg' : 'image/webp';
    const r = await call('transformPic', {
      image_type: 1,
      original_url: `data:${mime};base64,${bytes.toString('base64')}`,
    });
    hosted[ref] = r.transformed;
    await update(ctx, signal, id, { images: JSON.stringify(hosted) });
  }
  return images.map((image) => hosted[templateImageKey(image)] as string);
}

/**
 * Runs one publish: transform-pic for each image not hosted yet, then publishOrEdit. A publish that already has a
 * spu_name edits that product. When an earlier answer was lost, Shein refuses the supplier_skus as taken and names
 * the SPU: it is kept and the product edited instead — a retry never creates a second product.
 */
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
    if (!row) throw new Refused('模板已删除');
    const t = sheinTemplateBodyOf(row);
    const problems = checkSheinTemplate(t);
    if (problems.length > 0) throw new Refused(`模板未通过校验：${problems[0]?.message}`);
    const call = await sheinShopCaller(ctx, mainId, Number(p.shop_id)).catch((err: unknown) => {
      throw new Refused(err instanceof AppError ? err.message : '店铺不可用');
    });
    const hosted = await hostImages(ctx, call, publishId, mainId, t.images, p.images, signal);
    const templateId = Number(p.template_id);
    const send = (spu: string | null) => call('publishOrEdit', buildPublishOrEdit(templateId, t, hosted, spu));
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(spuName);
    } catch (err) {
      const taken = err instanceof SheinApiError && err.code === SUPPLIER_SKU_EXISTS && !spuName;
      const spu = taken ? /spu_name=([A-Za-z0-9_-]+)/.exec(err.sheinMessage ?? '')?.[1] : undefined;
      if (!spu) throw err;
      spuName = spu;
      await update(ctx, signal, publishId, { spu_name: spu });
      answer = await send(spu);
    }
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
    const message =
      err instanceof Refused || err instanceof SheinApiError ? err.message : '发布失败：系统错误，请稍后重试';
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
