import { createHash } from 'node:crypto';
import { type DesignDocument, fieldErrorRecord, parseDesignDocument, walkLayers } from '@podbench/design';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { loadBlankSpec } from '../catalogue/spec';
import { findImages } from '../gallery/image-repository';

/** The same document always hashes the same: keys in a fixed order, so renders can be re-used by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(obj)
        .sort()
        .map((k) => [k, canonical(obj[k])]),
    );
  }
  return value;
}

export const documentHash = (doc: DesignDocument) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(doc)))
    .digest('hex');

export function imageIdsOf(doc: DesignDocument): number[] {
  const ids = new Set<number>();
  for (const area of Object.values(doc.areas)) {
    walkLayers(area.layers, (layer) => {
      if (layer.type === 'image') ids.add(layer.imageId);
    });
  }
  return [...ids];
}

/** Stored documents were valid when saved; an older version is upgraded on the way out. */
export function readStoredDocument(json: string): DesignDocument {
  const parsed = parseDesignDocument(JSON.parse(json));
  if (!parsed.ok) throw new Error(`stored design document no longer parses: ${parsed.errors[0]?.message}`);
  return parsed.doc;
}

const prefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `document.${k}` : 'document', v]));

/**
 * A submitted document, checked against everything the server knows: the schema (400 with the field paths), the
 * blank it is for (its print areas and colours), and the images, which must be the caller's own gallery images
 * (another seller's image id reads as missing: 404, as for any other resource of theirs).
 */
export async function validateDocument(
  db: Executor,
  mainId: number,
  productId: number,
  input: unknown,
): Promise<DesignDocument> {
  const parsed = parseDesignDocument(input);
  if (!parsed.ok) throw badRequest('设计文档有误', prefixed(fieldErrorRecord(parsed.errors)));
  const doc = parsed.doc;
  if (doc.productId !== productId) {
    throw badRequest('设计文档有误', { 'document.productId': '设计文档的底版与所选底版不一致' });
  }
  const spec = await loadBlankSpec(db, productId);
  if (!spec) throw notFound('底版商品不存在或已下架');
  const fields: Record<string, string> = {};
  const areaKeys = new Set(spec.printAreas.map((a) => a.area_key));
  for (const key of Object.keys(doc.areas)) {
    if (!areaKeys.has(key)) fields[`document.areas.${key}`] = '该底版没有这个印刷区域';
  }
  const colours = new Set(spec.variants.map((v) => v.color_name));
  doc.colors.forEach((c, i) => {
    if (!colours.has(c)) fields[`document.colors.${i}`] = `该底版没有颜色：${c}`;
  });
  if (Object.keys(fields).length) throw badRequest('设计文档有误', fields);
  const ids = imageIdsOf(doc);
  const found = await findImages(db, mainId, ids);
  if (found.length !== ids.length) throw notFound('设计中引用的图片不存在或已被永久删除');
  return doc;
}
