import type { SheinOnlineRow } from '@podbench/contract';
import { Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { PriceRange } from '@/shared/publishing/components/price-range';
import { Thumbnail } from '@/shared/publishing/components/thumbnail';
import { useSheinShopOptions } from '@/shared/api/shop-options';
import { type OnlineQuery, useSheinOnline } from '../api/shein-publish';

/** The SKCs of a product with each SKU's codes, price and stock. */
function SkuCodes({ row }: { row: SheinOnlineRow }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="supplierSku"
      dataSource={row.skcs.flatMap((c) => c.skus.map((k) => ({ ...k, color: c.color, skcName: c.skcName })))}
      columns={[
        { title: '颜色', dataIndex: 'color', width: 100 },
        { title: 'SKC', dataIndex: 'skcName', width: 200 },
        { title: '尺码', dataIndex: 'size', width: 80 },
        { title: 'SKU 编码', dataIndex: 'skuCode', width: 200 },
        { title: '供应商 SKU', dataIndex: 'supplierSku', width: 160 },
        { title: '价格', dataIndex: 'priceFen', width: 100, render: (f: number) => `¥${(f / 100).toFixed(2)}` },
        { title: '库存', dataIndex: 'stock', width: 80 },
      ]}
    />
  );
}

/** /publish/onlineProductShein — what the seller has on Shein (published from templates), per shop. */
export default function OnlineProductSheinPage() {
  const [query, setQuery] = useState<OnlineQuery>({ pageNum: 1, pageSize: 10 });
  const shops = useSheinShopOptions();
  const { data, isFetching } = useSheinOnline(query);
  return (
    <Card title="Shein 在线商品">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部店铺"
          style={{ width: 220 }}
          options={shops}
          value={query.shopId}
          onChange={(shopId?: number) => setQuery((q) => ({ ...q, shopId, pageNum: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder="标题 / SPU / SKC / SKU 编码"
          style={{ width: 300 }}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v || undefined, pageNum: 1 }))}
        />
      </Space>
      <Table<SheinOnlineRow>
        rowKey="publishId"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowRender: (r) => <SkuCodes row={r} /> }}
        columns={[
          {
            title: '图片',
            dataIndex: 'imageUrl',
            width: 84,
            render: (url: string | null) => <Thumbnail url={url} />,
          },
          {
            title: '标题 / SPU',
            dataIndex: 'title',
            width: 320,
            render: (title: string, r) => (
              <Space direction="vertical" size={0} style={{ width: '100%' }}>
                <Typography.Text ellipsis={{ tooltip: title }} style={{ width: 300 }}>
                  {title}
                </Typography.Text>
                <Typography.Text type="secondary" copyable style={{ fontSize: 12 }} data-testid="shein-spu">
                  {r.spuName}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '店铺', dataIndex: 'shopName', width: 180, ellipsis: true },
          {
            title: '规格',
            key: 'spec',
            width: 120,
            render: (_, r) => `${r.skcs.length} SKC / ${r.skcs.reduce((n, c) => n + c.skus.length, 0)} SKU`,
          },
          {
            title: '价格',
            key: 'price',
            width: 150,
            render: (_, r) => <PriceRange min={r.priceMinFen} max={r.priceMaxFen} />,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 180,
            render: (s: string) => <Tag color={s === '已上架' ? 'success' : 'warning'}>{s}</Tag>,
          },
          { title: '发布时间', dataIndex: 'publishedAt', width: 170, render: (t: number) => parseTime(t) },
        ]}
        locale={{ emptyText: <Empty description="还没有发布到 Shein 的商品：在「Shein模板」里发布" /> }}
        pagination={tablePagination(query, data?.total, setQuery, '个商品')}
      />
    </Card>
  );
}
