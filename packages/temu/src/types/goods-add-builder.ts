import type { CustomizedTechnologyReq, GoodsAddRequest, ProductSkcReq, ProductSkuReq, TemuCurrency } from './goods-add';

/**
 * A listing described without Temu's wire names, with everything already resolved against Temu's own answers:
 * the category path from bg.goods.cats.get, properties and sale values from bg.goods.attrs.get (or
 * bg.glo.goods.spec.create), image URLs from bg.goods.image.upload.global, the size-chart id from the size-chart
 * types. `buildGoodsAddRequest` turns it into the body of bg.glo.goods.add (reference api/bg.glo.goods.add.md).
 */
export interface TemuListing {
  category: {
    /** catIds from level 1 down to the leaf (at most 10). */
    path: readonly number[];
    /** The leaf's catType (1 = apparel). Not sent; the rules use it. */
    catType: number;
  };
  title: string;
  /** 素材图 (1:1, ≥800×800). */
  materialImageUrl: string;
  /** Product carousel: required in practice for non-apparel; apparel sends `[]` (aggregated from the SKCs). */
  carouselImageUrls?: readonly string[];
  /** Normal (isSale=false) properties, resolved against the template. */
  properties: readonly TemuListingProperty[];
  /** One SKC per colour for apparel; one SKC with `mainSpec: null` for non-apparel. */
  skcs: readonly TemuListingSkc[];
  /** The shop's currency. */
  currency: TemuCurrency;
  /** Fully-managed declared price applies per SKC; weight and volume per SKU (see TemuListingSku). */
  origin: { region1ShortName: string; region2Id?: number; outerGoodsUrl?: string };
  /** Customised goods (定制品): personalizationSwitch 1 + the doc 203 technology. null → not customised. */
  personalization: (Omit<CustomizedTechnologyReq, 'twiceType'> & { twiceType: readonly number[] }) | null;
  /** Publish ids of the size chart(s): `[]` when the category needs none. */
  sizeChart?: { templateIds: readonly number[]; showTemplateIds?: readonly number[] };
  outerPackage?: { imageUrls: readonly string[]; packageShape: 0 | 1 | 2; packageType: 0 | 1 | 2 };
}

export interface TemuListingProperty {
  templatePid: number;
  pid: number;
  refPid: number;
  /** The template property's `name`. */
  name: string;
  /** The chosen value's vid; 0 for free input. */
  vid: number;
  /** The chosen value's `value` (must match `vid`), or the typed text. */
  value: string;
  /** One of the property's `valueUnit[]`; "" / absent when none. */
  valueUnit?: string;
  /** The number of a choose-and-input property (e.g. "100" with "%"). */
  numberInputValue?: string;
}

/** A sale value: the template's (`parentSpecId`/`specId` of attrs.get) or a custom one from spec.create. */
export interface TemuListingSpec {
  parentSpecId: number;
  parentSpecName: string;
  specId: number;
  specName: string;
  /** Template ids of the sale property / value when known; 0 otherwise (as the SDK sends for its colour). */
  templatePid?: number;
  pid?: number;
  refPid?: number;
  vid?: number;
  /** attrs.get `values[].group`. */
  group?: { id: number; name: string };
}

export interface TemuListingSkc {
  extCode: string;
  /** Apparel: the colour; null → the empty main spec `{0, "", 0, ""}` (non-apparel). */
  mainSpec: TemuListingSpec | null;
  /** SKC carousel (apparel: 3:4, ≥1340×1785). */
  previewImageUrls: readonly string[];
  colorImageUrl?: string;
  /** Declared price in fen / cents for every SKU of the SKC (fully-managed). */
  supplierPrice: number;
  skus: readonly TemuListingSku[];
}

export interface TemuListingSku {
  extCode: string;
  /** The SKU's specs other than the SKC's main spec (apparel: the size). */
  specs: readonly TemuListingSpec[];
  thumbUrl: string;
  /** Overrides the SKC price (non-apparel only: apparel SKCs keep one price, 2000031). */
  supplierPrice?: number;
  weightMg: number;
  volumeMm: { len: number; width: number; height: number };
  /** Suggested retail price; absent → `{ specialSuggestedPrice: "NA" }`. */
  suggestedPrice?: { amount: number; currency: string };
}

const quad = (s: TemuListingSpec) => ({
  parentSpecId: s.parentSpecId,
  parentSpecName: s.parentSpecName,
  specId: s.specId,
  specName: s.specName,
});
const EMPTY_MAIN = { parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' };

/** The full spec list of a SKU: its SKC's main spec first, then its own. */
const skuSpecs = (skc: TemuListingSkc, sku: TemuListingSku) =>
  skc.mainSpec ? [skc.mainSpec, ...sku.specs] : [...sku.specs];

/**
 * One productSpecPropertyReqs entry per distinct spec value the SKUs use, grouped by spec dimension in the
 * order the dimensions first appear, values in the order they first appear (colours, then sizes).
 */
function specProperties(listing: TemuListing) {
  const byParent = new Map<number, Map<number, TemuListingSpec>>();
  for (const skc of listing.skcs) {
    for (const sku of skc.skus) {
      for (const s of skuSpecs(skc, sku)) {
        const values = byParent.get(s.parentSpecId) ?? new Map<number, TemuListingSpec>();
        if (!values.has(s.specId)) values.set(s.specId, s);
        byParent.set(s.parentSpecId, values);
      }
    }
  }
  return [...byParent.values()].flatMap((values) =>
    [...values.values()].map((s) => ({
      templatePid: s.templatePid ?? 0,
      pid: s.pid ?? 0,
      refPid: s.refPid ?? 0,
      propName: s.parentSpecName,
      vid: s.vid ?? 0,
      propValue: s.specName,
      parentSpecId: s.parentSpecId,
      specId: s.specId,
      valueGroupId: s.group?.id ?? 0,
      valueGroupName: s.group?.name ?? '',
      valueUnit: '',
      numberInputValue: '',
    })),
  );
}

function sku(listing: TemuListing, skc: TemuListingSkc, s: TemuListingSku): ProductSkuReq {
  return {
    extCode: s.extCode,
    thumbUrl: s.thumbUrl,
    productSkuSpecReqs: skuSpecs(skc, s).map(quad),
    currencyType: listing.currency,
    supplierPrice: s.supplierPrice ?? skc.supplierPrice,
    productSkuSuggestedPriceReq: s.suggestedPrice
      ? { suggestedPrice: s.suggestedPrice.amount, suggestedPriceCurrencyType: s.suggestedPrice.currency }
      : { specialSuggestedPrice: 'NA' },
    productSkuWhExtAttrReq: {
      productSkuWeightReq: { value: s.weightMg },
      productSkuVolumeReq: { len: s.volumeMm.len, width: s.volumeMm.width, height: s.volumeMm.height },
      productSkuSensitiveAttrReq: { isSensitive: 0, sensitiveList: [] },
      productSkuSensitiveLimitReq: {},
    },
  };
}

function skc(listing: TemuListing, c: TemuListingSkc): ProductSkcReq {
  return {
    extCode: c.extCode,
    mainProductSkuSpecReqs: [c.mainSpec ? quad(c.mainSpec) : { ...EMPTY_MAIN }],
    ...(c.previewImageUrls.length ? { previewImgUrls: [...c.previewImageUrls] } : {}),
    ...(c.colorImageUrl ? { colorImageUrl: c.colorImageUrl } : {}),
    productSkuReqs: c.skus.map((s) => sku(listing, c, s)),
  };
}

/** The bg.glo.goods.add body for a fully-managed shop. Pure: same listing, same body. */
export function buildGoodsAddRequest(listing: TemuListing): GoodsAddRequest {
  const path = listing.category.path;
  if (path.length < 1 || path.length > 10) throw new Error('类目路径须有 1 到 10 级');
  const cat = (n: number) => path[n - 1] ?? 0;
  const tech = listing.personalization;
  const chart = listing.sizeChart;
  return {
    cat1Id: cat(1),
    cat2Id: cat(2),
    cat3Id: cat(3),
    cat4Id: cat(4),
    cat5Id: cat(5),
    cat6Id: cat(6),
    cat7Id: cat(7),
    cat8Id: cat(8),
    cat9Id: cat(9),
    cat10Id: cat(10),
    productName: listing.title,
    materialImgUrl: listing.materialImageUrl,
    carouselImageUrls: [...(listing.carouselImageUrls ?? [])],
    productPropertyReqs: listing.properties.map((p) => ({
      templatePid: p.templatePid,
      pid: p.pid,
      refPid: p.refPid,
      propName: p.name,
      vid: p.vid,
      propValue: p.value,
      valueUnit: p.valueUnit ?? '',
      numberInputValue: p.numberInputValue ?? '',
    })),
    productSpecPropertyReqs: specProperties(listing),
    productSkcReqs: listing.skcs.map((c) => skc(listing, c)),
    productWhExtAttrReq: {
      outerGoodsUrl: listing.origin.outerGoodsUrl ?? '',
      productOrigin: {
        region1ShortName: listing.origin.region1ShortName,
        ...(listing.origin.region2Id !== undefined ? { region2Id: listing.origin.region2Id } : {}),
      },
    },
    ...(tech
      ? {
          productSaleExtAttrReq: {
            customizedTechnologyReq: {
              technologyType: tech.technologyType,
              firstType: tech.firstType,
              twiceType: [...tech.twiceType] as CustomizedTechnologyReq['twiceType'],
            },
          },
        }
      : {}),
    personalizationSwitch: tech ? 1 : 0,
    sizeTemplateIds: [...(chart?.templateIds ?? [])],
    showSizeTemplateIds: [...(chart?.showTemplateIds ?? [])],
    ...(listing.outerPackage
      ? {
          productOuterPackageImageReqs: listing.outerPackage.imageUrls.map((imageUrl) => ({ imageUrl })),
          productOuterPackageReq: {
            packageShape: listing.outerPackage.packageShape,
            packageType: listing.outerPackage.packageType,
          },
        }
      : {}),
  };
}
