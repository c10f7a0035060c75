import type { SheinOrderLine } from '@podbench/contract';
import { Descriptions, Drawer, Image, Skeleton, Table, Tag } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useSheinOrder } from '../api/shein-orders';
import { customisationSummary, SheinCustomisationView } from './shein-customisation';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
const num = (v: number | null) => (v === null ? '—' : v);

/** One Shein purchase order: its header, the documented fields, every SKU line and the buyer's customisation. */
export function SheinOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isLoading } = useSheinOrder(id);
  const f = data?.fields;
  return (
    <Drawer
      title="采购单详情"
      open={id !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { width: 960, maxWidth: '100vw' } }}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered data-testid="shein-order-detail">
            <Descriptions.Item label="采购单号">{data.orderNo}</Descriptions.Item>
            <Descriptions.Item label="类型 / 状态">
              <Tag color={data.type === 1 ? 'red' : 'blue'}>{data.typeLabel}</Tag>
              <Tag>{data.statusLabel}</Tag>
              {data.customised && <Tag color="purple">定制</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{data.shopName}</Descriptions.Item>
            <Descriptions.Item label="SPU">{orDash(data.spuName)}</Descriptions.Item>
            <Descriptions.Item label="商品" span={2}>
              {orDash(data.title)}
            </Descriptions.Item>
            <Descriptions.Item label="件数">{data.quantity}</Descriptions.Item>
            <Descriptions.Item label="金额">{yuan(data.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="收货仓">{orDash(f?.warehouseName)}</Descriptions.Item>
            <Descriptions.Item label="备货类型">{orDash(f?.prepareTypeName)}</Descriptions.Item>
            <Descriptions.Item label="紧急程度">{orDash(f?.urgentTypeName)}</Descriptions.Item>
            <Descriptions.Item label="首单">{orDash(f?.firstMarkName)}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{orDash(f?.addTime)}</Descriptions.Item>
            <Descriptions.Item label="下发时间">{orDash(f?.allocateTime)}</Descriptions.Item>
            <Descriptions.Item label="要求揽收时间">{orDash(f?.requestTakeParcelTime)}</Descriptions.Item>
            <Descriptions.Item label="要求到仓时间">{orDash(f?.requestReceiptTime)}</Descriptions.Item>
            <Descriptions.Item label="发货时间">{orDash(f?.deliveryTime)}</Descriptions.Item>
            <Descriptions.Item label="收货时间">{orDash(f?.receiptTime)}</Descriptions.Item>
            <Descriptions.Item label="订单标签" span={2}>
              {f?.orderLabels.length ? f.orderLabels.map((l) => <Tag key={l}>{l}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Shein 更新时间">{orDash(f?.updateTime)}</Descriptions.Item>
            <Descriptions.Item label="同步时间">{parseTime(data.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Table<SheinOrderLine>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="skuCode"
            pagination={false}
            scroll={{ x: 1100 }}
            dataSource={data.lines}
            columns={[
              {
                title: '图片',
                dataIndex: 'imageUrl',
                width: 64,
                render: (u: string | null) => (u ? <Image src={u} width={40} /> : '—'),
              },
              { title: '属性', dataIndex: 'attributes' },
              { title: 'SKC', dataIndex: 'skcName' },
              { title: 'SKU 编码', dataIndex: 'skuCode' },
              { title: '供应商 SKU', dataIndex: 'supplierSku' },
              { title: '下单数', dataIndex: 'quantity', width: 70 },
              { title: '已发', dataIndex: 'deliveryQuantity', width: 60, render: num },
              { title: '已收', dataIndex: 'receiptQuantity', width: 60, render: num },
              { title: '次品', dataIndex: 'defectiveQuantity', width: 60, render: num },
              { title: '单价', dataIndex: 'priceFen', width: 90, render: yuan },
              {
                title: '定制',
                dataIndex: 'customisation',
                ellipsis: true,
                render: (_: unknown, l: SheinOrderLine) => customisationSummary(l.customisation),
              },
            ]}
          />
          <SheinCustomisationView
            customInfoId={data.customInfoId}
            value={data.customisation}
            error={data.customError}
          />
        </>
      )}
    </Drawer>
  );
}
