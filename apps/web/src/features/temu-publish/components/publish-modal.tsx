import { Alert, Button, Checkbox, Empty, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTemuShopOptions } from '@/shared/api/get-temu-shop-options';
import { ApiError } from '@/shared/request/request';
import { useUploadToTemu } from '../api/temu-publishes';

interface Props {
  templateIds: number[];
  open: boolean;
  onClose: () => void;
}

/**
 * Publish the chosen templates to the chosen shops. The publish call shows no toast: this dialog shows the refusal
 * (a rule broken, the day's quota used up) itself, and on success the publish page shows each job live.
 */
export function PublishModal({ templateIds, open, onClose }: Props) {
  const navigate = useNavigate();
  const shops = useTemuShopOptions();
  const upload = useUploadToTemu();
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
      navigate(`/publish/temuPush?queued=${r.queued}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '发布失败，请稍后重试');
    }
  };

  const jobs = templateIds.length * shopIds.length;
  return (
    <Modal
      title="发布到 Temu"
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
        已选 {templateIds.length} 个模板。每个模板会发布到下面勾选的每个店铺：先上传图片，再提交商品；
        已在店铺上架的不会重复发布，失败的会重新排队。
      </Typography.Paragraph>
      {shops.length === 0 ? (
        <Empty
          description={
            <span>
              还没有授权的 Temu 店铺，
              <Typography.Link onClick={() => navigate('/authorizeShop/temu')}>去授权</Typography.Link>
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
      {error && <Alert style={{ marginTop: 16 }} type="error" showIcon message={error} data-testid="publish-error" />}
    </Modal>
  );
}
