import { ExportOutlined } from '@ant-design/icons';
import type { ShopRow } from '@podbench/contract';
import { Alert, Button, Modal, Steps, Typography } from 'antd';
import { useStartShopAuthorize } from '@/shared/api/start-shop-authorize';
import { StepFooter } from './step-footer';

interface Props {
  open: boolean;
  /** Set for 重新授权: the same empower flow, which updates the shop's keys in place. */
  target: ShopRow | null;
  onClose: () => void;
}

const FLOW = [
  { title: '前往 SHEIN 授权页', content: 'PodBench 生成一次性授权链接（10 分钟内有效）' },
  { title: '登录并同意授权', content: '使用 SHEIN 商家账号登录，确认授权 PodBench' },
  { title: '自动返回完成绑定', content: 'SHEIN 带回临时凭证，PodBench 换取密钥并加密保存' },
];

/** Shein has no token to paste: the seller is sent to Shein's empower page and comes back to /auth-redirect. */
export function SheinAuthorizeModal({ open, target, onClose }: Props) {
  const start = useStartShopAuthorize();
  return (
    <Modal
      open={open}
      title={target ? `重新授权「${target.mallName}」` : '授权 SHEIN 店铺'}
      width={720}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Steps current={0} orientation="vertical" size="small" items={FLOW} style={{ margin: '16px 0 20px' }} />
      <Alert
        type="info"
        showIcon
        title="授权过程在 SHEIN 官方页面完成，PodBench 不会接触你的 SHEIN 登录密码。"
        description={
          <Typography.Text type="secondary">
            {target
              ? '请在授权页选择同一店铺，完成后该店铺的密钥将被更新。'
              : '授权完成后页面会自动返回店铺列表；如长时间未返回，请回到本页重新发起。'}
          </Typography.Text>
        }
      />
      <StepFooter>
        <Button onClick={onClose}>取消</Button>
        <Button
          type="primary"
          icon={<ExportOutlined />}
          loading={start.isPending}
          onClick={() => start.mutate('shein')}
        >
          前往 SHEIN 授权
        </Button>
      </StepFooter>
    </Modal>
  );
}
