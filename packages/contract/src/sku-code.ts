/**
 * The seller-facing SKU code (Temu `extCode`, 货号) PodBench writes on every SKU it publishes. It is how a stock-up
 * order line, which names only Temu's productSkuId, is matched back to the listing template and the blank variant
 * that must be printed: the publish job writes it; order sync reads it (from the listing record, or the synced
 * online product's SKU when the listing was published elsewhere).
 *
 * Form: `PB-T{templateId}-V{variantId}` — short (Temu allows 64 characters), readable in Seller Center.
 */
const POD_SKU_CODE = /^PB-T([1-9]\d{0,14})-V([1-9]\d{0,14})$/;

export interface PodSkuRef {
  templateId: number;
  variantId: number;
}

export function formatPodSkuCode(ref: PodSkuRef): string {
  if (!Number.isSafeInteger(ref.templateId) || ref.templateId <= 0) throw new RangeError('templateId');
  if (!Number.isSafeInteger(ref.variantId) || ref.variantId <= 0) throw new RangeError('variantId');
  return `PB-T${ref.templateId}-V${ref.variantId}`;
}

/** The template and variant a SKU code names, or null when it is not one of ours. */
export function parsePodSkuCode(code: string | null | undefined): PodSkuRef | null {
  const m = code ? POD_SKU_CODE.exec(code.trim()) : null;
  if (!m) return null;
  const templateId = Number(m[1]);
  const variantId = Number(m[2]);
  return Number.isSafeInteger(templateId) && Number.isSafeInteger(variantId) ? { templateId, variantId } : null;
}
