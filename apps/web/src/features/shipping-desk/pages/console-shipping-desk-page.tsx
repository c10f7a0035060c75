import { ShippingDesk } from './shipping-desk';

/** /console/shippingDesk — the operator's desk over every seller's paid orders. */
export default function ConsoleShippingDeskPage() {
  return <ShippingDesk admin />;
}
