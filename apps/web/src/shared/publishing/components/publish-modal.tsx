import { Alert, Button, Checkbox, Empty, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/request/request';
import { useUpload } from '../api/publishing';
import type { Marketplace, MarketplaceTypes } from '../marketplace';

interface Props<T extends MarketplaceTypes> {
  m: Marketplace<T>;
  templateIds: number[];
  open: boolean;
  onClose: () => void;
  /** After queuing (and after going to the marketplace's publish page, when it has one). */
  onQueued?: (queued: number) => void;
}

/**
 * Publish the chosen templates to the chosen shops. The publish call shows no toast: this dialog shows the refusal
 * (a rule broken, the day's quota used up) itself; on success the jobs are followed where the marketplace shows them.
 */
export function PublishModal<T extends MarketplaceTypes>({ m, templateIds, open, onClose, onQueued }: Props<T>) {
  const navigate = useNavigate();
  const shops = m.useShopOptions();
  const upload = useUpload(m);
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts clean; a seller with one shop has it ticked already.
  const onOpenChange = (visible: boolean) => {
    if (!visible) return;
    setError(null);
    setShopIds(shops.length === 1 ? [shops[0]!.value] : []);
  };

  const submit = async () => {
    setError(null);
    try {
      const r = await upload.mutateAsync({ templateIds, shopIds });
      onClose();
      if (m.routes.queued) navigate(m.routes.queued(r.queued));
      onQueued?.(r.queued);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '发布失败，请稍后重试');
    }
  };

  const jobs = templateIds.length * shopIds.length;
  return (
    <Modal
      title={`发布到 ${m.name}`}
      open={open}
      onCancel={onClose}
      afterOpenChange={onOpenChange}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" disabled={shopIds.length === 0} loading={upload.isPending} onClick={submit}>
            {jobs > 0 ? `发布 ${jobs} 条` : '发布'}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        已选 {templateIds.length} 个模板{m.publish.hint}
      </Typography.Paragraph>
      {shops.length === 0 ? (
        <Empty
          description={
            <span>
              还没有授权的 {m.name} 店铺，
              <Typography.Link onClick={() => navigate(m.routes.authorize)}>去授权</Typography.Link>
            </span>
          }
        />
      ) : (
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={shopIds}
          onChange={(v) => setShopIds(v as number[])}
          options={shops}
        />
      )}
      {error && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={error}
          data-testid={`${m.testIdPrefix}publish-error`}
        />
      )}
    </Modal>
  );
}
