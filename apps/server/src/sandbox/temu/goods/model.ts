/**
 * The sandbox's goods, as it keeps them in `sandbox_temu_records.data` (kind 'goods', ref = productId).
 * `skcSiteStatus` on the wire: 0 审核中, 1 待上架 (review passed), 2 在售, 3 已下架 — the record's status column holds
 * the same number so the ticker can claim transitions with a conditional update.
 */
export const GoodsStatus = { REVIEWING: 0, REVIEWED: 1, ON_SALE: 2, OFF_SALE: 3 } as const;

export interface SandboxSku {
  productSkuId: number;
  /** "白色/M": the spec values joined, as Seller Center shows them. */
  spec: string;
  supplierPrice: number;
  extCode: string;
}
export interface SandboxSkc {
  productSkcId: number;
  colorImageUrl: string | null;
  previewImgUrls: string[];
  skus: SandboxSku[];
}
export interface SandboxGoods {
  productId: number;
  productName: string;
  leafCatId: number;
  catIds: number[];
  carouselImageUrls: string[];
  customized: boolean;
  skcs: SandboxSkc[];
  /** sha256 of the request's business parameters: equal hashes are the same listing published twice. */
  requestHash: string;
  createdAt: number;
  reviewedAt: number | null;
  onSaleAt: number | null;
  inspectedAt: number | null;
}

/** One inspection of one SKU (kind 'qc', ref = qcBillId). */
export interface SandboxQc {
  qcBillId: number;
  productId: number;
  productSkcId: number;
  productSkuId: number;
  productName: string;
  spec: string;
  /** 1 pass, 2 fail. */
  skuQcResult: 1 | 2;
  flaws: Array<{ flawNameDesc: string; remark: string; attachments: string[] }>;
  qcResultUpdateTime: number;
  /** 次品数 a test chose for a failed bill (inspect-now's `defective`); without it the bill's own dice decide. */
  defective?: number;
}

export const parseGoods = (data: string) => JSON.parse(data) as SandboxGoods;
export const parseQc = (data: string) => JSON.parse(data) as SandboxQc;
