import { Readable } from 'node:stream';
import {
  SHEIN_TEMPLATE_API,
  TEMPLATE_IMAGE_UNAVAILABLE,
  type TemplateImageRef,
  templateImageKey,
  TEMU_TEMPLATE_API,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { up as migrate0024 } from '../src/db/migrations/20261127_0024_template_image_refs';
import { imageRefsIn, requireOwnImages, TEMPLATE_IMAGE_GONE } from '../src/modules/template-images/resolve';
import { drainRenders, save, teeDetail, teeDocument } from './design-fixtures';
import { filePart, galleryUpload, jpeg } from './gallery-fixtures';
import { fitImage as fitToRule } from '../src/modules/publish-core/image-fit';
import { SHEIN_IMAGE_RULES } from '../src/modules/shein-publish/images';
import { fitImage } from '../src/modules/temu-publish/images';
import { useTestApp } from './helper';
import type { Seller } from './marketplace-fixtures';
import { addSheinShop, drainShein, sheinBody } from './shein-fixtures';
import {
  drainPublishes,
  ownTestImage,
  saveTemplate,
  sellerWithShops,
  templateBodyFor,
  testImageBytes,
} from './temu-publish-fixtures';

/**
 * Issue 17 §1: a template's images are references to the seller's own renders, gallery images and uploads, resolved
 * for the template's seller on every read. Seller B can neither save nor publish a template naming A's files (by key
 * or by reference), and nothing B gets back tells A's files apart from files that do not exist.
 */
const t = await useTestApp();
const db = () => t.runtime.ctx.db;
const storage = () => t.runtime.ctx.storage;
const GHOST = 987_654_321;

async function bytesOf(key: string) {
  const obj = await storage().get(key);
  if (!obj) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const c of obj.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A seller with a Temu and a Shein shop, a gallery image, an upload and a rendered design, all big enough to list. */
async function sellerWithImages(seed: number) {
  const { seller, shops } = await sellerWithShops(t, 1);
  const shein = await addSheinShop(t, seller, `希音店${seed}`);
  const up = await galleryUpload(t, seller.token, [filePart(`g${seed}.jpg`, await jpeg(900, 900, { seed }))]);
  if (up.code !== 200) throw new Error(up.msg);
  const gallery = up.data.items[0]!.image;
  const file = await ownTestImage(t, seller);
  const tee = await teeDetail(t);
  const design = await save(t, seller.token, {
    name: `设计${seed}`,
    productId: tee.id,
    document: teeDocument(tee, gallery.id),
    version: 0,
  });
  if (design.code !== 200) throw new Error(design.msg);
  await drainRenders(t);
  const render = await db()
    .selectFrom('design_renders')
    .select(['id', 'storage_key'])
    .where('main_id', '=', seller.mainId)
    .where('design_id', '=', design.data.id)
    .where('kind', '=', 'listing')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const galleryFile = await db()
    .selectFrom('files')
    .select(['id', 'storage_key', 'sha256'])
    .where('id', '=', gallery.fileId)
    .executeTakeFirstOrThrow();
  const uploadFile = await db()
    .selectFrom('files')
    .select(['storage_key'])
    .where('id', '=', file.id)
    .executeTakeFirstOrThrow();
  // A background-removal result as the removal job stores it: rm/<mainId>/<taskId>.png.
  const removalKey = `rm/${seller.mainId}/${4000 + seed}.png`;
  const removal = await testImageBytes();
  await storage().put(removalKey, Readable.from([removal]), { contentType: 'image/png', size: removal.length });
  const refs = {
    gallery: { kind: 'gallery', id: gallery.id } as TemplateImageRef,
    file,
    render: { kind: 'render', id: Number(render.id) } as TemplateImageRef,
  };
  return {
    seller,
    temuShop: shops[0]!,
    sheinShop: shein,
    refs,
    designId: design.data.id,
    keys: {
      gallery: galleryFile.storage_key,
      file: uploadFile.storage_key,
      render: render.storage_key,
      removal: removalKey,
    },
  };
}

const a = await sellerWithImages(1);
const b = await sellerWithImages(2);

const temuSave = (s: Seller, template: unknown, id: number | null = null) =>
  t.call<{ id: number }>({ method: 'POST', url: TEMU_TEMPLATE_API.save, payload: { id, template }, token: s.token });
const sheinSave = (s: Seller, template: unknown, id: number | null = null) =>
  t.call<{ id: number }>({ method: 'POST', url: SHEIN_TEMPLATE_API.save, payload: { id, template }, token: s.token });
const answer = (r: { status: number; msg: string; data: unknown }) => ({ status: r.status, msg: r.msg, data: r.data });

const templatesOf = async (mainId: number) => ({
  temu: await db().selectFrom('temu_templates').selectAll().where('main_id', '=', mainId).orderBy('id').execute(),
  shein: await db().selectFrom('shein_templates').selectAll().where('main_id', '=', mainId).orderBy('id').execute(),
});

describe('B cannot save a template naming A’s files', () => {
  const saves = [
    ['Temu', temuSave, () => templateBodyFor(t)],
    ['Shein', sheinSave, () => sheinBody(t)],
  ] as const;

  it.each(saves)('%s: A’s rm/ and u/ keys are refused exactly like keys that exist nowhere', async (_n, send, body) => {
    const before = await templatesOf(b.seller.mainId);
    for (const [real, ghost] of [
      [a.keys.removal, `rm/${a.seller.mainId}/999999.png`],
      [a.keys.gallery, `u/${a.seller.mainId}/${'0'.repeat(64)}`],
      [a.keys.render, `designs/${a.seller.mainId}/${'0'.repeat(64)}.png`],
    ]) {
      const mine = await send(b.seller, { ...(await body()), images: [real] });
      const none = await send(b.seller, { ...(await body()), images: [ghost] });
      expect(mine.status).toBe(400);
      expect(answer(mine)).toEqual(answer(none));
      expect(mine.msg).not.toContain(real);
    }
    expect(await templatesOf(b.seller.mainId)).toEqual(before);
  });

  it.each(saves)(
    '%s: A’s gallery image, upload and render are refused like ids that exist nowhere',
    async (_n, send, body) => {
      const before = await templatesOf(b.seller.mainId);
      const beforeA = await templatesOf(a.seller.mainId);
      const own = await send(b.seller, { ...(await body()), images: [b.refs.file] });
      expect(own.status).toBe(200);
      for (const ref of Object.values(a.refs)) {
        const ghost = { kind: ref.kind, id: GHOST };
        for (const id of [null, own.data.id]) {
          const mine = await send(b.seller, { ...(await body()), images: [b.refs.gallery, ref] }, id);
          const none = await send(b.seller, { ...(await body()), images: [b.refs.gallery, ghost] }, id);
          expect(answer(mine)).toEqual({
            status: 400,
            msg: TEMPLATE_IMAGE_UNAVAILABLE,
            data: { 'images.1': TEMPLATE_IMAGE_UNAVAILABLE },
          });
          expect(answer(none)).toEqual(answer(mine));
        }
      }
      // Nothing was written: B's only template still names B's own upload, A's templates are untouched.
      const after = await templatesOf(b.seller.mainId);
      const table = send === temuSave ? 'temu' : 'shein';
      expect(after[table].length).toBe(before[table].length + 1);
      const saved = after[table].at(-1)!;
      const images = 'images' in saved ? saved.images : JSON.stringify(JSON.parse(saved.body).images);
      expect(JSON.parse(images)).toEqual([b.refs.file]);
      expect(await templatesOf(a.seller.mainId)).toEqual(beforeA);
    },
  );

  it('a raw storage key is no image reference anywhere in the template schema', async () => {
    const r = await temuSave(b.seller, { ...(await templateBodyFor(t)), images: [{ key: a.keys.gallery }] });
    expect(r.status).toBe(400);
    const s = await sheinSave(b.seller, { ...(await sheinBody(t)), images: [{ kind: 'key', id: a.keys.gallery }] });
    expect(s.status).toBe(400);
  });
});

describe('B cannot publish a template naming A’s images', () => {
  /** B's template whose stored images name `ref` (written underneath the API, as an old or forged row would be). */
  async function bTemplates(ref: TemplateImageRef) {
    const temu = await saveTemplate(t, b.seller, { ...(await templateBodyFor(t)), images: [b.refs.file] });
    const temuRow = await db()
      .selectFrom('temu_templates')
      .select('listing')
      .where('id', '=', temu.data.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('temu_templates')
      .set({
        images: JSON.stringify([ref]),
        listing: JSON.stringify({ ...JSON.parse(temuRow.listing ?? '{}'), images: [ref] }),
      })
      .where('id', '=', temu.data.id)
      .execute();
    const shein = await sheinSave(b.seller, { ...(await sheinBody(t)), images: [b.refs.file] });
    const row = await db()
      .selectFrom('shein_templates')
      .select('body')
      .where('id', '=', shein.data.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('shein_templates')
      .set({ body: JSON.stringify({ ...JSON.parse(row.body), images: [ref] }) })
      .where('id', '=', shein.data.id)
      .execute();
    return { temu: temu.data.id, shein: shein.data.id };
  }

  const temuImages = async (mallId: string) =>
    db()
      .selectFrom('sandbox_temu_records')
      .select('data')
      .where('mall_id', '=', mallId)
      .where('kind', '=', 'image')
      .execute();
  const sheinImages = async (shopId: number) =>
    db().selectFrom('sandbox_shein_images').select('data').where('shop_id', '=', shopId).execute();

  it('the publish fails as for a missing image, the preview shows nothing, and a retry says the same', async () => {
    const cases = [...Object.values(a.refs), ...Object.values(a.refs).map((r) => ({ kind: r.kind, id: GHOST }))];
    const temuBefore = (await temuImages(b.temuShop.mallId)).length;
    const sheinBefore = (await sheinImages(b.sheinShop.shopId)).length;
    const outcomes: unknown[] = [];
    for (const ref of cases) {
      const ids = await bTemplates(ref);
      for (const [detail, id] of [
        [TEMU_TEMPLATE_API.detail, ids.temu],
        [SHEIN_TEMPLATE_API.detail, ids.shein],
      ] as const) {
        const d = await t.call<{ imageUrls: unknown[] }>({
          method: 'GET',
          url: `${detail}?id=${id}`,
          token: b.seller.token,
        });
        expect(d.data.imageUrls).toEqual([null]);
      }
      const q = await t.call<{ queued: number }>({
        method: 'POST',
        url: TEMU_TEMPLATE_API.upload,
        payload: { templateIds: [ids.temu], shopIds: [b.temuShop.shopId] },
        token: b.seller.token,
      });
      expect(q.status).toBe(200);
      const s = await t.call({
        method: 'POST',
        url: SHEIN_TEMPLATE_API.upload,
        payload: { templateIds: [ids.shein], shopIds: [b.sheinShop.shopId] },
        token: b.seller.token,
      });
      expect(s.status).toBe(200);
      await drainPublishes(t);
      await drainShein(t);
      const temuPub = await db()
        .selectFrom('temu_publishes')
        .select(['id', 'state', 'error'])
        .where('template_id', '=', ids.temu)
        .executeTakeFirstOrThrow();
      const sheinPub = await db()
        .selectFrom('shein_publishes')
        .select(['id', 'state', 'error'])
        .where('template_id', '=', ids.shein)
        .executeTakeFirstOrThrow();
      // 重试: the same answer again (nothing about A's files is learnt by retrying).
      for (const [url, id] of [
        [TEMU_TEMPLATE_API.retry, temuPub.id],
        [SHEIN_TEMPLATE_API.retry, sheinPub.id],
      ] as const) {
        const r = await t.call({ method: 'POST', url, payload: { id }, token: b.seller.token });
        expect(r.status).toBe(200);
      }
      await drainPublishes(t);
      await drainShein(t);
      const again = await db()
        .selectFrom('temu_publishes')
        .select(['state', 'error'])
        .where('id', '=', temuPub.id)
        .executeTakeFirstOrThrow();
      const sheinAgain = await db()
        .selectFrom('shein_publishes')
        .select(['state', 'error'])
        .where('id', '=', sheinPub.id)
        .executeTakeFirstOrThrow();
      outcomes.push([temuPub.state, temuPub.error, again, sheinPub.state, sheinPub.error, sheinAgain]);
    }
    const failed = { state: 'failed', error: TEMPLATE_IMAGE_GONE };
    for (const o of outcomes)
      expect(o).toEqual(['failed', TEMPLATE_IMAGE_GONE, failed, 'failed', TEMPLATE_IMAGE_GONE, failed]);
    // Not one of A's files reached B's shops.
    expect((await temuImages(b.temuShop.mallId)).length).toBe(temuBefore);
    expect((await sheinImages(b.sheinShop.shopId)).length).toBe(sheinBefore);
  }, 180_000);
});

describe('A’s own images', () => {
  it('preview as signed URLs that load, and publish to Temu and Shein with identical bytes hosted', async () => {
    const refs = [a.refs.gallery, a.refs.file, a.refs.render];
    const expected = await Promise.all([bytesOf(a.keys.gallery), bytesOf(a.keys.file), bytesOf(a.keys.render)]);
    const temu = await temuSave(a.seller, { ...(await templateBodyFor(t)), images: refs });
    expect(temu.status).toBe(200);
    const shein = await sheinSave(a.seller, { ...(await sheinBody(t)), images: refs });
    expect(shein.status).toBe(200);
    const d = await t.call<{ images: unknown[]; imageUrls: Array<string | null> }>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.detail}?id=${temu.data.id}`,
      token: a.seller.token,
    });
    expect(d.data.images).toEqual(refs);
    for (const url of d.data.imageUrls) {
      expect(url).toEqual(expect.any(String));
      expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
    }

    const temuBefore = await db()
      .selectFrom('sandbox_temu_records')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [temu.data.id], shopIds: [a.temuShop.shopId] },
      token: a.seller.token,
    });
    await drainPublishes(t);
    const pub = await db()
      .selectFrom('temu_publishes')
      .select(['state', 'error'])
      .where('template_id', '=', temu.data.id)
      .executeTakeFirstOrThrow();
    expect(pub).toEqual({ state: 'success', error: null });
    const hosted = await db()
      .selectFrom('sandbox_temu_records')
      .select('data')
      .where('mall_id', '=', a.temuShop.mallId)
      .where('kind', '=', 'image')
      .where('id', '>', Number(temuBefore?.id ?? 0))
      .orderBy('id')
      .execute();
    // Temu gets each image as its rules need it (the same pixels, fitted before upload): the material image 1:1
    // from the first, then every image as an apparel SKC preview (3:4).
    const fitted = [
      await fitImage(expected[0]!, 'square'),
      ...(await Promise.all(expected.map((e) => fitImage(e, 'apparelPreview')))),
    ];
    expect(hosted.map((h) => Buffer.from(JSON.parse(h.data).base64, 'base64'))).toEqual(fitted);

    await t.call({
      method: 'POST',
      url: SHEIN_TEMPLATE_API.upload,
      payload: { templateIds: [shein.data.id], shopIds: [a.sheinShop.shopId] },
      token: a.seller.token,
    });
    await drainShein(t);
    const sp = await db()
      .selectFrom('shein_publishes')
      .select(['state', 'error', 'images'])
      .where('template_id', '=', shein.data.id)
      .executeTakeFirstOrThrow();
    expect({ state: sp.state, error: sp.error }).toEqual({ state: 'success', error: null });
    // Shein gets one upload-pic per image and slot (reference goods.upload-pic.md): main (1) and square (5) from the
    // first image, details (2) from the others, a colour block (6) as there are two SKCs — each fitted to the slot.
    const hostedBySlot = Object.entries(JSON.parse(sp.images ?? '{}') as Record<string, string>);
    expect(hostedBySlot.map(([k]) => k.split('#')[1]).sort()).toEqual(['1', '2', '2', '5', '6']);
    for (const [key, url] of hostedBySlot) {
      const [refKey, type] = key.split('#') as [string, string];
      const source = expected[refs.findIndex((r) => templateImageKey(r) === refKey)] as Buffer;
      const ref = /\/([a-f0-9]{24})\./.exec(url)![1]!;
      const row = await db()
        .selectFrom('sandbox_shein_images')
        .select('data')
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      const rule = SHEIN_IMAGE_RULES[Number(type) as 1 | 2 | 5 | 6];
      expect(Buffer.from(row.data, 'base64')).toEqual(await fitToRule(source, rule));
    }
  }, 180_000);
});

describe('migration 0024: stored keys become the seller’s own references', () => {
  it('converts the template’s own renders and files, drops everyone else’s keys and anything unknown', async () => {
    const legacy = [
      a.keys.render,
      a.keys.gallery,
      a.keys.file,
      a.keys.removal,
      b.keys.gallery,
      b.keys.render,
      `designs/${a.seller.mainId}/${'f'.repeat(64)}.png`,
      `pv/${a.seller.mainId}/${'a'.repeat(64)}-1024.webp`,
      'data:image/png;base64,iVBORw0KGgo=',
      a.keys.gallery,
      a.refs.file,
    ];
    const expectedA = [a.refs.render, a.refs.gallery, a.refs.file];
    const now = Date.now();
    const temuRow = (mainId: number) => ({
      main_id: mainId,
      design_id: a.designId,
      title: '旧模板',
      title_en: '',
      category_ids: '[]',
      category_path: '',
      attributes: '[]',
      images: JSON.stringify(legacy),
      skus: '[]',
      created_at: now,
      updated_at: now,
    });
    const temuA = await db()
      .insertInto('temu_templates')
      .values(temuRow(a.seller.mainId))
      .returning('id')
      .executeTakeFirstOrThrow();
    const temuB = await db()
      .insertInto('temu_templates')
      .values(temuRow(b.seller.mainId))
      .returning('id')
      .executeTakeFirstOrThrow();
    const sheinBodyText = JSON.stringify({ ...(await sheinBody(t)), images: legacy });
    const sheinA = await db()
      .insertInto('shein_templates')
      .values({
        main_id: a.seller.mainId,
        design_id: null,
        title: '旧',
        category_id: 26110,
        category_path: '',
        body: sheinBodyText,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hostedBefore = {
      [a.keys.gallery]: '/sandbox/shein/img/aaaaaaaaaaaaaaaaaaaaaaaa.jpg',
      [b.keys.gallery]: '/x.png',
    };
    const pub = await db()
      .insertInto('shein_publishes')
      .values({
        main_id: a.seller.mainId,
        template_id: Number(sheinA.id),
        shop_id: a.sheinShop.shopId,
        state: 'failed',
        images: JSON.stringify(hostedBefore),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A's templates saved through the API (their references are A's own) are left as they were.
    const isLegacy = (r: { id: number }) => [Number(temuA.id), Number(sheinA.id)].includes(Number(r.id));
    const aBefore = await templatesOf(a.seller.mainId);

    await migrate0024(db());

    const imagesOf = async (id: number | string) =>
      JSON.parse(
        (
          await db()
            .selectFrom('temu_templates')
            .select('images')
            .where('id', '=', Number(id))
            .executeTakeFirstOrThrow()
        ).images,
      );
    expect(await imagesOf(temuA.id)).toEqual(expectedA);
    // B's template held A's keys and references beside two of B's own files: only B's own are left.
    expect(await imagesOf(temuB.id)).toEqual([b.refs.gallery, b.refs.render]);
    const sheinAfter = await db()
      .selectFrom('shein_templates')
      .select('body')
      .where('id', '=', Number(sheinA.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(sheinAfter.body).images).toEqual(expectedA);
    const hostedAfter = await db()
      .selectFrom('shein_publishes')
      .select('images')
      .where('id', '=', Number(pub.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(hostedAfter.images ?? '{}')).toEqual({
      [`gallery:${a.refs.gallery.id}`]: hostedBefore[a.keys.gallery],
    });
    const aAfter = await templatesOf(a.seller.mainId);
    expect(aAfter.temu.filter((r) => !isLegacy(r))).toEqual(aBefore.temu.filter((r) => !isLegacy(r)));
    expect(aAfter.shein.filter((r) => !isLegacy(r))).toEqual(aBefore.shein.filter((r) => !isLegacy(r)));
    // B's templates that were forged above to name A's images (or ids of nothing) keep none of them.
    const own = new Set(Object.values(b.refs).map((r) => `${r.kind}:${r.id}`));
    const bAfter = await templatesOf(b.seller.mainId);
    const bImages = [
      ...bAfter.temu.flatMap((r) => JSON.parse(r.images) as TemplateImageRef[]),
      ...bAfter.shein.flatMap((r) => JSON.parse(r.body).images as TemplateImageRef[]),
    ];
    expect(bImages.length).toBeGreaterThan(0);
    expect(bImages.filter((r) => !own.has(`${r.kind}:${r.id}`))).toEqual([]);
    // Running it again changes nothing.
    const snapshot = await templatesOf(a.seller.mainId);
    await migrate0024(db());
    expect(await templatesOf(a.seller.mainId)).toEqual(snapshot);
  });
});

describe('every image reference in a body is checked, wherever it sits', () => {
  it('finds references in nested fields (a 素材图, per-colour images) and refuses A’s there too', async () => {
    const body = {
      images: [b.refs.file],
      materialImage: a.refs.gallery,
      skcImages: [{ color: '白色', images: [b.refs.gallery, a.refs.render] }],
      skus: [{ variantId: 1, id: 3 }],
    };
    expect(imageRefsIn(body)).toEqual([
      { path: 'images.0', ref: b.refs.file },
      { path: 'materialImage', ref: a.refs.gallery },
      { path: 'skcImages.0.images.0', ref: b.refs.gallery },
      { path: 'skcImages.0.images.1', ref: a.refs.render },
    ]);
    const refused = await requireOwnImages(db(), b.seller.mainId, body).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      message: TEMPLATE_IMAGE_UNAVAILABLE,
      data: { materialImage: TEMPLATE_IMAGE_UNAVAILABLE },
    });
    const deeper = await requireOwnImages(db(), b.seller.mainId, { ...body, materialImage: null }).catch(
      (e: unknown) => e,
    );
    expect(deeper).toMatchObject({ data: { 'skcImages.0.images.1': TEMPLATE_IMAGE_UNAVAILABLE } });
    // A's own body passes.
    await expect(
      requireOwnImages(db(), a.seller.mainId, { ...body, images: [a.refs.file], skcImages: [] }),
    ).resolves.toBeUndefined();
  });
});
