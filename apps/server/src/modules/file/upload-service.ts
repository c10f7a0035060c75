import type { Multipart } from '@fastify/multipart';
import type { UploadResult } from '@podbench/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../session/service';
import { commitFiles } from './commit-files';
import { receiveUpload } from './receive-upload';
import type { FileRow } from './repository';

export { MAX_FILES_PER_REQUEST } from './receive-upload';

export const fileUrl = (id: number) => `/api/file/${id}`;

const toResult = (row: FileRow): UploadResult => ({
  id: Number(row.id),
  url: fileUrl(Number(row.id)),
  fileName: row.file_name,
  size: Number(row.size),
  mime: row.mime,
});

/**
 * `POST /upload`: every file part is validated and analysed first, and the request commits only when all passed,
 * so one bad file leaves nothing behind. Content is addressed per seller: `u/<mainId>/<sha256>`; the same bytes
 * uploaded again by the same seller reuse the existing row and object.
 */
export async function uploadFiles(ctx: AppContext, user: AuthUser, parts: AsyncIterable<Multipart>) {
  const { files } = await receiveUpload(ctx, user.mainId, parts);
  const { committed } = await commitFiles(ctx, user, files, 'upload', async () => null);
  return committed.map((c) => toResult(c.row));
}
