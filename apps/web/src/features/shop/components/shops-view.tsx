import { LinkOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ShopPlatform, ShopRow } from '@podbench/contract';
import { Button, Card, Flex, Space, Switch, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStartShopAuthorize } from '@/shared/api/start-shop-authorize';
import { useShops } from '../api/get-shops';
import { useShopQuota } from '../api/use-shop-quota';
import { PLATFORM_META } from '../lib/platform-meta';
import { useNow } from '../lib/use-now';
import { ExpiryAlerts } from './expiry-alerts';
import { ShopPageHeader } from './shop-page-header';
import { ShopQuotaMeter } from './shop-quota-meter';
import { ShopTable } from './shop-table';
import { ShopsEmpty } from './shops-empty';

// The flows (Steps, Form, the Seller Center drawing) load on the first click: this page is the landing page.
const TemuAuthorizeModal = lazy(() =>
  import('./temu-authorize/temu-authorize-modal').then((m) => ({ default: m.TemuAuthorizeModal })),
);
const SheinAuthorizeModal = lazy(() =>
  import('./shein-authorize-modal').then((m) => ({ default: m.SheinAuthorizeModal })),
);

/** null: closed; a shop: 重新授权 of that shop; 'new': 授权店铺. */
type Dialog = null | 'new' | ShopRow;

/** The shop list of one marketplace with its authorisation flows; the page has already checked shop:manage. */
export function ShopsView({ platform }: { platform: ShopPlatform }) {
  const meta = PLATFORM_META[platform];
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [includeUnbound, setIncludeUnbound] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Mounted from the first opening on, so closing still animates.
  const [dialogUsed, setDialogUsed] = useState(false);
  const shops = useShops({ platform, ...page, includeUnbound });
  const quota = useShopQuota();
  const now = useNow();
  const linkFlow = useStartShopAuthorize();
  // Set by /auth-redirect when it brings the seller back with a freshly bound shop.
  const highlightId = (useLocation().state as { shopId?: number } | null)?.shopId;
  const target = dialog === 'new' ? null : dialog;
  const open = (next: Exclude<Dialog, null>) => {
    setDialog(next);
    setDialogUsed(true);
  };
  const openNew = () => open('new');

  return (
    <Flex vertical gap={16}>
      <ShopPageHeader
        platform={platform}
        extra={
          <>
            <ShopQuotaMeter quota={quota} />
            <Space wrap>
              {platform === 'temu' ? (
                <Tooltip title="跳转到 Temu 卖家中心确认授权，完成后自动返回（适用于海外卖家）">
                  <Button icon={<LinkOutlined />} loading={linkFlow.isPending} onClick={() => linkFlow.mutate('temu')}>
                    通过授权链接授权
                  </Button>
                </Tooltip>
              ) : null}
              <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
                授权店铺
              </Button>
            </Space>
          </>
        }
      />
      <ExpiryAlerts rows={shops.data?.rows ?? []} now={now} onReauthorize={open} />
      <Card
        variant="borderless"
        title="已授权店铺"
        extra={
          <Space size="middle">
            <Space size={6}>
              <Switch size="small" checked={includeUnbound} onChange={setIncludeUnbound} aria-label="显示已解绑" />
              <span>显示已解绑</span>
            </Space>
            <Tooltip title="刷新">
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label="刷新"
                loading={shops.isFetching && !shops.isLoading}
                onClick={() => void shops.refetch()}
              />
            </Tooltip>
          </Space>
        }
      >
        <ShopTable
          platform={platform}
          rows={shops.data?.rows}
          total={shops.data?.total ?? 0}
          loading={shops.isLoading}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          now={now}
          onReauthorize={open}
          highlightId={highlightId}
          empty={<ShopsEmpty meta={meta} onAuthorize={openNew} />}
        />
      </Card>
      {dialogUsed ? (
        <Suspense fallback={null}>
          {platform === 'temu' ? (
            <TemuAuthorizeModal open={dialog !== null} target={target} quota={quota} onClose={() => setDialog(null)} />
          ) : (
            <SheinAuthorizeModal open={dialog !== null} target={target} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      ) : null}
    </Flex>
  );
}
