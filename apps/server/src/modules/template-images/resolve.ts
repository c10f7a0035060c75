import {
  TEMPLATE_IMAGE_UNAVAILABLE,
  type TemplateImageKind,
  type TemplateImageRef,
  templateImageKey,
  templateImageRef,
} from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest } from '../../lib/app-error';
import { renderFileUrl } from '../design/urls';
import { previewUrl } from '../gallery/urls';
import type { Storage } from '../storage/storage';
import { urlSigner } from '../storage/url-signer';

/**
 * Listing-template images (Temu and Shein): a template names the seller's own things by id (a design render, a
 * gallery image, an uploaded file), never a storage key. Every read — save, the editor's preview, publishing —
 * resolves the references here against the main account that owns the template, so a reference to another seller's
 * file resolves to nothing, exactly as one to a file that never existed.
 */
export interface ResolvedImage {
  kind: TemplateImageKind;
  key: string;
  mime: string;
  /** Content hash of gallery images and uploaded files (their previews are addressed by it); null for renders. */
  sha256: string | null;
}

/**
 * A template's stored image references. Anything else in the column (a storage key from before migration 0024) is
 * not an image reference and is left out: it never reaches storage.
 */
export function imageRefsOf(stored: string | unknown[] | null): TemplateImageRef[] {
  if (!stored) return [];
  try {
    const list = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
    if (!Array.isArray(list)) return [];
    return list.flatMap((x) => {
      const r = templateImageRef.safeParse(x);
      return r.success ? [r.data] : [];
    });
  } catch {
    return [];
  }
}

/** Formats the marketplaces take as they are (Temu: JPEG/PNG); the bytes are sent unchanged. */
const PUBLISHABLE = new Set(['image/png', 'image/jpeg']);

const mimeOfRender = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');
const idsOf = (refs: readonly TemplateImageRef[], kind: TemplateImageKind) => [
  ...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id)),
];

/** The seller's files behind `refs`, by `templateImageKey`; refs that are not the seller's (or gone) are absent. */
export async function resolveTemplateImages(
  db: Executor,
  mainId: number,
  refs: readonly TemplateImageRef[],
): Promise<Map<string, ResolvedImage>> {
  const out = new Map<string, ResolvedImage>();
  const renderIds = idsOf(refs, 'render');
  const galleryIds = idsOf(refs, 'gallery');
  const fileIds = idsOf(refs, 'file');
  if (renderIds.length > 0) {
    const rows = await db
      .selectFrom('design_renders')
      .select(['id', 'storage_key'])
      .where('main_id', '=', mainId)
      .where('id', 'in', renderIds)
      .execute();
    for (const r of rows)
      out.set(templateImageKey({ kind: 'render', id: Number(r.id) }), {
        kind: 'render',
        key: r.storage_key,
        mime: mimeOfRender(r.storage_key),
        sha256: null,
      });
  }
  if (galleryIds.length > 0) {
    const rows = await db
      .selectFrom('gallery_images as g')
      .innerJoin('files as f', 'f.id', 'g.file_id')
      .select(['g.id', 'f.storage_key', 'f.mime', 'f.sha256'])
      .where('g.main_id', '=', mainId)
      .where('f.main_id', '=', mainId)
      .where('g.deleted_at', 'is', null)
      .where('g.id', 'in', galleryIds)
      .execute();
    putFiles(out, 'gallery', rows);
  }
  if (fileIds.length > 0) {
    const rows = await db
      .selectFrom('files')
      .select(['id', 'storage_key', 'mime', 'sha256'])
      .where('main_id', '=', mainId)
      .where('id', 'in', fileIds)
      .execute();
    putFiles(out, 'file', rows);
  }
  return out;
}

/**
 * Every image reference in a template body, wherever it sits (`images.0`, `materialImage`, `skcImages.1.images.0`…),
 * with its field path: a field added to a template later is checked without anyone listing it here.
 */
export function imageRefsIn(body: unknown): Array<{ path: string; ref: TemplateImageRef }> {
  const out: Array<{ path: string; ref: TemplateImageRef }> = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (depth > 12 || v === null || typeof v !== 'object') return;
    if (!Array.isArray(v) && 'kind' in v && 'id' in v) {
      const r = templateImageRef.safeParse(v);
      if (r.success) {
        out.push({ path, ref: r.data });
        return;
      }
    }
    for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k, depth + 1);
  };
  walk(body, '', 0);
  return out;
}

/**
 * Save-time check: every image reference in the body is the seller's and a JPEG/PNG. A reference that is not the
 * seller's and one that does not exist are refused with the same message (and nothing else: no id, no kind), before
 * anything is written.
 */
export async function requireOwnImages(db: Executor, mainId: number, body: unknown) {
  const refs = imageRefsIn(body);
  if (refs.length === 0) return;
  const found = await resolveTemplateImages(
    db,
    mainId,
    refs.map((r) => r.ref),
  );
  for (const { path, ref } of refs) {
    const f = found.get(templateImageKey(ref));
    if (!f) throw badRequest(TEMPLATE_IMAGE_UNAVAILABLE, { [path]: TEMPLATE_IMAGE_UNAVAILABLE });
    if (!PUBLISHABLE.has(f.mime)) {
      const msg = '模板图片须为 JPEG 或 PNG 格式';
      throw badRequest(msg, { [path]: msg });
    }
  }
}

/** Browser URLs of template images, in order; null where a reference is not the seller's or is gone. */
export type ImageUrlsOf = (refs: readonly TemplateImageRef[]) => Promise<Array<string | null>>;

/** Signed URLs for the seller's own template images (design files per day, gallery/upload previews per day). */
export async function imageUrlsFor(ctx: AppContext, mainId: number): Promise<ImageUrlsOf> {
  const signer = await urlSigner(ctx);
  return async (refs) => {
    if (refs.length === 0) return [];
    const found = await resolveTemplateImages(ctx.db, mainId, refs);
    return refs.map((r) => {
      const f = found.get(templateImageKey(r));
      if (!f) return null;
      if (f.kind === 'render') return renderFileUrl(signer, mainId, f.key);
      return f.sha256 ? previewUrl(signer, mainId, f.sha256, 1024) : null;
    });
  };
}

/** The message a publish fails with when an image is not (or no longer) the seller's: the same for both. */
export const TEMPLATE_IMAGE_GONE = `模板${TEMPLATE_IMAGE_UNAVAILABLE}，请在模板中重新选择图片`;

/**
 * A reader of a template's images for publishing, resolved once for the template's own main account: `read(ref)` is
 * the file's bytes, or null when the reference is not the seller's or its file is gone (the caller fails the publish
 * with TEMPLATE_IMAGE_GONE — the same words either way). Files are read one at a time, as they are uploaded.
 */
export async function templateImageReader(
  deps: { db: Executor; storage: Storage },
  mainId: number,
  refs: readonly TemplateImageRef[],
): Promise<(ref: TemplateImageRef) => Promise<Buffer | null>> {
  const found = await resolveTemplateImages(deps.db, mainId, refs);
  return async (ref) => {
    const f = found.get(templateImageKey(ref));
    if (!f) return null;
    const obj = await deps.storage.get(f.key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
}

/**
 * A design's mockups as template images (从设计生成): its current version's listing and square renders, or, while that
 * version is still rendering, the render its card shows.
 */
export async function designMockups(
  db: Executor,
  mainId: number,
  designId: number,
  version: number,
  thumbnailKey: string | null,
): Promise<TemplateImageRef[]> {
  const renders = await db
    .selectFrom('design_renders')
    .select(['id'])
    .where('design_id', '=', designId)
    .where('main_id', '=', mainId)
    .where('version', '=', version)
    .where('kind', 'in', ['listing', 'square'])
    .orderBy('id')
    .limit(10)
    .execute();
  if (renders.length === 0 && thumbnailKey) {
    const thumb = await db
      .selectFrom('design_renders')
      .select(['id'])
      .where('design_id', '=', designId)
      .where('main_id', '=', mainId)
      .where('storage_key', '=', thumbnailKey)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    renders.push(...thumb);
  }
  return renders.map((r) => ({ kind: 'render', id: Number(r.id) }));
}

/** Records the owned files found for one kind of reference, keyed as `templateImageKey` keys them. */
function putFiles(
  out: Map<string, ResolvedImage>,
  kind: 'gallery' | 'file',
  rows: Array<{ id: number | string; storage_key: string; mime: string; sha256: string }>,
) {
  for (const r of rows)
    out.set(templateImageKey({ kind, id: Number(r.id) }), { kind, key: r.storage_key, mime: r.mime, sha256: r.sha256 });
}
