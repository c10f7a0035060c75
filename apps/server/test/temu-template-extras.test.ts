import { TEMU_TEMPLATE_API, type TemuSizeChartSpec, type TemuTemplateBody } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { drainPublishes, sandboxGoods, saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const publishOne = async (body: TemuTemplateBody) => {
  const { seller, shops } = await sellerWithShops(t, 1);
  const { data: tpl } = await saveTemplate(t, seller, body);
  const up = await t.call<{ queued: number }>({
    method: 'POST',
    url: TEMU_TEMPLATE_API.upload,
    payload: { templateIds: [tpl.id], shopIds: [shops[0]!.shopId] },
    token: seller.token,
  });
  expect(up.data.queued).toBe(1);
  await drainPublishes(t);
  const row = await db
    .selectFrom('temu_publishes')
    .selectAll()
    .where('main_id', '=', seller.mainId)
    .executeTakeFirstOrThrow();
  return { row, mallId: shops[0]!.mallId };
};

describe('template size chart, technology and pricing', () => {
  it('sends the size chart through bg.goods.sizecharts.create and the chosen combined technology', async () => {
    const body = await templateBodyFor(t);
    body.technology = { technologyType: 2, firstType: 10004, twiceTypes: [20022, 20027] };
    const { row, mallId } = await publishOne(body);
    expect(row).toMatchObject({ state: 'success', error: null });
    expect(await sandboxGoods(t, mallId)).toHaveLength(1);
  });

  it('fails at once, before uploading any image, when the category needs a size chart the template lacks', async () => {
    const body = { ...(await templateBodyFor(t)), sizeChart: null };
    const { row, mallId } = await publishOne(body);
    expect(row.state).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.error).toBe('该类目要求尺码表：请在模板的「尺码表」中填写后再发布');
    expect(await sandboxGoods(t, mallId)).toHaveLength(0);
  });

  it('names a column the category does not know and the necessary ones missing', async () => {
    const body = await templateBodyFor(t);
    body.sizeChart = {
      classId: 3,
      unit: 'cm',
      columns: ['腰围'],
      rows: body.sizeChart!.rows.map((r) => ({ ...r, values: ['80'] })),
    };
    const { row } = await publishOne(body);
    expect(row.state).toBe('failed');
    expect(row.error).toContain('尺码表的列「腰围」不是该类目的尺码参数，可用：胸围、衣长');
    const lacking = await templateBodyFor(t);
    lacking.sizeChart = {
      classId: 3,
      unit: 'cm',
      columns: ['衣长'],
      rows: lacking.sizeChart!.rows.map((r) => ({ ...r, values: ['70'] })),
    };
    const second = await publishOne(lacking);
    expect(second.row.error).toBe('该类目的尺码表必须包含：胸围');
  });

  it('flags charts that do not list exactly the SKU sizes, bad numbers and technologies that do not belong', async () => {
    const seller = await newSeller(t);
    const body = await templateBodyFor(t);
    body.sizeChart = {
      classId: 3,
      unit: 'cm',
      columns: ['衣长', '胸宽'],
      rows: [
        { size: 'S', values: ['69', 'abc'] },
        { size: 'XL', values: ['76', '55'] },
      ],
    };
    body.technology = { technologyType: 1, firstType: 10006, twiceTypes: [20022] };
    const saved = await saveTemplate(t, seller, body);
    expect(saved.code).toBe(200);
    const byField = Object.fromEntries(saved.data.problems.map((p) => [p.field, p.message]));
    expect(saved.data.problems.filter((p) => p.field === 'sizeChart').map((p) => p.message)).toEqual([
      '尺码表缺少尺码：M',
      '尺码表多出 SKU 中没有的尺码：XL',
    ]);
    expect(byField['sizeChart.rows.0.1']).toBe('尺码 S 的「胸宽」须为正数（最多两位小数）');
    expect(byField.technology).toBe('「刺绣」不属于「画布/纸张定制工艺」，请重新选择');
    // A template with problems is not queued.
    const up = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [saved.data.id], shopIds: [1] },
      token: seller.token,
    });
    expect(up.code).not.toBe(200);
    // A pricing rule out of range is refused as a whole, nothing saved.
    const bad = await saveTemplate(t, seller, { ...body, pricing: { factor: 50, addFen: 0, rounding: 'yuan' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('倍数最多 20');
  });

  it('reads old templates (no technology, chart or rule stored) as the defaults they were published with', async () => {
    const seller = await newSeller(t);
    const { data } = await saveTemplate(t, seller, await templateBodyFor(t));
    await db
      .updateTable('temu_templates')
      .set({ listing: null, technology: null, size_chart: null, pricing: null })
      .where('id', '=', data.id)
      .execute();
    const d = await t.call<TemuTemplateBody>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.detail}?id=${data.id}`,
      token: seller.token,
    });
    expect(d.data.technology).toEqual({ technologyType: 1, firstType: 10004, twiceTypes: [20027] });
    expect(d.data.sizeChart).toBeNull();
    expect(d.data.pricing).toEqual({ factor: 2, addFen: 0, rounding: 'yuan90' });
  });

  it('tells the editor a leaf’s size chart: class, columns and the allowed size names (class/meta/settings.get)', async () => {
    const { seller } = await sellerWithShops(t, 1);
    const meta = (catId: number) =>
      t.call<TemuSizeChartSpec>({
        method: 'GET',
        url: `${TEMU_TEMPLATE_API.sizeChartMeta}?catId=${catId}`,
        token: seller.token,
      });
    const tee = await meta(30469);
    expect(tee.data).toMatchObject({ required: true, classId: 3, classType: 0 });
    expect(tee.data.elements.filter((e) => e.necessary).map((e) => e.name)).toEqual(['胸围', '衣长']);
    expect(tee.data.sizeNames).toEqual(expect.arrayContaining(['S', 'M', 'L']));
    expect((await meta(9714)).data).toEqual({
      required: false,
      classId: null,
      classType: null,
      groups: [],
      elements: [],
      sizeNames: [],
    });
    const noShop = await newSeller(t);
    const r = await t.call({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.sizeChartMeta}?catId=30469`,
      token: noShop.token,
    });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('请先授权一个 Temu 店铺');
    const bad = await t.call({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.sizeChartMeta}?catId=abc`,
      token: seller.token,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('类目 id 必须是数字');
  });
});
