import { z } from 'zod';

/** Gallery API (`/gallery/galleryMy`). Lists page with an opaque keyset cursor; `total` comes with the first page. */
export const GALLERY_API = {
  images: '/api/gallery/images',
  image: '/api/gallery/images/:id',
  /** multipart/form-data: `file` parts (up to 10) and an optional `folderId` field. */
  upload: '/api/gallery/upload',
  rename: '/api/gallery/images/rename',
  move: '/api/gallery/images/move',
  tags: '/api/gallery/images/tags',
  /** To the recycle bin (restorable for 30 days). */
  remove: '/api/gallery/images/delete',
  restore: '/api/gallery/images/restore',
  /** Permanently, from the recycle bin. */
  purge: '/api/gallery/images/purge',
  /** A short-lived signed URL of a streamed ZIP of the images. */
  downloadLink: '/api/gallery/images/download-link',
  download: '/api/gallery/download',
  /** Signed, content-addressed, cached for a year. */
  preview: '/api/gallery/preview/:mainId/:name',
  /** Signed, short-lived: the original, byte for byte. */
  original: '/api/gallery/original/:id',
  folders: '/api/gallery/folders',
  folderCreate: '/api/gallery/folders/create',
  folderRename: '/api/gallery/folders/rename',
  folderMove: '/api/gallery/folders/move',
  folderDelete: '/api/gallery/folders/delete',
  tagList: '/api/gallery/tags',
  usage: '/api/gallery/usage',
} as const;

export const GALLERY_TRASH_DAYS = 30;
export const GALLERY_MAX_BATCH = 500;
export const GALLERY_SORTS = ['time', 'name', 'size'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

const id = (what: string) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .positive(`${what}不正确`);
/** In a JSON body: a number, never coerced (`[]`, `""` and `false` would become 0, the root folder). */
const bodyId = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .positive(`${what}不正确`);
/** 0 is the root folder. Query strings and multipart fields (text). */
export const folderId = z.coerce
  .number({ error: '文件夹 id 必须是数字' })
  .int('文件夹 id 必须是整数')
  .min(0, '文件夹不正确');
/** 0 is the root folder, in a JSON body. */
export const bodyFolderId = z
  .number({ error: '文件夹 id 必须是数字' })
  .int('文件夹 id 必须是整数')
  .min(0, '文件夹不正确');
const ids = z
  .array(bodyId('图片 id'), { error: '请选择图片' })
  .min(1, '请选择图片')
  .max(GALLERY_MAX_BATCH, `一次最多操作 ${GALLERY_MAX_BATCH} 张图片`);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const imageName = z
  .string({ error: '请输入图片名称' })
  .trim()
  .min(1, '请输入图片名称')
  .max(100, '图片名称最多 100 个字符')
  .regex(/^[^\\/\p{Cc}]+$/u, '名称不能包含 / \\ 或控制字符');
export const folderName = z
  .string({ error: '请输入文件夹名称' })
  .trim()
  .min(1, '请输入文件夹名称')
  .max(50, '文件夹名称最多 50 个字符')
  .regex(/^[^\\/\p{Cc}]+$/u, '名称不能包含 / \\ 或控制字符');
export const tagName = z
  .string()
  .trim()
  .min(1, '标签不能为空')
  .max(20, '标签最多 20 个字符')
  .regex(/^[^,，\p{Cc}]+$/u, '标签不能包含逗号或控制字符');

export const galleryListQuery = z.object({
  /** Absent: every folder. 0: the root only. */
  folderId: z.preprocess(blankToUndefined, folderId.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, '搜索词最多 100 个字符').optional()),
  tag: z.preprocess(blankToUndefined, tagName.optional()),
  sort: z.enum(GALLERY_SORTS, { error: '排序只能是 time、name 或 size' }).default('time'),
  order: z.enum(['asc', 'desc'], { error: '顺序只能是 asc 或 desc' }).default('desc'),
  cursor: z.preprocess(blankToUndefined, z.string().max(600).optional()),
  limit: z.coerce.number().int().min(1).max(200, '每页最多 200 张').default(60),
  /** The recycle bin instead of live images (sorted by deletion time). */
  trash: z
    .preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => v === 'true' || v === '1'),
});
export type GalleryListQuery = z.input<typeof galleryListQuery>;

export const galleryImage = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  name: z.string(),
  folderId: z.number().int(),
  tags: z.array(z.string()),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Pixels per inch the file declares; null when it declares none (and for SVG). */
  dpi: z.number().int().nullable(),
  colorSpace: z.string(),
  /** Some pixels are transparent (an alpha channel that is opaque everywhere does not count). */
  hasAlpha: z.boolean(),
  /** Signed preview URLs (WebP, 256 and 1024 px). */
  previewSmall: z.string(),
  previewLarge: z.string(),
  source: z.enum(['upload', 'removal']),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  deletedAt: z.number().int().nullable(),
  /** When a deleted image leaves the recycle bin for good. */
  purgeAt: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const galleryListResult = z.object({
  rows: z.array(galleryImage),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Matching images in all pages; only on the first page (null with a cursor). */
  total: z.number().int().nullable(),
});
export type GalleryListResult = z.infer<typeof galleryListResult>;

export const galleryImageDetail = galleryImage.extend({
  /** Signed, valid for minutes: the original to view, and the same as an attachment. */
  originalUrl: z.string(),
  downloadUrl: z.string(),
  folderPath: z.array(z.string()),
});
export type GalleryImageDetail = z.infer<typeof galleryImageDetail>;

export const galleryUploadResult = z.object({
  items: z.array(z.object({ image: galleryImage, duplicate: z.boolean() })),
});
export type GalleryUploadResult = z.infer<typeof galleryUploadResult>;

export const galleryImageIdParam = z.object({ id: id('图片 id') });
export const galleryRenameBody = z.object({ id: bodyId('图片 id'), name: imageName });
export const galleryMoveBody = z.object({ ids, folderId: bodyFolderId });
export const galleryTagsBody = z.object({
  ids,
  add: z.array(tagName).max(20, '一次最多 20 个标签').default([]),
  remove: z.array(tagName).max(20, '一次最多 20 个标签').default([]),
});
export const galleryIdsBody = z.object({ ids });
export const galleryCountResult = z.object({ count: z.number().int() });
export const galleryDownloadLink = z.object({ url: z.string(), expiresAt: z.number().int() });

export const galleryFolder = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  /** Live images directly in this folder. */
  imageCount: z.number().int(),
  createdAt: z.number().int(),
});
export type GalleryFolder = z.infer<typeof galleryFolder>;
export const galleryFolders = z.object({
  folders: z.array(galleryFolder),
  rootCount: z.number().int(),
  totalCount: z.number().int(),
});
export type GalleryFolders = z.infer<typeof galleryFolders>;
export const GALLERY_MAX_FOLDER_DEPTH = 5;
export const folderCreateBody = z.object({ parentId: bodyFolderId.default(0), name: folderName });
export const folderRenameBody = z.object({ id: bodyId('文件夹 id'), name: folderName });
export const folderMoveBody = z.object({ id: bodyId('文件夹 id'), parentId: bodyFolderId });
export const folderDeleteBody = z.object({ id: bodyId('文件夹 id') });
/** Deleting a folder moves what it holds to its parent; nothing is deleted with it. */
export const folderDeleteResult = z.object({ movedImages: z.number().int(), movedFolders: z.number().int() });

export const galleryTag = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type GalleryTag = z.infer<typeof galleryTag>;
export const galleryTags = z.array(galleryTag);

export const galleryUsage = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  imageCount: z.number().int(),
  trashCount: z.number().int(),
});
export type GalleryUsage = z.infer<typeof galleryUsage>;

/** Query of the signed GET routes: expiry (epoch seconds) and signature. */
export const signedQuery = z.object({
  e: z.coerce.number().int().positive(),
  s: z.string().min(10).max(64),
  download: z.enum(['1']).optional(),
});
export const galleryDownloadQuery = signedQuery.extend({
  m: z.coerce.number().int().positive(),
  ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,499}$/, '图片 id 列表不正确'),
});
export const galleryPreviewParams = z.object({ mainId: z.coerce.number().int().positive(), name: z.string().max(80) });
