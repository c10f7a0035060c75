import { labelHandlers } from '../labels';
import type { TemuTypeHandler } from '../registry';
import { salesHandlers } from '../sales';
import { deliveryHandlers } from './delivery';
import { deskHandlers } from './desk';
import { purchaseOrderHandlers } from './orders';
import { shipCreateHandlers } from './ship-create';
import { trackHandlers } from './track';
import { waybillHandlers } from './waybill';

/**
 * The fulfilment flow (flows.md (b)) as the reference documents it: stock-up orders, the shipping desk, ship
 * orders (create / cancel / quote / book / track / waybill), labels with the print page, sales. See
 * docs/temu-sandbox-fulfilment.md.
 */
export const fulfilmentHandlers: TemuTypeHandler[] = [
  ...purchaseOrderHandlers,
  ...deskHandlers,
  ...shipCreateHandlers,
  ...deliveryHandlers,
  ...trackHandlers,
  ...waybillHandlers,
  ...labelHandlers,
  ...salesHandlers,
];
