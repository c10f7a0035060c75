import { PlusOutlined } from '@ant-design/icons';
import type { AdminBlankDetail, AdminPrintArea } from '@podbench/contract';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useRemoveArea, useSaveArea } from '../api/catalogue';

interface Values {
  key: string;
  name: string;
  widthPx: number;
  heightPx: number;
  dpi: number;
  safeInsetPx: number;
}

const mm = (px: number, dpi: number) => ((px / dpi) * 25.4).toFixed(1);

/** 印刷区域: what a design covers (print pixels at a DPI, a safe inset); where each sits on a view is set below. */
export function AreasCard({ blank }: { blank: AdminBlankDetail }) {
  const { message } = App.useApp();
  const save = useSaveArea();
  const remove = useRemoveArea();
  const [editing, setEditing] = useState<AdminPrintArea | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const w = Form.useWatch('widthPx', form);
  const h = Form.useWatch('heightPx', form);
  const dpi = Form.useWatch('dpi', form);

  const open = (a: AdminPrintArea | 'new') => {
    form.setFieldsValue(
      a === 'new'
        ? {
            key: blank.printAreas.length ? '' : 'front',
            name: blank.printAreas.length ? '' : '正面',
            widthPx: 3000,
            heightPx: 3000,
            dpi: 300,
            safeInsetPx: 60,
          }
        : a,
    );
    setEditing(a);
  };
  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ id: editing === 'new' || editing === null ? null : editing.id, blankId: blank.id, ...v });
    message.success(editing === 'new' ? '已添加印刷区域' : '已保存');
    setEditing(null);
  };

  return (
    <Card
      title="印刷区域"
      size="small"
      extra={
        <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={() => open('new')}>
          添加印刷区域
        </Button>
      }
    >
      <Table<AdminPrintArea>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={blank.printAreas}
        locale={{ emptyText: '还没有印刷区域' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '标识', dataIndex: 'key' },
          { title: '印刷尺寸', key: 'px', render: (_, a) => `${a.widthPx} × ${a.heightPx} px` },
          { title: '实际尺寸', key: 'mm', render: (_, a) => `${a.widthMm} × ${a.heightMm} mm` },
          { title: 'DPI', dataIndex: 'dpi', width: 60 },
          { title: '安全边距', dataIndex: 'safeInsetPx', width: 80, render: (v: number) => `${v} px` },
          {
            title: '',
            key: 'op',
            width: 110,
            render: (_, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(a)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除「${a.name}」？`}
                  description="它在各视图上的位置也会一并删除"
                  onConfirm={async () => {
                    await remove.mutateAsync(a.id);
                    message.success('已删除');
                  }}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '添加印刷区域' : '编辑印刷区域'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={submit}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark="optional">
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
            <Form.Item
              name="name"
              label="名称"
              rules={[
                { required: true, whitespace: true, message: '请填写区域名称' },
                { max: 32, message: '最多 32 个字' },
              ]}
            >
              <Input placeholder="如：正面" />
            </Form.Item>
            <Form.Item
              name="key"
              label="标识"
              tooltip="设计文件用它区分区域，保存后尽量不要改"
              rules={[
                { required: true, message: '请填写区域标识' },
                { pattern: /^[a-z][a-z0-9_-]{0,31}$/, message: '小写字母开头，由小写字母、数字、- 和 _ 组成' },
              ]}
            >
              <Input placeholder="如：front" />
            </Form.Item>
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 100px', gap: 16 }}>
            <Form.Item name="widthPx" label="印刷宽度" rules={[{ required: true, message: '请填写宽度' }]}>
              <InputNumber min={1} max={20000} precision={0} addonAfter="px" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="heightPx" label="印刷高度" rules={[{ required: true, message: '请填写高度' }]}>
              <InputNumber min={1} max={20000} precision={0} addonAfter="px" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="dpi" label="DPI" rules={[{ required: true, message: '请填写 DPI' }]}>
              <InputNumber min={72} max={1200} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <Form.Item
            name="safeInsetPx"
            label="安全边距"
            extra={w && h && dpi ? `实际尺寸约 ${mm(w, dpi)} × ${mm(h, dpi)} mm` : null}
          >
            <InputNumber min={0} max={5000} precision={0} addonAfter="px" style={{ width: 160 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
