import { API } from '@podbench/contract';
import { bucketedExpiry, type UrlSigner } from '../storage/url-signer';

const DAY_S = 24 * 60 * 60;

/** How a profile stores its avatar: the id of a file of the user's main account, as `POST /upload` answered it. */
export const STORED_AVATAR = /^\/api\/file\/(\d{1,15})$/;

export const avatarPayload = (mainId: number, fileId: number) => `avatar|${mainId}|${fileId}`;

/**
 * The avatar as the API hands it out: a signed link to the file (owner, file and expiry under the HMAC), valid one
 * to two days and the same all day so the browser keeps its copy. Never the session token in a URL: a URL ends up in
 * logs, history and other sites' Referer. '' when there is none (or the stored value is not one of our files).
 */
export function avatarUrl(signer: UrlSigner, mainId: number, stored: string, now = Date.now()): string {
  const m = STORED_AVATAR.exec(stored);
  if (!m) return '';
  const fileId = Number(m[1]);
  const e = bucketedExpiry(DAY_S, DAY_S, now);
  const path = API.avatar.replace(':mainId', String(mainId)).replace(':fileId', String(fileId));
  return `${path}?e=${e}&s=${signer.sign(avatarPayload(mainId, fileId), e)}`;
}
