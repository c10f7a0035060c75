import { ClockCircleOutlined, CustomerServiceOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import styles from './customer-service.module.css';

export const CUSTOMER_SERVICE_TEXT = '请使用微信扫码添加客服';
export const HELP_CENTER_PATH = '/system/help';

/**
 * Customer service (spec §1): the operator's QR image, text and hours from 站点设置. Drawn as a slim tab on the
 * right edge, in a gutter the layout keeps free (layout-shell.module.css), so it never covers a table's last column.
 * Without a configured QR the card says so plainly and still offers the hours and the 帮助中心.
 */
export function CustomerService() {
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const qr = site.customerServiceQr;
  const content = (
    <div className={styles.card} data-testid="customer-service-card">
      <div className={styles.title}>联系客服</div>
      {qr ? (
        <img className={styles.qr} src={qr} alt="客服微信二维码" width={160} height={160} />
      ) : (
        <div className={styles.missing}>客服二维码暂未配置</div>
      )}
      <p className={styles.text}>{site.customerServiceText || CUSTOMER_SERVICE_TEXT}</p>
      {site.customerServiceHours && (
        <p className={styles.hours}>
          <ClockCircleOutlined /> 服务时间：{site.customerServiceHours}
        </p>
      )}
      <button
        type="button"
        className={styles.help}
        onClick={() => {
          setOpen(false);
          navigate(HELP_CENTER_PATH);
        }}
      >
        <QuestionCircleOutlined /> 帮助中心 · 常见问题
      </button>
    </div>
  );
  return (
    <Popover content={content} placement="leftBottom" trigger={['hover', 'click']} open={open} onOpenChange={setOpen}>
      <button type="button" className={styles.tab} aria-label="联系客服" data-testid="customer-service">
        <CustomerServiceOutlined />
        <span className={styles.tabText}>客服</span>
      </button>
    </Popover>
  );
}
