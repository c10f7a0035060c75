import { onlyKeys, requireList, requireString } from './fields';
import type { SheinCall } from './handlers';
import { paramError } from './protocol';
import { loadProduct } from './store';

const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh-cn', 'th', 'pt-br', 'ja', 'ko'];
const IMAGE_TYPE_NAME: Record<number, string> = { 1: 'MAIN', 2: 'DETAIL', 5: 'SQUARE', 6: 'PIECE' };

/** POST /open-api/goods/spu-info: the camelCase detail of an approved SPU (goods.spu-info.md). */
export async function spuInfo({ db, shop, body, now }: SheinCall) {
  onlyKeys(body, ['spuName', 'languageList']);
  const spuName = requireString(body.spuName, 'spuName', 64);
  const langs = requireList(body.languageList, 'languageList', 5);
  if (langs.some((l) => typeof l !== 'string' || !LANGUAGES.includes(l))) throw paramError('languageList 语言不正确');
  const p = await loadProduct(db, shop.id, spuName, now);
  // The pack: data only once approved; the answer for other SPUs is not documented.
  if (!p?.approved) throw paramError(`spuName ${spuName} 不存在或未审核通过`);
  const pick = <T extends { language: string }>(l: T[]) => l.filter((x) => (langs as string[]).includes(x.language));
  return {
    spuName: p.spuName,
    categoryId: p.categoryId,
    productTypeId: p.productTypeId,
    brandCode: '',
    supplierCode: p.supplierCode,
    productMultiNameList: pick(p.names).map((n) => ({ language: n.language, productName: n.name })),
    productMultiDescList: pick(p.descs).map((n) => ({ language: n.language, productDesc: n.name })),
    productAttributeInfoList: [
      ...p.productAttributes.map((a) => ({
        attributeId: a.attribute_id,
        attributeValueId: a.attribute_value_id ?? null,
        attributeValue: a.attribute_extra_value ?? null,
      })),
      // The page: sale attributes come back here too and must be removed before an edit.
      ...p.skcs.slice(0, 1).map((s) => ({
        attributeId: s.saleAttribute.attribute_id,
        attributeValueId: s.saleAttribute.attribute_value_id,
        attributeValue: null,
      })),
    ],
    dimensionAttributeInfoList: groupSizes(p.sizeAttributes),
    spuImageInfoList: null,
    ipCharacterList: [],
    skcInfoList: p.skcs.map((s) => ({
      skcName: s.skcName,
      supplierCode: s.supplierCode,
      attributeId: s.saleAttribute.attribute_id,
      attributeValueId: s.saleAttribute.attribute_value_id,
      skcImageInfoList: s.images.map((i) => ({
        groupCode: s.imageGroupCode,
        imageItemId: i.image_item_id,
        imageType: IMAGE_TYPE_NAME[i.image_type] ?? 'MAIN',
        imageUrl: i.image_url,
        imageMediumUrl: i.image_url,
        imageSmallUrl: i.image_url,
        sort: i.image_sort,
      })),
      siteDetailImageInfoList: null,
      // The store hides suggest_price and sample_spec, so no SKC carries them.
      srpPriceInfo: null,
      sampleInfo: null,
      shelfStatusInfoList: [
        {
          siteAbbr: 'shein',
          shelfStatus: 1,
          firstShelfTime: null,
          lastShelfTime: null,
          lastUpdateTime: null,
          link: null,
        },
      ],
      skuInfoList: s.skus.map((k) => ({
        skuCode: k.skuCode,
        supplierSku: k.supplierSku,
        length: Number(k.length).toFixed(2),
        width: Number(k.width).toFixed(2),
        height: Number(k.height).toFixed(2),
        weight: k.weight,
        packageType: 0,
        mallState: k.mallState,
        stopPurchase: k.stopPurchase,
        saleAttributeList: k.saleAttributes.map((a) => ({
          attributeId: a.attribute_id,
          attributeValueId: a.attribute_value_id,
        })),
        costInfoList: [{ costPrice: k.costPrice, currency: k.currency }],
        skuImageInfoList: null,
      })),
    })),
  };
}

function groupSizes(rows: Array<Record<string, unknown>>) {
  const by = new Map<number, Array<Record<string, unknown>>>();
  for (const r of rows) {
    const id = Number(r.attribute_id);
    by.set(id, [
      ...(by.get(id) ?? []),
      {
        additionValue: r.attribute_extra_value,
        relateSaleAttributeId: r.relate_sale_attribute_id,
        relateSaleAttributeValueId: r.relate_sale_attribute_value_id,
      },
    ]);
  }
  return [...by].map(([attributeId, dimensionAttributeAdditionList]) => ({
    attributeId,
    dimensionAttributeAdditionList,
  }));
}
