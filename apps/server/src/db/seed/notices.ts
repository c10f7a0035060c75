import type { Executor } from '../index';

export async function seedWelcomeNotice(db: Executor) {
  const any = await db.selectFrom('notices').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const now = Date.now();
  await db
    .insertInto('notices')
    .values({
      title: '欢迎使用 PodBench 跨境POD卖家工作台',
      content:
        '授权 Temu 店铺、上传图库、在画布上设计定制商品、生成刊登模板并一键发布；备货单从余额支付，质检与在线商品一目了然。如有问题，请扫描右下角二维码联系客服。',
      status: 1,
      publish_time: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
