import { AlipayCircleFilled, ExperimentFilled, WechatFilled } from '@ant-design/icons';
import type { PayMethod } from '@podbench/contract';

const ICONS: Record<PayMethod, { icon: typeof AlipayCircleFilled; color: string }> = {
  alipay: { icon: AlipayCircleFilled, color: '#1677ff' },
  wechat: { icon: WechatFilled, color: '#07c160' },
  sandbox: { icon: ExperimentFilled, color: '#7c3aed' },
};

/** The brand mark of a payment method, in its brand colour. */
export function MethodIcon({ method, size = 20 }: { method: PayMethod; size?: number }) {
  const { icon: Icon, color } = ICONS[method];
  return <Icon style={{ color, fontSize: size }} />;
}
