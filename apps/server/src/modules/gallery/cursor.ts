import type { GallerySort } from '@podbench/contract';
import { badRequest } from '../../lib/app-error';

/** Opaque to clients: base64url of `[sort value, id]` of the last row shown. */
export const encodeCursor = (value: string | number, id: number) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

/** Checks the value's type against the sort, so a cursor from one sort cannot be replayed into another. */
export function decodeCursor(cursor: string, sort: GallerySort, trash: boolean): readonly [string | number, number] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[1])) {
      const wantString = sort === 'name' && !trash;
      if (wantString ? typeof v[0] === 'string' : Number.isSafeInteger(v[0])) return [v[0], v[1]] as const;
    }
  } catch {
    // fall through
  }
  throw badRequest('翻页参数无效，请刷新后重试');
}
