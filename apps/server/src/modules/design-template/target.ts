import type { TargetArea } from '@podbench/design';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { type BlankSpec, loadBlankSpec } from '../catalogue/spec';
import { findImages } from '../gallery/image-repository';

/** Blanks on sale (the catalogue's status 0): new designs are only made on those. */
const ON_SALE = 0;

export interface TargetBlank {
  spec: BlankSpec;
  areas: TargetArea[];
}

/** The blank a new design goes on, with the colour checked against its variants on sale. */
export async function loadTargetBlank(db: Executor, productId: number, color: string): Promise<TargetBlank> {
  const spec = await loadBlankSpec(db, productId);
  if (!spec || spec.blank.status !== ON_SALE) throw notFound('底版商品不存在或已下架');
  if (!spec.variants.some((v) => v.color_name === color)) {
    throw badRequest(`该商品没有颜色：${color}`, { color: `该商品没有颜色：${color}` });
  }
  if (!spec.printAreas.length) throw badRequest('该商品没有印刷区域');
  return {
    spec,
    areas: spec.printAreas.map((a) => ({
      key: a.area_key,
      name: a.name,
      widthPx: a.width_px,
      heightPx: a.height_px,
      dpi: a.dpi,
      safeInsetPx: a.safe_inset_px,
    })),
  };
}

/** Original pixel sizes of the caller's images, for the DPI check. */
export async function imageSizes(db: Executor, mainId: number, ids: number[]) {
  const rows = await findImages(db, mainId, ids);
  return new Map(rows.map((r) => [Number(r.id), { width: r.width, height: r.height }]));
}
