import { RightOutlined } from '@ant-design/icons';
import type { ShopPlatform } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { liveShopCountOptions } from '../api/use-shop-quota';
import { PLATFORM_META } from '../lib/platform-meta';
import styles from './shop-page-header.module.css';

/** One marketplace on the authorisation home: how many shops are bound, and the way to its list. */
export function PlatformCard({ platform }: { platform: ShopPlatform }) {
  const meta = PLATFORM_META[platform];
  const navigate = useNavigate();
  const count = useQuery(liveShopCountOptions(platform));
  return (
    <Card variant="borderless" style={{ height: '100%' }}>
      <Flex vertical gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={14}>
          <span className={styles.mark} style={{ background: meta.color }} aria-hidden>
            {meta.name.slice(0, 1)}
          </span>
          <div>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {meta.title}
            </Typography.Title>
            {count.data === undefined ? (
              <Skeleton.Input active size="small" />
            ) : (
              <Typography.Text type="secondary">已授权 {count.data} 个店铺</Typography.Text>
            )}
          </div>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ flex: 1, margin: 0 }}>
          {meta.summary}
        </Typography.Paragraph>
        <Button type="primary" ghost onClick={() => navigate(`/authorizeShop/${platform}`)}>
          管理{meta.name}店铺 <RightOutlined />
        </Button>
      </Flex>
    </Card>
  );
}
