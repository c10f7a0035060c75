import { SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { GuideFaq } from '../guide/guide-faq';
import { SellerCenterIllustration } from '../guide/seller-center-illustration';
import { TemuTokenSteps } from '../guide/temu-token-steps';
import styles from './client-shop-repinfo.module.css';

/**
 * /clientShopRepinfo — the shareable authorisation guide, readable without signing in. It must show a shop's
 * data only for a valid signed link, and the server has no endpoint yet to check such a link; until it does,
 * the page shows the general guide and says so when a link carries shop parameters.
 */
export default function ClientShopRepinfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const carriesShop = params.size > 0;
  const toShops = () => navigate(signedIn ? '/authorizeShop/temu' : '/login?redirect=%2FauthorizeShop%2Ftemu');

  return (
    <div className={styles.page}>
      <Card variant="borderless">
        <div className={styles.hero}>
          <span className={styles.mark} aria-hidden>
            <ShopOutlined />
          </span>
          <div className={styles.heroText}>
            <h1>Temu 店铺授权指引</h1>
            <Typography.Text type="secondary">
              按以下步骤在 Temu 卖家中心为 PodBench 生成 access_token，再粘贴到
              PodBench「店铺授权」中，即可发布商品、同步备货单与质检结果。
            </Typography.Text>
          </div>
          <Button type="primary" size="large" onClick={toShops}>
            {signedIn ? '去授权店铺' : '登录后授权店铺'}
          </Button>
        </div>
      </Card>
      {carriesShop ? (
        <Alert
          type="warning"
          showIcon
          title="暂时无法校验此链接中的店铺信息"
          description="为保护店铺数据，未经签名校验的链接不会显示任何店铺信息。下方为通用授权指引，可直接按步骤操作。"
        />
      ) : null}
      <Card variant="borderless" title="在卖家中心获取 access_token">
        <Row gutter={[32, 24]} align="middle">
          <Col xs={24} lg={10}>
            <TemuTokenSteps />
          </Col>
          <Col xs={24} lg={14}>
            <SellerCenterIllustration />
          </Col>
        </Row>
      </Card>
      <Card
        variant="borderless"
        title={
          <span>
            <SafetyCertificateOutlined style={{ color: '#7c3aed' }} /> 常见问题
          </span>
        }
      >
        <GuideFaq />
      </Card>
    </div>
  );
}
