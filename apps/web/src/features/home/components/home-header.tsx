import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { BrandLogo } from '@/shared/ui/brand-logo';
import styles from './hero.module.css';

const ANCHORS = [
  { id: 'features', label: '产品能力' },
  { id: 'catalogue', label: '定制品类' },
  { id: 'plans', label: '会员方案' },
];

export function HomeHeader() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <BrandLogo size={32} />
        <nav className={styles.anchors} aria-label="页面导航">
          {ANCHORS.map((a) => (
            <button
              key={a.id}
              type="button"
              onClick={() => document.getElementById(a.id)?.scrollIntoView({ behavior: 'smooth' })}
            >
              {a.label}
            </button>
          ))}
        </nav>
        <div className={styles.headerActions}>
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
      </div>
    </header>
  );
}
