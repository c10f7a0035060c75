import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Pagination, Result, Row, Spin } from 'antd';
import { useState } from 'react';
import { useProductCategories } from '../api/get-product-categories';
import { useProductPage } from '../api/get-product-page';
import { CategoryFilter } from '../components/category-filter';
import styles from '../components/catalogue-page.module.css';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';

const PAGE_SIZE = 12;

/**
 * /select/designProduct: the catalogue of blanks. Filters live in component state, not the URL: the page is kept
 * alive behind other tabs, where the URL belongs to whichever page is showing.
 */
export default function CataloguePage() {
  const [topId, setTopId] = useState<number | null>(null);
  const [leafId, setLeafId] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const categories = useProductCategories();
  const query = {
    pageNum,
    pageSize: PAGE_SIZE,
    categoryId: leafId ?? topId ?? undefined,
    keyword: keyword || undefined,
  };
  const { data, isLoading, isFetching, isError, refetch } = useProductPage(query);
  const filtered = Boolean(keyword || topId);

  const clear = () => {
    setTopId(null);
    setLeafId(null);
    setDraft('');
    setKeyword('');
    setPageNum(1);
  };

  return (
    <div className={styles.page}>
      <Card variant="borderless" className={styles.hero}>
        <div>
          <h2 className={styles.title}>定制产品</h2>
          <p className={styles.lead}>挑选白坯底版，查看印刷区域与底价，一键进入设计器。</p>
        </div>
        <Input.Search
          className={styles.search}
          placeholder="搜索产品名称、材质，如 T恤、帆布、陶瓷"
          allowClear
          enterButton="搜索"
          maxLength={50}
          aria-label="搜索产品"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
        />
      </Card>

      <Card variant="borderless">
        <CategoryFilter
          tree={categories.data}
          loading={categories.isLoading}
          topId={topId}
          leafId={leafId}
          onChange={(top, leaf) => {
            setTopId(top);
            setLeafId(leaf);
            setPageNum(1);
          }}
        />
      </Card>

      {isError && !data ? (
        <Card variant="borderless">
          <Result
            status="error"
            title="产品加载失败"
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
                重新加载
              </Button>
            }
          />
        </Card>
      ) : isLoading ? (
        <ProductGridSkeleton />
      ) : !data?.rows.length ? (
        <Card variant="borderless">
          <Empty description={keyword ? `没有找到与「${keyword}」相关的产品` : '该类目下暂无产品'}>
            {filtered && <Button onClick={clear}>清除筛选</Button>}
          </Empty>
        </Card>
      ) : (
        <Spin spinning={isFetching} delay={200}>
          <div className={styles.summary}>
            共 {data.total} 款产品{keyword ? `，关键词「${keyword}」` : ''}
          </div>
          <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
            {data.rows.map((p) => (
              <Col key={p.id} xs={24} sm={12} md={8} xl={6}>
                <ProductCard product={p} />
              </Col>
            ))}
          </Row>
          {data.total > PAGE_SIZE && (
            <div className={styles.pager}>
              <Pagination
                current={pageNum}
                pageSize={PAGE_SIZE}
                total={data.total}
                showSizeChanger={false}
                onChange={setPageNum}
              />
            </div>
          )}
        </Spin>
      )}
    </div>
  );
}
