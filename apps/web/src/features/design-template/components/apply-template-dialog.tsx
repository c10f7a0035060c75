import type { DesignTemplateCard } from '@podbench/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyTemplate, useBlanks } from '../api/templates';
import styles from '../design-template.module.css';
import { type BlankChoice, BlankColourPicker } from './blank-colour-picker';
import { WarningList } from './warning-list';

/**
 * 应用到商品: pick a blank and colour; the layers are re-targeted onto its print areas and the warnings (overflow,
 * under 150 DPI, areas it lacks) show before anything is made. 生成设计 saves a new design the normal way.
 */
export function ApplyTemplateDialog({ template, onClose }: { template: DesignTemplateCard; onClose: () => void }) {
  const navigate = useNavigate();
  const blanks = useBlanks();
  const [choice, setChoice] = useState<BlankChoice>({ productId: null, color: '' });
  const [name, setName] = useState(template.name);
  const ready = choice.productId !== null && choice.color !== '';
  const check = useQuery({
    queryKey: ['design-templates', 'dry-run', template.id, choice.productId, choice.color],
    queryFn: () =>
      applyTemplate({ templateId: template.id, productId: choice.productId ?? 0, color: choice.color, dryRun: true }),
    enabled: ready,
  });
  const apply = useMutation({
    mutationFn: () =>
      applyTemplate({ templateId: template.id, productId: choice.productId ?? 0, color: choice.color, name }),
  });
  const made = apply.data?.designId ?? null;

  return (
    <Modal
      open
      title={`应用到商品：${template.name}`}
      onCancel={onClose}
      width={620}
      footer={
        made !== null ? (
          <Space>
            <Button onClick={onClose}>关闭</Button>
            <Button type="primary" onClick={() => navigate(`/design/designCanvas?id=${made}`)}>
              打开设计
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
              disabled={!ready || check.isFetching || !name.trim()}
              loading={apply.isPending}
              onClick={() => apply.mutate()}
            >
              生成设计
            </Button>
          </Space>
        )
      }
    >
      {made !== null ? (
        <Result
          status="success"
          title="已生成设计"
          subTitle="印刷文件与样机图正在后台生成，可在「我的定制」查看。"
          extra={apply.data && <WarningList warnings={apply.data.warnings} okText="没有需要注意的图层" />}
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          <BlankColourPicker blanks={blanks.data?.rows ?? []} value={choice} onChange={setChoice} />
          <div className={styles.field}>
            <span>设计名称</span>
            <Input aria-label="设计名称" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          {ready && check.isFetching && <Spin />}
          {ready && check.data && !check.isFetching && (
            <WarningList warnings={check.data.warnings} okText="所有图层都在印刷区域内，图片清晰度不低于 150 DPI" />
          )}
        </Space>
      )}
    </Modal>
  );
}
