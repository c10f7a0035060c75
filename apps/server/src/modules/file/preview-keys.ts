/** Preview sizes (longest side, px). The key holds the original's content hash, so a preview never changes. */
export const PREVIEW_SIZES = [256, 1024] as const;
export type PreviewSize = (typeof PREVIEW_SIZES)[number];

export const originalKey = (mainId: number, sha256: string) => `u/${mainId}/${sha256}`;
export const previewKey = (mainId: number, sha256: string, size: PreviewSize) => `pv/${mainId}/${sha256}-${size}.webp`;

/** `<sha256>-<size>.webp`, the last segment of a preview URL. */
export function parsePreviewName(name: string): { sha256: string; size: PreviewSize } | null {
  const m = /^([0-9a-f]{64})-(256|1024)\.webp$/.exec(name);
  return m ? { sha256: m[1], size: Number(m[2]) as PreviewSize } : null;
}
