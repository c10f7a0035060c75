import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { DeskGroup, Shipment } from '@podbench/contract';
import { Alert, App, Button, Card, Checkbox, Descriptions, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useShipFrom } from '../api/desk';
import { useCreateShipment } from '../api/shipments';
import { initialPacking, lineKey, type Packing, packingProblems, setShip, shippedOrderIds, toBoxItems } from '../boxes';
import { BoxEditor, type EditorLine } from './box-editor';

const newRequestKey = () => crypto.randomUUID().replace(/-/g, '');
const addressText = (a: DeskGroup['receiveAddress']) =>
  `${a.provinceName}${a.cityName}${a.districtName}${a.detailAddress}（${a.receiverName} ${a.phone}）`;

/**
 * One receiving warehouse of one shop: its orders on the desk, the ship-from address (bg.mall.address.get), the
 * box editor, and 创建发货单 (bg.shiporderv3.create, one Temu ship order per stock-up order).
 */
export function DeskGroupCard({ group, onCreated }: { group: DeskGroup; onCreated: (s: Shipment) => void }) {
  const { message } = App.useApp();
  const lines = useMemo<EditorLine[]>(
    () =>
      group.orders.flatMap((o) =>
        o.lines.map((l) => {
          const spec = [l.color, l.size].filter(Boolean).join(' / ') || String(l.productSkuId);
          return {
            key: lineKey(o.orderId, l.productSkuId),
            max: l.maxQuantity,
            name: `${o.subPurchaseOrderSn} ${spec}`,
            orderSn: o.subPurchaseOrderSn,
            spec,
            personalText: l.personalText,
            purchaseQuantity: l.purchaseQuantity,
          };
        }),
      ),
    [group],
  );
  const [packing, setPacking] = useState<Packing>(() => initialPacking(lines));
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [chosenAddress, setAddress] = useState<number | null>(null);
  const addresses = useShipFrom(group.shopId);
  const rows = addresses.data?.rows ?? [];
  const addressId = chosenAddress ?? rows.find((a) => a.isDefault)?.id ?? rows[0]?.id ?? null;
  const create = useCreateShipment();
  const problems = packingProblems(lines, packing);
  const shipping = new Set(shippedOrderIds(packing));

  const toggleOrder = (orderId: number, on: boolean) => {
    let next = packing;
    for (const l of lines) if (l.key.startsWith(`${orderId}:`)) next = setShip(next, l, on ? l.max : 0);
    setPacking(next);
  };

  const submit = async () => {
    if (addressId === null) return;
    const s = await create.mutateAsync({
      requestKey,
      shopId: group.shopId,
      subWarehouseId: group.subWarehouseId,
      deliveryAddressId: addressId,
      boxes: toBoxItems(packing),
    });
    setRequestKey(newRequestKey());
    message.success(`已创建发货单：${s.shipOrders.map((o) => o.deliveryOrderSn).join('、') || `#${s.id}`}`);
    onCreated(s);
  };

  return (
    <Card
      size="small"
      data-testid="desk-group"
      title={
        <Space wrap>
          <EnvironmentOutlined />
          <span>{group.warehouseName || `收货仓 ${group.subWarehouseId}`}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            <ShopOutlined /> {group.shopName}
          </Typography.Text>
        </Space>
      }
      extra={<Typography.Text type="secondary">{`${group.orders.length} 个备货单`}</Typography.Text>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'to', label: '收货地址', children: addressText(group.receiveAddress) },
          {
            key: 'from',
            label: '发货地址',
            children: (
              <Select
                size="small"
                style={{ minWidth: 320 }}
                loading={addresses.isFetching}
                value={addressId ?? undefined}
                placeholder={addresses.isError ? '读取发货地址失败' : '请选择发货地址'}
                aria-label="发货地址"
                onChange={setAddress}
                options={rows.map((a) => ({
                  value: a.id,
                  label: `${a.isDefault ? '【默认】' : ''}${a.label ? `${a.label} · ` : ''}${a.text}`,
                }))}
              />
            ),
          },
        ]}
      />
      <Space wrap style={{ margin: '8px 0' }}>
        {group.orders.map((o) => (
          <Checkbox
            key={o.orderId}
            checked={shipping.has(o.orderId)}
            disabled={create.isPending}
            onChange={(e) => toggleOrder(o.orderId, e.target.checked)}
          >
            <Space size={4}>
              <span>{o.subPurchaseOrderSn}</span>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 180 }} title={o.productName}>
                {o.productName}
              </Typography.Text>
              {o.deliverBy && (
                <Typography.Text type={o.deliverBy < Date.now() ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                  {`最晚发货 ${parseTime(o.deliverBy, '{m}-{d} {h}:{i}')}`}
                </Typography.Text>
              )}
            </Space>
          </Checkbox>
        ))}
      </Space>
      <BoxEditor lines={lines} value={packing} onChange={setPacking} disabled={create.isPending} />
      {create.error && (
        <Alert style={{ marginTop: 8 }} type="error" showIcon message="创建失败" description={create.error.message} />
      )}
      <Space style={{ marginTop: 12 }}>
        <Button
          type="primary"
          loading={create.isPending}
          disabled={problems.length > 0 || addressId === null}
          onClick={() => void submit()}
        >
          {create.isPending
            ? '正在 Temu 创建发货单…'
            : `创建发货单（${shipping.size} 单 · ${packing.boxes.length} 箱）`}
        </Button>
        {addressId === null && !addresses.isFetching && (
          <Typography.Text type="danger">店铺没有发货地址：请先在 Temu 卖家中心添加</Typography.Text>
        )}
      </Space>
    </Card>
  );
}
