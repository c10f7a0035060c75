/**
 * Every gallery query (images, folders, tags, storage use) sits under this key. It lives in shared/ because two
 * features add images: the gallery and /BatchRemoval, which saves its results there.
 */
export const GALLERY_KEY = ['gallery'] as const;
