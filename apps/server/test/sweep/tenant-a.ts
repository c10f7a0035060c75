import { randomBytes } from 'node:crypto';
import type { TemplateImageRef } from '@podbench/contract';
import { resultKey } from '../../src/modules/removal/keys';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { sellerWithOnSaleGoods } from '../temu-order-fixtures';
import { makeAccountResources } from './tenant-a-account';
import { makeDesignResources } from './tenant-a-designs';
import { makeSheinResources } from './tenant-a-shein';
import { makeTemuShipment, syncTemuGoodsAndQc } from './tenant-a-temu';

/** One of each of seller A's resources an endpoint can name by id (see sweep-tenant.test.ts). */
export interface TenantIds {
  image: number;
  folder: number;
  file: number;
  design: number;
  removalBatch: string;
  removalTask: number;
  shop: number;
  onlineProduct: number;
  template: number;
  publish: number;
  order: number;
  orderSn: string;
  qc: number;
  withdraw: number;
  subAccount: number;
  notice: number;
  pushRecord: number;
  recharge: string;
  goodsSyncJob: number;
  orderSyncJob: number;
  sheinShop: number;
  sheinTemplate: number;
  sheinPublish: number;
  sheinOrder: number;
  sheinOrderSyncJob: number;
  shipment: number;
  /** A child waybill number of the shipment's platform-carrier booking (express.note.get). */
  waybillLabel: string;
  notification: number;
  designTemplate: number;
  designBatch: number;
}
export type Resource = keyof TenantIds;

export interface TenantA {
  seller: Seller;
  ids: TenantIds;
  /** Strings only A's data holds (names A gave, order numbers, the shop's mall id…): never in B's answers. */
  markers: string[];
  userIds: number[];
  designDocument: unknown;
  designVersion: number;
  productId: number;
  /** Template bodies as A saved them (images: A's own upload). */
  templateBody: unknown;
  sheinTemplateBody: unknown;
  /** A's images a template or design can name: a gallery image, an upload, a design render. */
  images: TemplateImageRef[];
  /** Storage keys of A's files: the original, a background-removal result, a rendered mockup. */
  imageKeys: string[];
}

/** Seller A with one of everything, made through the API as a seller would (fixtures of the module suites). */
export async function makeTenantA(t: TestApp): Promise<TenantA> {
  const db = t.runtime.ctx.db;
  const mark = `甲租户${randomBytes(4).toString('hex')}`;
  const { seller, shop, productId } = await sellerWithOnSaleGoods(t, 500_000);

  const { templateBody, tpl, orders, orderSyncJob, shipment, waybillLabel } = await makeTemuShipment(
    t,
    seller,
    shop,
    mark,
  );
  const { shein, sheinTemplateBody, sheinTpl, sheinOrderSyncJob, sheinOrders, sheinPublish } = await makeSheinResources(
    t,
    seller,
    mark,
  );
  const goodsSyncJob = await syncTemuGoodsAndQc(t, seller, shop, productId);
  const { folder, image, tee, designDocument, design, designTemplate, designBatch, batch } = await makeDesignResources(
    t,
    seller,
    mark,
  );
  const { withdraw, recharge, subName, notice } = await makeAccountResources(t, seller, mark);

  const one = async <T>(q: Promise<T | undefined>, what: string): Promise<T> => {
    const row = await q;
    if (!row) throw new Error(`tenant A has no ${what}`);
    return row;
  };
  const m = seller.mainId;
  const id = (r: { id: number | string }) => Number(r.id);
  const sub = await one(
    db.selectFrom('users').select('id').where('user_name', '=', subName).executeTakeFirst(),
    'sub-account',
  );
  const userName = await one(db.selectFrom('users').select('user_name').where('id', '=', m).executeTakeFirst(), 'user');
  const ids: TenantIds = {
    image: image.id,
    folder: folder.id,
    file: id(await one(db.selectFrom('files').select('id').where('main_id', '=', m).executeTakeFirst(), 'file')),
    design: design.id,
    removalBatch: batch.batchId,
    removalTask: id(
      await one(
        db.selectFrom('jobs').select('id').where('group_key', '=', batch.batchId).executeTakeFirst(),
        'removal task',
      ),
    ),
    shop: shop.shopId,
    onlineProduct: id(
      await one(
        db.selectFrom('temu_online_products').select('id').where('main_id', '=', m).executeTakeFirst(),
        'online product',
      ),
    ),
    template: tpl.id,
    publish: id(
      await one(db.selectFrom('temu_publishes').select('id').where('main_id', '=', m).executeTakeFirst(), 'publish'),
    ),
    order: Number(orders[0]!.id),
    orderSn: orders[0]!.sub_purchase_order_sn,
    qc: id(
      await one(
        db.selectFrom('temu_quality_checks').select('id').where('main_id', '=', m).executeTakeFirst(),
        'quality check',
      ),
    ),
    withdraw: withdraw.id,
    subAccount: id(sub),
    notice: notice.id,
    pushRecord: id(
      await one(
        db.selectFrom('order_push_records').select('id').where('main_id', '=', m).executeTakeFirst(),
        'push record',
      ),
    ),
    recharge: recharge.outTradeNo,
    // The order sync above told A about its new orders.
    notification: id(
      await one(
        db.selectFrom('notifications').select('id').where('main_id', '=', m).executeTakeFirst(),
        'notification',
      ),
    ),
    designTemplate: designTemplate.id,
    designBatch: designBatch.id,
    goodsSyncJob,
    orderSyncJob,
    sheinShop: shein.shopId,
    sheinTemplate: sheinTpl.id,
    sheinPublish: Number(sheinPublish.id),
    sheinOrder: Number(sheinOrders[0]!.id),
    sheinOrderSyncJob,
    shipment: shipment.id,
    waybillLabel,
  };
  const mall = await one(
    db.selectFrom('shops').select(['mall_id', 'mall_name']).where('id', '=', shop.shopId).executeTakeFirst(),
    'shop',
  );
  const render = await one(
    db
      .selectFrom('design_renders')
      .select(['id', 'storage_key'])
      .where('main_id', '=', m)
      .where('design_id', '=', design.id)
      .where('kind', '=', 'listing')
      .executeTakeFirst(),
    'design render',
  );
  const original = await one(
    db.selectFrom('files').select('storage_key').where('id', '=', image.fileId).executeTakeFirst(),
    'original',
  );
  const upload = (templateBody as { images: TemplateImageRef[] }).images[0]!;
  return {
    seller,
    ids,
    markers: [
      mark,
      userName.user_name,
      mall.mall_id,
      mall.mall_name,
      ...orders.map((o) => o.sub_purchase_order_sn),
      recharge.outTradeNo,
      batch.batchId,
      shein.supplierId,
      sheinPublish.spu_name ?? '',
      ...sheinOrders.map((o) => o.order_no),
    ],
    userIds: [m, id(sub)],
    designDocument,
    designVersion: 1,
    productId: tee.id,
    templateBody,
    sheinTemplateBody,
    images: [{ kind: 'gallery', id: image.id }, upload, { kind: 'render', id: Number(render.id) }],
    imageKeys: [original.storage_key, resultKey(m, ids.removalTask), render.storage_key],
  };
}
