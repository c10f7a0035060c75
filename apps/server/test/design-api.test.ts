import { DESIGN_API, DESIGN_CONFLICT_MESSAGE, type DesignCard } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { DEMO, insertSubAccount, newSeller, signIn } from './account-fixtures';
import { detail, save, teeDetail, teeDocument } from './design-fixtures';
import { uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const token = await signIn(t, DEMO.userName, DEMO.password);
const tee = await teeDetail(t);
const image = await uploadOne(t, token, 'art.png', 3);
const doc = teeDocument(tee, image.id);

const page = (tk: string, q = '') =>
  t.call<{ rows: DesignCard[]; total: number }>({ method: 'GET', url: `${DESIGN_API.page}${q}`, token: tk });
const post = (tk: string, url: string, payload: object) => t.call({ method: 'POST', url, token: tk, payload });

describe('saving and opening designs', () => {
  it('creates a design at version 1 and opens it exactly as saved (defaults filled in)', async () => {
    const r = await save(t, token, { productId: tee.id, document: doc, version: 0, name: '开学季T恤' });
    expect(r.status, r.msg).toBe(200);
    expect(r.data.version).toBe(1);
    const d = await detail(t, token, r.data.id);
    expect(d.status).toBe(200);
    expect(d.data).toMatchObject({
      name: '开学季T恤',
      productId: tee.id,
      productName: tee.name,
      version: 1,
      renderStatus: 'pending',
    });
    const front = (d.data.document.areas as Record<string, { layers: Array<Record<string, unknown>> }>).front;
    expect(front.layers[0]).toMatchObject({ id: 'img1', imageId: image.id, rotation: 8, opacity: 1, flipX: false });
    expect(front.layers[1]).toMatchObject({ content: '定制T恤 你好', fontFamily: 'Noto Sans SC', fontWeight: 700 });
    expect(d.data.images).toEqual([
      { id: image.id, name: image.name, width: 64, height: 48, previewUrl: expect.stringContaining('-1024.webp?e=') },
    ]);
    // Saving what was opened changes nothing but the version.
    const again = await save(t, token, {
      id: r.data.id,
      productId: tee.id,
      document: d.data.document,
      version: 1,
      name: '开学季T恤',
    });
    expect(again.data.version).toBe(2);
    expect((await detail(t, token, r.data.id)).data.document).toEqual(d.data.document);
  });

  it('pages with a keyword, newest first, and renames, duplicates and deletes', async () => {
    const a = await save(t, token, { productId: tee.id, document: doc, version: 0, name: '猫咪图案' });
    const list = await page(token, '?keyword=猫咪');
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ id: a.data.id, name: '猫咪图案', layerCount: 3, colors: doc.colors });
    expect((await post(token, DESIGN_API.rename, { id: a.data.id, name: '小猫' })).status).toBe(200);
    const dup = await post(token, DESIGN_API.duplicate, { id: a.data.id });
    expect(dup.status).toBe(200);
    expect((await page(token, '?keyword=小猫')).data.rows.map((r) => r.name)).toEqual(['小猫 副本', '小猫']);
    expect((await post(token, DESIGN_API.remove, { id: a.data.id })).status).toBe(200);
    expect((await detail(t, token, a.data.id)).status).toBe(404);
    expect((await page(token, '?keyword=小猫')).data.total).toBe(1);
  });
});

describe('validation', () => {
  it('refuses a bad document with field errors inside the document', async () => {
    const bad = teeDocument(tee, image.id);
    const layers = bad.areas.front.layers as Array<Record<string, unknown>>;
    layers[1] = { ...layers[1], fontSize: -3, fill: 'red' };
    layers[0] = { ...layers[0], width: 0 };
    const r = await save(t, token, { productId: tee.id, document: bad, version: 0 });
    expect(r.status).toBe(400);
    expect(r.data).toMatchObject({
      'document.areas.front.layers.0.width': '宽度必须大于 0',
      'document.areas.front.layers.1.fontSize': '字号不能小于 1',
      'document.areas.front.layers.1.fill': '文字颜色必须是 #RRGGBB 形式的颜色',
    });
  });

  it('refuses areas and colours the blank does not have, a product mismatch, and an empty name', async () => {
    const wrong = { ...doc, colors: ['荧光绿'], areas: { ...doc.areas, sleeve_x: { ...doc.areas.front, layers: [] } } };
    const r = await save(t, token, { productId: tee.id, document: wrong, version: 0 });
    expect(r.status).toBe(400);
    expect(r.data).toEqual({
      'document.areas.sleeve_x': '该底版没有这个印刷区域',
      'document.colors.0': '该底版没有颜色：荧光绿',
    });
    const mismatch = await save(t, token, { productId: tee.id + 1, document: doc, version: 0 });
    expect(mismatch.data).toEqual({ 'document.productId': '设计文档的底版与所选底版不一致' });
    const noName = await save(t, token, { productId: tee.id, document: doc, version: 0, name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.data).toHaveProperty('name');
    expect((await save(t, token, { productId: tee.id, document: 'x', version: 0 })).status).toBe(400);
  });
});

describe('sellers are isolated', () => {
  it("another seller's image is not found, nor is an unknown one", async () => {
    const other = await newSeller(t);
    const theirs = await uploadOne(t, other.token, 'theirs.png', 9);
    const r = await save(t, token, { productId: tee.id, document: teeDocument(tee, theirs.id), version: 0 });
    expect(r.status).toBe(404);
    expect((await save(t, token, { productId: tee.id, document: teeDocument(tee, 999_999), version: 0 })).status).toBe(
      404,
    );
  });

  it("another seller's design is not found by any endpoint", async () => {
    const mine = await save(t, token, { productId: tee.id, document: doc, version: 0 });
    const other = await newSeller(t);
    const id = mine.data.id;
    expect((await detail(t, other.token, id)).status).toBe(404);
    expect((await save(t, other.token, { id, productId: tee.id, document: doc, version: 1 })).status).toBe(404);
    for (const url of [DESIGN_API.rename, DESIGN_API.duplicate, DESIGN_API.remove]) {
      expect((await post(other.token, url, { id, name: 'x' })).status).toBe(404);
    }
    expect((await post(other.token, DESIGN_API.export, { ids: [id] })).status).toBe(404);
    expect((await page(other.token)).data.total).toBe(0);
    expect((await detail(t, token, id)).data.name).toBe('我的T恤');
  });

  it('a sub-account needs design:manage', async () => {
    const mainId = Number(
      (
        await t.runtime.ctx.db
          .selectFrom('users')
          .select('id')
          .where('user_name', '=', DEMO.userName)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await insertSubAccount(t, mainId, 'dsgnosub', ['gallery:manage']);
    await insertSubAccount(t, mainId, 'dsgsub', ['design:manage']);
    expect((await page(await signIn(t, 'dsgnosub'))).status).toBe(403);
    const sub = await signIn(t, 'dsgsub');
    const r = await save(t, sub, { productId: tee.id, document: doc, version: 0, name: '子账号的设计' });
    expect(r.status).toBe(200);
    expect((await detail(t, token, r.data.id)).data.name).toBe('子账号的设计');
  });
});

describe('optimistic concurrency', () => {
  it('a stale version gets 409 and overwrites nothing', async () => {
    const r = await save(t, token, { productId: tee.id, document: doc, version: 0, name: '并发' });
    const tab1 = await save(t, token, {
      id: r.data.id,
      productId: tee.id,
      document: doc,
      version: 1,
      name: '标签页一',
    });
    expect(tab1.data.version).toBe(2);
    const tab2 = await save(t, token, {
      id: r.data.id,
      productId: tee.id,
      document: { ...doc, colors: [] },
      version: 1,
      name: '标签页二',
    });
    expect(tab2.status).toBe(409);
    expect(tab2.msg).toBe(DESIGN_CONFLICT_MESSAGE);
    const d = await detail(t, token, r.data.id);
    expect(d.data).toMatchObject({ name: '标签页一', version: 2, colors: doc.colors });
  });

  it('of two saves of the same version at once, exactly one wins', async () => {
    const r = await save(t, token, { productId: tee.id, document: doc, version: 0 });
    const results = await Promise.all(
      ['甲', '乙', '丙'].map((name) =>
        save(t, token, { id: r.data.id, productId: tee.id, document: doc, version: 1, name }),
      ),
    );
    expect(results.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((x) => x.status === 200);
    expect((await detail(t, token, r.data.id)).data.version).toBe(winner?.data.version);
  });
});
