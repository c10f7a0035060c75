import type { OnlineProductRow } from '@podbench/contract';
import { Image, Table, Typography } from 'antd';
import { fenToYuan } from '@/shared/utils/money';

type Skc = OnlineProductRow['skcs'][number];

/** The expanded row: one block per SKC (its colour image) with its SKUs, supply prices and sales. */
export function SkuTable({ skcs }: { skcs: Skc[] }) {
  const rows = skcs.flatMap((skc) =>
    skc.skus.map((sku, i) => ({ ...sku, skc, first: i === 0, span: skc.skus.length })),
  );
  return (
    <Table
      size="small"
      rowKey="productSkuId"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: 'SKC',
          key: 'skc',
          width: 220,
          onCell: (r) => ({ rowSpan: r.first ? r.span : 0 }),
          render: (_, r) => (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              {r.skc.imageUrl && (
                <Image src={r.skc.imageUrl} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
              )}
              <Typography.Text copyable>{r.skc.productSkcId}</Typography.Text>
            </span>
          ),
        },
        { title: 'SKU ID', dataIndex: 'productSkuId', width: 150 },
        { title: '规格', dataIndex: 'spec' },
        { title: '货号', dataIndex: 'extCode', render: (v: string) => v || '—' },
        { title: '申报价（元）', dataIndex: 'supplierPrice', align: 'right', render: (v: number) => fenToYuan(v) },
        { title: '近30天销量', dataIndex: 'sales30d', align: 'right' },
        { title: '累计销量', dataIndex: 'salesTotal', align: 'right' },
      ]}
    />
  );
}
