import { z } from 'zod';
import { parseShipOrder, ShipOrderStatus } from '../../orders/ship';
import { int, params, sn } from '../../orders/wire';
import { TEMU_SANDBOX } from '../../paths';
import { SandboxTemuError, type TemuCall, type TemuTypeHandler } from '../registry';

/** The code bg.shiporder.express.note.get documents (500000003 获取物流面单失败，请稍后重试). */
const NOTE_FAILED = 500000003;

async function expressNote(c: TemuCall) {
  const p = params(z.looseObject({ expressCompanyId: int, expressDeliverySn: sn }), c.params);
  const rows = await c.db
    .selectFrom('sandbox_temu_records')
    .select(['data', 'status'])
    .where('mall_id', '=', c.mall!.mallId)
    .where('kind', '=', 'shiporder')
    .where('status', 'in', [ShipOrderStatus.SENT, ShipOrderStatus.RECEIVED, ShipOrderStatus.WAREHOUSED])
    .execute();
  const hit = rows
    .map((r) => parseShipOrder(r.data))
    .find(
      (s) =>
        s.delivery?.deliverMethod === 2 &&
        s.delivery.expressDeliverySn === p.expressDeliverySn &&
        s.delivery.expressCompanyId === p.expressCompanyId,
    );
  if (!hit) throw new SandboxTemuError(NOTE_FAILED, '获取物流面单失败，请稍后重试');
  const n = Math.max(1, hit.delivery!.expressPackageNum);
  return {
    expressCompanyId: p.expressCompanyId,
    expressDeliverySn: p.expressDeliverySn,
    tmsChildWaybillSnNoteDetails: Array.from({ length: n }, (_, i) => {
      const childWaybillSn = `${p.expressDeliverySn}${String(i + 1).padStart(4, '0')}`;
      return { childWaybillSn, childWaybillNote: `${c.origin}${TEMU_SANDBOX.waybillBase}/${childWaybillSn}.pdf` };
    }),
  };
}

/** bg.shiporder.express.note.get: the platform carrier's waybill labels (Temu doc 121). */
export const waybillHandlers: TemuTypeHandler[] = [
  { type: 'bg.shiporder.express.note.get', zone: 'CN', handle: expressNote },
];

/** The sent, platform-carrier ship order a child waybill number belongs to (for the PDF route). */
export async function waybillOwner(db: TemuCall['db'], childWaybillSn: string) {
  const sn = childWaybillSn.slice(0, -4);
  const rows = await db
    .selectFrom('sandbox_temu_records')
    .select(['mall_id', 'data'])
    .where('kind', '=', 'shiporder')
    .where('status', 'in', [1, 2, 3])
    .execute();
  for (const r of rows) {
    const s = parseShipOrder(r.data);
    if (s.delivery?.expressDeliverySn === sn) return { mallId: r.mall_id, ship: s };
  }
  return null;
}
