import { Alert, Button, Checkbox, Empty, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/request/request';
import { useSheinShopOptions, useUploadToShein } from '../api/shein-publish';

interface Props {
  templateIds: number[];
  open: boolean;
  onClose: () => void;
  onQueued?: (queued: number) => void;
}

/** Publish templates to Shein shops; Shein's or our refusal is shown here, each job's state on the list page. */
export function SheinPublishModal({ templateIds, open, onClose, onQueued }: Props) {
  const navigate = useNavigate();
  const shops = useSheinShopOptions();
  const upload = useUploadToShein();
  const [shopIds, setShopIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
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
      onQueued?.(r.queued);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '发布失败，请稍后重试');
    }
  };
  const jobs = templateIds.length * shopIds.length;
  return (
    <Modal
      title="发布到 Shein"
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
        已选 {templateIds.length} 个模板，将发布到勾选的每个店铺：图片先经 Shein 转换，再提交商品。
        已发布过的会更新原商品（同一 SPU），不会重复创建。
      </Typography.Paragraph>
      {shops.length === 0 ? (
        <Empty
          description={
            <span>
              还没有授权的 Shein 店铺，
              <Typography.Link onClick={() => navigate('/authorizeShop/shein')}>去授权</Typography.Link>
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
        <Alert style={{ marginTop: 16 }} type="error" showIcon message={error} data-testid="shein-publish-error" />
      )}
    </Modal>
  );
}
