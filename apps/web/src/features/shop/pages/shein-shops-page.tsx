import { useHasPermi } from '@/shared/permission';
import { NoShopPermission } from '../components/no-shop-permission';
import { ShopsView } from '../components/shops-view';
import { SHOP_MANAGE } from '../lib/permission';

/**
 * /authorizeShop/shein. The shell hides Shein's menu entries on production hosts; the page itself still works
 * when reached, since the server decides whether Shein is configured.
 */
export default function SheinShopsPage() {
  return useHasPermi([SHOP_MANAGE]) ? <ShopsView platform="shein" /> : <NoShopPermission />;
}
