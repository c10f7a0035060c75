import {
  checkTemuTemplate,
  TEMU_CUSTOMISATION_NOTICE,
  type TemuLeafTemplate,
  type TemuPublishedSku,
  type TemuTemplateBody,
  type TemuTemplateChange,
  temuLeafTemplate,
} from '@podbench/contract';
import {
  buildGoodsAddRequest,
  goodsAddRuleIssues,
  TemuApiError,
  type TemuCurrency,
  TemuRequestInvalidError,
  technologyProblem as wireTechnologyProblem,
} from '@podbench/temu';
import type { Executor } from '../../db';
import { publicMessage } from '../../lib/public-message';
import { PUBLISH_TEXT, publishErrorText } from '../publish-core/state';
import type { Storage } from '../storage/storage';
import { TEMPLATE_IMAGE_GONE, templateImageReader } from '../template-images/resolve';
import { costTotals } from '../margin/costs';
import { resolveLeaf } from './categories';
import { GOODS_ADD_MESSAGES } from './goods-add-messages';
import { dataUri, fitImage, imageRuleProblem, type TemuImageRule } from './images';
import { diffLeafTemplates, leafTemplateOf } from './leaf-template';
import { listingImages, skcExtCodes, toListing } from './listing';
import { findPublish, movePublish as movePublishRow, type PublishRow, templateBody } from './repository';
import { createSizeChart, PublishRefused } from './size-chart';
import type { TemuShopCaller } from './temu-shop';

/** A shop's typed Temu caller, whether it is semi-managed and its currency. */
export interface PublishShop {
  caller: TemuShopCaller;
  semi: boolean;
  currency: TemuCurrency;
}

export interface PublishDeps {
  db: Executor;
  storage: Storage;
  openShop: (mainId: number, shopId: number) => Promise<PublishShop>;
  /** Attempts before a publish is failed for good (transient failures only). */
  maxAttempts?: number;
  /** The job's lease: once it aborts, the run writes nothing more (another worker owns the publish). */
  signal?: AbortSignal;
  now?: () => number;
}

export type PublishOutcome = PublishRow['state'];

const MAX_ATTEMPTS = 4;
/** Codes Temu documents as "retry" for goods.add and list.get (1000001 服务器开小差, 1000005 系统异常). */
const RETRY_CODES = new Set([1000001, 1000005, 5000000]);
/** 2000197 已超出今日发品数量限制. */
export const DAILY_CAP_CODE = 2000197;
export const DUPLICATE_CODE = 2000168;
/** The reserve-balance refusals and what the seller does about each. */
const RESERVE_ADVICE: Record<number, string> = {
  2000173: '请到 Temu 卖家中心【结算管理-资金中心】充值预留金额后，在发布记录中点「重试」',
  2000187: '请到 Temu 卖家中心【结算管理-资金中心】充值预留金额后再发布定制商品（或在模板中关闭「定制品」）',
  2000198: '请等待货款回款足额后再发布定制商品（或在模板中关闭「定制品」），然后在发布记录中点「重试」',
};

const numericCode = (err: unknown) => {
  if (!(err instanceof TemuApiError)) return null;
  const c = err.errorCode;
  if (typeof c === 'number') return c;
  return typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : null;
};

/** Temu's own message for a documented code (the answer's text, else the reference's verbatim text). */
function temuText(err: TemuApiError, code: number) {
  return (err.temuMessage?.trim() || GOODS_ADD_MESSAGES[code]) ?? err.message;
}

/** How a failed call ends the run. */
type Verdict =
  | { kind: 'transient'; message: string; code: number | null; mayHaveCreated: boolean }
  | { kind: 'defer'; message: string; code: number }
  | { kind: 'duplicate'; message: string; code: number }
  | { kind: 'refused'; message: string; code: number | null };

export function verdictOf(err: unknown): Verdict {
  if (err instanceof TemuRequestInvalidError)
    return { kind: 'refused', code: null, message: `发布失败：${err.message}` };
  if (err instanceof PublishRefused) return { kind: 'refused', code: null, message: err.message };
  if (!(err instanceof TemuApiError))
    return { kind: 'transient', code: null, mayHaveCreated: true, message: '发布中断（系统内部错误），将重试' };
  const code = numericCode(err);
  if (code === DAILY_CAP_CODE)
    return {
      kind: 'defer',
      code,
      message: `Temu 提示（${code}）：${temuText(err, code)}。已改到次日自动发布，无需操作`,
    };
  if (code === DUPLICATE_CODE)
    return { kind: 'duplicate', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}` };
  if (code !== null && RESERVE_ADVICE[code])
    return { kind: 'refused', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}。${RESERVE_ADVICE[code]}` };
  if (code !== null && RETRY_CODES.has(code))
    return { kind: 'transient', code, mayHaveCreated: true, message: `Temu 提示（${code}）：${temuText(err, code)}` };
  if (err.kind === 'network' || err.kind === 'invalid_response' || err.kind === 'system')
    return { kind: 'transient', code, mayHaveCreated: true, message: err.message };
  if (err.kind === 'rate_limit') return { kind: 'transient', code, mayHaveCreated: false, message: err.message };
  if (code !== null && GOODS_ADD_MESSAGES[code])
    return { kind: 'refused', code, message: `Temu 拒绝（${code}）：${temuText(err, code)}` };
  return { kind: 'refused', code, message: publishErrorText(err) };
}

/** The start of the next Beijing day (UTC+8), where a deferred publish runs again (+ a minute). */
export function nextBeijingDay(now: number) {
  const bj = now + 8 * 3600_000;
  return bj - (bj % 86_400_000) + 86_400_000 - 8 * 3600_000 + 60_000;
}

/** The listing on Temu that carries the template's SKC codes (bg.glo.goods.list.get `skcExtCode`), if any. */
async function findExisting(caller: TemuShopCaller, codes: string[]) {
  const rows = [];
  for (const code of codes) {
    const r = await caller.callType('bg.glo.goods.list.get', { page: 1, pageSize: 20, skcExtCode: code });
    const hit = r.data.find((row) => row.extCode === code);
    if (!hit) return rows.length > 0 ? rows : null;
    rows.push(hit);
  }
  return rows.length > 0 ? rows : null;
}

/** The SKU ↔ (colour, size) map of a listing from its SKUs' specs, matched to the template's spec mapping. */
export function skuMapOf(
  body: TemuTemplateBody,
  skus: Array<{
    productSkuId: number;
    productSkcId?: number | null;
    extCode?: string | null;
    specs: Array<{ specId: number; specName: string }>;
  }>,
): TemuPublishedSku[] {
  const colorBySpec = new Map(body.specMapping.colors.flatMap((e) => (e.spec ? [[e.spec.specId, e.name]] : [])));
  const sizeBySpec = new Map(body.specMapping.sizes.flatMap((e) => (e.spec ? [[e.spec.specId, e.name]] : [])));
  const only = (list: string[]) => (list.length === 1 ? list[0]! : '');
  const onlyColor = only([...new Set(body.skus.map((s) => s.color))]);
  const onlySize = only([...new Set(body.skus.map((s) => s.size))]);
  return skus.map((k) => ({
    productSkuId: String(k.productSkuId),
    productSkcId: k.productSkcId ? String(k.productSkcId) : null,
    color: k.specs.map((s) => colorBySpec.get(s.specId)).find(Boolean) ?? onlyColor,
    size: k.specs.map((s) => sizeBySpec.get(s.specId)).find(Boolean) ?? onlySize,
    extCode: k.extCode ?? '',
  }));
}

/**
 * Runs one publish to its end, a deferral or a retry:
 * 1. the leaf's catType and attribute template are read again (doc 199 §8-12) and compared with the ones the
 *    template was filled from; a change that breaks it fails the publish with the change named;
 * 2. a publish left `adding` (an answer lost) is looked up by its SKC extCodes before anything is sent again;
 * 3. the size chart, then every image fitted and checked against Temu's rules before the first upload;
 * 4. the body from `buildGoodsAddRequest`, checked by `goodsAddRuleIssues`, sent once with `callType`.
 * Transient failures put it back to `queued` (the job retries with backoff); 2000197 defers it to the next day.
 */
export async function runPublish(deps: PublishDeps, id: number): Promise<PublishOutcome> {
  const now = deps.now ?? Date.now;
  const row = await findPublish(deps.db, id);
  if (!row || row.state === 'success' || row.state === 'failed') return row?.state ?? 'failed';
  const movePublish: typeof movePublishRow = (...args) => {
    deps.signal?.throwIfAborted();
    return movePublishRow(...args);
  };
  const open = ['queued', 'adding', 'deferred'] as const;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const tpl = await deps.db
    .selectFrom('temu_templates')
    .selectAll()
    .where('id', '=', row.template_id)
    .where('main_id', '=', row.main_id)
    .executeTakeFirst();
  if (!tpl) {
    await movePublish(deps.db, id, [...open], 'failed', { error: PUBLISH_TEXT.templateGone, finished_at: now() });
    return 'failed';
  }
  const templateId = Number(tpl.id);
  let body = templateBody(tpl);
  const attempts = Number(row.attempts) + 1;
  let shop: PublishShop;
  try {
    shop = await deps.openShop(Number(row.main_id), Number(row.shop_id));
  } catch (err) {
    await movePublish(deps.db, id, [...open], 'failed', {
      error: publicMessage(err, PUBLISH_TEXT.shopUnavailable).slice(0, 900),
      finished_at: now(),
    });
    return 'failed';
  }
  const caller = shop.caller;
  const codes = () => [...skcExtCodes(templateId, body).values()];

  const succeed = async (
    productId: number,
    skcIds: number[],
    skus: Parameters<typeof skuMapOf>[1],
    from: Array<'queued' | 'adding' | 'deferred'>,
  ) => {
    const map = skuMapOf(body, skus);
    await movePublish(deps.db, id, from, 'success', {
      attempts,
      goods_id: String(productId),
      skc_ids: JSON.stringify(skcIds.map(String)),
      sku_ids: JSON.stringify(map.map((m) => m.productSkuId)),
      sku_map: JSON.stringify(map),
      error: null,
      error_code: null,
      deferred_until: null,
      notice: body.personalization ? TEMU_CUSTOMISATION_NOTICE : null,
      currency: shop.currency,
      finished_at: now(),
    });
    return 'success' as const;
  };
  /** A listing already on Temu with this template's SKC codes: adopted, never added twice. */
  const adopt = async () => {
    const found = await findExisting(caller, codes());
    if (!found) return null;
    return succeed(
      found[0]!.productId,
      found.map((r) => r.productSkcId),
      found.flatMap((r) =>
        r.productSkuSummaries.map((k) => ({
          productSkuId: k.productSkuId,
          productSkcId: r.productSkcId,
          extCode: k.extCode,
          specs: k.productSkuSpecList,
        })),
      ),
      [...open],
    );
  };
  const ending = async (err: unknown): Promise<PublishOutcome> => {
    if (deps.signal?.aborted) throw err;
    const v = verdictOf(err);
    if (v.kind === 'defer') {
      const until = nextBeijingDay(now());
      await movePublish(deps.db, id, [...open], 'deferred', {
        attempts,
        error: v.message,
        error_code: v.code,
        deferred_until: until,
      });
      return 'deferred';
    }
    if (v.kind === 'duplicate') {
      // Our own earlier add whose answer was lost is a "duplicate" too: adopt it when its SKC codes are there.
      try {
        const adopted = await adopt();
        if (adopted) return adopted;
      } catch {
        // Looked up below by title.
      }
      let dup: { productId: string; productSkcId: string } | null = null;
      try {
        const r = await caller.callType('bg.glo.goods.list.get', {
          page: 1,
          pageSize: 20,
          productName: body.title.trim(),
        });
        const hit = r.data[0];
        if (hit) dup = { productId: String(hit.productId), productSkcId: String(hit.productSkcId) };
      } catch {
        // The link is a help, not a condition: the refusal stands without it.
      }
      const where = dup
        ? `该店铺已有相同商品（商品 ID ${dup.productId}），请到「在线商品」查看，不要重复发布`
        : '请到「在线商品」查看该店铺已有的相同商品';
      await movePublish(deps.db, id, [...open], 'failed', {
        attempts,
        error: `${v.message}。${where}；如需新商品，请修改标题、图片或属性后再发布`.slice(0, 900),
        error_code: v.code,
        duplicate_of: dup ? JSON.stringify(dup) : null,
        finished_at: now(),
      });
      return 'failed';
    }
    const last = v.kind === 'refused' || attempts >= maxAttempts;
    await movePublish(deps.db, id, [...open], last ? 'failed' : 'queued', {
      attempts,
      error: (last ? v.message : `第 ${attempts} 次尝试失败，将稍后重试：${v.message}`).slice(0, 900),
      error_code: v.code,
      ...(last ? { finished_at: now() } : {}),
    });
    return last ? 'failed' : 'queued';
  };

  try {
    if (!body.category) throw new PublishRefused('模板未选择类目，请先在模板中选择 Temu 叶子类目');
    // 1. The leaf as Temu has it now, and its template fetched again.
    const leafNode = await resolveLeaf(deps.db, async () => caller, body.category.ids);
    body = { ...body, category: { ...body.category, catType: leafNode.catType } };
    const leaf = await leafTemplateOf(deps.db, caller, leafNode.catId, leafNode.catType, { fresh: true });
    const snapshot = tpl.leaf_snapshot ? temuLeafTemplate.safeParse(JSON.parse(tpl.leaf_snapshot)) : null;
    const used = new Set(
      [...body.specMapping.colors, ...body.specMapping.sizes].flatMap((e) => (e.spec ? [e.spec.specId] : [])),
    );
    const changes: TemuTemplateChange[] = snapshot?.success
      ? diffLeafTemplates(snapshot.data, leaf, body.properties, used)
      : [];
    await movePublish(deps.db, id, [...open], row.state === 'adding' ? 'adding' : 'queued', {
      started_at: row.started_at ?? now(),
      template_changes: JSON.stringify(changes),
      currency: shop.currency,
      deferred_until: null,
    });
    // A supply price below the production cost is refused here too (issue 21 §3).
    const problems = checkTemuTemplate(body, leaf, await costTotals(deps.db, Number(tpl.main_id), body.skus));
    if (problems.length > 0) {
      const broke = changes.filter((c) => c.breaking).map((c) => c.message);
      throw new PublishRefused(
        `${broke.length ? `Temu 类目属性模板已变化（${broke.join('；')}）。` : ''}模板需补全：${problems
          .slice(0, 3)
          .map((p) => p.message)
          .join('；')}`,
      );
    }
    const tech = body.personalization
      ? wireTechnologyProblem({
          technologyType: body.technology.technologyType,
          firstType: body.technology.firstType,
          twiceType: body.technology.twiceTypes,
        })
      : null;
    if (tech) throw new PublishRefused(`定制工艺不符合 Temu 文档 203：${tech}`);

    // 2. An add that may have reached Temu (sent, answer never recorded): look before adding again.
    if (row.state === 'adding' || row.add_sent_at !== null) {
      const adopted = await adopt();
      if (adopted) return adopted;
    }

    // 3. Size chart, then images: all fitted and checked before the first upload.
    const sizeChartId = await createSizeChart(caller, leafNode.catId, body.sizeChart, body.title);
    const readImage = await templateImageReader(
      deps,
      Number(tpl.main_id),
      body.images.concat(
        body.materialImage ? [body.materialImage] : [],
        body.skcImages.flatMap((s) => s.images),
      ),
    );
    const wanted = listingImages(body);
    const prepared: Array<{ key: string; bytes: Buffer }> = [];
    for (const w of wanted) {
      const raw = await readImage(w.ref);
      if (!raw) throw new PublishRefused(TEMPLATE_IMAGE_GONE);
      const bytes = await fitImage(raw, w.rule);
      const problem = await imageRuleProblem(bytes, w.rule);
      if (problem) throw new PublishRefused(`图片不符合 Temu 规则：${problem}`);
      prepared.push({ key: `${w.ref.kind}:${w.ref.id}:${w.rule}`, bytes });
    }
    const urls = new Map<string, string>();
    for (const p of prepared) {
      // Uploading again only hosts another copy: safe to repeat.
      const r = await caller.callType(
        'bg.goods.image.upload.global',
        { image: await dataUri(p.bytes) },
        { idempotent: true },
      );
      urls.set(p.key, r.imageUrl);
    }
    const url = (ref: { kind: string; id: number }, rule: TemuImageRule) => {
      const u = urls.get(`${ref.kind}:${ref.id}:${rule}`);
      if (!u) throw new PublishRefused('图片未上传');
      return u;
    };

    // 4. The body, checked, sent once.
    const request = buildGoodsAddRequest(
      toListing({ templateId, body, catType: leafNode.catType, currency: shop.currency, sizeChartId, url }),
    );
    const issues = goodsAddRuleIssues(request, {
      catType: leafNode.catType,
      semiManaged: shop.semi,
      currency: shop.currency,
    });
    if (issues.length > 0)
      throw new PublishRefused(
        `发布失败：${issues
          .slice(0, 3)
          .map((i) => i.message)
          .join('；')}`,
      );
    if (!(await movePublish(deps.db, id, ['queued'], 'adding', { add_sent_at: now() })))
      return (await findPublish(deps.db, id))?.state ?? 'failed';
    try {
      const r = await caller.callType('bg.glo.goods.add', request);
      return await succeed(
        r.productId,
        r.productSkcList.map((s) => s.productSkcId),
        r.productSkuList.map((k) => ({
          productSkuId: k.productSkuId,
          productSkcId: k.productSkcId ?? null,
          extCode: k.extCode ?? null,
          specs: k.skuSpecList,
        })),
        ['adding'],
      );
    } catch (err) {
      // A system exception or a lost answer may hide a created listing: look before deciding (never a second add).
      const v = verdictOf(err);
      if (v.kind === 'transient' && v.mayHaveCreated && !deps.signal?.aborted) {
        try {
          const adopted = await adopt();
          if (adopted) return adopted;
        } catch {
          // The lookup failed too: the publish stays `adding` and the next run looks again before adding.
        }
      }
      return ending(err);
    }
  } catch (err) {
    return ending(err);
  }
}

/** The leaf template stored with a template, if readable. */
export const leafSnapshotOf = (text: string | null): TemuLeafTemplate | null => {
  if (!text) return null;
  try {
    const r = temuLeafTemplate.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};
