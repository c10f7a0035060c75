import sharp from 'sharp';

/**
 * One generated mockup view as SVG layers in the view's pixel space. A colour is applied in JS (not by
 * re-rendering SVG) so that each extra colour costs one pixel pass and one JPEG encode.
 */
export interface ViewArt {
  width: number;
  height: number;
  /** Opaque studio backdrop (may include the contact shadow). */
  backdrop: string;
  /** Drawn onto the backdrop and blurred: the product's soft shadow on the floor or wall. */
  shadow?: { svg: string; blur: number };
  /** Parts with a colour of their own (a mug's white body, a phone case's printable back). */
  fixed?: string;
  /** Parts that take the variant colour: white fills; their alpha is the mask. */
  tint: string;
  /** Dark shapes on white, blurred: folds and form shadow. Multiplied into the body and the print. */
  shade: { svg: string; blur: number };
  /** More multiply shading under a wide blur: broad folds and form that a crisp layer would band. */
  softShade?: { svg: string; blur: number };
  /** White shapes on black, blurred: sheen and highlights (what makes a black shirt read as cloth). */
  light: { svg: string; blur: number };
  /** Crisp RGBA details on top of everything: seams, stitches, hardware. */
  detail?: string;
  /** Amplitude of the fabric grain noise (0 = smooth, e.g. ceramic). */
  grain?: number;
}

/** The decoded layers of one view, ready to be tinted per colour. */
export interface ViewLayers {
  width: number;
  height: number;
  backdrop: Buffer; // RGB
  fixed: Buffer | null; // RGBA
  tint: Buffer; // alpha only
  shade: Buffer; // grey
  light: Buffer; // grey
  detail: Buffer | null; // RGBA
  grain: number;
}

export const svgDoc = (width: number, height: number, body: string, background?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  (background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '') +
  `${body}</svg>`;

async function rgba(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

async function grey(svg: string, blur: number): Promise<Buffer> {
  let img = sharp(Buffer.from(svg)).removeAlpha();
  if (blur > 0) img = img.blur(blur);
  return img.extractChannel(0).raw().toBuffer();
}

async function alpha(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
}

async function backdrop(art: ViewArt): Promise<Buffer> {
  const base = sharp(Buffer.from(svgDoc(art.width, art.height, art.backdrop)));
  if (!art.shadow) return base.removeAlpha().raw().toBuffer();
  const shadow = await sharp(Buffer.from(svgDoc(art.width, art.height, art.shadow.svg)))
    .blur(art.shadow.blur)
    .png()
    .toBuffer();
  return base
    .composite([{ input: shadow }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

function multiplyGrey(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.alloc(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] * b[i]) / 255;
  return out;
}

/** Rasterises every layer once per view (the slow part), in parallel on libvips' threads. */
export async function renderLayers(art: ViewArt): Promise<ViewLayers> {
  const { width: w, height: h } = art;
  const [bg, fixed, tint, crisp, soft, light, detail] = await Promise.all([
    backdrop(art),
    art.fixed ? rgba(svgDoc(w, h, art.fixed)) : null,
    alpha(svgDoc(w, h, art.tint)),
    grey(svgDoc(w, h, art.shade.svg, '#ffffff'), art.shade.blur),
    art.softShade ? grey(svgDoc(w, h, art.softShade.svg, '#ffffff'), art.softShade.blur) : null,
    grey(svgDoc(w, h, art.light.svg, '#000000'), art.light.blur),
    art.detail ? rgba(svgDoc(w, h, art.detail)) : null,
  ]);
  const shade = soft ? multiplyGrey(crisp, soft) : crisp;
  return { width: w, height: h, backdrop: bg, fixed, tint, shade, light, detail, grain: art.grain ?? 0 };
}
