import type { AdminBlankDetail, AdminVariant } from '@podbench/contract';
import { App, Button, Card, InputNumber, Popover, Space, Switch, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useBlankBaseCost, useVariantStatus } from '../api/catalogue';
import { CostCell } from './cost-cell';
import { VariantFormModal } from './variant-form-modal';

/** 规格: colour × size with SKU code, inline base cost and 在售 switch. Paid orders never change with them. */
export function VariantsCard({ blank }: { blank: AdminBlankDetail }) {
  const { message } = App.useApp();
  const status = useVariantStatus();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const baseCost = useBlankBaseCost();
  const [allYuan, setAllYuan] = useState<number | null>(null);
  const applyAll = async () => {
    const fen = Math.round((allYuan ?? 0) * 100);
    if (fen <= 0) {
      message.error('请填写大于 0 的底价');
      return;
    }
    const r = await baseCost.mutateAsync({ id: blank.id, baseCostFen: fen });
    message.success(
      `${r.variants} 个规格底价已改为 ¥${(fen / 100).toFixed(2)}${r.repricedOrders ? `，${r.repricedOrders} 个未支付订单已重算` : ''}`,
    );
    setAllYuan(null);
  };

  const open = (v: AdminVariant | 'new') => setEditing(v);

  return (
    <Card
      title="规格与底价"
      size="small"
      extra={
        <Space>
          <Popover
            trigger="click"
            title="统一设置所有规格的底价"
            content={
              <Space>
                <InputNumber
                  aria-label="统一底价"
                  prefix="¥"
                  min={0.01}
                  max={1_000_000}
                  precision={2}
                  value={allYuan}
                  onChange={setAllYuan}
                />
                <Button type="primary" loading={baseCost.isPending} onClick={applyAll}>
                  应用
                </Button>
              </Space>
            }
          >
            <Button size="small" disabled={!blank.variants.length}>
              统一底价
            </Button>
          </Popover>
          <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={() => open('new')}>
            添加规格
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        修改底价只影响未支付的订单（按新底价重算），已支付订单保持支付时的金额。
      </Typography.Paragraph>
      <Table<AdminVariant>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={blank.variants}
        scroll={blank.variants.length > 8 ? { y: 400 } : undefined}
        locale={{ emptyText: '还没有规格，请先添加颜色和尺码' }}
        columns={[
          {
            title: '颜色',
            key: 'color',
            render: (_, v) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <span
                  style={{
                    width: 14,
                    height: 14,
                    borderRadius: 3,
                    background: v.colorHex,
                    border: '1px solid #d9d9d9',
                  }}
                />
                {v.colorName}
              </span>
            ),
          },
          { title: '尺码', dataIndex: 'size', width: 80 },
          { title: 'SKU 编码', dataIndex: 'skuCode' },
          { title: '底价', key: 'cost', width: 140, render: (_, v) => <CostCell blankId={blank.id} v={v} /> },
          { title: '重量', dataIndex: 'weightG', width: 80, align: 'right', render: (g: number) => `${g} g` },
          {
            title: '包装 (mm)',
            key: 'pack',
            width: 130,
            render: (_, v) => `${v.lengthMm}×${v.widthMm}×${v.heightMm}`,
          },
          {
            title: '在售',
            dataIndex: 'status',
            width: 70,
            render: (s: number, v) => (
              <Switch
                size="small"
                checked={s === 0}
                aria-label={`${v.colorName} ${v.size} 在售`}
                loading={status.isPending && status.variables?.id === v.id}
                onChange={(on) => status.mutate({ id: v.id, status: on ? 0 : 1 })}
              />
            ),
          },
          {
            title: '',
            key: 'op',
            width: 60,
            render: (_, v) => (
              <Button type="link" size="small" onClick={() => open(v)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <VariantFormModal blank={blank} editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
