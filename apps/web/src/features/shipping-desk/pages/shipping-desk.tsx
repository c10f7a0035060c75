import { SyncOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Space, Steps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDesk } from '../api/desk';
import { type DeskScope, DeskScopeContext, deskScope } from '../api/scope';
import { useShipments, useTrack } from '../api/shipments';
import { CandidatesPanel } from '../components/candidates-panel';
import { DeskPanel } from '../components/desk-panel';
import { ShipmentsPanel } from '../components/shipments-panel';

const STAGES = [
  { title: '加入发货台', description: '选择已支付的备货单' },
  { title: '装箱建单', description: '按收货仓分箱，创建发货单' },
  { title: '箱唛与发货', description: '打印箱唛，选择物流并发货' },
  { title: '物流跟踪', description: '收货、入库与面单' },
];

function StageCount({ n }: { n: number | undefined }) {
  return <Badge count={n ?? 0} overflowCount={999} color="#1677ff" style={{ marginLeft: 6 }} />;
}

function Desk() {
  const { message } = App.useApp();
  const [stage, setStage] = useState(0);
  const desk = useDesk();
  const toShip = useShipments({ pageNum: 1, pageSize: 1, state: 'created' });
  const track = useTrack();
  const onDesk = desk.data?.groups.reduce((n, g) => n + g.orders.length, 0);
  const counts = [undefined, onDesk, toShip.data?.total, undefined];

  return (
    <Card
      title="发货台"
      extra={
        <Space>
          <Typography.Text type="secondary">Temu 全托管 · 发货到 Temu 仓</Typography.Text>
          <Button
            icon={<SyncOutlined spin={track.polling} />}
            loading={track.isPending}
            onClick={async () => {
              const r = await track.start();
              message.success(`已开始同步物流状态（${r.jobIds.length} 个店铺）`);
            }}
          >
            同步物流状态
          </Button>
        </Space>
      }
    >
      <Steps
        type="navigation"
        size="small"
        current={stage}
        onChange={setStage}
        style={{ marginBottom: 16 }}
        items={STAGES.map((s, i) => ({
          title: (
            <span data-testid={`desk-stage-${i}`}>
              {s.title}
              <StageCount n={counts[i]} />
            </span>
          ),
          description: s.description,
        }))}
      />
      {stage === 0 && <CandidatesPanel onAdded={() => setStage(1)} />}
      {stage === 1 && <DeskPanel onCreated={() => setStage(2)} onAddMore={() => setStage(0)} />}
      {stage === 2 && <ShipmentsPanel key="to-ship" states={['created', 'failed', 'all']} polling={track.polling} />}
      {stage === 3 && (
        <ShipmentsPanel
          key="tracking"
          states={['booked', 'received', 'warehoused', 'cancelled', 'all']}
          polling={track.polling}
        />
      )}
    </Card>
  );
}

/**
 * 发货台 — Temu's ship flow (reference flows.md (b)) as four stages: paid orders onto Temu's desk; per receiving
 * warehouse, boxes and ship orders; box marks, carrier (platform quote or own) and booking, or cancelling; tracking
 * and the platform waybill. The operator's console and a seller's own desk are the same screens in two scopes.
 */
export function ShippingDesk({ admin }: { admin: boolean }) {
  const scope = useMemo<DeskScope>(() => deskScope(admin), [admin]);
  return (
    <DeskScopeContext.Provider value={scope}>
      <Desk />
    </DeskScopeContext.Provider>
  );
}
