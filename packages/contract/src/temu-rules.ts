/**
 * Temu listing rules the product checks before bg.glo.goods.add (references/temu: 发品 FAQ and the goods.add
 * parameter table). Server and web share them so a template is judged the same way everywhere.
 */
export const TEMU_RULES = {
  /** productName: at most 500 characters; Temu recommends 10+ for search. */
  titleMin: 10,
  titleMax: 500,
  /** carouselImageUrls: 1–10 images; previewImgUrls per SKC likewise. */
  carouselMin: 1,
  carouselMax: 10,
  /** bg.goods.image.upload.global: 800–8000 px on a side, ratio 1:1 or 3:4, ≤ 3 MB. */
  imageMinPx: 800,
  imageMaxPx: 8000,
  imageMaxBytes: 3 * 1024 * 1024,
  /** SKUs per listing. */
  skuMax: 100,
  skcMax: 30,
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
