import {
  checkSheinTemplate,
  SHEIN_RULES,
  type SheinTemplateAttr,
  type SheinTemplateBody,
  type SheinTemplateDetail,
} from '@podbench/contract';
import { Alert, App, Card, Col, Form, Row } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveTemplate } from '@/shared/publishing/api/publishing';
import { EditorFrame, TemplateEditorPage } from '@/shared/publishing/components/editor-frame';
import { CheckedItem, ImagesField, problemFinder, TitleField } from '@/shared/publishing/components/editor-fields';
import { urlsByRef, withUrls } from '@/shared/publishing/components/template-images';
import { useSheinAttributes } from '../api/shein-publish';
import { SheinAttributes } from '../components/shein-attributes';
import { SheinCategorySelect } from '../components/shein-category-select';
import { type SheinSizeRow, SheinSizeChart, sizeChartProblems } from '../components/shein-size-chart';
import { SheinSkcEditor } from '../components/shein-skc-editor';
import { SHEIN } from '../marketplace';

/** /publish/sheinTemplateInfo?id= — edit one Shein template, checked by the contract's rules as it is typed. */
export default function SheinTemplateInfoPage() {
  return <TemplateEditorPage m={SHEIN} editor={(detail) => <SheinEditor detail={detail} />} />;
}

/** The body's size chart (optional in the contract: older templates have none). */
type WithSizeChart = { sizeChart?: SheinSizeRow[] };

/** The template as it is saved: the detail without what only the server answers (every body field, new ones too). */
const bodyOf = ({
  id: _id,
  imageUrls: _urls,
  problems: _p,
  updatedAt: _u,
  ...body
}: SheinTemplateDetail): SheinTemplateBody => body;

function SheinEditor({ detail }: { detail: SheinTemplateDetail }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const save = useSaveTemplate(SHEIN);
  const [body, setBody] = useState<SheinTemplateBody>(() => bodyOf(detail));
  const [urls] = useState(() => urlsByRef(detail.images, detail.imageUrls));
  const [dirty, setDirty] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const attributeDefs = useSheinAttributes(body.categoryId).data;
  const sizes = useMemo(() => [...new Set(body.skcs.flatMap((c) => c.skus.map((k) => k.size.trim())))], [body.skcs]);
  const sizeRows = useMemo(() => (body as WithSizeChart).sizeChart ?? [], [body]);
  // The contract's rules, and the size chart the leaf's template asks for (Shein refuses a required row left empty).
  const problems = useMemo(
    () => [...checkSheinTemplate(body), ...sizeChartProblems(attributeDefs ?? [], sizes, sizeRows)],
    [body, attributeDefs, sizes, sizeRows],
  );
  const problemOf = problemFinder(problems);
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
    <EditorFrame
      m={SHEIN}
      templateId={detail.id}
      dirty={dirty}
      saving={save.isPending && !publishing}
      publishing={save.isPending}
      canPublish={problems.length === 0}
      onSave={() => void submit(false)}
      onSaveAndPublish={() => void submit(true)}
      banner={
        problems.length === 0 ? (
          <Alert type="success" showIcon message="已通过 Shein 规则校验，可以发布" data-testid="shein-template-ok" />
        ) : (
          <Alert
            type="warning"
            showIcon
            data-testid="shein-template-problems"
            message={`还有 ${problems.length} 项待完善，完善后才能发布（见各字段下的提示）`}
          />
        )
      }
      after={
        <>
          <Card title={`SKC / SKU（${body.skcs.length} 色 / ${skuCount} 个）`}>
            {problemOf('skcs') && (
              <Alert type="error" showIcon message={problemOf('skcs')} style={{ marginBottom: 12 }} />
            )}
            <SheinSkcEditor skcs={body.skcs} problems={problems} onChange={(skcs) => update({ skcs })} />
          </Card>
          <SheinSizeChart
            categoryId={body.categoryId}
            sizes={sizes}
            rows={sizeRows}
            problems={problems}
            onChange={(sizeChart) => update({ sizeChart } as Partial<SheinTemplateBody>)}
          />
        </>
      }
      publishOpen={publishing}
      onPublishClose={() => setPublishing(false)}
      onQueued={(n) => {
        message.success(`已排队 ${n} 条发布`);
        navigate(SHEIN.routes.list);
      }}
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <TitleField
            label="商品标题"
            value={body.title}
            max={SHEIN_RULES.titleMax}
            problem={problemOf('title')}
            onChange={(title) => update({ title })}
          />
          <CheckedItem label="Shein 类目" problem={problemOf('categoryId')}>
            <SheinCategorySelect
              value={body.categoryId}
              invalid={Boolean(problemOf('categoryId'))}
              onChange={(categoryId, categoryPath) => update({ categoryId, categoryPath })}
            />
          </CheckedItem>
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
      <ImagesField
        images={images}
        max={SHEIN.rules.imagesMax}
        problem={problemOf('images')}
        onChange={(refs) => update({ images: refs })}
      />
    </EditorFrame>
  );
}
