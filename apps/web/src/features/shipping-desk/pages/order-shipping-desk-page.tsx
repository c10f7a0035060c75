import { ShippingDesk } from './shipping-desk';

/** /order/shippingDesk — a seller who ships themselves: the same desk over their own orders. */
export default function OrderShippingDeskPage() {
  return <ShippingDesk admin={false} />;
}
