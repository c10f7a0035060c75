import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/shared/ui/brand-logo';
import styles from './auth-layout.module.css';

const HIGHLIGHTS = [
  '授权 Temu 全托管店铺，订单与质检自动同步',
  '在线设计器：所见即所印，服务器渲染高清印刷文件',
  '模板批量发布，每个任务的结果一目了然',
  '余额支付生产费用，流水清晰可查',
];

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Split screen for sign-in, sign-up and phone binding: the product on the left, the form on the right. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Link to="/index" aria-label="PodBench 官网首页">
          <BrandLogo tone="light" size={36} />
        </Link>
        <div className={styles.pitch}>
          <h2>跨境 POD 卖家的一站式工作台</h2>
          <p>从店铺授权、素材设计到全托管发布与订单生产，一个后台全部完成。</p>
          <ul>
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <CheckCircleFilled />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <small className={styles.copyright}>© PodBench 跨境POD卖家工作台</small>
      </aside>
      <main className={styles.panel}>
        <div className={styles.card}>
          <div className={styles.mobileLogo}>
            <BrandLogo size={32} />
          </div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}
