import { ExperimentOutlined, ExportOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Typography } from 'antd';
import { useStartShopAuthorize } from '@/shared/api/start-shop-authorize';
import { SellerCenterIllustration } from '../../guide/seller-center-illustration';
import { TEMU_SELLER_AUTH_URL } from '../../guide/temu-guide-data';
import { TemuTokenSteps } from '../../guide/temu-token-steps';
import { useTemuSandbox } from '../../api/get-temu-sandbox';
import { StepFooter } from '../step-footer';

interface Props {
  reauthorize: boolean;
  onNext: () => void;
  onCancel: () => void;
}

/** Step 1: where the token is in Seller Center; locally, the sandbox's Seller Center stands in for it. */
export function TokenGuideStep({ reauthorize, onNext, onCancel }: Props) {
  const { data: sandbox } = useTemuSandbox();
  const start = useStartShopAuthorize();
  const sellerCenter = sandbox?.sellerCenter ?? TEMU_SELLER_AUTH_URL;

  return (
    <>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={10}>
          <TemuTokenSteps />
        </Col>
        <Col xs={24} md={14}>
          <SellerCenterIllustration />
        </Col>
      </Row>
      {sandbox ? (
        <Alert
          style={{ marginTop: 20 }}
          type="info"
          showIcon
          icon={<ExperimentOutlined />}
          title="本地沙箱环境"
          description={
            <>
              当前连接的是 Temu 沙箱。打开{' '}
              <Typography.Link href={sandbox.sellerCenter} target="_blank" rel="noopener noreferrer">
                沙箱卖家中心 <ExportOutlined />
              </Typography.Link>
              ，创建店铺（或为已有店铺重新生成 token）并复制 access_token，再回到这里粘贴。
            </>
          }
        />
      ) : null}
      {reauthorize ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title="重新生成 token 后，旧 token 会立即失效，请尽快完成粘贴。"
        />
      ) : null}
      <StepFooter
        start={
          reauthorize ? null : (
            <Typography.Text type="secondary">
              海外卖家？
              <Button
                type="link"
                size="small"
                icon={<LinkOutlined />}
                loading={start.isPending}
                onClick={() => start.mutate('temu')}
              >
                通过授权链接授权
              </Button>
            </Typography.Text>
          )
        }
      >
        <Button onClick={onCancel}>取消</Button>
        <Button href={sellerCenter} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
          {sandbox ? '打开沙箱卖家中心' : '打开卖家中心'}
        </Button>
        <Button type="primary" onClick={onNext}>
          已复制，下一步
        </Button>
      </StepFooter>
    </>
  );
}
