import type { OnlineProductRow } from '@podbench/contract';
import { Button, Image, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { ProductStatusTag } from './product-status-tag';

const price = (r: OnlineProductRow) =>
  r.priceMin === r.priceMax ? `¥${fenToYuan(r.priceMin)}` : `¥${fenToYuan(r.priceMin)} ~ ${fenToYuan(r.priceMax)}`;

export function productColumns(onDetail: (id: number) => void): ColumnsType<OnlineProductRow> {
  return [
    {
      title: '商品',
      key: 'product',
      width: 360,
      render: (_, r) => (
        <Space align="start" style={{ minWidth: 0 }}>
          <Image
            src={r.imageUrl ?? undefined}
            width={56}
            height={56}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            fallback=""
          />
          <Space orientation="vertical" size={0}>
            <Typography.Text strong ellipsis={{ tooltip: r.productName }} style={{ maxWidth: 260 }}>
              {r.productName}
            </Typography.Text>
            <Typography.Text type="secondary" copyable={{ text: r.productId }}>
              SPU {r.productId}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: '店铺', dataIndex: 'shopName', width: 140 },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <ProductStatusTag status={s} /> },
    { title: 'SKC / SKU', key: 'count', width: 100, render: (_, r) => `${r.skcCount} / ${r.skuCount}` },
    { title: '申报价', key: 'price', width: 150, align: 'right', render: (_, r) => price(r) },
    { title: '近30天销量', dataIndex: 'sales30d', width: 110, align: 'right' },
    { title: '累计销量', dataIndex: 'salesTotal', width: 100, align: 'right' },
    { title: '同步时间', dataIndex: 'lastSyncedAt', width: 170, render: (t: number) => parseTime(t) },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onDetail(r.id)}>
          详情
        </Button>
      ),
    },
  ];
}
