import type { SiteConfigSaveBody } from '@podbench/contract';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Image, Input, Row, Select, Space, Statistic, Typography, Upload } from 'antd';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { useOnlineUsers, useSaveSiteConfig, useUploadQr } from '../api/site';

const QR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** /console/site — the site's titles, customer-service QR and text, production hosts; and who is online now. */
export default function ConsoleSitePage() {
  const { message } = App.useApp();
  const config = useSiteConfig();
  const online = useOnlineUsers();
  const save = useSaveSiteConfig();
  const uploadQr = useUploadQr();
  const [form] = Form.useForm<SiteConfigSaveBody>();
  const qr = Form.useWatch('customerServiceQr', form);
  const ready = config.title !== undefined;

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(v);
    message.success('站点设置已保存');
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <Card
          title="站点设置"
          extra={
            <Button type="primary" loading={save.isPending} onClick={() => void submit()} disabled={!ready}>
              保存
            </Button>
          }
        >
          {ready && (
            <Form
              form={form}
              layout="vertical"
              initialValues={{
                title: config.title,
                projectTitle: config.projectTitle,
                customerServiceText: config.customerServiceText,
                customerServiceQr: config.customerServiceQr,
                customerServiceHours: config.customerServiceHours ?? '',
                productionHosts: config.productionHosts ?? [],
              }}
            >
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="title"
                    label="站点标题"
                    extra="浏览器标签页与登录页显示"
                    rules={[{ required: true, whitespace: true, message: '请填写站点标题' }]}
                  >
                    <Input maxLength={30} aria-label="站点标题" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="projectTitle"
                    label="项目标题"
                    rules={[{ required: true, whitespace: true, message: '请填写项目标题' }]}
                  >
                    <Input maxLength={40} aria-label="项目标题" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="customerServiceQr"
                label="客服二维码地址"
                extra="本站路径（/ 开头）或 https 图片链接；留空时客服窗口只显示说明与服务时间"
                rules={[{ pattern: /^(\/\S*|https:\/\/\S+)$/, message: '须为本站路径（/ 开头）或 https 链接' }]}
              >
                <Input maxLength={500} aria-label="客服二维码地址" />
              </Form.Item>
              <Space align="start" style={{ marginBottom: 16 }}>
                {qr && <Image src={qr} width={120} height={120} style={{ objectFit: 'contain' }} />}
                <Upload
                  accept={QR_TYPES.join(',')}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    if (!QR_TYPES.includes(file.type)) {
                      message.error('二维码须为 PNG、JPEG 或 WebP 图片');
                      return Upload.LIST_IGNORE;
                    }
                    if (file.size > 1024 * 1024) {
                      message.error('二维码图片不能超过 1 MB');
                      return Upload.LIST_IGNORE;
                    }
                    return true;
                  }}
                  customRequest={({ file }) =>
                    void uploadQr
                      .mutateAsync(file as File)
                      .then((c) => {
                        form.setFieldValue('customerServiceQr', c.customerServiceQr);
                        message.success('客服二维码已更新');
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button icon={<UploadOutlined />} loading={uploadQr.isPending}>
                    上传二维码图片
                  </Button>
                </Upload>
              </Space>
              <Form.Item name="customerServiceText" label="客服说明">
                <Input maxLength={60} aria-label="客服说明" />
              </Form.Item>
              <Form.Item name="customerServiceHours" label="服务时间" extra="如：工作日 9:00-18:00；留空则不显示">
                <Input maxLength={40} aria-label="服务时间" />
              </Form.Item>
              <Form.Item
                name="productionHosts"
                label="正式环境域名"
                extra="在这些域名上隐藏 Shein 相关页面；输入后回车添加"
              >
                <Select mode="tags" tokenSeparators={[',', ' ']} aria-label="正式环境域名" open={false} />
              </Form.Item>
            </Form>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title="在线用户">
          <Space direction="vertical">
            <Statistic value={online.data?.users ?? 0} suffix="人" loading={online.isLoading} />
            <Typography.Text type="secondary">
              最近 {online.data?.windowMinutes ?? 5} 分钟内活跃，共 {online.data?.sessions ?? 0} 个会话；每 30 秒刷新
            </Typography.Text>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
