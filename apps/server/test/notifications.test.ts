import {
  API_MONEY,
  NOTIFICATION_API,
  NOTIFICATION_TYPES,
  type NotificationPage,
  type NotificationSettings,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notification/service';
import { scanLowBalance, scanTokens } from '../src/modules/notification/scan';
import { useTestApp } from './helper';
import { newOperator, newSubAccount } from './money-fixtures';
import { topUp } from './temu-order-fixtures';
import { sellerWithShops } from './temu-publish-fixtures';

/**
 * Notifications (issue 21 §2) through the API: lists, unread counts, read marks and 全部已读 stay inside one main
 * account (and, for a sub-account, inside the kinds its permissions cover); preferences refuse bad input in Chinese
 * and change nothing then. Expected texts and amounts are written out by hand from the events below.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const HOUR = 3_600_000;
const list = (token: string, qs = '') =>
  t.call<NotificationPage>({ method: 'GET', url: `${NOTIFICATION_API.page}${qs}`, token });
const unread = async (token: string) =>
  (await t.call<{ unread: number }>({ method: 'GET', url: NOTIFICATION_API.unread, token })).data.unread;
const read = (token: string, ids: unknown) =>
  t.call<{ unread: number }>({ method: 'POST', url: NOTIFICATION_API.read, token, payload: { ids } });
const readAll = (token: string) =>
  t.call<{ unread: number }>({ method: 'POST', url: NOTIFICATION_API.readAll, token, payload: {} });
const settings = (token: string) =>
  t.call<NotificationSettings>({ method: 'GET', url: NOTIFICATION_API.settings, token });
const putSettings = (token: string, payload: Record<string, unknown>) =>
  t.call<NotificationSettings>({ method: 'PUT', url: NOTIFICATION_API.settings, token, payload });
const withdrawTo = (mainId: number) => ({ type: 'withdraw_result' as const, withdrawId: mainId, approved: true });

async function sellerWithTwo() {
  const { seller, shops } = await sellerWithShops(t, 1);
  await notify(db, seller.mainId, { ...withdrawTo(1), amountFen: 12_345, reason: '', payoutReference: 'P1' });
  await notify(db, seller.mainId, {
    type: 'order_unpaid',
    orderId: 900_000 + seller.mainId,
    sn: 'WB2611270001',
    shopName: '甲店',
    hours: 24,
    totalFen: 3_250,
  });
  return { seller, shop: shops[0]! };
}

describe('notifications: list, unread, read, 全部已读', () => {
  it('lists newest first with the unread count; reading one and then all brings it to 0', async () => {
    const { seller } = await sellerWithTwo();
    const page = await list(seller.token);
    expect(page.data.total).toBe(2);
    expect(page.data.unread).toBe(2);
    expect(page.data.rows.map((r) => [r.type, r.title, r.read])).toEqual([
      ['order_unpaid', '备货单超时未支付', false],
      ['withdraw_result', '提现已打款', false],
    ]);
    expect(page.data.rows[0]!.content).toBe(
      '店铺「甲店」的备货单 WB2611270001 下单已超过 24 小时仍未支付（应付 ¥32.50），请尽快支付以免影响发货。',
    );
    expect(page.data.rows[1]!.content).toBe('提现 ¥123.45 已确认打款，打款流水号 P1。');
    expect((await read(seller.token, [page.data.rows[1]!.id])).data.unread).toBe(1);
    expect((await list(seller.token, '?unreadOnly=true')).data.rows.map((r) => r.type)).toEqual(['order_unpaid']);
    expect((await list(seller.token, '?type=withdraw_result')).data.total).toBe(1);
    expect((await readAll(seller.token)).data).toEqual({ unread: 0 });
    expect(await unread(seller.token)).toBe(0);
  });

  it('the same event is announced once (dedupe key)', async () => {
    const { seller } = await sellerWithTwo();
    const again = await notify(db, seller.mainId, {
      ...withdrawTo(1),
      amountFen: 12_345,
      reason: '',
      payoutReference: 'P1',
    });
    expect(again).toBeNull();
    expect(await unread(seller.token)).toBe(2);
  });

  it('isolation: another seller sees none, cannot mark them read (404), and its 全部已读 leaves them unread', async () => {
    const a = await sellerWithTwo();
    const { seller: b } = await sellerWithShops(t, 1);
    const ids = (await list(a.seller.token)).data.rows.map((r) => r.id);
    expect((await list(b.token)).data).toEqual({ rows: [], total: 0, unread: 0 });
    const r = await read(b.token, [ids[0]]);
    expect([r.code, r.msg]).toEqual([404, '通知不存在']);
    expect((await readAll(b.token)).data.unread).toBe(0);
    expect(await unread(a.seller.token)).toBe(2);
    // One own id and one foreign: nothing is marked.
    await notify(db, b.mainId, { ...withdrawTo(2), amountFen: 100, reason: '', payoutReference: '' });
    const own = (await list(b.token)).data.rows[0]!.id;
    expect((await read(b.token, [own, ids[0]])).code).toBe(404);
    expect(await unread(b.token)).toBe(1);
  });

  it('a sub-account sees and marks only the kinds its permissions cover', async () => {
    const { seller } = await sellerWithTwo();
    const wallet = await newSubAccount(t, seller.mainId, ['wallet:withdraw']);
    const none = await newSubAccount(t, seller.mainId, []);
    expect((await list(wallet.token)).data.rows.map((r) => r.type)).toEqual(['withdraw_result']);
    expect((await list(none.token)).data.total).toBe(0);
    const orderRow = (await list(seller.token)).data.rows[0]!;
    expect((await read(wallet.token, [orderRow.id])).code).toBe(404);
    expect((await readAll(wallet.token)).data.unread).toBe(0);
    expect(await unread(seller.token)).toBe(1);
  });

  it('bad input is refused in Chinese and changes nothing', async () => {
    const { seller } = await sellerWithTwo();
    const cases: Array<[unknown, string]> = [
      [[], '请选择要标记的通知'],
      [['x'], 'id 必须是数字'],
      [[1.5], 'id 必须是整数'],
      [[0], 'id 必须大于 0'],
      [undefined, '请选择要标记的通知'],
    ];
    for (const [ids, msg] of cases) {
      const r = await read(seller.token, ids);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(msg)]);
    }
    expect((await list(seller.token, '?type=nope')).msg).toContain('未知的通知类型');
    expect(await unread(seller.token)).toBe(2);
    expect((await t.call({ method: 'GET', url: NOTIFICATION_API.page })).code).toBe(401);
  });
});

describe('notification preferences', () => {
  it('defaults, save, and refusals (Chinese, nothing saved); only a main account may change them', async () => {
    const { seller } = await sellerWithShops(t, 1);
    await topUp(t, seller, 50_000);
    expect((await settings(seller.token)).data).toEqual({
      enabled: [...NOTIFICATION_TYPES],
      unpaidHours: 24,
      lowBalanceFen: 10_000,
    });
    const chosen = { enabled: ['order_new', 'order_unpaid'], unpaidHours: 6, lowBalanceFen: 2_000 };
    const saved = await putSettings(seller.token, chosen);
    expect([saved.code, saved.msg, saved.data]).toEqual([200, '通知设置已保存', chosen]);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ unpaidHours: 0 }, '超时小时数至少 1 小时'],
      [{ unpaidHours: 721 }, '超时小时数最多 720 小时'],
      [{ unpaidHours: 1.5 }, '超时小时数必须是整数'],
      [{ lowBalanceFen: -1 }, '余额提醒金额不能为负数'],
      [{ lowBalanceFen: 10.5 }, '余额提醒金额必须精确到分'],
      [{ enabled: ['bogus'] }, '未知的通知类型'],
    ];
    for (const [over, msg] of bad) {
      const r = await putSettings(seller.token, { ...chosen, ...over });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(msg)]);
    }
    expect((await settings(seller.token)).data).toEqual(chosen);
    const sub = await newSubAccount(t, seller.mainId, ['order:view']);
    expect((await settings(sub.token)).data).toEqual(chosen);
    expect((await putSettings(sub.token, { ...chosen, unpaidHours: 2 })).code).toBe(403);
    expect((await settings(seller.token)).data.unpaidHours).toBe(6);
  });

  it('a switched-off event creates no notification', async () => {
    const { seller } = await sellerWithShops(t, 1);
    await putSettings(seller.token, { enabled: ['order_new'], unpaidHours: 24, lowBalanceFen: 0 });
    const id = await notify(db, seller.mainId, { ...withdrawTo(3), amountFen: 100, reason: '', payoutReference: '' });
    expect(id).toBeNull();
    expect((await list(seller.token)).data.total).toBe(0);
  });
});

describe('money and shop events', () => {
  it('withdrawals approved and rejected by the operator are announced with amount, reference and reason', async () => {
    const { seller } = await sellerWithShops(t, 1);
    await topUp(t, seller, 50_000);
    const op = await newOperator(t);
    const payee = { payeeType: 'alipay', payeeName: '李四', payeeAccount: 'lisi@example.com' };
    const apply = async (amountFen: number) =>
      (
        await t.call<{ id: number }>({
          method: 'POST',
          url: API_MONEY.withdraw.apply,
          token: seller.token,
          payload: { amountFen, ...payee },
        })
      ).data.id;
    const first = await apply(3_000);
    const second = await apply(1_050);
    await t.call({
      method: 'POST',
      url: API_MONEY.adminWithdraw.approve,
      token: op.token,
      payload: { id: first, payoutReference: 'ALI202611270001' },
    });
    await t.call({
      method: 'POST',
      url: API_MONEY.adminWithdraw.reject,
      token: op.token,
      payload: { id: second, reason: '收款账户信息有误' },
    });
    const rows = (await list(seller.token)).data.rows;
    expect(rows.map((r) => [r.title, r.content])).toEqual([
      ['提现被驳回', '提现 ¥10.50 被驳回：收款账户信息有误。金额已退回余额。'],
      ['提现已打款', '提现 ¥30.00 已确认打款，打款流水号 ALI202611270001。'],
    ]);
  });

  it('low balance: once per dip below the threshold, again after it rose above and fell', async () => {
    const { seller } = await sellerWithShops(t, 1);
    await topUp(t, seller, 5_000);
    const now = Date.now();
    expect(await scanLowBalance(db, now, seller.mainId)).toBe(1);
    expect(await scanLowBalance(db, now + 1, seller.mainId)).toBe(0);
    await topUp(t, seller, 20_000);
    expect(await scanLowBalance(db, now + 2, seller.mainId)).toBe(0);
    await topUp(t, seller, -24_000);
    expect(await scanLowBalance(db, now + 3, seller.mainId)).toBe(1);
    const rows = (await list(seller.token, '?type=low_balance')).data.rows;
    expect(rows.map((r) => r.content)).toEqual([
      '账户余额 ¥10.00 低于提醒金额 ¥100.00，请及时充值，以免备货单无法支付。',
      '账户余额 ¥50.00 低于提醒金额 ¥100.00，请及时充值，以免备货单无法支付。',
    ]);
  });

  it('tokens expiring within 7 days: one per shop and expiry; later expiries are not yet news', async () => {
    const { seller, shops } = await sellerWithShops(t, 2);
    const now = Date.now();
    const soon = now + 3 * 24 * HOUR;
    await db.updateTable('shops').set({ token_expire_time: soon }).where('id', '=', shops[0]!.shopId).execute();
    await db
      .updateTable('shops')
      .set({ token_expire_time: now + 8 * 24 * HOUR })
      .where('id', '=', shops[1]!.shopId)
      .execute();
    expect(await scanTokens(db, now, seller.mainId)).toBe(1);
    expect(await scanTokens(db, now + HOUR, seller.mainId)).toBe(0);
    const rows = (await list(seller.token, '?type=token_expiring')).data.rows;
    expect(rows).toHaveLength(1);
    const beijing = new Date(soon + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect(rows[0]!.content).toContain(`的授权将于 ${beijing} 过期`);
    // A day later the second shop is within 7 days too.
    expect(await scanTokens(db, now + 2 * 24 * HOUR, seller.mainId)).toBe(1);
  });
});
