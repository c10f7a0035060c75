import type { ShopRow, ShopStatus as Status } from '@podbench/contract';
import { Badge, Flex } from 'antd';
import { shopExpiry } from '../lib/token-expiry';
import { ScopeWarning } from './scope-warning';

const BADGE = { 正常: 'success', 已过期: 'error', 已解绑: 'default' } as const;

/**
 * The server's status, except that a token whose time ran out while the page stayed open reads 已过期 at once
 * (the server would say so on the next load). Plus the missing-scope warning while the shop is live.
 */
export function ShopStatus({ shop, now }: { shop: ShopRow; now: number }) {
  const status: Status = shop.status === '正常' && shopExpiry(shop, now).level === 'expired' ? '已过期' : shop.status;
  return (
    <Flex vertical gap={2}>
      <Badge status={BADGE[status]} text={status} />
      {status === '正常' && shop.missingScopes.length ? <ScopeWarning scopes={shop.missingScopes} /> : null}
    </Flex>
  );
}
