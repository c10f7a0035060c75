import { formatPodSkuCode } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { createMatcher } from '../src/modules/temu-order/match';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { saveTemplate, templateBodyFor } from './temu-publish-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

async function onlineProduct(mainId: number, skus: Array<{ productSkuId: string; extCode: string }>) {
  const now = Date.now();
  await db
    .insertInto('temu_online_products')
    .values({
      main_id: mainId,
      shop_id: 1,
      product_id: String(now),
      product_name: '定制印花T恤',
      status: 2,
      image_url: null,
      skcs: JSON.stringify([
        {
          productSkcId: '1',
          imageUrl: null,
          skus: skus.map((k) => ({ ...k, spec: '白色/S', supplierPrice: 3990, sales30d: 0, salesTotal: 0 })),
        },
      ]),
      carousel: '[]',
      skc_count: 1,
      sku_count: skus.length,
      price_min: 3990,
      price_max: 3990,
      sales_30d: 0,
      sales_total: 0,
      on_sale_at: now,
      content_hash: 'x',
      last_synced_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('matching stock-up order lines', () => {
  it('matches a line without its SKU code through the online product that carries it, only the seller’s own', async () => {
    const seller = await newSeller(t);
    const { data: tpl } = await saveTemplate(t, seller, await templateBodyFor(t));
    const code = formatPodSkuCode({ templateId: tpl.id, variantId: 10 });
    await onlineProduct(seller.mainId, [{ productSkuId: '700001', extCode: code }]);
    const line = { productSkuId: '700001', extCode: '', spec: '白色/S', quantity: 3 };
    const [[m]] = await createMatcher(seller.mainId)(db, [[line]]);
    expect(m).toMatchObject({ extCode: code, templateId: tpl.id, variantId: 10 });
    expect(m?.unitCostFen).toBeGreaterThan(0);
    // Another seller's online product names nothing for this seller; an unknown SKU stays unmatched.
    const other = await newSeller(t);
    const [[o]] = await createMatcher(other.mainId)(db, [[line]]);
    expect(o).toMatchObject({ templateId: null, variantId: null, unitCostFen: null });
    const [[u]] = await createMatcher(seller.mainId)(db, [[{ ...line, productSkuId: '999' }]]);
    expect(u?.templateId).toBeNull();
  });
});
