import type { DesignDetailJson, DesignImage } from '@podbench/contract';
import type { DesignDocument } from '@podbench/design';

/** The contract's detail with the document typed: the server parsed it with `parseDesignDocument` before sending. */
export type DesignDetail = Omit<DesignDetailJson, 'document'> & { document: DesignDocument };

/** What the editor knows about an image a layer draws: its light preview, and the original's size for DPI. */
export interface EditorImage extends Omit<DesignImage, 'previewUrl'> {
  /** A signed preview URL, or an object URL for a file kept in the browser (/demo). */
  src: string;
}
