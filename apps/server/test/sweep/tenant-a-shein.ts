import {
  addSheinShop,
  publish as publishShein,
  saveSheinTemplate,
  sheinBody,
  syncSheinOrders,
} from '../shein-fixtures';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { withOwnImages } from '../temu-publish-fixtures';
import { ok } from './seller-api';

/** Shein: a shop, a template published to it and its synced stock-up orders. */
export async function makeSheinResources(t: TestApp, seller: Seller, mark: string) {
  const db = t.runtime.ctx.db;

  const shein = await addSheinShop(t, seller, `${mark}希音店`);
  const sheinTemplateBody = await withOwnImages(t, seller, await sheinBody(t, `${mark}希音模板`));
  const sheinTpl = await saveSheinTemplate(t, seller, sheinTemplateBody);
  await publishShein(t, seller, [sheinTpl.id], [shein.shopId]);
  ok(
    await t.call({ method: 'POST', url: '/sandbox/shein/orders/raise', payload: { supplierId: shein.supplierId } }),
    'shein orders',
  );
  const sheinOrderSyncJob = (await syncSheinOrders(t, seller, shein.shopId))[0]!;
  const sheinOrders = await db
    .selectFrom('shein_orders')
    .select(['id', 'order_no'])
    .where('main_id', '=', seller.mainId)
    .execute();
  const sheinPublish = await db
    .selectFrom('shein_publishes')
    .select(['id', 'spu_name'])
    .where('main_id', '=', seller.mainId)
    .executeTakeFirstOrThrow();
  return { shein, sheinTemplateBody, sheinTpl, sheinOrderSyncJob, sheinOrders, sheinPublish };
}
