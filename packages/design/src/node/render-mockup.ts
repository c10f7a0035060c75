import { type Canvas, createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas';
import { type CylinderWrap, cylinderBounds } from '../geometry/cylinder';
import { invertMatrix3, type Quad, rectToQuad } from '../geometry/homography';
import { requireArea } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import { loadAreaImages } from './load-images';
import {
  containRect,
  designScaleForCylinder,
  designScaleForQuad,
  mapCylinder,
  MOCKUP_SIZES,
  type MockupSize,
  mapQuad,
  quadPixelBox,
} from './mockup-geometry';
import { drawAreaCanvas } from './render-print-area';
import { downscaleImagesFor } from './scale-images';
import { type RgbaImage, warpCylinder, warpPerspective } from './warp';

/** One mockup view of a blank in one colour. */
export interface MockupView {
  /** The blank's photo (or generated silhouette) in this colour. */
  base: Buffer;
  /** Light/shadow map aligned with `base`; multiplied into the design. White = no change. */
  shading?: Buffer;
  /** The print area's corners on `base`, in its pixels: top-left, top-right, bottom-right, bottom-left. */
  quad: Quad;
  /** A wrapped print (a mug's body): when given, the area is wrapped round this cylinder and `quad` is unused. */
  cylinder?: CylinderWrap;
}

export interface RenderMockupsOptions<K extends string> {
  images: ReadonlyMap<number, Buffer>;
  view: MockupView;
  /** Output sizes by name (default `MOCKUP_SIZES`: 1340×1785 and 800×800). */
  sizes?: Record<K, MockupSize>;
  /** Listing photos are opaque, so JPEG (default, quality 90) is a tenth of the PNG's size. */
  format?: 'jpeg' | 'png';
  quality?: number;
  /** Fills the margins where the contained base photo does not reach (default white). */
  background?: string;
  /** Work shared by every mockup of one document (createMockupCache): pass the same one for all its views. */
  cache?: MockupCache;
}

/**
 * What the mockups of one document share: the area's images decoded once, and the design drawn once per area and
 * scale — every colour of a view draws it at the same scale, so a mug in 2 colours × 3 views draws it 3 times, not 6.
 * Valid for one document only.
 */
export interface MockupCache {
  images: Map<string, Promise<Map<number, Image>>>;
  designs: Map<string, { src: RgbaImage; width: number; height: number }>;
}

export const createMockupCache = (): MockupCache => ({ images: new Map(), designs: new Map() });

/**
 * Copies canvas pixels into a JS-owned array: element access on @napi-rs/canvas's native-backed
 * ImageData is several times slower in the warp's hot loop than the copy costs.
 */
function plainPixels(image: ImageData): RgbaImage {
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

interface DecodedView {
  base: Image;
  shading?: Image;
  quad: Quad;
  cylinder?: CylinderWrap;
}

function compose(
  doc: DesignDocument,
  areaKey: string,
  images: Map<number, Image>,
  view: DecodedView,
  size: MockupSize,
  background: string,
  cache: MockupCache,
) {
  const area = requireArea(doc, areaKey);
  const out = createCanvas(size.width, size.height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  const fit = containRect(view.base.width, view.base.height, size);
  ctx.drawImage(view.base, fit.x, fit.y, fit.width, fit.height);
  const cylinder = view.cylinder ? mapCylinder(view.cylinder, fit, view.base.width) : null;
  const quad = cylinder ? cylinderBounds(cylinder) : mapQuad(view.quad, fit, view.base.width);
  const box = quadPixelBox(quad, size);
  if (box.width === 0 || box.height === 0) return out;

  const scale = cylinder
    ? designScaleForCylinder(cylinder, area.heightPx)
    : designScaleForQuad(quad, area.widthPx, area.heightPx);
  const design = drawnDesign(doc, areaKey, images, scale, cache);
  const src = design.src;

  let shading: RgbaImage | undefined;
  if (view.shading) {
    const shade = createCanvas(size.width, size.height);
    const sctx = shade.getContext('2d');
    // Transparent parts of the map must not darken the design: start from white.
    sctx.fillStyle = '#ffffff';
    sctx.fillRect(0, 0, size.width, size.height);
    sctx.imageSmoothingQuality = 'high';
    sctx.drawImage(view.shading, fit.x, fit.y, fit.width, fit.height);
    shading = plainPixels(sctx.getImageData(box.x, box.y, box.width, box.height));
  }
  const warped: RgbaImage = {
    data: new Uint8ClampedArray(box.width * box.height * 4),
    width: box.width,
    height: box.height,
  };
  if (cylinder) warpCylinder(src, warped, box.x, box.y, cylinder, area.widthPx, area.heightPx, shading);
  else
    warpPerspective(src, warped, box.x, box.y, invertMatrix3(rectToQuad(design.width, design.height, quad)), shading);
  const layer: Canvas = createCanvas(box.width, box.height);
  layer.getContext('2d').putImageData(new ImageData(warped.data, box.width, box.height), 0, 0);
  ctx.drawImage(layer, box.x, box.y);
  return out;
}

/** The area drawn at `scale` as plain pixels, from the cache when this document drew it at that scale before. */
function drawnDesign(
  doc: DesignDocument,
  areaKey: string,
  images: Map<number, Image>,
  scale: number,
  cache: MockupCache,
) {
  const key = `${areaKey}|${scale}`;
  const hit = cache.designs.get(key);
  if (hit) return hit;
  const canvas = drawAreaCanvas(doc, areaKey, downscaleImagesFor(doc, areaKey, images, scale), scale);
  const drawn = {
    src: plainPixels(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)),
    width: canvas.width,
    height: canvas.height,
  };
  cache.designs.set(key, drawn);
  return drawn;
}

/**
 * Listing mockups of one area on one view: the design rendered from the originals, warped onto the
 * view's quad with a true perspective (homography) or wrapped round its cylinder, multiplied by the shading map and laid over the
 * base photo. Images and the view are decoded once for all sizes.
 */
export async function renderMockups<K extends string = keyof typeof MOCKUP_SIZES>(
  doc: DesignDocument,
  areaKey: string,
  options: RenderMockupsOptions<K>,
): Promise<Record<K, Buffer>> {
  const sizes = (options.sizes ?? MOCKUP_SIZES) as Record<K, MockupSize>;
  const cache = options.cache ?? createMockupCache();
  let decoded = cache.images.get(areaKey);
  if (!decoded) {
    decoded = loadAreaImages(doc, areaKey, options.images);
    cache.images.set(areaKey, decoded);
  }
  const [images, base, shading] = await Promise.all([
    decoded,
    loadImage(options.view.base),
    options.view.shading ? loadImage(options.view.shading) : undefined,
  ]);
  const view: DecodedView = { base, shading, quad: options.view.quad, cylinder: options.view.cylinder };
  const result = {} as Record<K, Buffer>;
  for (const name of Object.keys(sizes) as K[]) {
    const canvas = compose(doc, areaKey, images, view, sizes[name], options.background ?? '#ffffff', cache);
    result[name] =
      options.format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', options.quality ?? 90);
  }
  return result;
}

export async function renderMockup(
  doc: DesignDocument,
  areaKey: string,
  options: Omit<RenderMockupsOptions<'single'>, 'sizes'> & MockupSize,
): Promise<Buffer> {
  const { width, height, ...rest } = options;
  const out = await renderMockups(doc, areaKey, { ...rest, sizes: { single: { width, height } } });
  return out.single;
}
