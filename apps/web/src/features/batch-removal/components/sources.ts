/** An image chosen for processing: from the gallery, or uploaded here (a file id once the upload finished). */
export type Source =
  | { key: string; kind: 'image'; id: number; name: string; thumb: string }
  | { key: string; kind: 'file'; name: string; thumb: string; progress: number; fileId?: number; error?: string };

export const isReady = (s: Source) => s.kind === 'image' || s.fileId !== undefined;
export const isUploading = (s: Source) => s.kind === 'file' && s.fileId === undefined && !s.error;
