import type {
  BatchPlacement,
  DesignBatchDetail,
  DesignBatchSummary,
  DesignWarning,
  designBatchBody,
} from '@podbench/contract';
import {
  type DesignDocumentInput,
  fitToArea,
  parseDesignDocument,
  placeNewImage,
  type Size,
  type TargetArea,
} from '@podbench/design';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findOwnDesigns } from '../design/repository';
import { productNames } from '../design/products';
import { type Caller, saveDesign } from '../design/service';
import { renderFileUrl } from '../design/urls';
import { findImages } from '../gallery/image-repository';
import { urlSigner } from '../storage/url-signer';
import { findOwnBatch, insertBatch, insertBatchItem, itemsOfBatch, recentBatches } from './batch-repository';
import { loadTargetBlank, type TargetBlank } from './target';
import { designWarnings } from './warnings';

type BatchInput = z.output<typeof designBatchBody>;

/** The image's box on one area: 最大且不低于 150 DPI (as the designer places a new image), fitted, or filling. */
export function imageBox(original: Size, area: TargetArea, placement: BatchPlacement) {
  return placement === 'place' ? placeNewImage(original, area) : fitToArea(original, area, placement);
}

/** One blank's document: the image on its first print area (or every area), nothing else. */
export function imageDocument(
  productId: number,
  color: string,
  areas: TargetArea[],
  image: { id: number; name: string; width: number; height: number },
  input: Pick<BatchInput, 'placement' | 'areas'>,
): DesignDocumentInput {
  const used = input.areas === 'first' ? areas.slice(0, 1) : areas;
  return {
    version: 1,
    productId,
    colors: [color],
    areas: Object.fromEntries(
      areas.map(({ key, ...area }) => [
        key,
        {
          ...area,
          layers: used.some((u) => u.key === key)
            ? [
                {
                  id: `img-${key}`,
                  type: 'image' as const,
                  name: image.name.slice(0, 50),
                  imageId: image.id,
                  ...imageBox(image, { key, ...area }, input.placement),
                },
              ]
            : [],
        },
      ]),
    ),
  };
}

const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || name;

/** Why one blank failed, in the seller's words: the error's message and its first field message. */
function failureText(e: unknown): string {
  if (e instanceof AppError) {
    const first = e.data ? Object.values(e.data)[0] : undefined;
    return (typeof first === 'string' && first !== e.message ? `${e.message}：${first}` : e.message).slice(0, 500);
  }
  return '生成设计失败，请稍后重试';
}

/**
 * 批量套图: every target is checked first (a blank that does not exist or lacks the colour refuses the whole request
 * and writes nothing). Then one design per blank, each saved the normal way in its own transaction with its render
 * job, so a blank that fails leaves no design behind and the others stand; each blank's outcome is a batch item.
 */
export async function runBatch(ctx: AppContext, caller: Caller, input: BatchInput): Promise<DesignBatchDetail> {
  const [image] = await findImages(ctx.db, caller.mainId, [input.imageId], { trash: false });
  if (!image) throw notFound('图片不存在或已删除');
  const targets: TargetBlank[] = [];
  const fields: Record<string, string> = {};
  for (const [i, t] of input.targets.entries()) {
    try {
      targets.push(await loadTargetBlank(ctx.db, t.productId, t.color));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      fields[`targets.${i}`] = e.message;
    }
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);

  const now = Date.now();
  const batchId = await insertBatch(ctx.db, {
    main_id: caller.mainId,
    creator_id: caller.userId,
    image_id: Number(image.id),
    placement: input.placement,
    areas: input.areas,
    total: input.targets.length,
    created_at: now,
  });
  const img = { id: Number(image.id), name: image.name, width: image.width, height: image.height };
  const sizes = new Map([[img.id, { width: img.width, height: img.height }]]);
  for (const [i, t] of input.targets.entries()) {
    const target = targets[i];
    let designId: number | null = null;
    let error: string | null = null;
    let warnings: DesignWarning[] = [];
    try {
      const parsed = parseDesignDocument(imageDocument(t.productId, t.color, target.areas, img, input));
      // The blank's catalogue data does not make a valid document (nothing the seller can fix).
      if (!parsed.ok) throw badRequest('该商品的印刷区域无法生成设计，请联系平台');
      warnings = designWarnings(parsed.doc, sizes);
      const name = `${target.spec.blank.name}·${baseName(img.name)}`.slice(0, 50).trim();
      designId = (await saveDesign(ctx, caller, { name, productId: t.productId, document: parsed.doc, version: 0 })).id;
    } catch (e) {
      error = failureText(e);
      warnings = [];
    }
    await insertBatchItem(ctx.db, {
      batch_id: batchId,
      main_id: caller.mainId,
      order_num: i,
      product_id: t.productId,
      color: t.color,
      status: designId === null ? 'failed' : 'created',
      design_id: designId,
      error,
      warnings: JSON.stringify(warnings),
    });
  }
  return batchDetail(ctx, caller.mainId, batchId);
}

/** A batch with each blank's outcome and its design's render progress (print files and mockups). */
export async function batchDetail(ctx: AppContext, mainId: number, id: number): Promise<DesignBatchDetail> {
  const batch = await findOwnBatch(ctx.db, mainId, id);
  if (!batch) throw notFound('批量套图记录不存在');
  const items = await itemsOfBatch(ctx.db, mainId, id);
  const designIds = items.flatMap((i) => (i.design_id === null ? [] : [Number(i.design_id)]));
  const [designs, names, images, signer] = await Promise.all([
    findOwnDesigns(ctx.db, mainId, designIds),
    productNames(
      ctx.db,
      items.map((i) => Number(i.product_id)),
    ),
    findImages(ctx.db, mainId, [Number(batch.image_id)]),
    urlSigner(ctx),
  ]);
  const byId = new Map(designs.map((d) => [Number(d.id), d]));
  return {
    id: Number(batch.id),
    imageId: Number(batch.image_id),
    imageName: images[0]?.name ?? '',
    placement: batch.placement as BatchPlacement,
    total: batch.total,
    createdAt: Number(batch.created_at),
    items: items.map((i) => {
      const design = i.design_id === null ? undefined : byId.get(Number(i.design_id));
      return {
        productId: Number(i.product_id),
        productName: names.get(Number(i.product_id)) ?? '',
        color: i.color,
        status: i.status as 'created' | 'failed',
        error: i.error,
        // A design deleted since reads as no design.
        designId: design ? Number(design.id) : null,
        renderStatus: design ? (design.render_status as 'pending' | 'rendering' | 'done' | 'failed') : null,
        thumbnailUrl: design?.thumbnail_key ? renderFileUrl(signer, mainId, design.thumbnail_key) : null,
        warnings: JSON.parse(i.warnings) as DesignWarning[],
      };
    }),
  };
}

export async function listRecentBatches(ctx: AppContext, mainId: number): Promise<DesignBatchSummary[]> {
  const { batches, counts } = await recentBatches(ctx.db, mainId, 10);
  const images = await findImages(
    ctx.db,
    mainId,
    batches.map((b) => Number(b.image_id)),
  );
  const imageName = new Map(images.map((i) => [Number(i.id), i.name]));
  const count = (batchId: number, status: string) =>
    Number(counts.find((c) => Number(c.batch_id) === batchId && c.status === status)?.n ?? 0);
  return batches.map((b) => ({
    id: Number(b.id),
    imageName: imageName.get(Number(b.image_id)) ?? '',
    total: b.total,
    created: count(Number(b.id), 'created'),
    failed: count(Number(b.id), 'failed'),
    createdAt: Number(b.created_at),
  }));
}
