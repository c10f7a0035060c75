import { useHasPermi } from '@/shared/permission';
import { NoShopPermission } from '../components/no-shop-permission';
import { ShopsView } from '../components/shops-view';
import { SHOP_MANAGE } from '../lib/permission';

/** /authorizeShop/temu — the default home after signing in. */
export default function TemuShopsPage() {
  return useHasPermi([SHOP_MANAGE]) ? <ShopsView platform="temu" /> : <NoShopPermission />;
}
