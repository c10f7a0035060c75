import { type ViewQuad, viewQuad } from '@podbench/contract';
import type { Executor } from '../../db';
import type { BlankPrintAreaRow, BlankRow, BlankVariantRow, BlankViewRow } from '../../db/schema-catalogue';
import { findBlank, printAreasOf, variantsOf, viewAreasOf, viewImagesOf, viewsOf } from './repository';

export interface BlankViewSpec {
  row: BlankViewRow;
  /** Storage keys per colour name. */
  images: { colorName: string; imageKey: string; thumbKey: string }[];
  areas: { areaKey: string; quad: ViewQuad }[];
}

/**
 * Everything about one blank with storage keys rather than URLs: what the detail page shows, and what the
 * designer and the print/mockup jobs read (base image + shading + quad per view feed `renderMockups`).
 */
export interface BlankSpec {
  blank: BlankRow;
  variants: BlankVariantRow[];
  printAreas: BlankPrintAreaRow[];
  views: BlankViewSpec[];
}

export function parseQuad(text: string): ViewQuad | null {
  try {
    const parsed = viewQuad.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function loadBlankSpec(db: Executor, id: number): Promise<BlankSpec | null> {
  const blank = await findBlank(db, id);
  if (!blank) return null;
  const [variants, printAreas, views] = await Promise.all([
    variantsOf(db, [id]),
    printAreasOf(db, [id]),
    viewsOf(db, [id]),
  ]);
  const viewIds = views.map((v) => Number(v.id));
  const [images, areas] = await Promise.all([viewImagesOf(db, viewIds), viewAreasOf(db, viewIds)]);
  return {
    blank,
    variants,
    printAreas,
    views: views.map((row) => ({
      row,
      images: images
        .filter((i) => Number(i.view_id) === Number(row.id))
        .map((i) => ({ colorName: i.color_name, imageKey: i.image_key, thumbKey: i.thumb_key })),
      areas: areas
        .filter((a) => Number(a.view_id) === Number(row.id))
        .flatMap((a) => {
          const quad = parseQuad(a.quad);
          return quad ? [{ areaKey: a.area_key, quad }] : [];
        }),
    })),
  };
}
