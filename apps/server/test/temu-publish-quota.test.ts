import { TEMU_TEMPLATE_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { TEMU_PUBLISH } from '../src/modules/temu-publish/runner';
import { useTestApp } from './helper';
import { saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

/**
 * The daily publish quota under parallel requests (issue 17): 100 publishes were queued against a quota of 50 on
 * PostgreSQL, because each request counted the day's publishes and inserted in its own transaction. The count is
 * now one row per seller and day, taken with a conditional update.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;

describe('daily publish quota', () => {
  it('100 parallel publish requests against a quota of 50: exactly 50 are queued, each once, the rest get 429', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const body = await templateBodyFor(t);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++)
      ids.push((await saveTemplate(t, seller, { ...body, title: `定制印花T恤 纯棉短袖 第${i}款` })).data.id);
    const answers = await Promise.all(
      ids.map((id) =>
        t.call<{ queued: number }>({
          method: 'POST',
          url: TEMU_TEMPLATE_API.upload,
          payload: { templateIds: [id], shopIds: [shops[0]!.shopId] },
          token: seller.token,
        }),
      ),
    );
    const ok = answers.filter((a) => a.code === 200);
    const refused = answers.filter((a) => a.code === 429);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.msg).toMatch(/^今日发布额度已用完：每天最多 50 条/);
    const rows = await db.selectFrom('temu_publishes').select('id').where('main_id', '=', seller.mainId).execute();
    expect(rows).toHaveLength(50);
    // Every queued publish has exactly one job of the queue, and nothing refused left one behind.
    const jobs = await db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', TEMU_PUBLISH.kind)
      .where('main_id', '=', seller.mainId)
      .execute();
    expect(jobs.map((j) => TEMU_PUBLISH.payload.parse(JSON.parse(j.payload)).publishId).sort()).toEqual(
      rows.map((r) => Number(r.id)).sort(),
    );
    // The day is used up: one more is refused, and says how many were used.
    const more = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [ids[0]!, ids[1]!], shopIds: [shops[0]!.shopId] },
      token: seller.token,
    });
    expect([200, 429]).toContain(more.code);
    expect(
      (await db.selectFrom('temu_publishes').select('id').where('main_id', '=', seller.mainId).execute()).length,
    ).toBe(50);
  }, 120_000);

  it('a request that would pass the quota is refused whole; another seller has a quota of their own', async () => {
    const { seller, shops } = await sellerWithShops(t, 2);
    const body = await templateBodyFor(t);
    const ids: number[] = [];
    for (let i = 0; i < 26; i++)
      ids.push((await saveTemplate(t, seller, { ...body, title: `定制印花T恤 纯棉短袖 第${i}款` })).data.id);
    const upload = (templateIds: number[], shopIds: number[], token = seller.token) =>
      t.call<{ queued: number }>({
        method: 'POST',
        url: TEMU_TEMPLATE_API.upload,
        payload: { templateIds, shopIds },
        token,
      });
    // 24 templates × 2 shops = 48 of 50.
    expect((await upload(ids.slice(0, 24), [shops[0]!.shopId, shops[1]!.shopId])).data.queued).toBe(48);
    const count = async () =>
      (await db.selectFrom('temu_publishes').select('id').where('main_id', '=', seller.mainId).execute()).length;
    // Two more templates to both shops would need 4 (52 > 50): refused whole, nothing queued.
    const whole = await upload([ids[24]!, ids[25]!], [shops[0]!.shopId, shops[1]!.shopId]);
    expect(whole.code).toBe(429);
    expect(whole.msg).toBe('今日发布额度已用完：每天最多 50 条，已用 48 条，本次需 4 条');
    expect(await count()).toBe(48);
    // One more template to both shops needs exactly the 2 left.
    const last = await upload([ids[24]!], [shops[0]!.shopId, shops[1]!.shopId]);
    expect(last.code).toBe(200);
    expect(last.data.queued).toBe(2);
    // A pair already queued is not queued again, and costs nothing.
    const again = await upload([ids[0]!], [shops[0]!.shopId]);
    expect(again.code).toBe(200);
    expect(again.data.queued).toBe(0);
    expect(await count()).toBe(50);
    const other = await sellerWithShops(t, 1);
    const theirs = (await saveTemplate(t, other.seller, body)).data.id;
    expect((await upload([theirs], [other.shops[0]!.shopId], other.seller.token)).code).toBe(200);
  }, 120_000);
});
