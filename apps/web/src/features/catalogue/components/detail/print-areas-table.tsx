import type { PrintArea, ProductDetail } from '@podbench/contract';
import { Table, type TableColumnsType, Tag } from 'antd';
import { mmText } from '../../utils/format';

/** Each print area in millimetres and in pixels at its DPI: the size the print file must be. */
export function PrintAreasTable({ product }: { product: ProductDetail }) {
  const viewsOf = (key: string) =>
    product.mockupViews.filter((v) => v.areas.some((a) => a.areaKey === key)).map((v) => v.name);
  const columns: TableColumnsType<PrintArea> = [
    { title: '印刷区域', dataIndex: 'name', width: 110, render: (n: string, a) => <b title={a.key}>{n}</b> },
    {
      title: '实际尺寸',
      key: 'mm',
      width: 150,
      render: (_, a) => `${mmText(a.widthMm)} × ${mmText(a.heightMm)} mm`,
    },
    {
      title: '印刷文件像素',
      key: 'px',
      width: 150,
      render: (_, a) => (
        <code>
          {a.widthPx} × {a.heightPx} px
        </code>
      ),
    },
    { title: '分辨率', dataIndex: 'dpi', width: 90, render: (d: number) => `${d} DPI` },
    {
      title: '安全边距',
      dataIndex: 'safeInsetPx',
      width: 150,
      render: (px: number, a) => `${px} px（约 ${mmText((px / a.dpi) * 25.4)} mm）`,
    },
    {
      title: '样机视角',
      key: 'views',
      render: (_, a) => viewsOf(a.key).map((n) => <Tag key={n}>{n}</Tag>),
    },
  ];
  return (
    <Table
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={product.printAreas}
      pagination={false}
      scroll={{ x: 760 }}
      data-testid="print-areas-table"
    />
  );
}
