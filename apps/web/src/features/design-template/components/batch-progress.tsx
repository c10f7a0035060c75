import { FileImageOutlined } from '@ant-design/icons';
import type { DesignBatchDetail, DesignBatchItem } from '@podbench/contract';
import { Button, List, Progress, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import styles from '../design-template.module.css';
import { WarningList } from './warning-list';

const RENDER: Record<NonNullable<DesignBatchItem['renderStatus']>, { color: string; text: string }> = {
  pending: { color: 'default', text: '排队生成样机图' },
  rendering: { color: 'processing', text: '正在生成样机图' },
  done: { color: 'success', text: '样机图已生成' },
  failed: { color: 'error', text: '样机图生成失败' },
};

/** Each blank's design: made or why not, its print files and mockups as they render, warnings, a link to open it. */
export function BatchProgress({ batch }: { batch: DesignBatchDetail }) {
  const navigate = useNavigate();
  const finished = batch.items.filter(
    (i) => i.status === 'failed' || i.renderStatus === 'done' || i.renderStatus === 'failed',
  ).length;
  const failed = batch.items.filter((i) => i.status === 'failed').length;
  return (
    <div data-testid="batch-progress">
      <Space style={{ marginBottom: 8 }} wrap>
        <span>
          「{batch.imageName}」套到 {batch.total} 个商品：已生成 {batch.total - failed} 个设计
          {failed ? `，${failed} 个失败` : ''}
        </span>
      </Space>
      <Progress
        percent={Math.round((finished / Math.max(1, batch.total)) * 100)}
        status={finished < batch.total ? 'active' : failed ? 'exception' : 'success'}
        format={() => `${finished}/${batch.total}`}
        aria-label="批量进度"
      />
      <List
        dataSource={batch.items}
        rowKey={(i) => `${i.productId}-${i.color}`}
        renderItem={(i) => (
          <List.Item
            data-testid="batch-item"
            actions={
              i.designId !== null
                ? [
                    <Button key="open" type="link" onClick={() => navigate(`/design/designCanvas?id=${i.designId}`)}>
                      打开设计
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={
                i.thumbnailUrl ? (
                  <img className={styles.resultThumb} src={i.thumbnailUrl} alt={i.productName} />
                ) : (
                  <FileImageOutlined className={styles.resultThumb} style={{ fontSize: 28, padding: 14 }} />
                )
              }
              title={
                <Space wrap>
                  <span>
                    {i.productName} · {i.color}
                  </span>
                  {i.status === 'failed' && <Tag color="error">失败</Tag>}
                  {i.status === 'created' && i.designId === null && <Tag>设计已删除</Tag>}
                  {i.renderStatus && <Tag color={RENDER[i.renderStatus].color}>{RENDER[i.renderStatus].text}</Tag>}
                </Space>
              }
              description={
                i.status === 'failed' ? (
                  <span style={{ color: '#dc2626' }}>{i.error}</span>
                ) : (
                  i.warnings.length > 0 && <WarningList warnings={i.warnings} okText="" />
                )
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
