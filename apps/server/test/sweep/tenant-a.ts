import { randomBytes } from 'node:crypto';
import {
  DESIGN_TEMPLATE_API,
  type DeskView,
  GALLERY_API,
  LedgerType,
  TEMU_ORDER_API,
  TEMU_SHIPPING_API,
  type TemplateImageRef,
} from '@podbench/contract';
import { applyBalanceChange } from '../../src/modules/ledger/service';
import { resultKey } from '../../src/modules/removal/keys';
import { TEMU_SANDBOX } from '../../src/sandbox/temu/paths';
import { drainRenders, save, teeDetail, teeDocument } from '../design-fixtures';
import { uploadOne } from '../gallery-fixtures';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { newOperator } from '../money-fixtures';
import { syncGoldenQc } from '../quality-check-fixtures';
import { control } from '../temu-goods-fixtures';
import { syncNow } from '../temu-goods-sync-fixtures';
import { raiseOrders, sellerWithOnSaleGoods, syncOrders } from '../temu-order-fixtures';
import { deskApi, printBoxMarks } from '../temu-shipping-desk-fixtures';
import { saveTemplate, templateBodyFor, withOwnImages } from '../temu-publish-fixtures';
import {
  addSheinShop,
  publish as publishShein,
  saveSheinTemplate,
  sheinBody,
  syncSheinOrders,
} from '../shein-fixtures';

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

const ok = <T>(r: { code: number; msg: string; data: T }, what: string): T => {
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
  return r.data;
};

/** Seller A with one of everything, made through the API as a seller would (fixtures of the module suites). */
export async function makeTenantA(t: TestApp): Promise<TenantA> {
  const db = t.runtime.ctx.db;
  const mark = `甲租户${randomBytes(4).toString('hex')}`;
  const { seller, shop, productId } = await sellerWithOnSaleGoods(t, 500_000);
  const call = <T = unknown>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.call<T>({ method, url, payload, token: seller.token });

  const templateBody = await withOwnImages(t, seller, await templateBodyFor(t, `${mark}模板 定制印花T恤 纯棉短袖`));
  const tpl = ok(await saveTemplate(t, seller, templateBody), 'template');
  await raiseOrders(t, shop.mallId, 2);
  const orderSyncJob = (await syncOrders(t, seller, shop.shopId))[0]!;
  const orders = await db
    .selectFrom('temu_orders')
    .select(['id', 'sub_purchase_order_sn'])
    .where('main_id', '=', seller.mainId)
    .orderBy('id')
    .execute();
  ok(await call('POST', TEMU_ORDER_API.pay, { ids: [Number(orders[0]!.id)] }), 'pay');
  // The paid order on the shipping desk, in a shipment (发货单) of A's.
  ok(await call('POST', TEMU_SHIPPING_API.deskAdd, { orderIds: [Number(orders[0]!.id)] }), 'desk add');
  const deskGroup = ok(await call<DeskView>('GET', TEMU_SHIPPING_API.desk), 'desk').groups[0]!;
  const shipFrom = ok(
    await call<{ rows: Array<{ id: number }> }>('GET', `${TEMU_SHIPPING_API.addresses}?shopId=${shop.shopId}`),
    'ship-from',
  ).rows[0]!;
  const shipment = ok(
    await call<{ id: number }>('POST', TEMU_SHIPPING_API.create, {
      requestKey: `sweep-${mark.slice(-8)}`,
      shopId: shop.shopId,
      subWarehouseId: deskGroup.subWarehouseId,
      deliveryAddressId: shipFrom.id,
      boxes: [
        {
          items: deskGroup.orders[0]!.lines.map((l) => ({
            orderId: Number(orders[0]!.id),
            productSkuId: l.productSkuId,
            quantity: l.maxQuantity,
          })),
        },
      ],
    }),
    'shipment',
  );
  // Box marks from Temu (standing in for the label module), then booked on Temu's platform carrier, whose waybill
  // labels (express.note.get) name the shipment's child waybill numbers.
  await printBoxMarks(t, deskApi(t, seller.token), shipment.id);
  const quote = ok(
    await call<{ options: Array<{ predictId: number; slots: Array<{ end: number }> }> }>(
      'POST',
      TEMU_SHIPPING_API.quote,
      { id: shipment.id, weightG: 1000 },
    ),
    'quote',
  ).options[0]!;
  ok(
    await call('POST', TEMU_SHIPPING_API.book, {
      id: shipment.id,
      method: 'platform',
      predictId: quote.predictId,
      pickupAt: quote.slots[0]!.end,
      weightG: 1000,
    }),
    'book',
  );
  const waybillLabel = ok(
    await call<{ labels: Array<{ childWaybillSn: string }> }>('GET', `${TEMU_SHIPPING_API.waybill}?id=${shipment.id}`),
    'waybill',
  ).labels[0]!.childWaybillSn;

  // Shein: a shop, a template published to it and its synced stock-up orders.
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

  await control(t, TEMU_SANDBOX.inspectNow, { productId, result: 'fail' });
  const goodsSyncJob = (await syncNow(t, seller, '/api/onlineProduct/sync', { shopId: shop.shopId }))[0]!;
  // Quality checks from the suite's own fake gateway (golden samples), not the sandbox's QC handler.
  await syncGoldenQc(db, { id: shop.shopId, mainId: seller.mainId });

  const folder = ok(
    await call<{ id: number }>('POST', GALLERY_API.folderCreate, { parentId: 0, name: `${mark}文件夹` }),
    'folder',
  );
  const image = await uploadOne(t, seller.token, `${mark}图片.png`, 7, folder.id);
  const tee = await teeDetail(t);
  const designDocument = teeDocument(tee, image.id);
  const design = ok(
    await save(t, seller.token, { name: `${mark}设计`, productId: tee.id, document: designDocument, version: 0 }),
    'design',
  );
  await drainRenders(t); // print files and mockups: their signed links are swept too
  const designTemplate = ok(
    await call<{ id: number }>('POST', DESIGN_TEMPLATE_API.save, { name: `${mark}设计模板`, document: designDocument }),
    'design template',
  );
  const designBatch = ok(
    await call<{ id: number }>('POST', DESIGN_TEMPLATE_API.batch, {
      imageId: image.id,
      targets: [{ productId: tee.id, color: tee.colors[0]!.name }],
    }),
    'design batch',
  );
  const batch = ok(
    await call<{ batchId: string }>('POST', '/api/removal/batches', { imageIds: [image.id] }),
    'removal',
  );

  // a ledger row only A's records, summary and export can show
  await applyBalanceChange(db, {
    mainId: seller.mainId,
    type: LedgerType.ADJUST,
    amountFen: 1,
    refType: 'test',
    refId: `${mark}-ledger`,
    remark: `${mark}调整`,
  });
  const withdraw = ok(
    await call<{ id: number }>('POST', '/api/withdraw/apply', {
      amountFen: 1_000,
      payeeType: 'alipay',
      payeeName: `${mark}收款人`,
      payeeAccount: `${mark}@example.com`,
    }),
    'withdraw',
  );
  const recharge = ok(
    await call<{ outTradeNo: string }>('POST', '/api/recharge/create', { amountFen: 1_000, method: 'sandbox' }),
    'recharge',
  );
  const subName = `sub${randomBytes(4).toString('hex')}`;
  ok(
    await call('POST', '/api/clientUser/add', {
      userName: subName,
      nickName: `${mark}子账号`,
      password: 'secret123',
      permissions: [],
    }),
    'sub',
  );

  const op = await newOperator(t);
  const notice = ok(
    await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/admin/notice/save',
      token: op.token,
      payload: { title: '租户测试公告', content: '内容', publish: true },
    }),
    'notice',
  );
  ok(await call('POST', '/api/notice/read', { ids: [notice.id] }), 'notice read');

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
