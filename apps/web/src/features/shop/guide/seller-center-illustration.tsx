import { LockOutlined } from '@ant-design/icons';
import styles from './seller-center-illustration.module.css';
import { StepMarker } from './step-marker';

const NAV = ['商品管理', '备货单管理', '发货管理', '质检管理'];

/**
 * A drawn stand-in for Temu Seller Center's authorisation page (no real screenshot: the real page changes and
 * carries a seller's data). Markers 1–4 are the steps of TEMU_TOKEN_STEPS.
 */
export function SellerCenterIllustration() {
  return (
    <div
      className={styles.window}
      role="img"
      aria-label="示意图：Temu 卖家中心 → 授权管理 → 第三方应用授权 → 确认授权 → 复制 access_token"
    >
      <div className={styles.chrome}>
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
        <span className={styles.url}>
          <LockOutlined />
          agentseller.temu.com/open/system-manage/client-manage
        </span>
        <StepMarker n={1} />
      </div>
      <div className={styles.body}>
        <nav className={styles.nav}>
          <div className={styles.brand}>Temu 卖家中心</div>
          {NAV.map((item) => (
            <div key={item} className={styles.navItem}>
              {item}
            </div>
          ))}
          <div className={styles.navActive}>
            授权管理
            <StepMarker n={2} />
          </div>
          <div className={styles.navItem}>账户设置</div>
        </nav>
        <div className={styles.main}>
          <div className={styles.tabs}>
            <span className={styles.tab}>自研应用授权</span>
            <span className={styles.tabActive}>第三方应用授权</span>
          </div>
          <div className={styles.app}>
            <span className={styles.appIcon}>P</span>
            <span className={styles.appText}>
              <b>PodBench</b>
              <div className={styles.muted}>接口权限：☑ 全部接口</div>
            </span>
            <span className={styles.confirm}>
              确认授权
              <StepMarker n={3} />
            </span>
          </div>
          <div className={styles.token}>
            <span className={styles.tokenValue}>access_token：3f9c1a7e••••••••••••••••b42d</span>
            <span className={styles.copy}>
              复制
              <StepMarker n={4} />
            </span>
          </div>
          <div className={styles.muted}>有效期 90 天 · 重新生成后旧 token 立即失效</div>
        </div>
      </div>
    </div>
  );
}
