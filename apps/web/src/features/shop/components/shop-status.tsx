import type { ShopRow } from '@podbench/contract';
import { Badge, Flex } from 'antd';
import { ScopeWarning } from './scope-warning';

const BADGE = { 正常: 'success', 已过期: 'error', 已解绑: 'default' } as const;

/** The server's status, plus the missing-scope warning that matters while the shop is live. */
export function ShopStatus({ shop }: { shop: ShopRow }) {
  return (
    <Flex vertical gap={2}>
      <Badge status={BADGE[shop.status]} text={shop.status} />
      {shop.status === '正常' && shop.missingScopes.length ? <ScopeWarning scopes={shop.missingScopes} /> : null}
    </Flex>
  );
}
