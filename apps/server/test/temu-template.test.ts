import { checkTemuTemplate, formatPodSkuCode, TEMU_TEMPLATE_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { templateBodyFor as bodyFor, saveTemplate } from './temu-publish-fixtures';

const t = await useTestApp();
const templateBodyFor = (title?: string) => bodyFor(t, title);

describe('temu templates', () => {
  it('checks Temu rules per field, in Chinese', async () => {
    const ok = await templateBodyFor();
    expect(checkTemuTemplate(ok)).toEqual([]);
    const bad = { ...ok, title: '短', images: [], skus: [{ ...ok.skus[0]!, priceFen: 0 }, { ...ok.skus[0]! }] };
    const fields = checkTemuTemplate(bad).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'images', 'skus.0.priceFen', 'skus.1.size']));
    expect(checkTemuTemplate(bad).every((p) => /[\u4e00-\u9fa5]/.test(p.message))).toBe(true);
    expect(formatPodSkuCode({ templateId: 5, variantId: 7 })).toBe('PB-T5-V7');
  });

  it('saves, lists, reads and deletes; problems come back with the save', async () => {
    const seller = await newSeller(t);
    const body = await templateBodyFor();
    const created = await saveTemplate(t, seller, body);
    expect(created.code).toBe(200);
    expect(created.data.problems).toEqual([]);
    const id = created.data.id;
    const upd = await saveTemplate(t, seller, { ...body, title: '短标题' }, id);
    expect(upd.data.problems.map((p) => p.field)).toContain('title');
    const page = await t.call<{ total: number; rows: Array<{ id: number; problemCount: number }> }>({
      method: 'GET',
      url: TEMU_TEMPLATE_API.page,
      token: seller.token,
    });
    expect(page.data.total).toBe(1);
    expect(page.data.rows[0]).toMatchObject({ id, problemCount: 1 });
    const d = await t.call<{ title: string }>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.detail}?id=${id}`,
      token: seller.token,
    });
    expect(d.data.title).toBe('短标题');
    const del = await t.call({ method: 'POST', url: TEMU_TEMPLATE_API.remove, payload: { id }, token: seller.token });
    expect(del.code).toBe(200);
    const gone = await t.call({ method: 'GET', url: `${TEMU_TEMPLATE_API.detail}?id=${id}`, token: seller.token });
    expect(gone.code).toBe(404);
  });

  it('refuses bad input with a Chinese 400 and writes nothing', async () => {
    const seller = await newSeller(t);
    const r = await saveTemplate(t, seller, { title: 12, skus: 'x' });
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    const r2 = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.fromDesign,
      payload: { designId: 'a' },
      token: seller.token,
    });
    expect(r2.code).toBe(400);
    const n = await t.runtime.ctx.db
      .selectFrom('temu_templates')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('main_id', '=', seller.mainId)
      .executeTakeFirst();
    expect(Number(n?.n)).toBe(0);
  });

  it('keeps sellers apart', async () => {
    const a = await newSeller(t);
    const b = await newSeller(t);
    const { data } = await saveTemplate(t, a, await templateBodyFor());
    const read = await t.call({ method: 'GET', url: `${TEMU_TEMPLATE_API.detail}?id=${data.id}`, token: b.token });
    expect(read.code).toBe(404);
    const write = await saveTemplate(t, b, await templateBodyFor('别人的模板 改标题 测试测试'), data.id);
    expect(write.code).toBe(404);
    const del = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.remove,
      payload: { id: data.id },
      token: b.token,
    });
    expect(del.code).toBe(404);
    const page = await t.call<{ total: number }>({ method: 'GET', url: TEMU_TEMPLATE_API.page, token: b.token });
    expect(page.data.total).toBe(0);
    const fromOther = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.fromDesign,
      payload: { designId: 999999 },
      token: b.token,
    });
    expect(fromOther.code).toBe(404);
  });
});
