import type { TemuTemplateBody } from '@podbench/contract';
import type { Executor } from '../../db';
import type { Storage } from '../storage/storage';
import { TEMPLATE_IMAGE_GONE, templateImageReader } from '../template-images/resolve';
import { dataUri, fitImage, imageRuleProblem, type TemuImageRule } from './images';
import { listingImages } from './listing';
import { PublishRefused } from './size-chart';
import type { TemuShopCaller } from './temu-shop';

/**
 * The listing's images, all fitted and checked against Temu's rules before the first upload, then uploaded; answers
 * the hosted URL of an image in its place (PublishRefused for one that is gone, breaks a rule or was not uploaded).
 */
export async function uploadListingImages(
  deps: { db: Executor; storage: Storage },
  caller: TemuShopCaller,
  mainId: number,
  body: TemuTemplateBody,
) {
  const readImage = await templateImageReader(
    deps,
    mainId,
    body.images.concat(
      body.materialImage ? [body.materialImage] : [],
      body.skcImages.flatMap((s) => s.images),
    ),
  );
  const wanted = listingImages(body);
  const prepared: Array<{ key: string; bytes: Buffer }> = [];
  for (const w of wanted) {
    const raw = await readImage(w.ref);
    if (!raw) throw new PublishRefused(TEMPLATE_IMAGE_GONE);
    const bytes = await fitImage(raw, w.rule);
    const problem = await imageRuleProblem(bytes, w.rule);
    if (problem) throw new PublishRefused(`图片不符合 Temu 规则：${problem}`);
    prepared.push({ key: `${w.ref.kind}:${w.ref.id}:${w.rule}`, bytes });
  }
  const urls = new Map<string, string>();
  for (const p of prepared) {
    // Uploading again only hosts another copy: safe to repeat.
    const r = await caller.callType(
      'bg.goods.image.upload.global',
      { image: await dataUri(p.bytes) },
      { idempotent: true },
    );
    urls.set(p.key, r.imageUrl);
  }
  const url = (ref: { kind: string; id: number }, rule: TemuImageRule) => {
    const u = urls.get(`${ref.kind}:${ref.id}:${rule}`);
    if (!u) throw new PublishRefused('图片未上传');
    return u;
  };
  return url;
}
