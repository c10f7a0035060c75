import type { SizeChart, ViewCylinder } from '@podbench/contract';
import type { ViewArt } from './art/layers';

/** A point in a mockup view's pixel space. */
export interface Point {
  x: number;
  y: number;
}
/** A print area's corners on a view: top-left, top-right, bottom-right, bottom-left (as @podbench/design). */
export type Quad = readonly [Point, Point, Point, Point];
/** Where an area sits on a view: a planar quad (homography), or a wrap round a cylinder (a mug's body). */
export type Placement = Quad | ViewCylinder;

export interface ColourSeed {
  name: string;
  hex: string;
  /** SKU segment. */
  code: string;
  /** Extra base cost for this colour (dark garments need a white underbase). */
  surchargeFen?: number;
}

export interface SizeSeed {
  name: string;
  code: string;
  baseCostFen: number;
  weightG: number;
  /** Packed length × width × height. */
  packageMm: readonly [number, number, number];
}

export interface PrintAreaSeed {
  key: string;
  name: string;
  widthPx: number;
  heightPx: number;
  dpi: number;
  safeInsetPx: number;
}

export interface ViewSeed {
  key: string;
  name: string;
  art: () => ViewArt;
  /**
   * Print area key → where it sits on this view. A quad's proportions match its area's (within 2%), a cylinder's
   * across and down scales at the facing point are equal: `test/catalogue-mockup-aspect.test.ts` checks both on
   * rendered checkerboards.
   */
  placements: Readonly<Record<string, Placement>>;
}

/** One blank as seeded: everything the catalogue tables hold, plus the drawings its mockups come from. */
export interface BlankSeed {
  code: string;
  /** Top category, then leaf category. */
  category: readonly [string, string];
  name: string;
  description: string;
  material: string;
  productionDays: number;
  tech: { first: number; second: number };
  sizeChart: SizeChart | null;
  skuPrefix: string;
  colours: readonly ColourSeed[];
  sizes: readonly SizeSeed[];
  printAreas: readonly PrintAreaSeed[];
  views: readonly ViewSeed[];
}
