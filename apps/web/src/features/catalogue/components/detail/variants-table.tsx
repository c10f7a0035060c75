import type { ProductDetail, ProductVariant } from '@podbench/contract';
import { Checkbox, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { yuan } from '../../utils/format';

interface VariantsTableProps {
  product: ProductDetail;
  colorName: string;
}

/** Every colour × size with its base cost and, for a signed-in caller, their VIP price. */
export function VariantsTable({ product, colorName }: VariantsTableProps) {
  const [allColours, setAllColours] = useState(false);
  const rows = allColours ? product.variants : product.variants.filter((v) => v.colorName === colorName);
  const columns: TableColumnsType<ProductVariant> = [
    {
      title: '颜色',
      dataIndex: 'colorName',
      width: 130,
      render: (name: string, v) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span
            style={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              background: v.colorHex,
              border: '1px solid rgba(0,0,0,.15)',
            }}
          />
          {name}
        </span>
      ),
    },
    { title: '尺码', dataIndex: 'size', width: 150 },
    { title: 'SKU 编码', dataIndex: 'skuCode', width: 170, render: (s: string) => <code>{s}</code> },
    { title: '底价', dataIndex: 'baseCostFen', width: 100, align: 'right', render: (f: number) => yuan(f) },
    // A discount of 0 would only repeat the base cost.
    ...(product.viewer && product.viewer.discountPercent > 0
      ? [
          {
            title: '我的会员价',
            dataIndex: 'vipPriceFen',
            width: 110,
            align: 'right' as const,
            render: (f: number | null) => <b style={{ color: '#b45309' }}>{f === null ? '—' : yuan(f)}</b>,
          },
        ]
      : []),
    { title: '重量', dataIndex: 'weightG', width: 90, align: 'right', render: (g: number) => `${g} g` },
    {
      title: '包装尺寸 (mm)',
      key: 'package',
      width: 150,
      render: (_, v) => `${v.lengthMm} × ${v.widthMm} × ${v.heightMm}`,
    },
  ];
  return (
    <>
      <Checkbox checked={allColours} onChange={(e) => setAllColours(e.target.checked)} style={{ marginBottom: 12 }}>
        显示全部 {product.colors.length} 个颜色（当前：{colorName}）
      </Checkbox>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
        scroll={{ x: 800 }}
        data-testid="variants-table"
      />
    </>
  );
}
