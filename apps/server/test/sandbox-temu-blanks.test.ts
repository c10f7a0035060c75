import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper';
import { imageUri, type RawShop, rawTemu } from './sandbox-temu-client';

const t = await useTestApp();
const temu = rawTemu(t);
vi.setConfig({ testTimeout: 90_000 });

// biome-ignore lint/suspicious/noExplicitAny: attrs.get answers are read field by field, as a client would
type Obj = Record<string, any>;

/** Every leaf of the tree with its path, walked with bg.goods.cats.get. */
async function leaves(shop: RawShop) {
  const out: Array<{ path: number[]; leaf: Obj }> = [];
  const walk = async (path: number[]): Promise<void> => {
    const r = await temu.call<Obj>('CN', 'bg.goods.cats.get', shop, path.length ? { parentCatId: path.at(-1) } : {});
    for (const c of r.result.categoryDTOList) {
      if (c.isLeaf) out.push({ path: [...path, c.catId], leaf: c });
      else await walk([...path, c.catId]);
    }
  };
  await walk([]);
  return out;
}

/** productPropertyReqs for every required, shown property of a template, built only from attrs.get's fields. */
function requiredProperties(props: Obj[], pick: (p: Obj) => Obj = (p) => p.values[0]) {
  const out: Obj[] = [];
  const chosen = (refPid: number) => out.filter((e) => e.refPid === refPid).map((e) => e.vid);
  for (const p of props.filter((x) => !x.isSale && x.required)) {
    const shown =
      p.showCondition.length === 0 ||
      p.showCondition.some((c: Obj) => c.parentVids.some((v: number) => chosen(c.parentRefPid).includes(v)));
    if (!shown) continue;
    const ids = { templatePid: p.templatePid, pid: p.pid, refPid: p.refPid, propName: p.name };
    if (p.values.length > 0 && p.controlType !== 0) {
      const v = pick(p);
      out.push({
        ...ids,
        vid: v.vid,
        propValue: v.value,
        valueUnit: p.controlType === 16 ? p.valueUnit[0] : '',
        ...(p.controlType === 16 ? { numberInputValue: '100' } : {}),
      });
    } else if (p.propertyValueType === 1) {
      out.push({ ...ids, vid: 0, propValue: p.minValue, valueUnit: p.valueUnit[0], numberInputValue: p.minValue });
    } else {
      out.push({ ...ids, vid: 0, propValue: '见详情', valueUnit: '' });
    }
  }
  return out;
}

describe('sandbox temu: every blank’s leaf publishes from its own template', () => {
  let shop: RawShop;
  const urls: Obj = {};
  beforeAll(async () => {
    shop = await temu.shop();
    const up = async (uri: string) =>
      (await temu.call<Obj>('PA', 'bg.goods.image.upload.global', shop, { image: uri })).result.imageUrl;
    urls.square = await up(await imageUri(800, 800));
    urls.preview = await up(await imageUri(1500, 2000, 'jpeg'));
  });

  it('builds a listing for each leaf from cats.get + attrs.get (+ size chart) and goods.add accepts it', async () => {
    const all = await leaves(shop);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const { path, leaf } of all) {
      const attrs = await temu.call<Obj>('CN', 'bg.goods.attrs.get', shop, { catId: leaf.catId });
      const props: Obj[] = attrs.result.properties;
      const sale = props.filter((p) => p.isSale);
      const apparel = leaf.catType === 1;
      // Two values of the main/colour spec, one of each other spec (the first required ones).
      const picked = sale.map((p, i) => ({ p, values: p.values.slice(0, i === 0 ? 2 : 1) }));
      const spec = (p: Obj, v: Obj) => ({
        parentSpecId: p.parentSpecId,
        parentSpecName: p.name,
        specId: v.specId,
        specName: v.value,
      });
      const combos: Obj[][] = picked.reduce<Obj[][]>(
        (acc, { p, values }) => acc.flatMap((c) => values.map((v: Obj) => [...c, spec(p, v)])),
        [[]],
      );
      const sizes: string[] =
        picked.find((x) => x.p.parentSpecId === 3001)?.values.map((v: Obj) => v.value as string) ?? [];
      let sizeTemplateIds: number[] = [];
      const cls = await temu.call<Obj>('CN', 'bg.goods.sizecharts.class.get', shop, { catId: leaf.catId });
      if (cls.result.sizeSpecClassCat) {
        const meta = await temu.call<Obj>('CN', 'bg.goods.sizecharts.meta.get', shop, { catId: leaf.catId });
        const { groupList, elementList } = meta.result.sizeSpecMeta;
        const chart = await temu.call<Obj>('CN', 'bg.goods.sizecharts.create', shop, {
          catId: leaf.catId,
          classId: cls.result.sizeSpecClassCat.classId,
          reusable: false,
          content: {
            meta: {
              groupList: groupList.map((g: Obj) => ({ id: g.id, name: g.name })),
              elementList: elementList.map((e: Obj) => ({ id: e.id, name: e.name })),
            },
            records: sizes.map((s) => ({
              values: {
                [String(groupList[0].id)]: s,
                ...Object.fromEntries(elementList.map((e: Obj) => [String(e.id), '50'])),
              },
            })),
          },
        });
        expect(chart.success).toBe(true);
        sizeTemplateIds = [chart.result.businessId];
      }
      const sku = (specs: Obj[], i: number) => ({
        extCode: `SKU-${leaf.catId}-${i}`,
        productSkuSpecReqs: specs,
        currencyType: 'CNY',
        supplierPrice: apparel ? 3990 : 3990 + i,
        thumbUrl: urls.square,
        productSkuWhExtAttrReq: {
          productSkuWeightReq: { value: 200000 },
          productSkuVolumeReq: { len: 300, width: 200, height: 50 },
          productSkuSensitiveAttrReq: { isSensitive: 0 },
          productSkuSensitiveLimitReq: {},
        },
      });
      const main = sale.find((p) => p.mainSale) as Obj;
      const skcs = apparel
        ? picked[0]!.values.map((v: Obj, i: number) => ({
            extCode: `SKC-${leaf.catId}-${i}`,
            mainProductSkuSpecReqs: [spec(main, v)],
            previewImgUrls: [urls.preview],
            productSkuReqs: combos.filter((c) => c[0].specId === v.specId).map((c, j) => sku(c, i * 10 + j)),
          }))
        : [
            {
              extCode: `SKC-${leaf.catId}`,
              mainProductSkuSpecReqs: [{ parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' }],
              productSkuReqs: combos.map(sku),
            },
          ];
      const body = {
        ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, path[i] ?? 0])),
        productName: `POD ${leaf.catName} 定制`,
        materialImgUrl: urls.square,
        carouselImageUrls: apparel ? [] : [urls.square],
        productPropertyReqs: requiredProperties(props),
        productSpecPropertyReqs: picked.flatMap(({ p, values }) =>
          values.map((v: Obj) => ({
            parentSpecId: p.parentSpecId,
            specId: v.specId,
            templatePid: p.templatePid,
            pid: p.pid,
            refPid: p.refPid,
            propName: p.name,
            propValue: v.value,
            vid: v.vid,
            valueGroupId: 0,
            valueGroupName: '',
            valueUnit: '',
          })),
        ),
        productSkcReqs: skcs,
        productWhExtAttrReq: {
          outerGoodsUrl: '',
          productOrigin: { region1ShortName: 'CN', region2Id: 43000000000016 },
        },
        productSaleExtAttrReq: { customizedTechnologyReq: { technologyType: 1, firstType: 10001, twiceType: [] } },
        personalizationSwitch: 1,
        sizeTemplateIds,
        showSizeTemplateIds: [],
      };
      const r = await temu.call<Obj>('PA', 'bg.glo.goods.add', shop, body);
      expect({ leaf: leaf.catName, msg: r.errorMsg }).toEqual({ leaf: leaf.catName, msg: '' });
      expect(r.result.productSkuList).toHaveLength(combos.length);
    }
    const list = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, { pageSize: 100 });
    expect(list.result.data.map((d: Obj) => d.leafCat.catName)).toEqual(
      expect.arrayContaining(['T恤', '卫衣', '马克杯', '手机壳', '帆布包', '抱枕套', '装饰画', '鼠标垫']),
    );
  });

  it('a required child shown by its parent’s value must be given (抱枕套: 含芯 → 填充物)', async () => {
    const attrs = await temu.call<Obj>('CN', 'bg.goods.attrs.get', shop, { catId: 9732 });
    const props: Obj[] = attrs.result.properties;
    const withInsert = (p: Obj) =>
      p.name === '是否含芯' ? p.values.find((v: Obj) => v.value === '含芯') : p.values[0];
    const full = requiredProperties(props, withInsert);
    expect(full.map((e) => e.propName)).toContain('填充物');
    const base = {
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, [9711, 9730, 9731, 9732][i] ?? 0])),
      productName: '含芯抱枕',
      materialImgUrl: urls.square,
      carouselImageUrls: [urls.square],
      productSpecPropertyReqs: [
        {
          parentSpecId: 1001,
          specId: 3003,
          templatePid: 0,
          pid: 0,
          refPid: 0,
          propName: '颜色',
          propValue: '白色',
          vid: 0,
          valueGroupId: 0,
          valueGroupName: '',
          valueUnit: '',
        },
      ],
      productSkcReqs: [
        {
          extCode: 'PILLOW',
          mainProductSkuSpecReqs: [{ parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' }],
          productSkuReqs: [
            {
              extCode: 'PILLOW-W',
              productSkuSpecReqs: [{ parentSpecId: 1001, parentSpecName: '颜色', specId: 3003, specName: '白色' }],
              currencyType: 'CNY',
              supplierPrice: 3800,
              thumbUrl: urls.square,
              productSkuWhExtAttrReq: {
                productSkuWeightReq: { value: 650000 },
                productSkuVolumeReq: { len: 400, width: 400, height: 80 },
                productSkuSensitiveAttrReq: { isSensitive: 0 },
                productSkuSensitiveLimitReq: {},
              },
            },
          ],
        },
      ],
      productWhExtAttrReq: { outerGoodsUrl: '', productOrigin: { region1ShortName: 'CN', region2Id: 43000000000031 } },
    };
    const missing = await temu.call<Obj>('PA', 'bg.glo.goods.add', shop, {
      ...base,
      productPropertyReqs: full.filter((e) => e.propName !== '填充物'),
    });
    expect(missing.errorCode).toBe(6000002);
    expect(missing.errorMsg).toContain('填充物');
    const ok = await temu.call<Obj>('PA', 'bg.glo.goods.add', shop, { ...base, productPropertyReqs: full });
    expect(ok.success).toBe(true);
    expect(
      (await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, { skcExtCode: 'PILLOW' })).result.data[0]
        .isSupportPersonalization,
    ).toBe(false);
  });
});
