import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import styles from './hero.module.css';

export function HomeFooter() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <footer className={styles.footer}>
      <div className={styles.cta}>
        <h2>今天就开始您的第一款定制商品</h2>
        <p>注册免费，授权店铺后即可设计、发布。</p>
        <Button size="large" onClick={() => navigate(signedIn ? '/' : '/register')}>
          {signedIn ? '进入工作台' : '免费注册'}
        </Button>
      </div>
      <div className={styles.copyright}>© PodBench 跨境POD卖家工作台 · 为跨境按需印刷卖家打造</div>
    </footer>
  );
}
