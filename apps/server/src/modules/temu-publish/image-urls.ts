import type { AppContext } from '../../context';
import { renderFileUrl, renderKey } from '../design/urls';
import { urlSigner } from '../storage/url-signer';

/** The browser URL of a template image reference, or null when it cannot be shown. */
export type ImageUrlOf = (ref: string) => string | null;

/**
 * Template images are the design's rendered mockups (`designs/<mainId>/<sha256>.png`, signed per day) or data: URIs
 * (imports, tests). A reference to another seller's files is never signed.
 */
export async function imageUrlsFor(ctx: AppContext, mainId: number): Promise<ImageUrlOf> {
  const signer = await urlSigner(ctx);
  const own = renderKey(mainId, '');
  return (ref) => {
    if (ref.startsWith('data:image/')) return ref;
    if (ref.startsWith(own) && !ref.slice(own.length).includes('/')) return renderFileUrl(signer, mainId, ref);
    return null;
  };
}
