import {
  TEMU_TEMPLATE_API,
  type TemuLeafTemplate,
  type TemuSaleSpec,
  type TemuSpecMapping,
  type TemuTemplateRefresh,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { leafByName, saveTemplate, sellerWithShops, templateBodyVia } from './temu-publish-fixtures';

/** The editor's Temu routes against the strict sandbox: mapping memory, spec.create, refresh & diff. */
const t = await useTestApp();
const db = t.runtime.ctx.db;

describe('temu template routes', () => {
  it('remembers a confirmed colour mapping per blank and leaf (米白 vs 米白色 asked once)', {
    timeout: 60_000,
  }, async () => {
    const { seller } = await sellerWithShops(t, 1);
    const bag = await db
      .selectFrom('blanks')
      .select('id')
      .where('name', '=', '12安帆布手提袋')
      .executeTakeFirstOrThrow();
    const tee = await leafByName(t, seller, 'T恤');
    const catId = tee.ids.at(-1)!;
    await t.call({ method: 'GET', url: `${TEMU_TEMPLATE_API.leafTemplate}?catId=${catId}`, token: seller.token });
    const url = `${TEMU_TEMPLATE_API.specMapping}?blankId=${bag.id}&catId=${catId}`;
    const first = await t.call<TemuSpecMapping>({ method: 'GET', url, token: seller.token });
    const near = first.data.colors.find((c) => c.name === '本白色')!;
    // A near match is offered, not assumed.
    expect(near).toMatchObject({ confirmed: false, spec: expect.objectContaining({ specName: '白色' }) });
    const body = await templateBodyVia(t, seller, {
      keyword: 'T恤',
      blankName: '经典纯棉圆领短袖T恤',
      title: '定制印花T恤 映射记忆测试 纯棉短袖',
    });
    const saved = await saveTemplate(t, seller, {
      ...body,
      blankId: Number(bag.id),
      specMapping: { ...body.specMapping, colors: [...body.specMapping.colors, { ...near, confirmed: true }] },
    });
    expect(saved.code).toBe(200);
    const again = await t.call<TemuSpecMapping>({ method: 'GET', url, token: seller.token });
    expect(again.data.colors.find((c) => c.name === '本白色')).toMatchObject({
      confirmed: true,
      spec: expect.objectContaining({ specId: near.spec!.specId }),
    });
    // Another seller's memory is their own.
    const { seller: other } = await sellerWithShops(t, 1);
    const theirs = await t.call<TemuSpecMapping>({ method: 'GET', url, token: other.token });
    expect(theirs.data.colors.find((c) => c.name === '本白色')?.confirmed).toBe(false);
  });

  it('creates a custom sale value with spec.create where the leaf allows it; bad input is a Chinese 400', async () => {
    const { seller } = await sellerWithShops(t, 1);
    const tee = await leafByName(t, seller, 'T恤');
    const catId = tee.ids.at(-1)!;
    const leaf = await t.call<TemuLeafTemplate>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.leafTemplate}?catId=${catId}`,
      token: seller.token,
    });
    expect(leaf.data.inputMaxSpecNum).toBeGreaterThan(0);
    const made = await t.call<TemuSaleSpec>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.specCreate,
      payload: { catId, parentSpecId: 1001, specName: '雾霾蓝' },
      token: seller.token,
    });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({
      parentSpecId: 1001,
      parentSpecName: '颜色',
      specName: '雾霾蓝',
      source: 'created',
    });
    expect(made.data.specId).toBeGreaterThan(0);
    const bad = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.specCreate,
      payload: { catId, parentSpecId: 999, specName: '雾霾蓝' },
      token: seller.token,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
    const noShop = await newSeller(t);
    const refused = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.specCreate,
      payload: { catId, parentSpecId: 1001, specName: '雾霾蓝' },
      token: noShop.token,
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('请先授权一个 Temu 店铺');
  });

  it('fetches the leaf’s template again and lists what changed since the template was filled', async () => {
    const { seller } = await sellerWithShops(t, 1);
    const body = await templateBodyVia(t, seller, {
      keyword: 'T恤',
      blankName: '经典纯棉圆领短袖T恤',
      title: '定制印花T恤 刷新对比测试 纯棉短袖',
    });
    const saved = await saveTemplate(t, seller, body);
    const refresh = () =>
      t.call<TemuTemplateRefresh>({
        method: 'POST',
        url: TEMU_TEMPLATE_API.refreshTemplate,
        payload: { id: saved.data.id },
        token: seller.token,
      });
    expect((await refresh()).data.changes).toEqual([]);
    // The template was filled from an older version of the leaf's template that had no 材料 property.
    const row = await db
      .selectFrom('temu_templates')
      .select('leaf_snapshot')
      .where('id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    const old = JSON.parse(row.leaf_snapshot!) as TemuLeafTemplate;
    await db
      .updateTable('temu_templates')
      .set({ leaf_snapshot: JSON.stringify({ ...old, properties: old.properties.filter((p) => p.name !== '材料') }) })
      .where('id', '=', saved.data.id)
      .execute();
    const r = await refresh();
    expect(r.code).toBe(200);
    // 材料 is filled in this template, so the change is shown but does not break it.
    expect(r.data.changes).toEqual([
      { kind: 'propertyAdded', property: '材料', message: '新增必填属性「材料」', breaking: false },
    ]);
    const other = await newSeller(t);
    const theirs = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.refreshTemplate,
      payload: { id: saved.data.id },
      token: other.token,
    });
    expect(theirs.code).toBe(404);
  });
});
