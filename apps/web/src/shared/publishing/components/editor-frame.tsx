import { ArrowLeftOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Form, Skeleton, Space, Tag } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NotFoundCard } from '@/shared/ui/not-found-card';
import { useTemplateDetail } from '../api/publishing';
import type { Marketplace, MarketplaceTypes } from '../marketplace';
import { PublishModal } from './publish-modal';

/**
 * The editor page of `?id=`: 模板不存在 for a missing or foreign id, a skeleton while loading, then the marketplace's
 * editor (keyed by the template, so another id starts a fresh form).
 */
export function TemplateEditorPage<T extends MarketplaceTypes>({
  m,
  editor,
}: {
  m: Marketplace<T>;
  editor: (detail: T['detail']) => ReactNode;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const { data, isLoading, isError } = useTemplateDetail(m, id);
  if (id === null || isError)
    return (
      <NotFoundCard
        title="模板不存在"
        subTitle={m.editor.notFoundHint}
        backText={m.editor.backText}
        onBack={() => navigate(m.routes.list)}
      />
    );
  if (isLoading || !data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return <Fragment key={data.id}>{editor(data)}</Fragment>;
}

interface FrameProps<T extends MarketplaceTypes> {
  m: Marketplace<T>;
  templateId: number;
  /** Tags after the title (the template's status), before 未保存. */
  tags?: ReactNode;
  dirty: boolean;
  /** 保存 is running (and 保存并发布 not waiting for its dialog). */
  saving: boolean;
  /** 保存并发布 is running (saving, or checks the marketplace makes before publishing). */
  publishing: boolean;
  canPublish: boolean;
  onSave: () => void;
  onSaveAndPublish: () => void;
  /** The rule check's banner above the form. */
  banner: ReactNode;
  /** The head card's form fields. */
  children: ReactNode;
  /** The cards below the head card. */
  after?: ReactNode;
  publishOpen: boolean;
  onPublishClose: () => void;
  onQueued?: (queued: number) => void;
}

/**
 * The template editor's frame, alike for every marketplace: ← back to the list, 编辑模板 with its tags, 保存 and
 * 保存并发布, the rule banner, the form, the marketplace's own cards, and the publish dialog.
 */
export function EditorFrame<T extends MarketplaceTypes>(p: FrameProps<T>) {
  const navigate = useNavigate();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label="返回"
              onClick={() => navigate(p.m.routes.list)}
            />
            {p.m.editor.title}
            {p.tags}
            {p.dirty && <Tag color="orange">未保存</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<SaveOutlined />} loading={p.saving} onClick={p.onSave}>
              保存
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!p.canPublish}
              loading={p.publishing}
              onClick={p.onSaveAndPublish}
            >
              保存并发布
            </Button>
          </Space>
        }
      >
        {p.banner}
        <Form layout="vertical" style={{ marginTop: 16 }}>
          {p.children}
        </Form>
      </Card>
      {p.after}
      <PublishModal
        m={p.m}
        templateIds={[p.templateId]}
        open={p.publishOpen}
        onClose={p.onPublishClose}
        onQueued={p.onQueued}
      />
    </Space>
  );
}
