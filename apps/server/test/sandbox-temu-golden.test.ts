import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper';
import { imageUri, type RawShop, rawTemu, referenceManifest, referenceSample } from './sandbox-temu-client';

const t = await useTestApp();
const temu = rawTemu(t);
vi.setConfig({ testTimeout: 60_000 });

// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON, edited field by field
type Obj = Record<string, any>;

/** The keys of the reference's answer that ours lacks (objects recursively, lists by their first element). */
function missingKeys(sample: unknown, ours: unknown, at = 'result'): string[] {
  if (Array.isArray(sample)) {
    if (!Array.isArray(ours)) return [at];
    return sample.length && ours.length ? missingKeys(sample[0], ours[0], `${at}[]`) : [];
  }
  if (sample && typeof sample === 'object') {
    if (!ours || typeof ours !== 'object') return [at];
    return Object.entries(sample).flatMap(([k, v]) =>
      k in (ours as Obj) ? missingKeys(v, (ours as Obj)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

const PA = new Set([
  'bg.glo.goods.parentspec.get',
  'bg.glo.goods.spec.create',
  'bg.goods.image.upload.global',
  'bg.glo.goods.add',
  'bg.glo.goods.list.get',
  'bg.glo.goods.detail.get',
  'bg.open.accesstoken.info.get.global',
]);

describe('golden: every flow (a) request sample of the reference is accepted, and answered in its shape', () => {
  let shop: RawShop;
  const ctx: Obj = {};
  beforeAll(async () => {
    shop = await temu.shop();
    const up = async (uri: string) =>
      (await temu.call<Obj>('PA', 'bg.goods.image.upload.global', shop, { image: uri })).result.imageUrl as string;
    ctx.material = await up(await imageUri(800, 800, 'jpeg'));
    ctx.preview = await up(await imageUri(1340, 1787));
    ctx.square = await up(await imageUri(1000, 1000));
  });

  /**
   * What must be substituted because the sample's ids are examples or elided (the fixtures README): image data and
   * URLs, size-chart ids, the product id, time windows, and the T-shirt's two elided SKC bodies.
   */
  const prepare: Record<string, (s: Obj) => Promise<Obj> | Obj> = {
    'bg.mall.info.get': (s) => s,
    'bg.open.accesstoken.info.get': (s) => s,
    'bg.goods.cats.get': (s) => s,
    'bg.goods.attrs.get': (s) => s,
    'bg.glo.goods.parentspec.get': (s) => s,
    'bg.glo.goods.spec.create': (s) => s,
    'bg.goods.sizecharts.class.get': (s) => s,
    'bg.goods.sizecharts.create': (s) => s,
    'bg.goods.sizecharts.template.create': async (s) => {
      const reusable = referenceSample<Obj>('bg.goods.sizecharts.create.request.txt');
      reusable.reusable = true;
      const r = await temu.call<Obj>('CN', 'bg.goods.sizecharts.create', shop, reusable);
      ctx.tempSource = r.result.businessId;
      return { ...s, businessId: r.result.businessId };
    },
    'bg.goods.image.upload.global': async (s) => ({ ...s, image: await imageUri(1350, 1800, 'jpeg') }),
    'bg.glo.goods.add': async (s) => {
      const tpl = await temu.call<Obj>('CN', 'bg.goods.sizecharts.template.create', shop, {
        businessId: ctx.tempSource,
      });
      const first = s.productSkcReqs[0].productSkuReqs[0];
      const skus = (specId: number, colour: string, code: string) =>
        (
          [
            [4001, 'S'],
            [4002, 'M'],
            [4003, 'L'],
          ] as const
        ).map(([sizeId, size]) => ({
          ...structuredClone(first),
          extCode: `${code}-${size}`,
          thumbUrl: ctx.square,
          productSkuSpecReqs: [
            { parentSpecId: 1001, parentSpecName: '颜色', specId, specName: colour },
            { parentSpecId: 3001, parentSpecName: '尺码', specId: sizeId, specName: size },
          ],
        }));
      s.productSkcReqs[0].productSkuReqs = skus(3002, '黑色', 'POD-TEE-BLK');
      s.productSkcReqs[1].productSkuReqs = skus(3003, '白色', 'POD-TEE-WHT');
      s.materialImgUrl = ctx.material;
      for (const skc of s.productSkcReqs) {
        skc.previewImgUrls = skc.previewImgUrls.map(() => ctx.preview);
        if (skc.colorImageUrl) skc.colorImageUrl = ctx.square;
      }
      s.productOuterPackageImageReqs = [{ imageUrl: ctx.square }];
      // A template's publish id (tempBusinessId), as doc 199 §4-4 way 1 makes it.
      s.sizeTemplateIds = [tpl.result.tempBusinessId];
      s.showSizeTemplateIds = [tpl.result.tempBusinessId];
      return s;
    },
    'bg.glo.goods.list.get': (s) => ({
      ...s,
      createdAtStart: Date.now() - 600_000,
      createdAtEnd: Date.now() + 600_000,
    }),
    'bg.glo.goods.detail.get': (s) => ({ ...s, productId: ctx.productId }),
  };

  const requests = referenceManifest().filter((f) => f.flow === 'a' && f.kind === 'request');

  it('has a case for every flow (a) request sample of the manifest', () => {
    expect(requests.map((f) => f.type).sort()).toEqual(Object.keys(prepare).sort());
  });

  it.each(requests.map((f) => [f.type, f.file] as const))('%s', async (type, file) => {
    const params = await prepare[type]!(referenceSample<Obj>(file));
    const r = await temu.call<Obj>(PA.has(type) ? 'PA' : 'CN', type, shop, params);
    expect(r.errorMsg).toBe('');
    expect(r).toMatchObject({ success: true, errorCode: 1000000 });
    if (type === 'bg.glo.goods.add') ctx.productId = r.result.productId;
    if (type === 'bg.glo.goods.list.get') expect(r.result.totalCount).toBe(2);
    const answer = referenceManifest().find((f) => f.type === type && f.kind === 'response' && f.mode === undefined);
    expect(answer).toBeDefined();
    const sample = referenceSample<Obj>(answer!.file);
    expect(missingKeys(sample.result, r.result)).toEqual([]);
  });

  it('answers the PA token type in the shape of its sample too', async () => {
    const r = await temu.call<Obj>('PA', 'bg.open.accesstoken.info.get.global', shop, {});
    const sample = referenceSample<Obj>('bg.open.accesstoken.info.get.global.response.txt');
    expect(missingKeys(sample.result, r.result)).toEqual([]);
  });
});
