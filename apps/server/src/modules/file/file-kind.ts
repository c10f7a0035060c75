import { fileTypeFromBuffer } from 'file-type';
import { looksLikeSvg } from './svg-guard';

/** Bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

export interface FileKind {
  mime: string;
  /** Extensions a file of this kind may carry. The first is used when a name has none. */
  exts: readonly string[];
  /** How a user names the kind in a message. */
  label: string;
}

export const PNG: FileKind = { mime: 'image/png', exts: ['png'], label: 'PNG' };
const JPEG: FileKind = { mime: 'image/jpeg', exts: ['jpg', 'jpeg', 'jpe', 'jfif'], label: 'JPEG' };
const WEBP: FileKind = { mime: 'image/webp', exts: ['webp'], label: 'WebP' };
const TIFF: FileKind = { mime: 'image/tiff', exts: ['tif', 'tiff'], label: 'TIFF' };
export const SVG: FileKind = { mime: 'image/svg+xml', exts: ['svg'], label: 'SVG' };

/** file-type's ext → what we accept. An animated PNG is still a PNG to every decoder. */
const BY_SNIFFED_EXT: Record<string, FileKind> = { png: PNG, apng: PNG, jpg: JPEG, webp: WEBP, tif: TIFF };

/**
 * The real type from the first bytes, never from the name or the client's Content-Type. SVG has no
 * magic number: file-type reports XML (with a prolog) or nothing, and the text check decides.
 */
export async function sniffKind(head: Buffer): Promise<FileKind | null> {
  const ft = await fileTypeFromBuffer(head);
  if (ft && ft.ext !== 'xml') return BY_SNIFFED_EXT[ft.ext] ?? null;
  return looksLikeSvg(head) ? SVG : null;
}

/** A name without an extension is fine; one with an extension must name the sniffed kind. */
export function extensionMatches(fileName: string, kind: FileKind): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return true;
  return kind.exts.includes(fileName.slice(dot + 1).toLowerCase());
}
