import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import styles from './hero.module.css';
import { ProductIllustration } from './product-illustration';

export function Hero() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <span className={styles.eyebrow}>Temu 全托管 · 按需印刷</span>
          <h1>
            从一张图到 Temu 在售商品，
            <br />
            <em>一个工作台全部完成</em>
          </h1>
          <p>
            PodBench 为跨境 POD 卖家提供店铺授权、图库、在线设计、模板发布、全托管订单与资金管理。
            您专注设计与选品，生产与发货交给平台。
          </p>
          <div className={styles.heroActions}>
            {signedIn ? (
              <Button type="primary" size="large" onClick={() => navigate('/')}>
                进入工作台 <ArrowRightOutlined />
              </Button>
            ) : (
              <>
                <Button type="primary" size="large" onClick={() => navigate('/register')}>
                  免费注册 <ArrowRightOutlined />
                </Button>
                <Button size="large" onClick={() => navigate('/login')}>
                  已有账号，登录
                </Button>
              </>
            )}
          </div>
        </div>
        <ProductIllustration />
      </div>
    </section>
  );
}
