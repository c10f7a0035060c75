import { ArrowLeftOutlined, MinusCircleOutlined, PlusOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { checkTemuTemplate, TEMU_RULES, type TemuTemplateBody, type TemuTemplateDetail } from '@podbench/contract';
import { App, Button, Card, Col, Form, Input, Row, Skeleton, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSaveTemplate, useTemplate } from '../api/temu-templates';
import { CategoryPicker } from '../components/category-picker';
import { ProblemList } from '../components/problem-list';
import { PublishModal } from '../components/publish-modal';
import { PricingRule } from '../components/pricing-rule';
import { SizeChartEditor } from '../components/size-chart-editor';
import { SkuEditor } from '../components/sku-editor';
import { TechnologyPicker } from '../components/technology-picker';
import { TemplateImages, urlsByRef, withUrls } from '../components/template-images';
import { NotFoundCard } from '@/shared/ui/not-found-card';

/** /publish/temuTemplateInfo?id= — edit one listing template, checked against Temu's rules as it is typed. */
export default function TemuTemplateInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const { data, isLoading, isError } = useTemplate(id);
  if (id === null || isError)
    return (
      <NotFoundCard
        title="模板不存在"
        subTitle="请从模板列表打开要编辑的模板"
        backText="返回模板管理"
        onBack={() => navigate('/publish/temuTemplate')}
      />
    );
  if (isLoading || !data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return <TemplateEditor key={data.id} detail={data} />;
}

const bodyOf = (d: TemuTemplateDetail): TemuTemplateBody => ({
  designId: d.designId,
  title: d.title,
  titleEn: d.titleEn,
  categoryIds: d.categoryIds,
  categoryPath: d.categoryPath,
  attributes: d.attributes,
  images: d.images,
  skus: d.skus,
  technology: d.technology,
  sizeChart: d.sizeChart,
  pricing: d.pricing,
});

function TemplateEditor({ detail }: { detail: TemuTemplateDetail }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const save = useSaveTemplate();
  const [body, setBody] = useState<TemuTemplateBody>(() => bodyOf(detail));
  const [urls] = useState(() => urlsByRef(detail.images, detail.imageUrls));
  const [dirty, setDirty] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const problems = useMemo(() => checkTemuTemplate(body), [body]);
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const update = (patch: Partial<TemuTemplateBody>) => {
    setBody((b) => ({ ...b, ...patch }));
    setDirty(true);
  };
  const images = withUrls(body.images, urls);

  const submit = async (andPublish: boolean) => {
    await save.mutateAsync({ id: detail.id, template: body });
    setDirty(false);
    message.success('模板已保存');
    if (andPublish) setPublishing(true);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate('/publish/temuTemplate')} />
            编辑模板
            {dirty && <Tag color="orange">未保存</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<SaveOutlined />} loading={save.isPending && !publishing} onClick={() => void submit(false)}>
              保存
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={problems.length > 0}
              loading={save.isPending}
              onClick={() => void submit(true)}
            >
              保存并发布
            </Button>
          </Space>
        }
      >
        <ProblemList body={body} problems={problems} />
        <Form layout="vertical" style={{ marginTop: 16 }}>
          <Row gutter={24}>
            <Col xs={24} lg={14}>
              <Form.Item
                label="商品标题（中文）"
                required
                validateStatus={problemOf('title') ? 'error' : undefined}
                help={problemOf('title')}
              >
                <Input.TextArea
                  value={body.title}
                  maxLength={TEMU_RULES.titleMax}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 4 }}
                  onChange={(e) => update({ title: e.target.value })}
                  aria-label="商品标题"
                />
              </Form.Item>
              <Form.Item label="英文标题" extra="Temu 会自动翻译，填写可让英文站点的标题更准确">
                <Input.TextArea
                  value={body.titleEn}
                  maxLength={TEMU_RULES.titleMax}
                  autoSize={{ minRows: 1, maxRows: 3 }}
                  onChange={(e) => update({ titleEn: e.target.value })}
                  aria-label="英文标题"
                />
              </Form.Item>
              <Form.Item
                label="Temu 类目"
                required
                validateStatus={problemOf('categoryIds') ? 'error' : undefined}
                help={problemOf('categoryIds')}
              >
                <CategoryPicker
                  ids={body.categoryIds}
                  path={body.categoryPath}
                  invalid={Boolean(problemOf('categoryIds'))}
                  onChange={(categoryIds, categoryPath) => update({ categoryIds, categoryPath })}
                />
              </Form.Item>
              <Form.Item label="定制工艺" required>
                <TechnologyPicker value={body.technology} onChange={(technology) => update({ technology })} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={10}>
              <Form.Item label="商品属性">
                <Space direction="vertical" style={{ width: '100%' }}>
                  {body.attributes.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, names may repeat
                    <Space.Compact key={i} style={{ width: '100%' }}>
                      <Input
                        style={{ width: '40%' }}
                        placeholder="属性名，如 材质"
                        value={a.name}
                        onChange={(e) =>
                          update({
                            attributes: body.attributes.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                          })
                        }
                      />
                      <Input
                        placeholder="属性值，如 棉"
                        value={a.value}
                        onChange={(e) =>
                          update({
                            attributes: body.attributes.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                          })
                        }
                      />
                      <Button
                        icon={<MinusCircleOutlined />}
                        aria-label="删除属性"
                        onClick={() => update({ attributes: body.attributes.filter((_, j) => j !== i) })}
                      />
                    </Space.Compact>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    block
                    onClick={() => update({ attributes: [...body.attributes, { name: '', value: '' }] })}
                  >
                    添加属性
                  </Button>
                </Space>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label="商品图片"
            required
            validateStatus={problemOf('images') ? 'error' : undefined}
            help={problemOf('images')}
          >
            <TemplateImages images={images} onChange={(next) => update({ images: next.map((i) => i.ref) })} />
          </Form.Item>
        </Form>
      </Card>
      <Card title={`SKU（${new Set(body.skus.map((s) => s.color)).size} 色 / ${body.skus.length} 个）`}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <PricingRule
            rule={body.pricing}
            skus={body.skus}
            onChange={(pricing) => update({ pricing })}
            onApply={(skus) => {
              update({ skus });
              message.success('已按规则重新计算供货价');
            }}
          />
          <SkuEditor skus={body.skus} problems={problems} onChange={(skus) => update({ skus })} />
        </Space>
      </Card>
      <Card title="尺码表">
        <SizeChartEditor
          chart={body.sizeChart}
          sizes={[...new Set(body.skus.map((s) => s.size))]}
          leafCatId={body.categoryIds.length >= 2 ? body.categoryIds.at(-1) : undefined}
          problems={problems}
          onChange={(sizeChart) => update({ sizeChart })}
        />
      </Card>
      <PublishModal templateIds={[detail.id]} open={publishing} onClose={() => setPublishing(false)} />
    </Space>
  );
}
