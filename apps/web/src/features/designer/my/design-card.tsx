import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FileImageOutlined,
  MoreOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import type { DesignCard as Card } from '@podbench/contract';
import { App, Button, Checkbox, Dropdown, Tag, Tooltip } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isProductionHost } from '@/app/router/nav-tree';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { sheinTemplateFromDesign, templateFromDesign } from '@/shared/api/template-from-design';
import { parseTime } from '@/shared/utils/parse-time';
import { useDeleteDesign, useDuplicateDesign } from '../api/design-mutations';
import styles from './design-my.module.css';

const STATUS: Record<Card['renderStatus'], { color: string; text: string } | null> = {
  done: null,
  pending: { color: 'processing', text: '生成中' },
  rendering: { color: 'processing', text: '生成中' },
  failed: { color: 'error', text: '生成失败' },
};

interface Props {
  card: Card;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onRename: () => void;
}

/** One design: its square mockup, name and blank; edit, duplicate, rename, delete, make template, pick for export. */
export function DesignCard({ card, checked, onCheck, onRename }: Props) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const duplicate = useDuplicateDesign();
  const remove = useDeleteDesign();
  const makeTemplate = useMutation({
    mutationFn: templateFromDesign,
    onSuccess: (r) => {
      message.success('已生成模板，请检查后发布');
      navigate(`/publish/temuTemplateInfo?id=${r.id}`);
    },
  });
  // Shein is hidden on production hosts (as its menu is).
  const shein = !isProductionHost(window.location.hostname, useSiteConfig().productionHosts);
  const makeSheinTemplate = useMutation({
    mutationFn: sheinTemplateFromDesign,
    onSuccess: (r) => {
      message.success('已生成 Shein 模板，请检查后发布');
      navigate(`/publish/sheinTemplateInfo?id=${r.id}`);
    },
  });
  const status = STATUS[card.renderStatus];
  const confirmDelete = () =>
    modal.confirm({
      title: `删除「${card.name}」？`,
      content: '删除后不可恢复，已生成的印刷文件也会一并删除。',
      okButtonProps: { danger: true },
      okText: '删除',
      onOk: () => remove.mutateAsync(card.id),
    });
  return (
    <div className={`${styles.card} ${checked ? styles.cardChecked : ''}`} data-testid="design-card">
      <div className={styles.thumb}>
        {card.thumbnailUrl ? (
          <img src={card.thumbnailUrl} alt={card.name} loading="lazy" />
        ) : (
          <FileImageOutlined className={styles.placeholder} />
        )}
        <Checkbox
          className={styles.check}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-label={`选择 ${card.name}`}
        />
        {status && (
          <Tag className={styles.status} color={status.color}>
            {status.text}
          </Tag>
        )}
      </div>
      <div className={styles.meta}>
        <div className={styles.name} title={card.name}>
          {card.name}
        </div>
        <div className={styles.sub}>
          {card.productName} · {card.colors.length} 色 · {card.layerCount} 图层
        </div>
        <div className={styles.sub}>更新于 {parseTime(card.updatedAt, '{y}-{m}-{d} {h}:{i}')}</div>
      </div>
      <div className={styles.actions}>
        <Button
          size="small"
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(`/design/designCanvas?id=${card.id}`)}
        >
          编辑
        </Button>
        <Button
          size="small"
          icon={<CopyOutlined />}
          loading={duplicate.isPending}
          onClick={() => duplicate.mutate(card.id)}
        >
          复制
        </Button>
        <Tooltip title={card.renderStatus === 'done' ? '生成 Temu 刊登模板' : '效果图生成后才能设为模板'}>
          <Button
            size="small"
            icon={<ProfileOutlined />}
            disabled={card.renderStatus !== 'done'}
            loading={makeTemplate.isPending}
            onClick={() => makeTemplate.mutate(card.id)}
          >
            设为模板
          </Button>
        </Tooltip>
        <Dropdown
          menu={{
            items: [
              ...(shein
                ? [
                    {
                      key: 'shein',
                      label: '设为 Shein 模板',
                      icon: <ProfileOutlined />,
                      disabled: card.renderStatus !== 'done' || makeSheinTemplate.isPending,
                      onClick: () => makeSheinTemplate.mutate(card.id),
                    },
                  ]
                : []),
              { key: 'rename', label: '重命名', onClick: onRename },
              { key: 'delete', label: '删除', danger: true, icon: <DeleteOutlined />, onClick: confirmDelete },
            ],
          }}
        >
          <Button size="small" type="text" aria-label="更多操作" icon={<MoreOutlined />} />
        </Dropdown>
      </div>
    </div>
  );
}
