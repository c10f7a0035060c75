import { DeleteOutlined, EditOutlined, FileImageOutlined } from '@ant-design/icons';
import type { DesignTemplateCard as Card } from '@podbench/contract';
import { App, Button, Tooltip } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useDeleteTemplate } from '../api/templates';
import styles from '../design-template.module.css';

/** One template: a preview of its artwork, where it was made, its areas; apply, rename, delete. */
export function TemplateCard({ card, onApply, onRename }: { card: Card; onApply: () => void; onRename: () => void }) {
  const { modal } = App.useApp();
  const remove = useDeleteTemplate();
  return (
    <div className={styles.card} data-testid="template-card">
      <div className={styles.thumb}>
        {card.thumbnailUrl ? (
          <img src={card.thumbnailUrl} alt={card.name} loading="lazy" />
        ) : (
          <FileImageOutlined className={styles.placeholder} />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.name} title={card.name}>
          {card.name}
        </div>
        <div className={styles.meta}>来自：{card.productName || `商品 ${card.productId}`}</div>
        <div className={styles.meta}>
          {card.areas
            .filter((a) => a.layerCount > 0)
            .map((a) => `${a.name || a.key} ${a.widthPx}×${a.heightPx} · ${a.layerCount} 个图层`)
            .join('；')}
        </div>
        <div className={styles.meta}>保存于 {parseTime(card.createdAt)}</div>
      </div>
      <div className={styles.actions}>
        <Button type="primary" size="small" onClick={onApply}>
          应用到商品
        </Button>
        <Tooltip title="重命名">
          <Button size="small" aria-label={`重命名 ${card.name}`} icon={<EditOutlined />} onClick={onRename} />
        </Tooltip>
        <Tooltip title="删除">
          <Button
            size="small"
            danger
            aria-label={`删除 ${card.name}`}
            icon={<DeleteOutlined />}
            onClick={() =>
              modal.confirm({
                title: `删除模板「${card.name}」？`,
                content: '已用它生成的设计不受影响。',
                okText: '删除',
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(card.id),
              })
            }
          />
        </Tooltip>
      </div>
    </div>
  );
}
