import { type ViewCylinder, type ViewQuad, viewPlacement } from '@podbench/contract';
import type { Executor } from '../../db';
import type { BlankPrintAreaRow, BlankRow, BlankVariantRow, BlankViewRow } from '../../db/schema-catalogue';
import { findBlank, printAreasOf, variantsOf, viewAreasOf, viewImagesOf, viewsOf } from './repository';

export interface BlankViewSpec {
  row: BlankViewRow;
  /** Storage keys per colour name. */
  images: { colorName: string; imageKey: string; thumbKey: string }[];
  /** `cylinder` when the area wraps round the view's body; `quad` is then the box its visible band can touch. */
  areas: { areaKey: string; quad: ViewQuad; cylinder?: ViewCylinder }[];
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

/** The box a wrap's visible band can touch (as `cylinderBounds` in @podbench/design). */
export function cylinderBox(c: ViewCylinder): ViewQuad {
  const [x0, x1, y0, y1] = [c.cx - c.radius, c.cx + c.radius, c.top - c.ellipse, c.bottom];
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/**
 * A stored placement (`blank_view_areas.quad` holds either a JSON quad or a JSON cylinder wrap), or null when it
 * is neither.
 */
export function parsePlacement(text: string): { quad: ViewQuad; cylinder?: ViewCylinder } | null {
  try {
    const parsed = viewPlacement.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const p = parsed.data;
    if (Array.isArray(p)) return { quad: p as ViewQuad };
    const c = p as ViewCylinder;
    return { quad: cylinderBox(c), cylinder: c };
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
          const placed = parsePlacement(a.quad);
          return placed ? [{ areaKey: a.area_key, ...placed }] : [];
        }),
    })),
  };
}
