import { ArrowLeftOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import {
  checkSheinTemplate,
  SHEIN_RULES,
  type SheinTemplateAttr,
  type SheinTemplateBody,
  type SheinTemplateDetail,
} from '@podbench/contract';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NotFoundCard } from '@/shared/ui/not-found-card';
import { TemplateImages, urlsByRef, withUrls } from '../../temu-publish/components/template-images';
import { useSaveSheinTemplate, useSheinTemplate } from '../api/shein-publish';
import { SheinAttributes } from '../components/shein-attributes';
import { SheinCategorySelect } from '../components/shein-category-select';
import { SheinPublishModal } from '../components/shein-publish-modal';
import { SheinSkcEditor } from '../components/shein-skc-editor';

/** /publish/sheinTemplateInfo?id= — edit one Shein template, checked by the contract's rules as it is typed. */
export default function SheinTemplateInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const { data, isLoading, isError } = useSheinTemplate(id);
  if (id === null || isError)
    return (
      <NotFoundCard
        title="模板不存在"
        subTitle="请从 Shein 模板列表打开要编辑的模板"
        backText="返回 Shein 模板"
        onBack={() => navigate('/publish/sheinTemplate')}
      />
    );
  if (isLoading || !data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return <SheinEditor key={data.id} detail={data} />;
}

const bodyOf = (d: SheinTemplateDetail): SheinTemplateBody => ({
  designId: d.designId,
  title: d.title,
  categoryId: d.categoryId,
  categoryPath: d.categoryPath,
  attributes: d.attributes,
  images: d.images,
  skcs: d.skcs,
});

function SheinEditor({ detail }: { detail: SheinTemplateDetail }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const save = useSaveSheinTemplate();
  const [body, setBody] = useState<SheinTemplateBody>(() => bodyOf(detail));
  const [urls] = useState(() => urlsByRef(detail.images, detail.imageUrls));
  const [dirty, setDirty] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const problems = useMemo(() => checkSheinTemplate(body), [body]);
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const update = useCallback((patch: Partial<SheinTemplateBody>) => {
    setBody((b) => ({ ...b, ...patch }));
    setDirty(true);
  }, []);
  const setAttributes = useCallback((attributes: SheinTemplateAttr[]) => update({ attributes }), [update]);
  const images = withUrls(body.images, urls);
  const submit = async (andPublish: boolean) => {
    await save.mutateAsync({ id: detail.id, template: body });
    setDirty(false);
    message.success('模板已保存');
    if (andPublish) setPublishing(true);
  };
  const skuCount = body.skcs.reduce((n, s) => n + s.skus.length, 0);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label="返回"
              onClick={() => navigate('/publish/sheinTemplate')}
            />
            编辑 Shein 模板
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
        {problems.length === 0 ? (
          <Alert type="success" showIcon message="已通过 Shein 规则校验，可以发布" data-testid="shein-template-ok" />
        ) : (
          <Alert
            type="warning"
            showIcon
            data-testid="shein-template-problems"
            message={`还有 ${problems.length} 项待完善，完善后才能发布（见各字段下的提示）`}
          />
        )}
        <Form layout="vertical" style={{ marginTop: 16 }}>
          <Row gutter={24}>
            <Col xs={24} lg={14}>
              <Form.Item
                label="商品标题"
                required
                validateStatus={problemOf('title') ? 'error' : undefined}
                help={problemOf('title')}
              >
                <Input.TextArea
                  aria-label="商品标题"
                  value={body.title}
                  maxLength={SHEIN_RULES.titleMax}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 4 }}
                  onChange={(e) => update({ title: e.target.value })}
                />
              </Form.Item>
              <Form.Item
                label="Shein 类目"
                required
                validateStatus={problemOf('categoryId') ? 'error' : undefined}
                help={problemOf('categoryId')}
              >
                <SheinCategorySelect
                  value={body.categoryId}
                  invalid={Boolean(problemOf('categoryId'))}
                  onChange={(categoryId, categoryPath) => update({ categoryId, categoryPath })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={10}>
              <Form.Item label="商品属性" style={{ marginBottom: 0 }}>
                <SheinAttributes
                  categoryId={body.categoryId}
                  attributes={body.attributes}
                  problems={problems}
                  onChange={setAttributes}
                />
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
      <Card title={`SKC / SKU（${body.skcs.length} 色 / ${skuCount} 个）`}>
        {problemOf('skcs') && <Alert type="error" showIcon message={problemOf('skcs')} style={{ marginBottom: 12 }} />}
        <SheinSkcEditor skcs={body.skcs} problems={problems} onChange={(skcs) => update({ skcs })} />
      </Card>
      <SheinPublishModal
        templateIds={[detail.id]}
        open={publishing}
        onClose={() => setPublishing(false)}
        onQueued={(n) => {
          message.success(`已排队 ${n} 条发布`);
          navigate('/publish/sheinTemplate');
        }}
      />
    </Space>
  );
}
