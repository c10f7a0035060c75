import { CheckCircleTwoTone } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { useHasPermi } from '@/shared/permission';
import { useShopQuota } from '../api/use-shop-quota';
import { NoShopPermission } from '../components/no-shop-permission';
import { PlatformCard } from '../components/platform-card';
import { ShopQuotaMeter } from '../components/shop-quota-meter';
import { SHOP_MANAGE } from '../lib/permission';

const CHECKLIST = [
  '使用店铺主账号登录卖家中心，子账号通常没有授权第三方应用的权限',
  '授权时勾选全部接口，否则发布、备货单或质检同步会缺少权限',
  'Temu token 有效期 90 天，到期前 7 天 PodBench 会在店铺列表提醒',
  '可授权店铺数量随会员等级提升，Temu 与 SHEIN 店铺合计',
];

function HomeView() {
  const quota = useShopQuota();
  const site = useSiteConfig();
  // Same rule as the shell's menu: the second marketplace stays out of sight on production hosts.
  const showShein = !site.productionHosts?.includes(window.location.hostname);
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" gap={20} wrap>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              店铺授权
            </Typography.Title>
            <Typography.Text type="secondary">
              选择平台，授权你的店铺后即可发布商品、同步订单与质检结果。
            </Typography.Text>
          </div>
          <ShopQuotaMeter quota={quota} />
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <PlatformCard platform="temu" />
        </Col>
        {showShein ? (
          <Col xs={24} md={12}>
            <PlatformCard platform="shein" />
          </Col>
        ) : null}
      </Row>
      <Card variant="borderless" title="授权前请确认">
        <Flex vertical gap={10}>
          {CHECKLIST.map((item) => (
            <span key={item}>
              <CheckCircleTwoTone twoToneColor="#7c3aed" /> {item}
            </span>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}

/** /authorizeShop/home (hidden from the menu): the entry that lets a seller pick a marketplace. */
export default function AuthorizeHomePage() {
  return useHasPermi([SHOP_MANAGE]) ? <HomeView /> : <NoShopPermission />;
}
