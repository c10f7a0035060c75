import type { AdminVipPlan } from '@podbench/contract';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Radio, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { fenToYuan } from '@/shared/utils/money';
import { useAdminVipPlans, useSaveVipPlan } from '../api/vip-plans';

const GIB = 1024 ** 3;

interface Values {
  name: string;
  price: number;
  durationDays: number;
  status: 0 | 1;
  discountPercent: number;
  shopLimit: number;
  subAccountLimit: number;
  storageGb: number;
  dailyPublishQuota: number;
}

/** /console/vip — VIP plans: price, duration, on sale or withdrawn, and each level's benefits. */
export default function ConsoleVipPage() {
  const { message } = App.useApp();
  const { data, isFetching } = useAdminVipPlans();
  const save = useSaveVipPlan();
  const [editing, setEditing] = useState<AdminVipPlan | null>(null);
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    const v = await form.validateFields();
    if (!editing) return;
    await save.mutateAsync({
      id: editing.id,
      name: v.name,
      priceFen: Math.round(v.price * 100),
      durationDays: v.durationDays,
      status: v.status,
      benefits: {
        discountPercent: v.discountPercent,
        shopLimit: v.shopLimit,
        subAccountLimit: v.subAccountLimit,
        storageQuotaBytes: Math.round(v.storageGb * GIB),
        dailyPublishQuota: v.dailyPublishQuota,
      },
    });
    message.success('已保存；同级别套餐的权益一并更新');
    setEditing(null);
  };

  return (
    <Card title="会员套餐">
      <Typography.Paragraph type="secondary">
        权益按会员级别生效：修改某个套餐的权益，同级别的月度和年度套餐一起更新，已开通的会员立即享有；下架的套餐不再出售，已开通的会员到期前不受影响。
      </Typography.Paragraph>
      <Table<AdminVipPlan>
        rowKey="id"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: '级别', dataIndex: 'level', width: 70, render: (l: number) => `VIP${l}` },
          { title: '套餐', dataIndex: 'name', width: 140 },
          { title: '周期', dataIndex: 'periodText', width: 100 },
          {
            title: '价格',
            dataIndex: 'priceFen',
            width: 110,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          { title: '时长', dataIndex: 'durationDays', width: 80, render: (d: number) => `${d} 天` },
          {
            title: '权益',
            key: 'benefits',
            render: (_, p) =>
              `底板 ${100 - p.benefits.discountPercent}% · ${p.benefits.shopLimit} 店铺 · ${p.benefits.subAccountLimit} 子账号 · ${formatFileSize(p.benefits.storageQuotaBytes)} 图库 · 每日发布 ${p.benefits.dailyPublishQuota}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: number) => (s === 0 ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            key: 'op',
            width: 80,
            fixed: 'right',
            render: (_, p) => (
              <Button type="link" size="small" onClick={() => setEditing(p)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `编辑套餐：${editing.name}` : ''}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
        width={640}
      >
        {editing && (
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{
              name: editing.name,
              price: editing.priceFen / 100,
              durationDays: editing.durationDays,
              status: editing.status,
              discountPercent: editing.benefits.discountPercent,
              shopLimit: editing.benefits.shopLimit,
              subAccountLimit: editing.benefits.subAccountLimit,
              storageGb: editing.benefits.storageQuotaBytes / GIB,
              dailyPublishQuota: editing.benefits.dailyPublishQuota,
            }}
          >
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="name"
                  label="套餐名称"
                  rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}
                >
                  <Input maxLength={30} aria-label="套餐名称" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="price" label="价格（元）" rules={[{ required: true, message: '请填写价格' }]}>
                  <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: '100%' }} aria-label="价格" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="durationDays" label="时长（天）" rules={[{ required: true, message: '请填写时长' }]}>
                  <InputNumber min={1} max={3660} style={{ width: '100%' }} aria-label="时长" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="discountPercent" label="底板折扣（%）" extra="从底板成本中减去的百分比">
                  <InputNumber min={0} max={90} style={{ width: '100%' }} aria-label="底板折扣" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="shopLimit" label="店铺数">
                  <InputNumber min={1} max={1000} style={{ width: '100%' }} aria-label="店铺数" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="subAccountLimit" label="子账号数">
                  <InputNumber min={0} max={1000} style={{ width: '100%' }} aria-label="子账号数" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="storageGb" label="图库空间（GB）">
                  <InputNumber min={0.25} max={10240} step={1} style={{ width: '100%' }} aria-label="图库空间" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="dailyPublishQuota" label="每日发布（条）">
                  <InputNumber min={1} max={100_000} style={{ width: '100%' }} aria-label="每日发布" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="status" label="状态">
                  <Radio.Group
                    options={[
                      { value: 0, label: '在售' },
                      { value: 1, label: '下架' },
                    ]}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
