import { FileImageOutlined } from '@ant-design/icons';
import { type DeskAddResult, TEMU_ORDER_STATE_LABELS, type TemuOrderState } from '@podbench/contract';
import { Alert, Button, Image, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { type CandidateQuery, type CandidateRow, useCandidates, useDesk, useDeskAdd } from '../api/desk';
import { useDeskScope } from '../api/scope';
import { RefusedList } from './refused-list';

/** Paid states an order may be put on the desk from (Temu accepts any 已接单 order; we ship paid ones). */
const PAID_STATES: TemuOrderState[] = ['to_ship', 'producing', 'to_produce'];

/** 加入发货台: pick paid orders and put them on Temu's desk (staging.add); Temu's refusals are listed by order. */
export function CandidatesPanel({ onAdded }: { onAdded: () => void }) {
  const { admin } = useDeskScope();
  const [query, setQuery] = useState<CandidateQuery>({ pageNum: 1, pageSize: 20, state: 'to_ship' });
  const [selected, setSelected] = useState<number[]>([]);
  const [result, setResult] = useState<DeskAddResult | null>(null);
  const { data, isFetching } = useCandidates(query);
  const desk = useDesk();
  const add = useDeskAdd();
  const onDesk = useMemo(
    () => new Set(desk.data?.groups.flatMap((g) => g.orders.map((o) => o.orderId)) ?? []),
    [desk.data],
  );
  const set = (patch: Partial<CandidateQuery>) => {
    setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
    setSelected([]);
  };
  const submit = async () => {
    const r = await add.mutateAsync(selected);
    setResult(r);
    setSelected([]);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Space wrap>
        <Segmented<TemuOrderState>
          value={query.state}
          onChange={(state) => set({ state })}
          options={PAID_STATES.map((s) => ({ value: s, label: TEMU_ORDER_STATE_LABELS[s] }))}
        />
        <Input.Search
          allowClear
          placeholder={admin ? '备货单号 / 卖家账号' : '备货单号'}
          style={{ width: 240 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
        <Button type="primary" disabled={selected.length === 0} loading={add.isPending} onClick={() => void submit()}>
          {add.isPending ? '正在加入 Temu 发货台…' : `加入发货台${selected.length ? `（${selected.length}）` : ''}`}
        </Button>
      </Space>
      {result && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type={result.refused.length ? 'warning' : 'success'}
            showIcon
            data-testid="desk-add-result"
            message={`已加入 ${result.added.length} 个，已在发货台 ${result.already.length} 个，未加入 ${result.refused.length} 个`}
            action={
              result.added.length + result.already.length > 0 && (
                <Button size="small" type="primary" onClick={onAdded}>
                  去装箱
                </Button>
              )
            }
            closable
            onClose={() => setResult(null)}
          />
          <RefusedList rows={result.refused} />
        </Space>
      )}
      <Table<CandidateRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 900 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        locale={{ emptyText: `没有${TEMU_ORDER_STATE_LABELS[query.state]}的备货单` }}
        columns={[
          {
            title: '商品',
            key: 'product',
            width: 280,
            render: (_, r) => (
              <Space>
                {r.imageUrl ? (
                  <Image src={r.imageUrl} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <FileImageOutlined style={{ fontSize: 24, color: '#bfbfbf' }} />
                )}
                <Typography.Text ellipsis style={{ maxWidth: 200 }} title={r.productName}>
                  {r.productName}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '备货单号', dataIndex: 'subPurchaseOrderSn', width: 180 },
          ...(admin ? [{ title: '卖家', dataIndex: 'sellerName', width: 130, ellipsis: true }] : []),
          { title: '店铺', dataIndex: 'shopName', width: 130, ellipsis: true },
          { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' as const },
          {
            title: '发货台',
            key: 'desk',
            width: 110,
            render: (_, r) => (onDesk.has(r.id) ? <Tag color="blue">已在发货台</Tag> : <Tag>未加入</Tag>),
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '个备货单')}
      />
    </Space>
  );
}
