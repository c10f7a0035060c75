import type { TemuOrderDetail } from '@podbench/contract';
import { Card, Collapse, Descriptions, Table, Tag, Typography } from 'antd';
import { fenToYuan } from '@/shared/utils/money';

type Line = TemuOrderDetail['lines'][number];
const QC_COLOR: Record<number, string> = { 1: 'green', 2: 'red', 4: 'orange', 6: 'orange' };

/** 商品明细: each SKU line with Temu's counters, quality result, customisation technique and text. */
export function OrderLines({ order: o }: { order: TemuOrderDetail }) {
  return (
    <Card title={`商品明细（${o.lines.length}）`}>
      <Table<Line>
        size="small"
        rowKey="productSkuId"
        pagination={false}
        dataSource={o.lines}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '规格',
            dataIndex: 'spec',
            render: (spec: string, l) => (
              <>
                <div>{spec}</div>
                {l.processType && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {l.customizationType === 0 ? '文字定制' : l.customizationType === 1 ? '图片定制' : '定制'} ·{' '}
                    {l.processType}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: '定制内容',
            dataIndex: 'personalText',
            width: 200,
            render: (t: string | null) =>
              t ? (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="line-personal-text">
                  {t}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">加入发货台后显示</Typography.Text>
              ),
          },
          { title: '货号', dataIndex: 'skuExtCode', width: 150 },
          {
            title: 'Temu SKU ID',
            dataIndex: 'productSkuId',
            width: 140,
            render: (id: string, l) => (
              <>
                <div>{id}</div>
                {l.personalSkuId && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    定制品 {l.personalSkuId}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: '数量',
            key: 'qty',
            width: 130,
            align: 'right',
            render: (_, l) => (
              <>
                <div>下单 {l.quantity}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  送货 {l.deliverQuantity ?? '—'} · 入库 {l.realReceiveQuantity ?? '—'}
                </Typography.Text>
              </>
            ),
          },
          {
            title: '质检',
            dataIndex: 'qcResultText',
            width: 100,
            render: (t: string | null, l) =>
              t ? (
                <Tag color={QC_COLOR[l.qcResult ?? -1]}>{t}</Tag>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: '单件成本',
            dataIndex: 'unitCostFen',
            width: 100,
            align: 'right',
            render: (f: number | null) =>
              f === null ? <Typography.Text type="warning">未匹配</Typography.Text> : `¥${fenToYuan(f)}`,
          },
        ]}
      />
      {o.temuFields.length > 0 && (
        <Collapse
          ghost
          style={{ marginTop: 12 }}
          items={[
            {
              key: 'temu',
              label: `Temu 备货单信息（${o.temuFields.length} 项）`,
              children: (
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 2 }}
                  items={o.temuFields.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
