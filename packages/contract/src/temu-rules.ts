/**
 * Temu listing rules the product checks before bg.glo.goods.add (reference api/bg.glo.goods.add.md "Hard limits",
 * Temu doc 199 §6-1, doc 205). Server and web share them so a template is judged the same way everywhere.
 */
export const TEMU_RULES = {
  /** productName: Temu recommends 10+ characters for search; the most depends on the level-1 category (doc 205). */
  titleMin: 10,
  titleMax: 500,
  /** carouselImageUrls: 1–10 images; previewImgUrls per SKC likewise. */
  carouselMin: 1,
  carouselMax: 10,
  /** Every image: JPG/PNG, at most 2 MB (the goods.add image rules; 2000014/2000017/2000018/2000020/2000021). */
  imageMinPx: 800,
  imageMaxPx: 8000,
  imageMaxBytes: 2 * 1024 * 1024,
  /** SKUs and SKCs per listing (doc 199 §6-1); apparel: at most 10 SKUs per SKC. */
  skuMax: 500,
  skcMax: 25,
  skuPerSkcMax: 10,
  /** supplierPrice in fen: positive, below 100 000 yuan. */
  priceMinFen: 1,
  priceMaxFen: 10_000_000,
  stockMax: 999_999,
  /** extCode (货号): at most 64 characters. */
  extCodeMax: 64,
  /** Weight in grams and volume edges in mm, as the warehouse attributes require. */
  weightMaxG: 50_000,
  edgeMaxMm: 3_000,
} as const;

/** Temu doc 205: productName limit by level-1 category id; every other level-1 category: 500. */
export const TEMU_TITLE_LIMITS_BY_CAT1: Readonly<Record<number, number>> = {
  1: 100,
  653: 200,
  1464: 250,
  2096: 250,
  4673: 250,
  9711: 250,
  13512: 250,
  15945: 250,
  17719: 250,
  18768: 250,
  19858: 250,
  23177: 250,
  24252: 250,
  24389: 250,
  26207: 250,
  27011: 250,
  31148: 250,
  2542: 500,
};
