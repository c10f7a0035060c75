import { Readable } from 'node:stream';
import { TEMU_TEMPLATE_API, type TemuTemplateBody } from '@podbench/contract';
import { createPublishRunner, publishDeps } from '../src/modules/temu-publish/runner';
import type { TestApp } from './helper';
import { authorize, newSeller, sandboxShop, type Seller } from './marketplace-fixtures';
import { png } from './temu-goods-fixtures';

const images = new WeakMap<TestApp, string>();
/** An 800×800 PNG in the app's storage (template images are storage keys, as design mockups are). */
export async function testImage(t: TestApp) {
  let key = images.get(t);
  if (!key) {
    key = 'tests/temu-publish/tee.png';
    const buf = Buffer.from(await png(800, 800), 'base64');
    await t.runtime.ctx.storage.put(key, Readable.from([buf]), { contentType: 'image/png', size: buf.length });
    images.set(t, key);
  }
  return key;
}

export async function templateBodyFor(t: TestApp, title = '定制印花T恤 男女同款 纯棉短袖'): Promise<TemuTemplateBody> {
  return {
    designId: null,
    title,
    titleEn: '',
    categoryIds: [26000, 26100, 26110],
    categoryPath: '服装 > 女装 > T恤',
    attributes: [{ name: '材质', value: '棉' }],
    images: [await testImage(t)],
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
    payload: { id, template },
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

/** Runs queued publishes to the end with the server's runner (8 at a time). */
export async function drainPublishes(t: TestApp) {
  const runner = createPublishRunner(publishDeps(t.runtime.ctx), { pollMs: 200 });
  runner.start();
  try {
    await runner.drain(240_000);
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
