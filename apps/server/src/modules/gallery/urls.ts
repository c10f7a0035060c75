import { GALLERY_API, GALLERY_TRASH_DAYS, type GalleryImage } from '@podbench/contract';
import type { PreviewSize } from '../file/preview-keys';
import { bucketedExpiry, type UrlSigner } from '../storage/url-signer';
import type { ImageRow } from './image-repository';

const DAY_S = 24 * 60 * 60;
export const TRASH_MS = GALLERY_TRASH_DAYS * DAY_S * 1000;

// Previews never change, so their URLs only need to stop working eventually: one URL per day keeps the browser's
// copy useful all day. Originals and ZIPs are the print files themselves: minutes.
const PREVIEW = { ttl: DAY_S, step: DAY_S };
const ORIGINAL = { ttl: 15 * 60, step: 5 * 60 };
const ZIP_TTL_S = 5 * 60;

const withSig = (path: string, e: number, s: string, extra = '') => `${path}?e=${e}&s=${s}${extra}`;

export const previewPayload = (mainId: number, sha256: string, size: PreviewSize) => `pv|${mainId}|${sha256}|${size}`;
export const originalPayload = (mainId: number, imageId: number) => `orig|${mainId}|${imageId}`;
export const zipPayload = (mainId: number, ids: string) => `zip|${mainId}|${ids}`;

export function previewUrl(signer: UrlSigner, mainId: number, sha256: string, size: PreviewSize, now = Date.now()) {
  const e = bucketedExpiry(PREVIEW.ttl, PREVIEW.step, now);
  const path = GALLERY_API.preview.replace(':mainId', String(mainId)).replace(':name', `${sha256}-${size}.webp`);
  return withSig(path, e, signer.sign(previewPayload(mainId, sha256, size), e));
}

export function originalUrl(signer: UrlSigner, mainId: number, imageId: number, download: boolean, now = Date.now()) {
  const e = bucketedExpiry(ORIGINAL.ttl, ORIGINAL.step, now);
  const path = GALLERY_API.original.replace(':id', String(imageId));
  return withSig(path, e, signer.sign(originalPayload(mainId, imageId), e), download ? '&download=1' : '');
}

export function zipUrl(signer: UrlSigner, mainId: number, ids: number[], now = Date.now()) {
  const e = Math.floor(now / 1000) + ZIP_TTL_S;
  const list = ids.join(',');
  return {
    url: withSig(GALLERY_API.download, e, signer.sign(zipPayload(mainId, list), e), `&m=${mainId}&ids=${list}`),
    expiresAt: e * 1000,
  };
}

/** A stored image as the contract shows it. */
export function toGalleryImage(signer: UrlSigner, row: ImageRow, tags: string[]): GalleryImage {
  const mainId = Number(row.main_id);
  const deletedAt = row.deleted_at === null ? null : Number(row.deleted_at);
  return {
    id: Number(row.id),
    fileId: Number(row.file_id),
    name: row.name,
    folderId: Number(row.folder_id),
    tags,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    colorSpace: row.color_space,
    hasAlpha: row.has_alpha === 1,
    previewSmall: previewUrl(signer, mainId, row.sha256, 256),
    previewLarge: previewUrl(signer, mainId, row.sha256, 1024),
    source: row.source === 'removal' ? 'removal' : 'upload',
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    deletedAt,
    purgeAt: deletedAt === null ? null : deletedAt + TRASH_MS,
  };
}
