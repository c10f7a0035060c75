import { PAYEE_TYPE_LABELS, type PayeeType } from '@podbench/contract';
import type { Executor } from '../../db';

interface RefRow {
  ref_type: string;
  ref_id: string;
}

/** Ledger reference types whose ref_id is an internal row id and needs a human label. */
const ORDER_REF = 'temu_order';
const WITHDRAW_REF = 'withdraw';

const ids = (rows: readonly RefRow[], type: string) => [
  ...new Set(
    rows
      .filter((r) => r.ref_type === type)
      .map((r) => Number(r.ref_id))
      .filter(Number.isSafeInteger),
  ),
];

/**
 * What a seller reads as 关联单号 for each (ref_type, ref_id), keyed `${ref_type}:${ref_id}`, scoped to the account:
 * the stock-up order number (备货单号) for an order's payment and refund, the payout reference (打款流水号) or the
 * payee for a withdrawal, 人工调整 for an operator's adjustment (its reference is an idempotency key). Recharges and
 * VIP purchases already carry their own order numbers.
 */
export async function refLabels(db: Executor, mainId: number, rows: readonly RefRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const orderIds = ids(rows, ORDER_REF);
  const withdrawIds = ids(rows, WITHDRAW_REF);
  const [orders, withdrawals] = await Promise.all([
    orderIds.length
      ? db
          .selectFrom('temu_orders')
          .select(['id', 'sub_purchase_order_sn'])
          .where('main_id', '=', mainId)
          .where('id', 'in', orderIds)
          .execute()
      : [],
    withdrawIds.length
      ? db
          .selectFrom('withdrawals')
          .select(['id', 'payee_type', 'payee_account', 'payout_reference'])
          .where('main_id', '=', mainId)
          .where('id', 'in', withdrawIds)
          .execute()
      : [],
  ]);
  for (const o of orders) labels.set(`${ORDER_REF}:${o.id}`, o.sub_purchase_order_sn);
  for (const w of withdrawals) {
    const payee = `${PAYEE_TYPE_LABELS[w.payee_type as PayeeType] ?? w.payee_type} ****${w.payee_account.slice(-4)}`;
    labels.set(`${WITHDRAW_REF}:${w.id}`, w.payout_reference ? `打款流水号 ${w.payout_reference}` : `提现至${payee}`);
  }
  for (const r of rows) if (r.ref_type === 'admin_adjust') labels.set(`${r.ref_type}:${r.ref_id}`, '人工调整');
  return labels;
}
