import { formatYuan, type NotificationType } from '@podbench/contract';

/** What happened, as the place where it happened knows it. `notify` turns it into one notification. */
export type NotifyEvent =
  | { type: 'order_new'; shopId: number; shopName: string; orders: Array<{ id: number; sn: string }> }
  | { type: 'order_unpaid'; orderId: number; sn: string; shopName: string; hours: number; totalFen: number }
  | {
      type: 'publish_failed';
      platform: 'temu' | 'shein';
      publishId: number;
      templateName: string;
      shopName: string;
      error: string;
    }
  | {
      type: 'qc_failed';
      shopId: number;
      qcBillId: string;
      /** Temu's qcResultUpdateTime: a bill inspected again and failing again is a new notification. */
      updateTime: string;
      productName: string;
      spec: string;
      defectiveQuantity: number;
    }
  | { type: 'token_expiring'; shopId: number; platform: string; shopName: string; expiresAt: number }
  | { type: 'low_balance'; balanceFen: number; thresholdFen: number; at: number }
  | {
      type: 'withdraw_result';
      withdrawId: number;
      approved: boolean;
      amountFen: number;
      reason: string;
      payoutReference: string;
    };

export interface NotificationDraft {
  type: NotificationType;
  title: string;
  content: string;
  link: string;
  dedupeKey: string;
}

const yuan = (fen: number) => `¥${formatYuan(fen)}`;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** Beijing time, yyyy-MM-dd HH:mm (the product's times are Beijing times). */
export const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The notification an event makes; `dedupeKey` says which events are "the same" (announced once). */
export function draftOf(e: NotifyEvent): NotificationDraft {
  switch (e.type) {
    case 'order_new': {
      const sns = e.orders.map((o) => o.sn);
      const listed = sns.slice(0, 5).join('、') + (sns.length > 5 ? ` 等 ${sns.length} 个` : '');
      return {
        type: e.type,
        title: `新备货单 ${e.orders.length} 个`,
        content: cut(`店铺「${e.shopName}」同步到 ${e.orders.length} 个新备货单：${listed}，请及时支付。`, 1000),
        link: e.orders.length === 1 ? `/order/orderTemu1?id=${e.orders[0]!.id}` : '/order/orderTemu',
        dedupeKey: `order_new:${e.shopId}:${Math.min(...e.orders.map((o) => o.id))}`,
      };
    }
    case 'order_unpaid':
      return {
        type: e.type,
        title: '备货单超时未支付',
        content: cut(
          `店铺「${e.shopName}」的备货单 ${e.sn} 下单已超过 ${e.hours} 小时仍未支付${e.totalFen > 0 ? `（应付 ${yuan(e.totalFen)}）` : ''}，请尽快支付以免影响发货。`,
          1000,
        ),
        link: `/order/orderTemu1?id=${e.orderId}`,
        dedupeKey: `order_unpaid:${e.orderId}`,
      };
    case 'publish_failed':
      return {
        type: e.type,
        title: '发布失败',
        content: cut(`模板「${e.templateName}」发布到店铺「${e.shopName}」失败：${e.error}`, 1000),
        link: e.platform === 'temu' ? `/publish/temuInfo?id=${e.publishId}` : '/publish/sheinTemplate',
        dedupeKey: `publish_failed:${e.platform}:${e.publishId}`,
      };
    case 'qc_failed':
      return {
        type: e.type,
        title: '质检不合格',
        content: cut(
          `${e.productName}${e.spec ? `（${e.spec}）` : ''} 质检不合格，次品 ${e.defectiveQuantity} 件（质检单 ${e.qcBillId}）。`,
          1000,
        ),
        link: '/publish/qualityCheck',
        dedupeKey: cut(`qc_failed:${e.shopId}:${e.qcBillId}:${e.updateTime}`, 200),
      };
    case 'token_expiring':
      return {
        type: e.type,
        title: '店铺授权即将过期',
        content: `店铺「${e.shopName}」的授权将于 ${beijing(e.expiresAt)} 过期，过期后无法同步订单和发布商品，请尽快重新授权。`,
        link: e.platform === 'shein' ? '/authorizeShop/shein' : '/authorizeShop/temu',
        dedupeKey: `token_expiring:${e.shopId}:${e.expiresAt}`,
      };
    case 'low_balance':
      return {
        type: e.type,
        title: '余额不足',
        content: `账户余额 ${yuan(e.balanceFen)} 低于提醒金额 ${yuan(e.thresholdFen)}，请及时充值，以免备货单无法支付。`,
        link: '/system/recharge',
        dedupeKey: `low_balance:${e.at}`,
      };
    case 'withdraw_result':
      return {
        type: e.type,
        title: e.approved ? '提现已打款' : '提现被驳回',
        content: e.approved
          ? `提现 ${yuan(e.amountFen)} 已确认打款${e.payoutReference ? `，打款流水号 ${e.payoutReference}` : ''}。`
          : cut(`提现 ${yuan(e.amountFen)} 被驳回：${e.reason}。金额已退回余额。`, 1000),
        link: '/statistics/clientUserAccountRecord',
        dedupeKey: `withdraw_result:${e.withdrawId}`,
      };
  }
}
