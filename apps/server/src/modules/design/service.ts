import {
  DESIGN_CONFLICT_MESSAGE,
  type DesignCard,
  type DesignDetailJson,
  type DesignPageQuery,
  type DesignSaveResult,
  type designPageQuery,
} from '@podbench/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { urlSigner } from '../storage/url-signer';
import { findImages } from '../gallery/image-repository';
import { previewUrl } from '../gallery/urls';
import { documentHash, imageIdsOf, readStoredDocument, validateDocument } from './document';
import { productNames } from './products';
import { queueRender } from './queue-render';
import {
  type DesignRecord,
  findOwnDesign,
  insertDesign,
  pageDesigns,
  renameDesign,
  softDeleteDesign,
  updateDesignIfVersion,
} from './repository';
import { rendersOfVersion } from './render-repository';
import { renderFileUrl } from './urls';

const missing = () => notFound('设计不存在或已删除');

export interface Caller {
  mainId: number;
  userId: number;
}

function toCard(row: DesignRecord, productName: string, thumbnailUrl: string | null): DesignCard {
  const doc = readStoredDocument(row.document);
  let layerCount = 0;
  for (const area of Object.values(doc.areas)) layerCount += area.layers.length;
  return {
    id: Number(row.id),
    name: row.name,
    productId: Number(row.product_id),
    productName,
    version: row.version,
    thumbnailUrl,
    renderStatus: row.render_status as DesignCard['renderStatus'],
    colors: doc.colors,
    layerCount,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function pageOwnDesigns(ctx: AppContext, mainId: number, query: z.output<typeof designPageQuery>) {
  const { rows, total } = await pageDesigns(
    ctx.db,
    mainId,
    query.keyword || null,
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  );
  const names = await productNames(
    ctx.db,
    rows.map((r) => Number(r.product_id)),
  );
  const signer = await urlSigner(ctx);
  const cards = rows.map((r) =>
    toCard(
      r,
      names.get(Number(r.product_id)) ?? '',
      r.thumbnail_key ? renderFileUrl(signer, mainId, r.thumbnail_key) : null,
    ),
  );
  return { rows: cards, total };
}
export type { DesignPageQuery };

export async function getOwnDesign(ctx: AppContext, mainId: number, id: number): Promise<DesignDetailJson> {
  const row = await findOwnDesign(ctx.db, mainId, id);
  if (!row) throw missing();
  const signer = await urlSigner(ctx);
  const names = await productNames(ctx.db, [Number(row.product_id)]);
  const files = await rendersOfVersion(ctx.db, id, row.version);
  const thumb = row.thumbnail_key ? renderFileUrl(signer, mainId, row.thumbnail_key) : null;
  const document = readStoredDocument(row.document);
  const images = await findImages(ctx.db, mainId, imageIdsOf(document));
  return {
    ...toCard(row, names.get(Number(row.product_id)) ?? '', thumb),
    document,
    images: images.map((i) => ({
      id: Number(i.id),
      name: i.name,
      width: i.width,
      height: i.height,
      previewUrl: previewUrl(signer, mainId, i.sha256, 1024),
    })),
    renderError: row.render_error,
    files: files.map((f) => ({
      kind: f.kind as 'print' | 'listing' | 'square',
      areaKey: f.area_key,
      color: f.color,
      viewKey: f.view_key,
      url: renderFileUrl(signer, mainId, f.storage_key),
      width: f.width,
      height: f.height,
    })),
  };
}

export interface SaveInput {
  id?: number;
  name: string;
  productId: number;
  document: unknown;
  version: number;
}

/**
 * Creates (no id) or replaces a design. Replacing is conditional on the version the editor loaded: a stale version
 * gets 409 and nothing is written. Every save that changes the document queues its print files and mockups.
 */
export async function saveDesign(ctx: AppContext, caller: Caller, input: SaveInput): Promise<DesignSaveResult> {
  const doc = await validateDocument(ctx.db, caller.mainId, input.productId, input.document);
  const json = JSON.stringify(doc);
  const hash = documentHash(doc);
  const now = Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (input.id === undefined) {
      const id = await insertDesign(trx, {
        main_id: caller.mainId,
        creator_id: caller.userId,
        name: input.name,
        product_id: input.productId,
        document: json,
        doc_hash: hash,
        version: 1,
        render_status: 'pending',
        created_at: now,
        updated_at: now,
      });
      await queueRender(trx, { mainId: caller.mainId, designId: id, version: 1, docHash: hash }, now);
      return { id, version: 1, updatedAt: now };
    }
    const current = await findOwnDesign(trx, caller.mainId, input.id);
    if (!current) throw missing();
    if (current.version !== input.version) throw conflict(DESIGN_CONFLICT_MESSAGE);
    const ok = await updateDesignIfVersion(trx, caller.mainId, input.id, input.version, {
      name: input.name,
      productId: input.productId,
      document: json,
      docHash: hash,
      renderStatus: 'pending',
      now,
    });
    // Someone saved between the read and the write: the conditional UPDATE matched nothing.
    if (!ok) throw conflict(DESIGN_CONFLICT_MESSAGE);
    const version = input.version + 1;
    await queueRender(trx, { mainId: caller.mainId, designId: input.id, version, docHash: hash }, now);
    return { id: input.id, version, updatedAt: now };
  });
}

export async function duplicateDesign(ctx: AppContext, caller: Caller, id: number): Promise<DesignSaveResult> {
  const row = await findOwnDesign(ctx.db, caller.mainId, id);
  if (!row) throw missing();
  const name = `${row.name.slice(0, 46)} 副本`;
  return saveDesign(ctx, caller, {
    name,
    productId: Number(row.product_id),
    document: readStoredDocument(row.document),
    version: 0,
  });
}

export async function renameOwnDesign(ctx: AppContext, mainId: number, id: number, name: string) {
  if (!(await renameDesign(ctx.db, mainId, id, name, Date.now()))) throw missing();
}

export async function deleteOwnDesign(ctx: AppContext, mainId: number, id: number) {
  if (!(await softDeleteDesign(ctx.db, mainId, id, Date.now()))) throw missing();
}
