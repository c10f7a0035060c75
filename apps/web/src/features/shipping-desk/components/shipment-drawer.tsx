import { TEMU_SHIP_STATUS_LABELS } from '@podbench/contract';
import { Alert, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useShipment } from '../api/shipments';
import { ShipmentProgress } from './shipment-progress';

const METHODS: Record<number, string> = { 2: 'Temu 平台物流', 3: '自有物流' };

/** One shipment: where it stands, its Temu ship orders (FH) with tracked status, the boxes, the carrier. */
export function ShipmentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: s } = useShipment(id);
  return (
    <Drawer title={`发货单 #${id ?? ''}`} open={id !== null} onClose={onClose} size="large" destroyOnHidden>
      {s && (
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <ShipmentProgress shipment={s} />
          {s.error && <Alert type="error" showIcon message={s.error} />}
          <Descriptions
            size="small"
            column={2}
            bordered
            styles={{ label: { width: 88, whiteSpace: 'nowrap' } }}
            items={[
              { key: 'state', label: '状态', children: <Tag>{s.stateText}</Tag> },
              { key: 'shop', label: '店铺', children: `${s.shopName}（${s.sellerName}）` },
              { key: 'wh', label: '收货仓', children: s.warehouseName },
              {
                key: 'addr',
                label: '收货地址',
                children: `${s.receiveAddress.provinceName}${s.receiveAddress.cityName}${s.receiveAddress.districtName}${s.receiveAddress.detailAddress}`,
              },
              {
                key: 'marks',
                label: '箱唛',
                children: s.boxMarksPrintedAt ? `已打印 ${parseTime(s.boxMarksPrintedAt)}` : '未打印',
              },
              {
                key: 'carrier',
                label: '承运',
                children: s.carrier
                  ? `${METHODS[s.carrier.deliverMethod] ?? ''} · ${s.carrier.expressCompanyName}${s.carrier.expressDeliverySn ? ` · ${s.carrier.expressDeliverySn}` : ''}`
                  : '—',
              },
              { key: 'batch', label: '发货批次', children: s.carrier?.expressBatchSn ?? '—' },
              {
                key: 'pickup',
                label: '预约揽收',
                children: s.carrier?.pickupAt ? parseTime(s.carrier.pickupAt, '{y}-{m}-{d} {h}:{i}') : '—',
              },
              { key: 'created', label: '创建时间', children: parseTime(s.createdAt) },
              { key: 'updated', label: '更新时间', children: parseTime(s.updatedAt) },
            ]}
          />
          <Table
            size="small"
            rowKey="deliveryOrderSn"
            pagination={false}
            title={() => <Typography.Text strong>Temu 发货单</Typography.Text>}
            dataSource={s.shipOrders}
            columns={[
              { title: '备货单', dataIndex: 'subPurchaseOrderSn' },
              { title: '发货单', dataIndex: 'deliveryOrderSn' },
              {
                title: 'Temu 状态',
                key: 'status',
                render: (_, o) =>
                  o.temuStatus === null ? '—' : (TEMU_SHIP_STATUS_LABELS[o.temuStatus] ?? o.temuStatusText),
              },
            ]}
          />
          <Table
            size="small"
            rowKey="no"
            pagination={false}
            title={() => <Typography.Text strong>{`装箱（${s.boxes.length} 箱）`}</Typography.Text>}
            dataSource={s.boxes}
            columns={[
              { title: '箱号', dataIndex: 'no', width: 70, render: (n: number) => `第 ${n} 箱` },
              {
                title: '内容',
                key: 'items',
                render: (_, b) => (
                  <Space orientation="vertical" size={0}>
                    {b.items.map((i) => (
                      <span key={`${i.orderId}-${i.productSkuId}`}>
                        {`${i.subPurchaseOrderSn} · SKU ${i.productSkuId} × ${i.quantity}`}
                      </span>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
