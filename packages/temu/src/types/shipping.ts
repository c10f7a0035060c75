/**
 * The shipping desk and ship orders [CN] — reference flows.md (b) and one file per type in api/.
 * WB (stock-up order) → staging.add → staging.get / receiveaddressv2.get → shiporderv3.create → FH (ship order)
 * → box marks, logisticsmatch → packing.send → EB (batch) → shiporderv2.get → express.note.get.
 *
 * One file per step: shipping-desk.ts (staging, receiving / ship-from addresses), ship-orders.ts (FH create / cancel /
 * list), shipping-logistics.ts (logisticsmatch, carriers, packing.send, waybill); shared field shapes in
 * shipping-fields.ts. This module re-exports them, so importers keep importing from './shipping'.
 */
export { receiveAddressInfoReqSchema } from './shipping-fields';
export * from './shipping-desk';
export * from './ship-orders';
export * from './shipping-logistics';
