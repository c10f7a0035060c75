import { PRODUCT_STATUS_LABELS, TEMU_GOODS_API } from '@podbench/contract';
import { Card, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { GoodsSyncButton } from '@/shared/ui/goods-sync-button';
import { type OnlineProductQuery, useOnlineProducts } from '../api/get-online-products';
import { useTemuShopOptions } from '@/shared/api/shop-options';
import { ProductDrawer } from '../components/product-drawer';
import { productColumns } from '../components/product-columns';
import { SkuTable } from '../components/sku-table';
import { tablePagination } from '@/shared/ui/table-pagination';

/** /publish/onlineProduct — Temu goods as last synced: status, SKC/SKU, supply price, sales. */
export default function OnlineProductPage() {
  const [query, setQuery] = useState<OnlineProductQuery>({ pageNum: 1, pageSize: 10 });
  const [detail, setDetail] = useState<number | null>(null);
  const shops = useTemuShopOptions();
  const { data, isFetching, refetch } = useOnlineProducts(query);
  const set = (patch: Partial<OnlineProductQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
  const onDone = useCallback(() => void refetch(), [refetch]);

  return (
    <Card
      title="在线商品"
      extra={<GoodsSyncButton url={TEMU_GOODS_API.productSync} shopId={query.shopId} onDone={onDone} />}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部店铺"
          style={{ width: 180 }}
          options={shops}
          onChange={(v?: number) => set({ shopId: v })}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          options={PRODUCT_STATUS_LABELS.map((label, value) => ({ value, label }))}
          onChange={(v?: number) => set({ status: v })}
        />
        <Input.Search
          allowClear
          placeholder="商品名称 / SPU / SKC"
          style={{ width: 260 }}
          onSearch={(v) => set({ keyword: v || undefined })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        columns={productColumns(setDetail)}
        scroll={{ x: 1100 }}
        expandable={{ expandedRowRender: (r) => <SkuTable skcs={r.skcs} /> }}
        locale={{
          emptyText: (
            <Empty
              description={
                <Typography.Text type="secondary">
                  暂无在线商品：先在「店铺授权」授权 Temu 店铺并发布模板，再点击右上角「同步」拉取商品
                </Typography.Text>
              }
            />
          ),
        }}
        pagination={tablePagination(query, data?.total, setQuery, '个商品')}
      />
      <ProductDrawer id={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
