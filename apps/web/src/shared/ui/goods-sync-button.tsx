import { SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Progress, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { getSyncStatus, startGoodsSync } from '@/shared/api/goods-sync';

interface Props {
  /** POST endpoint that queues the sync jobs. */
  url: string;
  shopId?: number;
  /** GET endpoint answering the jobs' progress (the goods syncs' one unless given). */
  statusUrl?: string;
  /** Called once every queued job has finished, to refresh the list. */
  onDone: () => void;
}

/** 同步 with live progress: polls the queued jobs every second until all are done or failed. */
export function GoodsSyncButton({ url, shopId, statusUrl, onDone }: Props) {
  const { message } = App.useApp();
  const [jobIds, setJobIds] = useState<number[]>([]);
  const [starting, setStarting] = useState(false);
  const status = useQuery({
    queryKey: ['goods-sync', statusUrl, jobIds],
    queryFn: () => getSyncStatus(jobIds, statusUrl),
    enabled: jobIds.length > 0,
    refetchInterval: 1000,
  });
  const states = status.data ?? [];
  const finished =
    jobIds.length > 0 &&
    states.length === jobIds.length &&
    states.every((s) => s.status === 'done' || s.status === 'failed');
  const percent = states.length ? Math.round(states.reduce((n, s) => n + s.progress, 0) / jobIds.length) : 0;

  useEffect(() => {
    if (!finished) return;
    const failed = states.filter((s) => s.status === 'failed');
    if (failed.length) message.error(`同步失败：${failed[0]?.error ?? '请稍后重试'}`);
    else message.success('同步完成');
    setJobIds([]);
    onDone();
  }, [finished, states, onDone, message]);

  const start = async () => {
    setStarting(true);
    try {
      const r = await startGoodsSync(url, shopId);
      if (r.jobIds.length === 0) message.info('没有可同步的店铺：请先授权 Temu 店铺');
      setJobIds(r.jobIds);
    } finally {
      setStarting(false);
    }
  };

  const busy = jobIds.length > 0;
  return (
    <Space>
      {busy && <Progress percent={percent} size="small" style={{ width: 140 }} status="active" />}
      <Tooltip title={shopId ? '同步所选店铺' : '同步全部已授权店铺'}>
        <Button type="primary" icon={<SyncOutlined spin={busy} />} loading={starting} disabled={busy} onClick={start}>
          {busy ? '同步中' : '同步'}
        </Button>
      </Tooltip>
    </Space>
  );
}
