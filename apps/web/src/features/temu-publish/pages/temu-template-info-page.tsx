import {
  isApparel,
  TEMU_RULES,
  TEMU_TEMPLATE_STATUS_LABEL,
  type TemuTemplateChange,
  type TemuTemplateDetail,
  temuTitleMax,
} from '@podbench/contract';
import { App, Card, Col, Form, Input, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { useSaveTemplate } from '@/shared/publishing/api/publishing';
import { EditorFrame, TemplateEditorPage } from '@/shared/publishing/components/editor-frame';
import { CheckedItem, ImagesField, problemFinder, TitleField } from '@/shared/publishing/components/editor-fields';
import { urlsByRef, withUrls } from '@/shared/publishing/components/template-images';
import { useRefreshTemplate } from '../api/temu-leaf';
import { AttributeCard } from '../components/attribute-card';
import { CategoryPicker } from '../components/category-picker';
import { CategorySuggestions } from '../components/category-suggestions';
import { ImageRulesHint } from '../components/image-rules-hint';
import { OriginPicker } from '../components/origin-picker';
import { fieldLabel, ProblemList } from '../components/problem-list';
import { SizeChartEditor } from '../components/size-chart-editor';
import { SkuCard } from '../components/sku-card';
import { TechnologyPicker } from '../components/technology-picker';
import { IncompleteBanner, TemplateChanges } from '../components/template-changes';
import { useTemplateBody } from '../hooks/use-template-body';
import { TEMU } from '../marketplace';

/** /publish/temuTemplateInfo?id= — edit one listing template, driven by the leaf's Temu attribute template. */
export default function TemuTemplateInfoPage() {
  return <TemplateEditorPage m={TEMU} editor={(detail) => <TemplateEditor detail={detail} />} />;
}

function TemplateEditor({ detail }: { detail: TemuTemplateDetail }) {
  const { message } = App.useApp();
  const save = useSaveTemplate(TEMU);
  const refresh = useRefreshTemplate();
  const { body, update, dirty, setDirty, leaf, problems, margins, chooseCategory, mappingLoading } =
    useTemplateBody(detail);
  const [urls] = useState(() => urlsByRef(detail.images, detail.imageUrls));
  const [status, setStatus] = useState(detail.status);
  const [publishing, setPublishing] = useState(false);
  const [changes, setChanges] = useState<TemuTemplateChange[] | null>(null);
  const problemOf = problemFinder(problems);
  const images = withUrls(body.images, urls);
  const apparel = isApparel(body.category);
  const titleMax = temuTitleMax(body.category?.ids[0]);
  // 需补全 while any rule is broken; a template the server still marks 需补全 (migrated) becomes 可发布 once saved.
  const liveStatus = problems.length > 0 ? 'incomplete' : status;

  const runRefresh = async () => {
    const r = await refresh.mutateAsync(detail.id);
    setChanges(r.changes);
    return r.changes;
  };
  const submit = async (andPublish: boolean) => {
    const saved = await save.mutateAsync({ id: detail.id, template: body });
    setDirty(false);
    setStatus(saved.status);
    if (!andPublish) {
      message.success(
        saved.status === 'ready' ? '模板已保存，可以发布' : `模板已保存（${saved.problems.length} 项需补全）`,
      );
      return;
    }
    // Temu's template may have changed since the form was filled (doc 199 §8-12): show it before publishing.
    const found = await runRefresh();
    if (found.some((c) => c.breaking)) {
      message.warning('Temu 的类目属性模板有变化，请按提示修改后再发布');
      return;
    }
    setPublishing(true);
  };

  return (
    <EditorFrame
      m={TEMU}
      templateId={detail.id}
      tags={
        <Tag color={liveStatus === 'ready' ? 'green' : 'orange'} data-testid="template-status">
          {problems.length === 0 && status === 'incomplete'
            ? '已补全 · 待保存'
            : TEMU_TEMPLATE_STATUS_LABEL[liveStatus]}
        </Tag>
      }
      dirty={dirty}
      saving={save.isPending && !publishing}
      publishing={save.isPending || refresh.isPending}
      canPublish={problems.length === 0 && !leaf.isLoading}
      onSave={() => void submit(false)}
      onSaveAndPublish={() => void submit(true)}
      banner={
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <IncompleteBanner
            status={liveStatus === 'incomplete' || status === 'incomplete' ? 'incomplete' : 'ready'}
            problems={problems}
            label={(f) => fieldLabel(body, f)}
          />
          <ProblemList body={body} problems={problems} warnings={margins.warnings} />
        </Space>
      }
      after={
        <>
          <AttributeCard body={body} leaf={leaf} mappingLoading={mappingLoading} problems={problems} update={update} />
          <SkuCard body={body} problems={problems} margins={margins} apparel={apparel} update={update} />
          <Card title="尺码表">
            <SizeChartEditor
              chart={body.sizeChart}
              sizes={[...new Set(body.skus.map((s) => s.size))]}
              leafCatId={body.category?.ids.at(-1)}
              problems={problems}
              onChange={(sizeChart) => update({ sizeChart })}
            />
          </Card>
          <Card title="发布前检查">
            <TemplateChanges
              changes={changes}
              loading={refresh.isPending}
              disabled={!body.category || dirty}
              onRefresh={() => void runRefresh()}
            />
          </Card>
        </>
      }
      publishOpen={publishing}
      onPublishClose={() => setPublishing(false)}
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <CheckedItem label="Temu 类目" problem={problemOf('category')}>
            <CategoryPicker
              value={body.category}
              invalid={Boolean(problemOf('category'))}
              onChange={(c) => void chooseCategory(c)}
            />
            {!body.category && (
              <CategorySuggestions blankId={body.blankId} title={body.title} onPick={(c) => void chooseCategory(c)} />
            )}
          </CheckedItem>
          <TitleField
            label="商品标题（中文）"
            value={body.title}
            max={titleMax}
            problem={problemOf('title')}
            extra={body.category ? `该类目标题最多 ${titleMax} 个字（Temu 文档 205）` : undefined}
            onChange={(title) => update({ title })}
          />
          <Form.Item label="英文标题" extra="Temu 会自动翻译，填写可让英文站点的标题更准确">
            <Input.TextArea
              value={body.titleEn}
              maxLength={TEMU_RULES.titleMax}
              autoSize={{ minRows: 1, maxRows: 3 }}
              onChange={(e) => update({ titleEn: e.target.value })}
              aria-label="英文标题"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={10}>
          <CheckedItem label="产地" problem={problemOf('origin')}>
            <OriginPicker
              value={body.origin}
              invalid={Boolean(problemOf('origin'))}
              onChange={(origin) => update({ origin })}
            />
          </CheckedItem>
          <Form.Item label="定制" required={body.personalization}>
            <TechnologyPicker
              personalization={body.personalization}
              value={body.technology}
              onChange={(personalization, technology) => update({ personalization, technology })}
            />
          </Form.Item>
        </Col>
      </Row>
      <ImagesField
        images={images}
        max={TEMU.rules.imagesMax}
        problem={problemOf('images')}
        hint={<ImageRulesHint images={images} apparel={apparel} />}
        onChange={(refs) => update({ images: refs })}
      />
    </EditorFrame>
  );
}
