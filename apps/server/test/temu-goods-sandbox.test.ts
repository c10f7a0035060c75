import { TemuApiError } from '@podbench/temu';
import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { sandboxClient, sandboxShop } from './marketplace-fixtures';
import { control, png, sampleGoods, tshirtRequest, tshirtSizeChart } from './temu-goods-fixtures';

const t = await useTestApp({ SANDBOX_TEMU_QC_FAIL_RATIO: '0.5' });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e: unknown) => {
      if (!(e instanceof TemuApiError)) throw e;
      return e;
    },
  );

async function shopClient(managedType: 'full' | 'semi' = 'full') {
  const shop = await sandboxShop(t, undefined, { managedType });
  const c = (await sandboxClient(t)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
  return { shop, c };
}

describe('bg.goods.image.upload.global', () => {
  it('hosts a valid image and serves it', async () => {
    const { c } = await shopClient();
    const up = await c.call('bg.goods.image.upload', {
      image: await png(800, 800),
      imageBizType: 0,
      options: { sizeMode: 1 },
    });
    expect(up.url).toMatch(/^\/sandbox\/temu\/img\/[a-f0-9]{24}\.png$/);
    const r = await t.app.inject({ method: 'GET', url: up.url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
  });

  it('refuses bad format and wrong apparel proportions like Temu', async () => {
    const { c } = await shopClient();
    const e1 = await failure(c.call('bg.goods.image.upload', { image: Buffer.from('GIF89a nope').toString('base64') }));
    expect(e1.temuMessage).toContain('JPG、JPEG、PNG');
    const e2 = await failure(c.call('bg.goods.image.upload', { image: await png(800, 800), options: { sizeMode: 2 } }));
    expect(e2.temuMessage).toContain('宽高比例为3:4');
  });
});

describe('bg.glo.goods.add', () => {
  it('creates SPU/SKC/SKU ids; a second identical publish is observable as a duplicate', async () => {
    const { shop, c } = await shopClient();
    const { url } = await c.call('bg.goods.image.upload', { image: await png(800, 800), options: { sizeMode: 1 } });
    const req = tshirtRequest([url], {}, await tshirtSizeChart(c));
    const a = await c.call('bg.goods.add', req);
    expect(a.productId).toBeGreaterThan(0);
    expect(a.productSkcList).toHaveLength(1);
    expect(a.productSkuList).toHaveLength(2);
    await c.call('bg.goods.add', req);
    const list = await t.call<Array<{ productId: number; duplicateOf: number | null }>>({
      method: 'GET',
      url: `${TEMU_SANDBOX.goods}?mallId=${shop.mallId}`,
    });
    expect(list.data.map((g) => g.duplicateOf)).toEqual([null, a.productId]);
  });

  it('refuses images it did not return, bad categories, long names, too many SKCs and wrong price mode', async () => {
    const { c } = await shopClient();
    const { url } = await c.call('bg.goods.image.upload', { image: await png(800, 800) });
    const chart = await tshirtSizeChart(c);
    const msg = async (over: Record<string, unknown>, urls = [url]) =>
      (await failure(c.call('bg.goods.add', tshirtRequest(urls, over, chart)))).temuMessage;
    expect(await msg({}, ['https://example.com/a.png'])).toBe('URL域名校验不通过或URL包含不合法字符串');
    expect(await msg({ cat3Id: 0 })).toContain('叶子类目');
    expect(await msg({ cat2Id: 26200 })).toContain('类目层级不正确');
    expect(await msg({ productName: '印'.repeat(251) })).toContain('最多250个字符');
    const skc = tshirtRequest([url]).productSkcReqs[0];
    expect(await msg({ productSkcReqs: Array.from({ length: 26 }, () => skc) })).toContain('最多25个SKC');
    expect(
      await msg({ productSaleExtAttrReq: { customizedTechnologyReq: { firstType: 10001, twiceType: 20001 } } }),
    ).toContain('基础工艺');
    expect(await msg({ productSkcReqs: 'x' })).toContain('param error: productSkcReqs');
    const semi = await shopClient('semi');
    const { url: u2 } = await semi.c.call('bg.goods.image.upload', { image: await png(800, 800) });
    const e = await failure(semi.c.call('bg.goods.add', tshirtRequest([u2], {}, await tshirtSizeChart(semi.c))));
    expect(e.temuMessage).toBe('当前商品仅允许填写分站点申报价格');
    // Another shop's image is not this shop's either.
    expect(await msg({}, [u2])).toBe('URL域名校验不通过或URL包含不合法字符串');
  });

  it('asks for a size chart where the category has a class, and checks it like Temu (199 四、尺码表, FAQ 8-2/8-6/8-7)', async () => {
    const { c } = await shopClient();
    const cls = await c.call('bg.goods.sizecharts.class.get', { catId: 26110 });
    expect(cls.sizeSpecClassCat).toEqual([expect.objectContaining({ classId: 5, className: '女上装' })]);
    expect((await c.call('bg.goods.sizecharts.class.get', { catId: 27310 })).sizeSpecClassCat).toEqual([]);
    const meta = await c.call('bg.goods.sizecharts.meta.get', { classId: 5 });
    expect(meta.sizeSpecMeta.elementList.filter((e) => e.necessary).map((e) => e.name)).toEqual(['衣长', '胸宽']);

    const { url } = await c.call('bg.goods.image.upload', { image: await png(800, 800) });
    const msg = async (over: Record<string, unknown>, chart?: number) =>
      (await failure(c.call('bg.goods.add', tshirtRequest([url], over, chart)))).temuMessage;
    expect(await msg({})).toBe('该类目（女上装）必须上传尺码表');
    expect(await msg({}, 0)).toBe('不合法的尺码模板id：[0]');
    expect(await msg({}, 123456)).toBe('不合法的尺码模板id：[123456]');
    // The chart must list exactly the listing's sizes.
    expect(await msg({}, await tshirtSizeChart(c, ['S', 'M', 'L']))).toBe('尺码表包含不合法的尺码规格');
    // Another shop's chart is not this shop's.
    const other = await shopClient();
    expect(await msg({}, await tshirtSizeChart(other.c))).toMatch(/^不合法的尺码模板id/);
    // A necessary measurement left out is refused when the chart is made.
    const e = await failure(
      c.call('bg.goods.sizecharts.create', {
        classId: 5,
        reusable: false,
        content: {
          records: [{ values: { '1': 'S', '101': '69' } }],
          meta: { groupList: [{ id: 1, name: '尺码' }], elementList: [{ id: 101, name: '衣长' }] },
        },
      }),
    );
    expect(e.temuMessage).toBe('尺码表缺少必填项：胸宽（尺码 S）');
    // A mug needs no chart.
    const mug = tshirtRequest([url], { cat1Id: 27000, cat2Id: 27300, cat3Id: 27310 });
    mug.productSkcReqs[0]!.productSkuReqs = mug.productSkcReqs[0]!.productSkuReqs.slice(0, 1);
    expect((await c.call('bg.goods.add', mug)).productId).toBeGreaterThan(0);
  });
});

describe('goods over time and the controls', () => {
  it('reviews, puts on sale and inspects; lists, details, QC and sales answer through the client', async () => {
    const { shop, c } = await shopClient();
    const g = await sampleGoods(t, shop.mallId, { skcs: 2 });
    expect(g.status).toBe(0);
    expect((await c.call('bg.goods.list.get', { page: 1, pageSize: 10 })).data[0]?.skcSiteStatus).toBe(0);
    expect((await control(t, TEMU_SANDBOX.reviewNow, { productId: g.productId })).status).toBe(1);
    expect((await control(t, TEMU_SANDBOX.onSaleNow, { productId: g.productId })).status).toBe(2);
    await control(t, TEMU_SANDBOX.inspectNow, { productId: g.productId, result: 'fail' });
    const qc = await c.call('bg.goods.qualityinspection.get', { pageNo: 1, pageSize: 50 });
    expect(qc.total).toBe(6);
    const failed = qc.skuList.filter((x) => x.skuQcResult === 2);
    expect(failed.length).toBeGreaterThan(0);
    const d = (await c.call('bg.goods.qualityinspectiondetail.get', { qcBillId: failed[0]!.qcBillId })) as {
      flawList: Array<{ flawNameDesc: string; attachments: string[] }>;
    };
    expect(d.flawList[0]?.flawNameDesc).toBeTruthy();
    expect(d.flawList[0]?.attachments[0]).toMatch(/^\/sandbox\/temu\/img\//);
    const detail = (await c.call('bg.goods.detail.get', { productId: g.productId })) as { productSkcList: unknown[] };
    expect(detail.productSkcList).toHaveLength(2);
    const sales = await c.call('bg.goods.salesv2.get', { pageNo: 1, pageSize: 10 });
    expect(sales.subOrderList).toHaveLength(2);
  });

  it('the ticker moves due goods step by step and inspects each product once', async () => {
    // The background ticker runs too: whoever makes a step first, each step happens once.
    const fast = await useTestApp({
      SANDBOX_TEMU_REVIEW_SECONDS: '0',
      SANDBOX_TEMU_ON_SALE_SECONDS: '0',
      SANDBOX_TEMU_INSPECT_SECONDS: '0',
    });
    const shop = await sandboxShop(fast, undefined);
    await sampleGoods(fast, shop.mallId, { skcs: 1 });
    const tick = () => Promise.all([1, 2, 3].map(() => fast.call({ method: 'POST', url: TEMU_SANDBOX.tick })));
    for (let i = 0; i < 4; i++) await tick();
    const list = await fast.call<Array<{ status: number; skuIds: number[] }>>({
      method: 'GET',
      url: `${TEMU_SANDBOX.goods}?mallId=${shop.mallId}`,
    });
    expect(list.data[0]?.status).toBe(2);
    const c = (await sandboxClient(fast)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    expect((await c.call('bg.goods.qualityinspection.get', { pageNo: 1, pageSize: 50 })).total).toBe(3);
  });
});
