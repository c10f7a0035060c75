import { CloudUploadOutlined } from '@ant-design/icons';
import type { AdminBlankDetail, PlacementRect } from '@podbench/contract';
import {
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  InputNumber,
  Popconfirm,
  Segmented,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useRemoveView, useSavePlacement } from '../api/catalogue';
import { MockupUploadModal } from './mockup-upload-modal';
import { type EditorArea, PlacementEditor } from './placement-editor';
import { clampRect, initialRect, insideImage } from './placement-geometry';

const COLOURS = ['#1677ff', '#fa541c', '#13c2c2', '#722ed1', '#52c41a', '#eb2f96'];
type Drafts = Record<string, PlacementRect | null>;
const FIELDS: [keyof PlacementRect, string][] = [
  ['x', 'X'],
  ['y', 'Y'],
  ['width', '宽'],
  ['height', '高'],
];
const same = (a: PlacementRect | null | undefined, b: PlacementRect | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** 样机图: one tab per view — its photo per colour, each print area's rectangle dragged or typed, upload. */
export function MockupViewsCard({ blank }: { blank: AdminBlankDetail }) {
  const { message } = App.useApp();
  const [viewKey, setViewKey] = useState<string | null>(blank.views[0]?.key ?? null);
  const [colour, setColour] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [active, setActive] = useState<string | null>(blank.printAreas[0]?.key ?? null);
  const [free, setFree] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>({});
  const save = useSavePlacement();
  const removeView = useRemoveView();
  const view = blank.views.find((v) => v.key === viewKey) ?? blank.views[0] ?? null;

  const saved = useMemo<Drafts>(
    () =>
      Object.fromEntries(
        blank.printAreas.map((a) => [a.key, view?.placements.find((p) => p.areaKey === a.key)?.rect ?? null]),
      ),
    [blank.printAreas, view],
  );
  useEffect(() => setDrafts(saved), [saved]);
  const dirty = blank.printAreas.filter((a) => !same(drafts[a.key], saved[a.key]));

  if (!view) {
    return (
      <Card title="样机图与印刷位置" size="small">
        <Empty description={blank.variants.length ? '还没有样机图' : '请先添加规格（颜色），再上传样机图'}>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!blank.variants.length}
            onClick={() => setUploading(true)}
          >
            上传样机图
          </Button>
        </Empty>
        <MockupUploadModal
          blank={blank}
          open={uploading}
          defaultView={null}
          onClose={() => setUploading(false)}
          onUploaded={(k) => {
            setUploading(false);
            setViewKey(k);
          }}
        />
      </Card>
    );
  }

  const bounds = { width: view.widthPx, height: view.heightPx };
  const image = view.images.find((i) => i.colorName === colour) ?? view.images[0];
  const areas: EditorArea[] = blank.printAreas.map((a, i) => ({
    key: a.key,
    name: a.name,
    colour: COLOURS[i % COLOURS.length]!,
    aspect: a.widthPx / a.heightPx,
    rect: drafts[a.key] ?? null,
    wrap: view.placements.some((p) => p.areaKey === a.key && p.wrap) && !!drafts[a.key],
  }));
  const setRect = (key: string, rect: PlacementRect | null) => setDrafts((d) => ({ ...d, [key]: rect }));
  const submit = async () => {
    const bad = dirty.find((a) => drafts[a.key] && !insideImage(drafts[a.key]!, bounds));
    if (bad) {
      message.error(`「${bad.name}」超出图片范围`);
      return;
    }
    for (const a of dirty)
      await save.mutateAsync({ blankId: blank.id, viewKey: view.key, areaKey: a.key, rect: drafts[a.key] ?? null });
    message.success('印刷位置已保存');
  };

  return (
    <Card
      title="样机图与印刷位置"
      size="small"
      extra={
        <Space>
          <Popconfirm
            title={`删除视图「${view.name}」？`}
            description="该视图的图片和印刷区域位置会一并删除"
            onConfirm={async () => {
              await removeView.mutateAsync({ blankId: blank.id, viewKey: view.key });
              message.success('已删除视图');
              setViewKey(null);
            }}
          >
            <Button size="small" danger>
              删除视图
            </Button>
          </Popconfirm>
          <Button size="small" type="primary" ghost icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
            上传样机图
          </Button>
        </Space>
      }
    >
      <Tabs
        size="small"
        activeKey={view.key}
        onChange={(k) => setViewKey(k)}
        items={blank.views.map((v) => ({ key: v.key, label: `${v.name}` }))}
        tabBarExtraContent={
          <Typography.Text type="secondary">{`${view.widthPx} × ${view.heightPx} 像素`}</Typography.Text>
        }
      />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(280px, 560px) minmax(260px, 1fr)',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <div>
          {view.images.length > 1 && (
            <Segmented
              size="small"
              style={{ marginBottom: 8 }}
              value={image?.colorName}
              onChange={(c) => setColour(String(c))}
              options={view.images.map((i) => i.colorName)}
            />
          )}
          {image ? (
            <PlacementEditor
              imageUrl={image.url}
              bounds={bounds}
              areas={areas}
              activeKey={active}
              free={free}
              onSelect={setActive}
              onChange={setRect}
            />
          ) : (
            <Empty description="该视图还没有图片" />
          )}
        </div>
        <div>
          {blank.printAreas.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先在上方添加印刷区域" />
          )}
          {areas.map((a) => (
            <div
              key={a.key}
              data-testid={`placement-${a.key}`}
              onClick={() => setActive(a.key)}
              onKeyDown={() => setActive(a.key)}
              style={{
                border: `1px solid ${a.key === active ? a.colour : '#f0f0f0'}`,
                borderRadius: 6,
                padding: '8px 12px',
                marginBottom: 12,
                cursor: 'pointer',
              }}
            >
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <span>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: a.colour,
                      marginRight: 6,
                    }}
                  />
                  <Typography.Text strong>{a.name}</Typography.Text>
                  {!same(drafts[a.key], saved[a.key]) && (
                    <Tag color="orange" style={{ marginLeft: 8 }}>
                      未保存
                    </Tag>
                  )}
                </span>
                {a.rect ? (
                  <Button size="small" type="link" danger onClick={() => setRect(a.key, null)}>
                    从该视图移除
                  </Button>
                ) : (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      setActive(a.key);
                      setRect(a.key, initialRect(a.aspect, bounds));
                    }}
                  >
                    放到图上
                  </Button>
                )}
              </Space>
              {a.rect && a.wrap && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
                  环绕杯身贴图：位置由杯身的形状决定（样机图按圆柱展开印刷图），这里不能拖动或改数值，只能移除。
                </Typography.Paragraph>
              )}
              {a.rect && !a.wrap && (
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, marginTop: 8 }}>
                  {FIELDS.map(([f, label]) => (
                    <InputNumber
                      key={f}
                      size="small"
                      aria-label={`${a.name} ${label}`}
                      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
                      min={f === 'x' || f === 'y' ? 0 : 1}
                      precision={0}
                      value={a.rect![f]}
                      onChange={(n) => n !== null && setRect(a.key, clampRect({ ...a.rect!, [f]: n }, bounds))}
                      style={{ width: '100%' }}
                    />
                  ))}
                </div>
              )}
            </div>
          ))}
          <Checkbox checked={free} onChange={(e) => setFree(e.target.checked)}>
            自由缩放（不保持印刷区域比例）
          </Checkbox>
          <div style={{ marginTop: 16 }}>
            <Space>
              <Button type="primary" disabled={!dirty.length} loading={save.isPending} onClick={submit}>
                保存位置
              </Button>
              <Button disabled={!dirty.length} onClick={() => setDrafts(saved)}>
                还原
              </Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
              拖动矩形移动位置，拖动角点缩放；选中后可用方向键微调（Shift 每次 10 像素）。坐标为样机图像素。
            </Typography.Paragraph>
          </div>
        </div>
      </div>
      <MockupUploadModal
        blank={blank}
        open={uploading}
        defaultView={view.key}
        onClose={() => setUploading(false)}
        onUploaded={(k) => {
          setUploading(false);
          setViewKey(k);
        }}
      />
    </Card>
  );
}
