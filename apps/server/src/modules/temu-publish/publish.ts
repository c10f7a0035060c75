import { TemuApiError } from '@podbench/temu';
import type { Executor } from '../../db';
import type { Storage } from '../storage/storage';
import { buildGoodsAdd, skuExtCodes } from './build-request';
import { findPublish, movePublish as movePublishRow, type PublishRow, templateBody } from './repository';
import { publicMessage } from '../../lib/public-message';
import { TEMPLATE_IMAGE_GONE, templateImageReader } from '../template-images/resolve';
import { createSizeChart, PublishRefused, type SizeChartCaller } from './size-chart';

/** A shop's Temu caller (its token and rate-limit bucket) and whether it is semi-managed. */
export interface PublishShop {
  call: (
    name: 'bg.goods.image.upload' | 'bg.goods.add' | 'bg.goods.list.get' | Parameters<SizeChartCaller>[0],
    params: Record<string, unknown>,
    opts?: { idempotent?: boolean },
  ) => Promise<unknown>;
  semi: boolean;
}

export interface PublishDeps {
  db: Executor;
  storage: Storage;
  openShop: (mainId: number, shopId: number) => Promise<PublishShop>;
  /** Attempts before a publish is failed for good (transient failures only). */
  maxAttempts?: number;
  /** The job's lease: once it aborts, the run writes nothing more (another worker owns the publish). */
  signal?: AbortSignal;
}

const MAX_ATTEMPTS = 4;

const chineseOf = (err: unknown) => publicMessage(err, '发布失败：系统内部错误，请稍后重试').slice(0, 900);

/**
 * The listing on Temu that carries this template's SKU codes, if one exists: a publish whose add was sent but whose
 * answer was lost (a restart, a dropped connection, a system_exception after Temu stored it) is adopted, never added
 * a second time.
 */
async function findExisting(shop: PublishShop, codes: string[]) {
  const r = (await shop.call('bg.goods.list.get', { page: 1, pageSize: 10, skuExtCodeList: codes })) as {
    data?: Array<{
      productId: number;
      productSkuSummaries?: Array<{ productSkuId: number; extCode?: string | null }> | null;
    }>;
  };
  const hit = (r.data ?? []).find((g) =>
    (g.productSkuSummaries ?? []).some((k) => k.extCode && codes.includes(k.extCode)),
  );
  if (!hit) return null;
  return {
    goodsId: String(hit.productId),
    skuIds: (hit.productSkuSummaries ?? []).map((k) => String(k.productSkuId)),
  };
}

/**
 * Runs one publish to its end or to a retry: looks an interrupted add up first, uploads the template's images, marks
 * the row `adding` and only then calls bg.glo.goods.add. Transient failures put it back to `queued` (the runner
 * retries); Temu's refusals and the last attempt end it `failed` with Temu's message in Chinese.
 */
export async function runPublish(deps: PublishDeps, id: number): Promise<PublishRow['state']> {
  const row = await findPublish(deps.db, id);
  if (!row || row.state === 'success' || row.state === 'failed') return row?.state ?? 'failed';
  const movePublish: typeof movePublishRow = (...args) => {
    deps.signal?.throwIfAborted();
    return movePublishRow(...args);
  };
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const tpl = await deps.db
    .selectFrom('temu_templates')
    .selectAll()
    .where('id', '=', row.template_id)
    .executeTakeFirst();
  if (!tpl) {
    await movePublish(deps.db, id, ['queued', 'adding'], 'failed', { error: '模板已删除', finished_at: Date.now() });
    return 'failed';
  }
  const body = templateBody(tpl);
  const templateId = Number(tpl.id);
  const codes = skuExtCodes(templateId, body);
  const attempts = Number(row.attempts) + 1;
  let shop: PublishShop;
  try {
    shop = await deps.openShop(Number(row.main_id), Number(row.shop_id));
  } catch (err) {
    await movePublish(deps.db, id, ['queued', 'adding'], 'failed', { error: chineseOf(err), finished_at: Date.now() });
    return 'failed';
  }
  const adopt = async () => {
    const found = await findExisting(shop, codes);
    if (!found) return false;
    return movePublish(deps.db, id, ['queued', 'adding'], 'success', {
      goods_id: found.goodsId,
      sku_ids: JSON.stringify(found.skuIds),
      error: null,
      finished_at: Date.now(),
    });
  };
  const retryOrFail = async (err: unknown) => {
    const transient = err instanceof TemuApiError ? err.transient : !(err instanceof PublishRefused);
    const last = attempts >= maxAttempts || !transient;
    const msg = chineseOf(err);
    await movePublish(deps.db, id, ['queued', 'adding'], last ? 'failed' : 'queued', {
      attempts,
      error: last ? msg : `第 ${attempts} 次尝试失败，将重试：${msg}`,
      ...(last ? { finished_at: Date.now() } : {}),
    });
    return last ? 'failed' : 'queued';
  };

  try {
    // An add that may have reached Temu (left `adding` by a crash or a lost answer): look before adding again.
    if (row.state === 'adding' && (await adopt())) return 'success';
    await movePublish(deps.db, id, ['queued', 'adding'], 'queued', { started_at: row.started_at ?? Date.now() });
    // The size chart first: a template the category refuses fails before any image is uploaded.
    const sizeChartId = await createSizeChart(shop.call, body);
    const urls: string[] = [];
    // Images are read as the template's own seller's: another seller's reference reads exactly as a missing one.
    const readImage = await templateImageReader(deps, Number(tpl.main_id), body.images);
    for (const ref of body.images) {
      const bytes = await readImage(ref);
      if (!bytes) throw new PublishRefused(TEMPLATE_IMAGE_GONE);
      // Uploading an image again only hosts another copy: safe to repeat.
      const r = (await shop.call(
        'bg.goods.image.upload',
        { image: bytes.toString('base64'), imageBizType: 0 },
        { idempotent: true },
      )) as { url: string };
      urls.push(r.url);
    }
    if (!(await movePublish(deps.db, id, ['queued'], 'adding')))
      return (await findPublish(deps.db, id))?.state ?? 'failed';
    let result: { productId: number; productSkuList?: Array<{ productSkuId: number }> | null };
    try {
      result = (await shop.call(
        'bg.goods.add',
        buildGoodsAdd(templateId, body, urls, shop.semi, sizeChartId),
      )) as typeof result;
    } catch (err) {
      // Refused before Temu looked at it (rate limit) or a clear business refusal: nothing was created. A system
      // exception or a lost answer may hide a created listing: look it up before deciding.
      if (
        err instanceof TemuApiError &&
        (err.kind === 'system' || err.kind === 'network' || err.kind === 'invalid_response')
      ) {
        if (await adopt()) return 'success';
      }
      return retryOrFail(err);
    }
    await movePublish(deps.db, id, ['adding'], 'success', {
      attempts,
      goods_id: String(result.productId),
      sku_ids: JSON.stringify((result.productSkuList ?? []).map((k) => String(k.productSkuId))),
      error: null,
      finished_at: Date.now(),
    });
    return 'success';
  } catch (err) {
    // The lease was lost: the publish is another worker's now, nothing more is written here.
    if (deps.signal?.aborted) throw err;
    return retryOrFail(err);
  }
}
