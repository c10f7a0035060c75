import type { Executor } from '../src/db';
import { type QcCaller, syncShopQualityChecks } from '../src/modules/quality-check/sync';
import { fakeTemuGateway } from './temu-fake-gateway';

/** The QC sync's two typed calls over a fake gateway (its client checks each request against the reference schema). */
export const qcCallerOf = (g: ReturnType<typeof fakeTemuGateway>): QcCaller => ({
  qualityListGet: (p) => g.caller.callType('bg.goods.qualityinspection.get', p),
  qualityDetailGet: (p) => g.caller.callType('bg.goods.qualityinspectiondetail.get', p),
});

/**
 * Syncs one shop's quality checks from a fake gateway of the test suite's own answering the reference's golden
 * samples (one failed bill with one defect), not from the sandbox.
 */
export async function syncGoldenQc(db: Executor, shop: { id: number; mainId: number }) {
  const g = fakeTemuGateway();
  const r = await syncShopQualityChecks(db, qcCallerOf(g), shop, async () => {});
  return { g, ...r };
}
