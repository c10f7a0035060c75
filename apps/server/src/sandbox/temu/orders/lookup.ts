import type { Executor } from '../../../db';
import { parseGoods } from '../goods/model';
import { findRecords, listRecords, type RecordRow } from '../state/record-repository';
import { parseOrder, type SandboxOrder } from './model';

/** The shop's SKC 货号 (goods.add's `productSkcReqs[].extCode`) by SKC id; '' when the goods kept none. */
export async function skcExtCodes(db: Executor, mallId: string): Promise<(skcId: number) => string> {
  const codes = new Map<number, string>();
  for (const r of await listRecords(db, mallId, 'goods')) {
    const g = parseGoods(r.data) as ReturnType<typeof parseGoods> & {
      skcExtra?: Array<{ productSkcId: number; extCode: string }>;
    };
    for (const x of g.skcExtra ?? []) codes.set(x.productSkcId, x.extCode ?? '');
    for (const s of g.skcs) {
      if (!codes.has(s.productSkcId)) codes.set(s.productSkcId, (s.skus[0]?.extCode ?? '').replace(/-[^-]*$/, ''));
    }
  }
  return (id) => codes.get(id) ?? '';
}

/** The caller's stock-up orders by number, as rows and parsed; others' and unknown ones are absent. */
export async function ownOrders(db: Executor, mallId: string, sns: string[]) {
  const rows = await findRecords(db, 'order', [...new Set(sns)]);
  return new Map<string, { row: RecordRow; o: SandboxOrder }>(
    rows.filter((r) => r.mall_id === mallId).map((r) => [r.ref, { row: r, o: parseOrder(r.data) }]),
  );
}
