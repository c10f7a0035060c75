import { GALLERY_KEY } from '@/shared/api/gallery-key';

/** Query keys of the gallery. Every change to images invalidates `all`; folders and tags carry counts, so they follow. */
export const GALLERY_KEYS = {
  all: GALLERY_KEY,
  images: ['gallery', 'images'] as const,
  image: (id: number) => ['gallery', 'image', id] as const,
  folders: ['gallery', 'folders'] as const,
  tags: ['gallery', 'tags'] as const,
  usage: ['gallery', 'usage'] as const,
};
