import { DESIGN_API } from '@podbench/contract';
import { bucketedExpiry, type UrlSigner } from '../storage/url-signer';

const DAY_S = 24 * 60 * 60;

/** Rendered files are stored under `designs/<mainId>/<sha256>.<ext>`: the name is the content, so it never changes. */
export const renderKey = (mainId: number, name: string) => `designs/${mainId}/${name}`;
export const renderName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const filePayload = (mainId: number, name: string) => `dsg|${mainId}|${name}`;

/** One URL per day per file, so the browser's cached copy stays useful while the URL still expires eventually. */
export function renderFileUrl(signer: UrlSigner, mainId: number, key: string, now = Date.now()): string {
  const name = renderName(key);
  const e = bucketedExpiry(DAY_S, DAY_S, now);
  const path = DESIGN_API.file.replace(':mainId', String(mainId)).replace(':name', name);
  return `${path}?e=${e}&s=${signer.sign(filePayload(mainId, name), e)}`;
}
