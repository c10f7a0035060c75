import type { SheinCustomisation } from '@podbench/contract';
import { Alert, Descriptions, Empty, Image, Space, Tag, Typography } from 'antd';

const isUrl = (v: string) => /^https?:\/\//.test(v);

/** The buyer's customisation of a customised order (ccst): texts, uploads, previews, every component, templates. */
export function SheinCustomisationView({
  customInfoId,
  value,
  error,
}: {
  customInfoId: string;
  value: SheinCustomisation | null;
  error: string | null;
}) {
  if (!customInfoId) return null;
  return (
    <div data-testid="shein-customisation" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>定制信息</Typography.Title>
      {error && <Alert type="warning" showIcon message={error} style={{ marginBottom: 8 }} />}
      {!value ? (
        <Empty description={`定制单号 ${customInfoId}：定制信息尚未读取，请重新同步`} />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="定制单号">{customInfoId}</Descriptions.Item>
          <Descriptions.Item label="定制文字">
            {value.texts.length ? value.texts.map((x) => <Tag key={x}>{x}</Tag>) : '无'}
          </Descriptions.Item>
          <Descriptions.Item label="买家上传">
            <Images urls={value.images} />
          </Descriptions.Item>
          <Descriptions.Item label="效果预览">
            <Images urls={value.effects} />
          </Descriptions.Item>
          {value.fields.map((f) => (
            <Descriptions.Item key={`${f.label}|${f.type}|${f.values.join(',')}`} label={`${f.label}（${f.type}）`}>
              {f.values.length === 0 ? (
                '无'
              ) : (
                <Space wrap>
                  {f.values.map((v) => (isUrl(v) ? <Image key={v} src={v} width={64} /> : <span key={v}>{v}</span>))}
                </Space>
              )}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="设计模板">
            {value.templates.length
              ? value.templates.map((t) => <Tag key={t.compositeId}>{`${t.title || '模板'}（${t.compositeId}）`}</Tag>)
              : '未找到模板'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

function Images({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <>无</>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((u) => (
          <Image key={u} src={u} width={64} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** One line's customisation in a table cell: its texts, or 有定制 with the count of images. */
export function customisationSummary(c: SheinCustomisation | null) {
  if (!c) return '—';
  const parts = [...c.texts];
  if (c.images.length) parts.push(`${c.images.length} 张图片`);
  return parts.length ? parts.join('；') : '有定制';
}
