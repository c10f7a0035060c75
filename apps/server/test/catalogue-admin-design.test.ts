import { CATALOGUE_ADMIN_API as CAT, type DesignRenderFile, type ProductDetail } from '@podbench/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPool } from '../src/modules/design/render/render-pool';
import { DEMO, signIn } from './account-fixtures';
import { detail, drainRenders, save } from './design-fixtures';
import { artPng, filePart, galleryUpload } from './gallery-fixtures';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { makePng, multipart } from './multipart';

const t = await useTestApp();
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => renderPool.stop());
const op = await newOperator(t);

async function post<T>(url: string, payload: unknown) {
  const r = await t.call<T>({ method: 'POST', url, payload: payload as Record<string, unknown>, token: op.token });
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

/** A blank built only through the operator endpoints: one colour, one area, one photographed view. */
async function operatorBlank() {
  const cat = await post<{ id: number }>(CAT.categoryAdd, { parentId: 0, name: '运营新品' });
  const { id } = await post<{ id: number }>(CAT.blankSave, { categoryId: cat.id, name: '运营抱枕', productionDays: 2 });
  await post(CAT.variantSave, {
    blankId: id,
    colorName: '白色',
    colorHex: '#FFFFFF',
    size: '45cm',
    skuCode: 'OP-PILLOW-W',
    baseCostFen: 2200,
    weightG: 400,
  });
  await post(CAT.areaSave, { blankId: id, key: 'front', name: '正面', widthPx: 1500, heightPx: 1500, dpi: 150 });
  const body = multipart([
    { name: 'blankId', data: String(id) },
    { name: 'viewKey', data: 'front' },
    { name: 'viewName', data: '正面' },
    { name: 'file', filename: 'pillow.png', contentType: 'image/png', data: makePng(800, 800, 3) },
  ]);
  const up = await t.call({ method: 'POST', url: CAT.mockupUpload, token: op.token, ...body });
  expect(up.code, up.msg).toBe(200);
  await post(CAT.placementSave, {
    blankId: id,
    viewKey: 'front',
    areaKey: 'front',
    rect: { x: 200, y: 200, width: 400, height: 400 },
  });
  await post(CAT.blankStatus, { id, status: 0 });
  return id;
}

describe('a blank built in the console', () => {
  it('is designed on by a seller and rendered into print files and mockups like a seeded one', async () => {
    const id = await operatorBlank();
    const product = (await t.call<ProductDetail>({ method: 'GET', url: `/api/product/detail?id=${id}` })).data;
    const token = await signIn(t, DEMO.userName, DEMO.password);
    const up = await galleryUpload(t, token, [filePart('art.png', await artPng(600, 600, 2))]);
    const area = product.printAreas[0]!;
    const saved = await save(t, token, {
      name: '运营抱枕设计',
      productId: id,
      version: 0,
      document: {
        version: 1,
        productId: id,
        colors: ['白色'],
        areas: {
          front: {
            name: area.name,
            widthPx: area.widthPx,
            heightPx: area.heightPx,
            dpi: area.dpi,
            safeInsetPx: area.safeInsetPx,
            layers: [
              {
                id: 'img',
                type: 'image',
                imageId: up.data.items[0].image.id,
                x: 0,
                y: 0,
                width: 1500,
                height: 1500,
                rotation: 0,
              },
            ],
          },
        },
      },
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(await drainRenders(t)).toBe(1);
    const d = (await detail(t, token, saved.data.id)).data;
    expect(d.renderStatus).toBe('done');
    const kinds = (k: string) => d.files.filter((f: DesignRenderFile) => f.kind === k);
    expect(kinds('print')).toHaveLength(1);
    expect(kinds('listing').map((f) => f.color)).toEqual(['白色']);
    const print = await sharp(
      (await t.app.inject({ method: 'GET', url: kinds('print')[0]!.url })).rawPayload,
    ).metadata();
    expect([print.width, print.height, print.density]).toEqual([1500, 1500, 150]);
  });
});
