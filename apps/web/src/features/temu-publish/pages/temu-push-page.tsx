import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTemplatePage } from '@/shared/publishing/api/publishing';
import { PublishModal } from '@/shared/publishing/components/publish-modal';
import { PublishesTable, usePublishesView } from '@/shared/publishing/components/publishes-table';
import { TEMU } from '../marketplace';

/**
 * /publish/temuPush — publish templates × shops in batch and watch every job: 待发布 / 发布中 / 次日发布 / 发布成功 /
 * 发布失败 with Temu's message, refreshed live while any is running; failed ones can be retried.
 */
export default function TemuPushPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<number[]>([]);
  const [publishing, setPublishing] = useState(false);
  const ready = useTemplatePage(TEMU, { pageNum: 1, pageSize: 200 });
  const view = usePublishesView(TEMU);
  const counts = view.page.data?.counts;
  const running = counts ? (counts.queued ?? 0) + (counts.adding ?? 0) : 0;
  const justQueued = params.get('queued');
  const templateOptions = (ready.data?.rows ?? [])
    .filter((t) => t.problemCount === 0)
    .map((t) => ({ value: t.id, label: t.title }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="模板发布">
        <Space wrap align="start">
          <Select
            mode="multiple"
            allowClear
            placeholder="选择要发布的模板（已通过校验的）"
            style={{ width: 420 }}
            maxTagCount="responsive"
            options={templateOptions}
            value={picked}
            onChange={setPicked}
            loading={ready.isLoading}
            optionFilterProp="label"
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可发布的模板" />}
            data-testid="push-templates"
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={picked.length === 0}
            onClick={() => setPublishing(true)}
          >
            选择店铺并发布
          </Button>
          <Button onClick={() => navigate(TEMU.routes.list)}>管理模板</Button>
        </Space>
        {justQueued !== null && running > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message={`已加入发布队列 ${justQueued} 条，正在发布：剩余 ${running} 条。可以离开本页，发布会在后台继续。`}
            data-testid="publish-progress"
          />
        )}
      </Card>
      <PublishesTable m={TEMU} view={view} />
      <PublishModal m={TEMU} templateIds={picked} open={publishing} onClose={() => setPublishing(false)} />
    </Space>
  );
}
