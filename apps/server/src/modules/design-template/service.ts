import type {
  DesignTemplateApplyResult,
  DesignTemplateCard,
  designTemplateApplyBody,
  designTemplatePageQuery,
} from '@podbench/contract';
import { type DesignDocument, retargetDocument } from '@podbench/design';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { imageIdsOf, readStoredDocument, validateDocument } from '../design/document';
import { productNames } from '../design/products';
import { type Caller, saveDesign } from '../design/service';
import { findImages } from '../gallery/image-repository';
import { previewUrl } from '../gallery/urls';
import { urlSigner } from '../storage/url-signer';
import {
  findOwnTemplate,
  insertTemplate,
  pageTemplates,
  renameTemplate,
  softDeleteTemplate,
  type TemplateRecord,
} from './repository';
import { imageSizes, loadTargetBlank } from './target';
import { designWarnings } from './warnings';

const missing = () => notFound('设计模板不存在或已删除');

function layerCount(doc: DesignDocument) {
  return Object.values(doc.areas).reduce((n, a) => n + a.layers.length, 0);
}

function firstImageId(doc: DesignDocument): number | null {
  return imageIdsOf(doc)[0] ?? null;
}

export async function pageOwnTemplates(
  ctx: AppContext,
  mainId: number,
  query: z.output<typeof designTemplatePageQuery>,
): Promise<{ rows: DesignTemplateCard[]; total: number }> {
  const { rows, total } = await pageTemplates(
    ctx.db,
    mainId,
    query.keyword || null,
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  );
  const docs = rows.map((r) => readStoredDocument(r.document));
  const names = await productNames(
    ctx.db,
    rows.map((r) => Number(r.product_id)),
  );
  const firstImages = docs.map(firstImageId);
  const images = await findImages(
    ctx.db,
    mainId,
    firstImages.filter((i): i is number => i !== null),
  );
  const shaById = new Map(images.map((i) => [Number(i.id), i.sha256]));
  const signer = await urlSigner(ctx);
  return {
    total,
    rows: rows.map((r, i) => toCard(r, docs[i], names.get(Number(r.product_id)) ?? '', thumb(firstImages[i]))),
  };
  function thumb(imageId: number | null) {
    const sha = imageId === null ? undefined : shaById.get(imageId);
    return sha ? previewUrl(signer, mainId, sha, 256) : null;
  }
}

function toCard(r: TemplateRecord, doc: DesignDocument, productName: string, thumbnailUrl: string | null) {
  return {
    id: Number(r.id),
    name: r.name,
    productId: Number(r.product_id),
    productName,
    areas: Object.entries(doc.areas).map(([key, a]) => ({
      key,
      name: a.name,
      widthPx: a.widthPx,
      heightPx: a.heightPx,
      layerCount: a.layers.length,
    })),
    layerCount: layerCount(doc),
    thumbnailUrl,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

/**
 * 保存为设计模板: the document is checked like a design save (schema, the blank's areas and colours, the caller's own
 * images), and must have something in it.
 */
export async function saveTemplate(ctx: AppContext, caller: Caller, input: { name: string; document: unknown }) {
  const productId = Number((input.document as { productId?: unknown }).productId);
  const doc = await validateDocument(
    ctx.db,
    caller.mainId,
    Number.isInteger(productId) && productId > 0 ? productId : 0,
    input.document,
  );
  if (layerCount(doc) === 0) throw badRequest('设计中还没有图层，不能保存为模板');
  const now = Date.now();
  const id = await insertTemplate(ctx.db, {
    main_id: caller.mainId,
    creator_id: caller.userId,
    name: input.name,
    product_id: doc.productId,
    document: JSON.stringify(doc),
    created_at: now,
    updated_at: now,
  });
  return { id };
}

export async function renameOwnTemplate(ctx: AppContext, mainId: number, id: number, name: string) {
  if (!(await renameTemplate(ctx.db, mainId, id, name, Date.now()))) throw missing();
}

export async function deleteOwnTemplate(ctx: AppContext, mainId: number, id: number) {
  if (!(await softDeleteTemplate(ctx.db, mainId, id, Date.now()))) throw missing();
}

/**
 * 应用到商品: the template re-targeted onto the blank's print areas in the chosen colour, checked for overflow and
 * low DPI, and (unless a dry run) saved as a new design the normal way — one transaction with its render job.
 */
export async function applyTemplate(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof designTemplateApplyBody>,
): Promise<DesignTemplateApplyResult> {
  const row = await findOwnTemplate(ctx.db, caller.mainId, input.templateId);
  if (!row) throw missing();
  const template = readStoredDocument(row.document);
  const target = await loadTargetBlank(ctx.db, input.productId, input.color);
  const { doc, unmatched } = retargetDocument(template, {
    productId: input.productId,
    colors: [input.color],
    areas: target.areas,
  });
  const sizes = await imageSizes(ctx.db, caller.mainId, imageIdsOf(doc));
  const warnings = designWarnings(
    doc,
    sizes,
    unmatched.map((key) => ({ key, name: template.areas[key]?.name ?? key })),
  );
  const name = input.name ?? row.name;
  if (input.dryRun) return { designId: null, name, warnings };
  const saved = await saveDesign(ctx, caller, { name, productId: input.productId, document: doc, version: 0 });
  return { designId: saved.id, name, warnings };
}
