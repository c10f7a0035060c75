import {
  checkTemuTemplate,
  TEMU_CUSTOMISATION_NOTICE,
  type TemuTemplateChange,
  temuLeafTemplate,
} from '@podbench/contract';
import {
  buildGoodsAddRequest,
  goodsAddRuleIssues,
  type TemuCurrency,
  technologyProblem as wireTechnologyProblem,
} from '@podbench/temu';
import type { Executor } from '../../db';
import { publicMessage } from '../../lib/public-message';
import { PUBLISH_TEXT } from '../publish-core/state';
import type { Storage } from '../storage/storage';
import { costTotals } from '../margin/costs';
import { resolveLeaf } from './categories';
import { diffLeafTemplates, leafTemplateOf } from './leaf-template';
import { uploadListingImages } from './listing-image-upload';
import { skcExtCodes, toListing } from './listing';
import { nextBeijingDay, verdictOf } from './publish-verdict';
import { findExisting, skuMapOf } from './published-listing';
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
    const url = await uploadListingImages(deps, caller, Number(tpl.main_id), body);

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
