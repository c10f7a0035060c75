import { z } from 'zod';
import { temuOrderPayResult } from './temu-order';

const DAY_MS = 86_400_000;
/** Production days assumed for a line whose blank is unknown (unmatched orders are not payable anyway). */
export const DEFAULT_PRODUCTION_DAYS = 2;

/** 付款截止: the deliver deadline less the production days of the order's slowest blank; null without a deadline. */
export function payDeadlineOf(expectDeliverAt: number | null, productionDays: number): number | null {
  if (expectDeliverAt === null) return null;
  return expectDeliverAt - Math.max(0, productionDays) * DAY_MS;
}

/**
 * Orders oldest pay deadline first (no deadline last), then oldest purchase, then id: the order a partial batch pay
 * and auto-pay spend the balance in.
 */
export function byPayDeadline<T extends { payDeadlineAt: number | null; purchaseTime: number; id: number }>(
  a: T,
  b: T,
) {
  const da = a.payDeadlineAt ?? Number.POSITIVE_INFINITY;
  const db = b.payDeadlineAt ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  if (a.purchaseTime !== b.purchaseTime) return a.purchaseTime - b.purchaseTime;
  return a.id - b.id;
}

/** An order a partial batch pay did not pay, and why. */
export const temuOrderLeft = z.object({
  id: z.number().int(),
  subPurchaseOrderSn: z.string(),
  totalFen: z.number().int(),
  payDeadlineAt: z.number().int().nullable(),
  /** 余额不足 for an order the balance did not cover; otherwise why it cannot be paid. */
  reason: z.string(),
});
export type TemuOrderLeft = z.infer<typeof temuOrderLeft>;

export const temuOrderPartialPayResult = temuOrderPayResult.extend({
  /** The orders this request paid, in the order they were paid. */
  paidIds: z.array(z.number().int()),
  left: z.array(temuOrderLeft),
  /** What the payable orders left unpaid cost: what a top-up must add to pay them too. */
  leftFen: z.number().int(),
});
export type TemuOrderPartialPayResult = z.infer<typeof temuOrderPartialPayResult>;
