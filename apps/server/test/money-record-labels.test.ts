import { type AccountRecord, API_MONEY, LedgerType, type PageResult, TEMU_ORDER_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller as newMoneySeller } from './money-fixtures';
import { cancelOnTemu, raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const records = (token: string, type?: string) =>
  t.call<PageResult<AccountRecord>>({
    method: 'GET',
    url: `${API_MONEY.accountRecord.page}?pageSize=50${type ? `&type=${encodeURIComponent(type)}` : ''}`,
    token,
  });

describe('交易记录: 关联单号 and 操作人 a seller can read', () => {
  it('an order payment names the 备货单号 and the payer; the refund of a Temu cancel names the order and 系统', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const o = await db
      .selectFrom('temu_orders')
      .select('id')
      .where('sub_purchase_order_sn', '=', sn!)
      .executeTakeFirstOrThrow();
    const paid = await t.call({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: [Number(o.id)] },
      token: seller.token,
    });
    expect(paid.code).toBe(200);
    const nick = await db.selectFrom('users').select('nick_name').where('id', '=', seller.id).executeTakeFirstOrThrow();

    const pay = (await records(seller.token, LedgerType.ORDER_PAY)).data.rows;
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ refId: String(o.id), refLabel: sn, operatorName: nick.nick_name });

    await cancelOnTemu(t, sn!, 4);
    await syncOrders(t, seller, shop.shopId);
    const refund = (await records(seller.token, LedgerType.REFUND)).data.rows;
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({ refLabel: sn, operatorName: '系统' });
  }, 120_000);

  it('a withdrawal reads as its payee until paid, then as the operator’s 打款流水号; nobody sees an internal id', async () => {
    const s = await newMoneySeller(t, 10_000);
    const op = await newOperator(t);
    const applied = await t.call<{ id: number }>({
      method: 'POST',
      url: API_MONEY.withdraw.apply,
      token: s.token,
      payload: { amountFen: 3_000, payeeType: 'alipay', payeeName: '李四', payeeAccount: 'lisi@example.com' },
    });
    expect(applied.code).toBe(200);
    const before = (await records(s.token, LedgerType.WITHDRAW)).data.rows[0];
    expect(before).toMatchObject({ refLabel: '提现至支付宝 ****.com' });
    expect(before?.refLabel).not.toContain(String(applied.data.id));

    const ok = await t.call({
      method: 'POST',
      url: API_MONEY.adminWithdraw.approve,
      token: op.token,
      payload: { id: applied.data.id, payoutReference: 'ALI202611270042' },
    });
    expect(ok.code).toBe(200);
    const after = (await records(s.token, LedgerType.WITHDRAW)).data.rows[0];
    expect(after).toMatchObject({ refLabel: '打款流水号 ALI202611270042' });
  });
});
