/** What the grid shows: every live image, one folder (0: not in any folder), or the recycle bin. */
export type GalleryView = { kind: 'all' } | { kind: 'folder'; id: number } | { kind: 'trash' };

export const viewFolderId = (v: GalleryView) => (v.kind === 'folder' ? v.id : undefined);
/** Where an upload lands from this view: the open folder, else outside any folder. */
export const uploadFolderId = (v: GalleryView) => (v.kind === 'folder' ? v.id : 0);
