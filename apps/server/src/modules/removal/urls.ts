import { REMOVAL_API } from '@podbench/contract';
import { bucketedExpiry, type UrlSigner } from '../storage/url-signer';

export type ResultFile = 'preview.webp' | 'result.png';
export const resultPayload = (mainId: number, taskId: number, file: ResultFile) => `rm|${mainId}|${taskId}|${file}`;

/** Results are private like originals: signed for 30 minutes, stable within 10 so polling reuses the image. */
export function resultUrl(signer: UrlSigner, mainId: number, taskId: number, file: ResultFile, now = Date.now()) {
  const e = bucketedExpiry(30 * 60, 10 * 60, now);
  const path = REMOVAL_API.result.replace(':taskId', String(taskId)).replace(':file', file);
  return `${path}?m=${mainId}&e=${e}&s=${signer.sign(resultPayload(mainId, taskId, file), e)}`;
}
