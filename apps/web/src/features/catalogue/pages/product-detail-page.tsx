import { Breadcrumb, Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { ApiError } from '@/shared/request/request';
import { useProductDetail } from '../api/get-product-detail';
import { Gallery } from '../components/detail/gallery';
import { PrintAreasTable } from '../components/detail/print-areas-table';
import { SizeChartTable } from '../components/detail/size-chart-table';
import { Summary } from '../components/detail/summary';
import { VariantsTable } from '../components/detail/variants-table';

const CATALOGUE_PATH = '/select/designProduct';

function Missing({ title, signedIn }: { title: string; signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless" title="产品详情">
      <Result
        status="404"
        title={title}
        subTitle="请从定制产品列表中重新选择。"
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? CATALOGUE_PATH : '/index')}>
            {signedIn ? '返回定制产品' : '返回首页'}
          </Button>
        }
      />
    </Card>
  );
}

/**
 * /select/designProductInfo?id= and its public alias /select/selectManage/designProductInfo?id= (the whitelist):
 * the same page, signed in or not. Signed in, prices include the caller's VIP price.
 */
export default function ProductDetailPage() {
  const raw = useSearchParams()[0].get('id');
  const n = Number(raw);
  const id = raw && Number.isInteger(n) && n > 0 ? n : null;
  const signedIn = useAuthStore((s) => Boolean(s.token));
  if (id === null) return <Missing title="缺少产品编号" signedIn={signedIn} />;
  // Keyed by id: another product starts from its own first colour and view.
  return <ProductDetailView key={id} id={id} signedIn={signedIn} />;
}

function ProductDetailView({ id, signedIn }: { id: number; signedIn: boolean }) {
  const { data: product, isLoading, error } = useProductDetail(id);
  const [picked, setPicked] = useState<{ color?: string; view?: string }>({});

  if (error) {
    const gone = error instanceof ApiError && (error.code === 404 || error.code === 400);
    return <Missing title={gone ? '产品不存在或已被删除' : '产品加载失败'} signedIn={signedIn} />;
  }
  if (isLoading || !product) {
    return (
      <Card variant="borderless">
        <Row gutter={32}>
          <Col xs={24} md={10}>
            <Skeleton.Node active style={{ width: '100%', height: 480 }} />
          </Col>
          <Col xs={24} md={14}>
            <Skeleton active paragraph={{ rows: 10 }} />
          </Col>
        </Row>
      </Card>
    );
  }

  const colorName = product.colors.some((c) => c.name === picked.color)
    ? picked.color!
    : (product.colors[0]?.name ?? '');
  const viewKey = picked.view ?? product.mockupViews[0]?.key ?? '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Breadcrumb
        items={[
          { title: signedIn ? <Link to={CATALOGUE_PATH}>定制产品</Link> : '定制产品' },
          ...product.categoryPath.map((title) => ({ title })),
          { title: product.name },
        ]}
      />
      <Card variant="borderless">
        <Row gutter={[40, 24]}>
          <Col xs={24} md={11} xl={9}>
            <Gallery
              views={product.mockupViews}
              colorName={colorName}
              viewKey={viewKey}
              onViewChange={(view) => setPicked((p) => ({ ...p, view }))}
              productName={product.name}
            />
          </Col>
          <Col xs={24} md={13} xl={15}>
            <Summary
              product={product}
              colorName={colorName}
              viewKey={viewKey}
              onColorChange={(color) => setPicked((p) => ({ ...p, color }))}
            />
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title="规格与底价">
        <VariantsTable product={product} colorName={colorName} />
      </Card>
      <Card
        variant="borderless"
        title="印刷区域"
        extra={<span style={{ color: 'rgba(0,0,0,.45)' }}>设计按像素尺寸出印刷文件</span>}
      >
        <PrintAreasTable product={product} />
      </Card>
      <Card variant="borderless" title="尺码表">
        <SizeChartTable chart={product.sizeChart} />
      </Card>
    </div>
  );
}
