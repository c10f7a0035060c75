import { z } from 'zod';

/**
 * What a listing template's image is: one of the seller's own things, named by id, never a storage key.
 * - `render`: a design's rendered mockup (a design render row, what 从设计生成 picks);
 * - `gallery`: an image in the seller's gallery (图库);
 * - `file`: a file the seller uploaded (`POST /upload` answers its id).
 * The server resolves every reference against the caller's main account each time it reads the file (save, preview,
 * publish); one the seller does not own answers exactly like one that does not exist.
 */
export const TEMPLATE_IMAGE_KINDS = ['render', 'gallery', 'file'] as const;
export type TemplateImageKind = (typeof TEMPLATE_IMAGE_KINDS)[number];

export const templateImageRef = z.object({
  kind: z.enum(TEMPLATE_IMAGE_KINDS, { error: '图片类型只能是 render、gallery 或 file' }),
  id: z.number({ error: '图片 id 必须是数字' }).int('图片 id 必须是整数').positive('图片 id 必须大于 0'),
});
export type TemplateImageRef = z.infer<typeof templateImageRef>;

/** A template's images: at most 20 references. */
export const templateImageRefs = z.array(templateImageRef).max(20, '图片最多 20 张');

/** One string per reference (`render:12`): a React key, a map key. */
export const templateImageKey = (r: TemplateImageRef) => `${r.kind}:${r.id}`;

/** The one answer for a reference that is not the caller's, or does not exist: the two are never told apart. */
export const TEMPLATE_IMAGE_UNAVAILABLE = '图片不存在或无权使用';
