import type { QualityCheckRow } from '@podbench/contract';
import { TEMU_GOODS_API } from '@podbench/contract';
import { Button, Card, DatePicker, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { GoodsSyncButton } from '@/shared/ui/goods-sync-button';
import { parseTime } from '@/shared/utils/parse-time';
import { type QualityCheckQuery, useQualityChecks } from '../api/get-quality-checks';
import { useTemuShopOptions } from '@/shared/api/shop-options';
import { QcDrawer } from '../components/qc-drawer';
import { QcResultTag } from '../components/qc-result-tag';
import { tablePagination } from '@/shared/ui/table-pagination';
import { qcFilterFromUrl, useUrlFilter } from '@/shared/utils/use-url-filter';

/** /publish/qualityCheck — Temu quality inspections per SKU, synced with their defects and photos. */
export default function QualityCheckPage() {
  const [query, setQuery] = useState<QualityCheckQuery>({ pageNum: 1, pageSize: 10 });
  const [detail, setDetail] = useState<number | null>(null);
  const shops = useTemuShopOptions();
  const { data, isFetching, refetch } = useQualityChecks(query);
  const set = (patch: Partial<QualityCheckQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
  // ?result=2 (经营概览's links) opens the list on 不合格.
  useUrlFilter(['result'], (v) => set(qcFilterFromUrl(v)));
  const onDone = useCallback(() => void refetch(), [refetch]);

  return (
    <Card
      title="质检结果"
      extra={<GoodsSyncButton url={TEMU_GOODS_API.qcSync} shopId={query.shopId} onDone={onDone} />}
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
          placeholder="全部结果"
          style={{ width: 130 }}
          value={query.result}
          options={[
            { value: 1, label: '合格' },
            { value: 2, label: '不合格' },
          ]}
          onChange={(v?: number) => set({ result: v })}
        />
        <DatePicker.RangePicker
          placeholder={['质检开始日期', '结束日期']}
          onChange={(r) => set({ from: r?.[0]?.startOf('day').valueOf(), to: r?.[1]?.endOf('day').valueOf() })}
        />
        <Input.Search
          allowClear
          placeholder="商品名称 / SPU / SKU / 质检单号"
          style={{ width: 280 }}
          onSearch={(v) => set({ keyword: v || undefined })}
        />
      </Space>
      <Table<QualityCheckRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1000 }}
        columns={[
          { title: '商品', dataIndex: 'productName', ellipsis: true },
          { title: '规格', dataIndex: 'spec', width: 120 },
          { title: 'SKU ID', dataIndex: 'productSkuId', width: 140 },
          { title: '店铺', dataIndex: 'shopName', width: 140 },
          { title: '质检结果', dataIndex: 'result', width: 100, render: (r: number) => <QcResultTag result={r} /> },
          {
            title: '次品数',
            dataIndex: 'defectCount',
            width: 80,
            align: 'right',
            render: (n: number) => (n ? <Typography.Text type="danger">{n}</Typography.Text> : '—'),
          },
          {
            // Temu's own inspection time (qcEndTime, else qcStartTime); a bill not inspected yet has none.
            title: '质检时间',
            dataIndex: 'inspectedAt',
            width: 170,
            render: (t: number) => (t ? parseTime(t) : '—'),
          },
          {
            title: '操作',
            key: 'op',
            width: 80,
            fixed: 'right',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setDetail(r.id)}>
                详情
              </Button>
            ),
          },
        ]}
        locale={{
          emptyText: (
            <Empty
              description={
                <Typography.Text type="secondary">
                  暂无质检结果：商品在 Temu 上架并完成抽检后，点击右上角「同步」即可查看（需先授权店铺并发布模板）
                </Typography.Text>
              }
            />
          ),
        }}
        pagination={tablePagination(query, data?.total, setQuery, '条质检记录')}
      />
      <QcDrawer id={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
