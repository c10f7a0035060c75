import { ScissorOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useHasPermi } from '@/shared/permission';
import styles from '../components/removal.module.css';
import { RemovalTool } from '../components/removal-tool';
import { SignedOutIntro } from '../components/signed-out-intro';

/**
 * /BatchRemoval, reachable without signing in (spec whitelist). Signed out it explains the tool with a sample and
 * offers sign-in: processing reads originals from, and saves results to, the seller's gallery. Signed in it needs
 * gallery:manage, like the gallery.
 */
export default function BatchRemovalPage() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const allowed = useHasPermi(['gallery:manage']);
  if (!signedIn) return <SignedOutIntro />;
  return (
    <div className={styles.page}>
      <Card variant="borderless" className={styles.hero}>
        <div>
          <h1 className={styles.title}>
            <ScissorOutlined /> 批量抠图
          </h1>
          <p className={styles.lead}>
            去除纯色或近似纯色的背景：边缘平滑、自动清除杂点。结果保存为图库中的新图片，原图保持不变。
          </p>
        </div>
      </Card>
      {allowed ? (
        <RemovalTool />
      ) : (
        <Card variant="borderless">
          <Result status="403" title="没有图库权限" subTitle="批量抠图需要「图库管理」权限，请联系主账号开通" />
        </Card>
      )}
    </div>
  );
}
