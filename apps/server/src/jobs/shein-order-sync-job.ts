import { SheinApiError } from '@podbench/shein';
import { AppError } from '../lib/app-error';
import { SHEIN_ORDER_SYNC } from '../modules/shein-order/sync-jobs';
import { syncSheinOrders } from '../modules/shein-order/sync';
import { sheinOrderRequester } from '../modules/shein-order/order-client';
import { defineJob, PermanentJobError } from './definition';

/** Purchase-order sync (急采 + 备货) of one Shein shop; idempotent (unique shop + order_no, unchanged orders untouched). */
export const sheinOrderSyncJob = defineJob(SHEIN_ORDER_SYNC, async (ctx, run) => {
  const mainId = Number(run.job.main_id);
  const req = await sheinOrderRequester(ctx, mainId, run.payload.shopId).catch((err: unknown) => {
    throw new PermanentJobError(err instanceof AppError ? err.message : '店铺不可用');
  });
  try {
    return await syncSheinOrders(ctx.db, req, { id: run.payload.shopId, mainId }, run.progress, {
      days: run.payload.days,
    });
  } catch (err) {
    // A refusal (authorisation revoked, bad request) will not pass on a retry; Shein busy may.
    if (err instanceof SheinApiError && !err.transient) throw new PermanentJobError(err.message);
    throw err;
  }
});
