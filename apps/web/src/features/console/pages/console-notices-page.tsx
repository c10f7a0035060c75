import { PlusOutlined } from '@ant-design/icons';
import type { AdminNotice } from '@podbench/contract';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useAdminNotices, useDeleteNotice, usePublishNotice, useSaveNotice } from '../api/notices';

const STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '草稿', color: 'default' },
  1: { text: '已发布', color: 'success' },
  2: { text: '已下线', color: 'warning' },
};

/** Which notice the dialog edits: null = a new one. */
type Editing = { notice: AdminNotice | null } | null;

/** /console/notices — announcements: write, publish, unpublish, delete; sellers see published ones in the header. */
export default function ConsoleNoticesPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ pageNum: number; pageSize: number; status?: number }>({
    pageNum: 1,
    pageSize: 20,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<{ title: string; content: string }>();
  const { data, isFetching } = useAdminNotices(query);
  const save = useSaveNotice();
  const publish = usePublishNotice();
  const remove = useDeleteNotice();

  const submit = async (andPublish: boolean) => {
    const v = await form.validateFields();
    await save.mutateAsync({ id: editing?.notice?.id ?? null, ...v, publish: andPublish });
    message.success(andPublish ? '已发布，卖家在顶部公告中可见' : '已保存');
    setEditing(null);
  };
  const toggle = async (n: AdminNotice) => {
    const on = n.status !== 1;
    await publish.mutateAsync({ id: n.id, publish: on });
    message.success(on ? '已发布' : '已下线');
  };

  return (
    <Card
      title="公告管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: null })}>
          写公告
        </Button>
      }
    >
      <Tabs
        activeKey={query.status === undefined ? 'all' : String(query.status)}
        onChange={(k) => setQuery((q) => ({ ...q, pageNum: 1, status: k === 'all' ? undefined : Number(k) }))}
        items={[
          { key: 'all', label: '全部' },
          { key: '1', label: '已发布' },
          { key: '0', label: '草稿' },
          { key: '2', label: '已下线' },
        ]}
      />
      <Table<AdminNotice>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        expandable={{
          expandedRowRender: (n) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{n.content}</Typography.Paragraph>
          ),
        }}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: number) => <Tag color={STATUS[s]?.color}>{STATUS[s]?.text ?? s}</Tag>,
          },
          {
            title: '发布时间',
            dataIndex: 'publishTime',
            width: 170,
            render: (t: number | null) => (t ? parseTime(t) : '—'),
          },
          { title: '已读', dataIndex: 'readCount', width: 80, align: 'right' },
          { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (t: number) => parseTime(t) },
          {
            title: '操作',
            key: 'op',
            width: 190,
            render: (_, n) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ notice: n })}>
                  编辑
                </Button>
                <Button type="link" size="small" onClick={() => void toggle(n)}>
                  {n.status === 1 ? '下线' : '发布'}
                </Button>
                <Popconfirm
                  title={`删除「${n.title.slice(0, 20)}」？`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    await remove.mutateAsync(n.id);
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
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
        }}
      />
      <Modal
        title={editing?.notice ? '编辑公告' : '写公告'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
        footer={
          <Space>
            <Button onClick={() => setEditing(null)}>取消</Button>
            <Button loading={save.isPending} onClick={() => void submit(false)}>
              {editing?.notice?.status === 1 ? '保存' : '保存草稿'}
            </Button>
            {editing?.notice?.status !== 1 && (
              <Button type="primary" loading={save.isPending} onClick={() => void submit(true)}>
                发布
              </Button>
            )}
          </Space>
        }
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={editing?.notice ? { title: editing.notice.title, content: editing.notice.content } : undefined}
        >
          <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
            <Input maxLength={200} showCount aria-label="公告标题" />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请填写内容' }]}>
            <Input.TextArea rows={8} maxLength={5000} showCount aria-label="公告内容" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
