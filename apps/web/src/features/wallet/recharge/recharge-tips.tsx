import { Card } from 'antd';
import styles from './recharge.module.css';

/** What a seller wants to know before paying. */
export function RechargeTips() {
  return (
    <Card variant="borderless" title="充值说明">
      <ul className={styles.tips}>
        <li>扫码支付成功后余额即时到账，页面会自动刷新结果。</li>
        <li>余额可用于支付全托管订单与开通 VIP 会员。</li>
        <li>请在二维码倒计时结束前完成支付，超时订单自动关闭，不会扣款。</li>
        <li>余额可申请提现，运营审核通过后打款到您填写的收款账户。</li>
        <li>每笔充值都会记入「交易记录」，可随时查询与导出。</li>
      </ul>
    </Card>
  );
}
