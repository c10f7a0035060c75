import { FileImageOutlined } from '@ant-design/icons';
import type { DesignCard } from '@podbench/contract';
import { Alert, Empty, Input, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/request/request';
import { useDesignOptions } from '../api/design-options';
import { useTemplateFromDesign } from '../api/publishing';
import type { Marketplace, MarketplaceTypes } from '../marketplace';
import styles from './design-picker-modal.module.css';

interface Props<T extends MarketplaceTypes> {
  m: Marketplace<T>;
  open: boolean;
  onClose: () => void;
  /** The new template's id. */
  onCreated: (templateId: number) => void;
}

/** 从设计生成: pick one of my designs; the marketplace's template is made from it (colours, sizes, mockups, priced). */
export function DesignPickerModal<T extends MarketplaceTypes>({ m, open, onClose, onCreated }: Props<T>) {
  const [q, setQ] = useState<{ pageNum: number; keyword?: string }>({ pageNum: 1 });
  const { data, isFetching } = useDesignOptions(q, open);
  const make = useTemplateFromDesign(m);
  const [error, setError] = useState<string | null>(null);

  const pick = async (d: DesignCard) => {
    setError(null);
    try {
      const r = await make.mutateAsync(d.id);
      onCreated(r.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '生成失败，请稍后重试');
    }
  };

  return (
    <Modal title={m.picker.title} open={open} onCancel={onClose} footer={null} width={760}>
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
              <button
                type="button"
                className={styles.card}
                onClick={() => void pick(d)}
                data-testid={`${m.testIdPrefix}design-option`}
              >
                <div className={styles.thumb}>
                  {d.thumbnailUrl ? <img src={d.thumbnailUrl} alt={d.name} /> : <FileImageOutlined />}
                </div>
                <Typography.Text ellipsis className={styles.name}>
                  {d.name}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis className={styles.sub}>
                  {d.productName} · {d.colors.length} 色
                </Typography.Text>
              </button>
            </List.Item>
          )}
        />
      </Spin>
    </Modal>
  );
}
