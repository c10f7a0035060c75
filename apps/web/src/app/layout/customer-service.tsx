import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton, Popover } from 'antd';
import { useSiteConfig } from '@/shared/api/get-site-config';
import styles from './customer-service.module.css';

export const CUSTOMER_SERVICE_TEXT = '请使用微信扫码添加客服';

/** Floating customer-service widget: the QR image from site config and the scan hint (spec §1). */
export function CustomerService() {
  const site = useSiteConfig();
  const qr = site.customerServiceQr;
  const content = (
    <div className={styles.card} data-testid="customer-service-card">
      <div className={styles.title}>联系客服</div>
      {qr ? (
        <img className={styles.qr} src={qr} alt="客服微信二维码" width={160} height={160} />
      ) : (
        <div className={styles.missing}>客服二维码暂未配置</div>
      )}
      <p className={styles.text}>{CUSTOMER_SERVICE_TEXT}</p>
    </div>
  );
  return (
    <Popover content={content} placement="leftBottom" trigger={['hover', 'click']}>
      <FloatButton
        type="primary"
        icon={<CustomerServiceOutlined />}
        aria-label="联系客服"
        style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}
        data-testid="customer-service"
      />
    </Popover>
  );
}
