import { Button } from 'antd';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { BrandLogo } from '@/shared/ui/brand-logo';
import styles from './public-frame.module.css';

/** A light frame for public pages reachable without signing in (404, shared links, previews). */
export function PublicFrame() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link to="/index" aria-label="PodBench 官网首页">
          <BrandLogo size={30} />
        </Link>
        <div className={styles.actions}>
          {signedIn ? (
            <Button type="primary" onClick={() => navigate('/')}>
              进入工作台
            </Button>
          ) : (
            <>
              <Button type="text" onClick={() => navigate('/login')}>
                登录
              </Button>
              <Button type="primary" onClick={() => navigate('/register')}>
                免费注册
              </Button>
            </>
          )}
        </div>
      </header>
      <main className={styles.body}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© PodBench 跨境POD卖家工作台</footer>
    </div>
  );
}
