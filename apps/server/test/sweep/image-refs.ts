import { type TemplateImageRef, templateImageRef } from '@podbench/contract';
import type { ZodType } from 'zod';
import type { SweepRoute } from './routes';
import type { TenantA } from './tenant-a';
import { inner } from './zod-inputs';

/**
 * The cross-tenant sweep's image class (issue 17 §1): routes that take a reference to an image or file inside their
 * body — a template's images, a design's image layers — rather than as a top-level id field. Seller B sends each of
 * A's images (a gallery image, an upload, a design render) and A's raw storage keys (`u/…`, `rm/…`, `designs/…`)
 * where the route takes an image; the answer must be a refusal equal to the one for images that exist nowhere.
 *
 * Routes are found by their body schema holding the contract's `templateImageRef`; a route whose body carries
 * images inside JSON the schema does not describe (a design document) is listed in OPAQUE_IMAGE_ROUTES.
 */
type Def = { type: string; [k: string]: unknown };
const def = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a schema takes a template image reference anywhere inside it. */
export function takesImageRef(s: ZodType | undefined, depth = 0): boolean {
  if (!s || depth > 12) return false;
  const i = inner(s);
  if (i === templateImageRef) return true;
  const d = def(i);
  const next = (x: unknown) => takesImageRef(x as ZodType, depth + 1);
  switch (d.type) {
    case 'object':
      return Object.values(d.shape as Record<string, ZodType>).some(next);
    case 'array':
      return next(d.element);
    case 'union':
      return (d.options as ZodType[]).some(next);
    case 'intersection':
      return next(d.left) || next(d.right);
    case 'record':
      return next(d.valueType);
    case 'tuple':
      return (d.items as ZodType[]).some(next);
    default:
      return false;
  }
}

/** What B puts where a route takes an image: a reference to one of A's things, or a raw storage key. */
export type ImageProbe = TemplateImageRef | string;

/**
 * B's body for a route, naming `image` where the route takes one; null when the route cannot name that kind (a
 * design layer names gallery images only). Every other field is valid, so only the image can refuse the request.
 */
export const IMAGE_REF_BODIES: Record<string, (a: TenantA, image: ImageProbe) => Record<string, unknown> | null> = {
  'POST /api/clientProduct/temuTemplate/save': (a, image) => ({
    id: null,
    template: { ...(a.templateBody as object), images: [image] },
  }),
  'POST /api/clientProduct/sheinTemplate/save': (a, image) => ({
    id: null,
    template: { ...(a.sheinTemplateBody as object), images: [image] },
  }),
  'POST /api/clientDesign/save': (a, image) => {
    if (typeof image !== 'string' && image.kind !== 'gallery') return null;
    const imageId = typeof image === 'string' ? image : image.id;
    const doc = a.designDocument as { areas: Record<string, { layers: Array<{ type: string }> }> };
    const areas = Object.fromEntries(
      Object.entries(doc.areas).map(([k, area]) => [
        k,
        { ...area, layers: area.layers.map((l) => (l.type === 'image' ? { ...l, imageId } : l)) },
      ]),
    );
    return { name: '乙的设计', productId: a.productId, document: { ...doc, areas }, version: 0 };
  },
};

/** Routes whose images sit in JSON their schema leaves open (`z.record(…, z.unknown())`): named here by hand. */
export const OPAQUE_IMAGE_ROUTES = ['POST /api/clientDesign/save'];

export const imageRoutes = (routes: SweepRoute[]) =>
  routes.filter((r) => OPAQUE_IMAGE_ROUTES.includes(r.key) || takesImageRef(r.body) || takesImageRef(r.querystring));

/** Each of A's images and storage keys, with the probe of the same shape that names nothing. */
export function imageProbes(a: TenantA): Array<{ label: string; mine: ImageProbe; ghost: ImageProbe }> {
  const ghostId = 987_654_321;
  const ghostKey = (key: string) => key.replace(/[0-9a-f]{64}/, '0'.repeat(64)).replace(/\/\d+\.png$/, '/999999.png');
  return [
    ...a.images.map((ref) => ({ label: `${ref.kind} ${ref.id}`, mine: ref, ghost: { kind: ref.kind, id: ghostId } })),
    ...a.imageKeys.map((key) => ({ label: key, mine: key, ghost: ghostKey(key) })),
  ];
}
