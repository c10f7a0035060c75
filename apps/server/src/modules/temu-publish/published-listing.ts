import type { TemuPublishedSku, TemuTemplateBody } from '@podbench/contract';
import type { TemuShopCaller } from './temu-shop';

/** The listing on Temu that carries the template's SKC codes (bg.glo.goods.list.get `skcExtCode`), if any. */
export async function findExisting(caller: TemuShopCaller, codes: string[]) {
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
