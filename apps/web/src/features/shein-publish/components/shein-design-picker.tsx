import { FileImageOutlined } from '@ant-design/icons';
import type { DesignCard } from '@podbench/contract';
import { Alert, Card, Empty, Input, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/request/request';
import { useDesignOptions } from '../../temu-publish/api/get-design-options';
import { useSheinFromDesign } from '../api/shein-publish';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (templateId: number) => void;
}

/** 从设计生成 (Shein): one SKC per chosen colour, one SKU per size, the design's mockups as images. */
export function SheinDesignPicker({ open, onClose, onCreated }: Props) {
  const [q, setQ] = useState<{ pageNum: number; keyword?: string }>({ pageNum: 1 });
  const { data, isFetching } = useDesignOptions(q, open);
  const make = useSheinFromDesign();
  const [error, setError] = useState<string | null>(null);
  const pick = async (d: DesignCard) => {
    setError(null);
    try {
      onCreated((await make.mutateAsync(d.id)).id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '生成失败，请稍后重试');
    }
  };
  return (
    <Modal title="从设计生成 Shein 模板" open={open} onCancel={onClose} footer={null} width={760}>
      <Input.Search
        allowClear
        placeholder="按设计名称搜索"
        style={{ marginBottom: 16 }}
        onSearch={(v) => setQ({ pageNum: 1, keyword: v || undefined })}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Spin spinning={make.isPending} tip="正在生成模板…">
        <List<DesignCard>
          grid={{ gutter: 12, column: 4 }}
          loading={isFetching && !data}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: <Empty description="还没有设计：先在「设计」里做一个产品设计" /> }}
          pagination={
            (data?.total ?? 0) > 12
              ? { current: q.pageNum, pageSize: 12, total: data?.total, onChange: (pageNum) => setQ({ ...q, pageNum }) }
              : false
          }
          renderItem={(d) => (
            <List.Item>
              <Card
                hoverable
                size="small"
                data-testid="shein-design-option"
                onClick={() => void pick(d)}
                cover={
                  d.thumbnailUrl ? (
                    <img src={d.thumbnailUrl} alt={d.name} style={{ height: 120, objectFit: 'contain' }} />
                  ) : (
                    <FileImageOutlined style={{ fontSize: 48, padding: 36, color: '#bfbfbf' }} />
                  )
                }
              >
                <Typography.Text ellipsis style={{ display: 'block' }}>
                  {d.name}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {d.productName} · {d.colors.length} 色
                </Typography.Text>
              </Card>
            </List.Item>
          )}
        />
      </Spin>
    </Modal>
  );
}
