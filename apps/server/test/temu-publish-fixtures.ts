import { TEMU_TEMPLATE_API, type TemplateImageRef, type TemuTemplateBody, type UploadResult } from '@podbench/contract';
import { createJobRunner } from '../src/jobs/runner';
import { temuPublishJob } from '../src/jobs/temu-publish-job';
import type { TestApp } from './helper';
import { multipart } from './multipart';
import { authorize, newSeller, sandboxShop, type Seller } from './marketplace-fixtures';
import { png } from './temu-goods-fixtures';

/**
 * Stands for "the saving seller's own test image" in the bodies below: `saveTemplate` / `saveSheinTemplate` put in
 * the seller's own uploaded file (template images are references to the seller's own files, never storage keys).
 */
export const OWN_TEST_IMAGE: TemplateImageRef = Object.freeze({ kind: 'file', id: 0 });

/** The bytes of the test image: an 800×800 PNG. */
export const testImageBytes = async () => Buffer.from(await png(800, 800), 'base64');

const uploaded = new WeakMap<TestApp, Map<number, TemplateImageRef>>();
/** The seller's own copy of the test image, uploaded once through `POST /upload` (a `file` reference). */
export async function ownTestImage(t: TestApp, seller: Seller): Promise<TemplateImageRef> {
  const mine = uploaded.get(t) ?? new Map<number, TemplateImageRef>();
  uploaded.set(t, mine);
  const known = mine.get(seller.mainId);
  if (known) return known;
  const r = await t.call<UploadResult>({
    method: 'POST',
    url: '/upload',
    token: seller.token,
    ...multipart([{ filename: 'tee.png', contentType: 'image/png', data: await testImageBytes() }]),
  });
  if (r.code !== 200) throw new Error(`test image upload: ${r.msg}`);
  const ref: TemplateImageRef = { kind: 'file', id: r.data.id };
  mine.set(seller.mainId, ref);
  return ref;
}

/** The body with OWN_TEST_IMAGE replaced by the seller's own test image (anything else is left as it is). */
export async function withOwnImages<T>(t: TestApp, seller: Seller, body: T): Promise<T> {
  const b = body as { images?: unknown };
  if (!b || typeof b !== 'object' || !Array.isArray(b.images) || !b.images.includes(OWN_TEST_IMAGE)) return body;
  const own = await ownTestImage(t, seller);
  return { ...body, images: b.images.map((i) => (i === OWN_TEST_IMAGE ? own : i)) };
}

export async function templateBodyFor(_t: TestApp, title = '定制印花T恤 男女同款 纯棉短袖'): Promise<TemuTemplateBody> {
  return {
    designId: null,
    title,
    titleEn: '',
    categoryIds: [26000, 26100, 26110],
    categoryPath: '服装 > 女装 > T恤',
    attributes: [{ name: '材质', value: '棉' }],
    images: [OWN_TEST_IMAGE],
    skus: ['S', 'M'].map((size, i) => ({
      variantId: 10 + i,
      color: '白色',
      size,
      priceFen: 3990,
      stock: 100,
      weightG: 180,
      lenMm: 300,
      widthMm: 250,
      heightMm: 20,
      baseCostFen: 1800,
    })),
    technology: { firstType: 10004, twiceTypes: [20027] },
    // T恤 (女上装) requires a size chart with 衣长 and 胸宽.
    sizeChart: {
      unit: 'cm',
      columns: ['衣长', '胸宽', '肩宽'],
      rows: [
        { size: 'S', values: ['69', '46', '42'] },
        { size: 'M', values: ['72', '49', '45'] },
      ],
    },
    pricing: { factor: 2, addFen: 0, rounding: 'yuan90' },
  };
}

export async function saveTemplate(t: TestApp, seller: Seller, template: unknown, id: number | null = null) {
  return t.call<{ id: number; problems: Array<{ field: string; message: string }> }>({
    method: 'POST',
    url: TEMU_TEMPLATE_API.save,
    payload: { id, template: await withOwnImages(t, seller, template) },
    token: seller.token,
  });
}

export async function sellerWithShops(t: TestApp, shops = 1) {
  const seller = await newSeller(t);
  const out: Array<{ shopId: number; mallId: string }> = [];
  for (let i = 0; i < shops; i++) {
    const s = await sandboxShop(t);
    const b = await authorize(t, seller, s.accessToken);
    if (b.code !== 200) throw new Error(b.msg);
    out.push({ shopId: b.data.id, mallId: s.mallId });
  }
  return { seller, shops: out };
}

/** Runs queued publishes to the end as the server does: jobs of the queue's publish lane (8 per shop at a time). */
export async function drainPublishes(t: TestApp) {
  const runner = createJobRunner(t.runtime.ctx, { handlers: [temuPublishJob], pollMs: 200 });
  runner.start();
  try {
    await runner.settle(240_000);
  } finally {
    await runner.stop();
  }
}

/** The sandbox's goods of one shop, with their SKU extCodes. */
export async function sandboxGoods(t: TestApp, mallId: string) {
  const rows = await t.runtime.ctx.db
    .selectFrom('sandbox_temu_records')
    .select(['ref', 'data'])
    .where('mall_id', '=', mallId)
    .where('kind', '=', 'goods')
    .execute();
  return rows.map((r) => {
    const g = JSON.parse(r.data) as { productId: number; skcs: Array<{ skus: Array<{ extCode: string }> }> };
    return { productId: g.productId, extCodes: g.skcs.flatMap((s) => s.skus.map((k) => k.extCode)) };
  });
}
