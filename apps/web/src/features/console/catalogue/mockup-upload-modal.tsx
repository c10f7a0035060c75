import { InboxOutlined } from '@ant-design/icons';
import type { AdminBlankDetail } from '@podbench/contract';
import { App, Form, Input, Modal, Progress, Select, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useUploadMockup } from '../api/catalogue';

const NEW_VIEW = '__new__';

interface Values {
  view: string;
  viewKey: string;
  viewName: string;
  colorName: string;
}

/** Uploads one mockup photo to an existing view (one colour or all) or to a new view, with progress. */
export function MockupUploadModal({
  blank,
  open,
  defaultView,
  onClose,
  onUploaded,
}: {
  blank: AdminBlankDetail;
  open: boolean;
  defaultView: string | null;
  onClose: () => void;
  onUploaded: (viewKey: string) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadMockup();
  const view = Form.useWatch('view', form);
  const colours = [...new Set(blank.variants.map((v) => v.colorName))];

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProgress(null);
    const first = !blank.views.length;
    form.setFieldsValue({
      view: defaultView ?? (first ? NEW_VIEW : blank.views[0]!.key),
      viewKey: first ? 'front' : '',
      viewName: first ? '正面' : '',
      colorName: '',
    });
  }, [open, blank.views, defaultView, form]);

  const submit = async () => {
    const v = await form.validateFields();
    if (!file) {
      message.error('请选择样机图');
      return;
    }
    const isNew = v.view === NEW_VIEW;
    const viewKey = isNew ? v.viewKey : v.view;
    setProgress(0);
    try {
      const r = await upload.mutateAsync({
        blankId: blank.id,
        viewKey,
        viewName: isNew ? v.viewName : '',
        colorName: v.colorName,
        file,
        onProgress: (f) => setProgress(Math.round(f * 100)),
      });
      message.success(`已上传（${r.width}×${r.height} 像素）`);
      onUploaded(r.viewKey);
    } catch {
      setProgress(null);
    }
  };

  return (
    <Modal
      title="上传样机图"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="上传"
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <Form.Item name="view" label="视图">
            <Select
              options={[
                ...blank.views.map((v) => ({ value: v.key, label: `${v.name}（${v.widthPx}×${v.heightPx}）` })),
                { value: NEW_VIEW, label: '＋ 新视图' },
              ]}
            />
          </Form.Item>
          <Form.Item name="colorName" label="颜色" tooltip="同一视图的各颜色图片尺寸须一致；换尺寸请选「全部颜色」">
            <Select options={[{ value: '', label: '全部颜色' }, ...colours.map((c) => ({ value: c, label: c }))]} />
          </Form.Item>
        </div>
        {view === NEW_VIEW && (
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
            <Form.Item
              name="viewName"
              label="视图名称"
              rules={[
                { required: true, whitespace: true, message: '请填写视图名称' },
                { max: 32, message: '最多 32 个字' },
              ]}
            >
              <Input placeholder="如：正面、背面" />
            </Form.Item>
            <Form.Item
              name="viewKey"
              label="视图标识"
              rules={[
                { required: true, message: '请填写视图标识' },
                { pattern: /^[a-z][a-z0-9_-]{0,31}$/, message: '小写字母开头，由小写字母、数字、- 和 _ 组成' },
                {
                  validator: (_, k) =>
                    blank.views.some((x) => x.key === k) ? Promise.reject(new Error('已有该视图')) : Promise.resolve(),
                },
              ]}
            >
              <Input placeholder="如：back" />
            </Form.Item>
          </div>
        )}
        <Upload.Dragger
          accept="image/jpeg,image/png,image/webp"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setProgress(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'mockup', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入样机图</p>
          <p className="ant-upload-hint">JPEG、PNG、WebP，最大 15 MB，最长边不超过 4000 像素</p>
        </Upload.Dragger>
        {progress !== null && (
          <Progress
            percent={progress}
            status={upload.isError ? 'exception' : progress < 100 ? 'active' : 'success'}
            style={{ marginTop: 12 }}
          />
        )}
        {progress === 100 && upload.isPending && <Typography.Text type="secondary">正在处理图片…</Typography.Text>}
      </Form>
    </Modal>
  );
}
