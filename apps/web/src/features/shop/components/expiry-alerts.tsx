import type { ShopRow } from '@podbench/contract';
import { Alert, Button, Flex } from 'antd';
import { digestExpiry } from '../lib/token-expiry';

interface Props {
  rows: readonly ShopRow[];
  now: number;
  onReauthorize?: (shop: ShopRow) => void;
}

const SHOWN = 3;

function ShopLinks({ shops, onReauthorize }: { shops: ShopRow[]; onReauthorize?: (shop: ShopRow) => void }) {
  return (
    <Flex wrap gap={4} align="center">
      {shops.slice(0, SHOWN).map((shop) =>
        onReauthorize ? (
          <Button key={shop.id} size="small" onClick={() => onReauthorize(shop)}>
            重新授权「{shop.mallName}」
          </Button>
        ) : (
          <span key={shop.id}>「{shop.mallName}」</span>
        ),
      )}
      {shops.length > SHOWN ? <span>等 {shops.length} 个店铺</span> : null}
    </Flex>
  );
}

/** Banners above the list: tokens already dead (error) and tokens inside the 7-day window (warning). */
export function ExpiryAlerts({ rows, now, onReauthorize }: Props) {
  const { soon, expired } = digestExpiry(rows, now);
  return (
    <>
      {expired.length ? (
        <Alert
          type="error"
          showIcon
          title={`${expired.length} 个店铺的授权已失效，发布与同步已暂停`}
          description={<ShopLinks shops={expired} onReauthorize={onReauthorize} />}
        />
      ) : null}
      {soon.length ? (
        <Alert
          type="warning"
          showIcon
          title={`${soon.length} 个店铺的授权将在 7 天内到期，到期后将无法发布商品和同步订单`}
          description={<ShopLinks shops={soon} onReauthorize={onReauthorize} />}
        />
      ) : null}
    </>
  );
}
