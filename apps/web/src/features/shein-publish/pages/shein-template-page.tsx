import { App, Space } from 'antd';
import { PublishesTable, usePublishesView } from '@/shared/publishing/components/publishes-table';
import { TemplateList } from '@/shared/publishing/components/template-list';
import { SHEIN } from '../marketplace';

/** /publish/sheinTemplate — Shein templates made from designs, checked field by field, published, with the jobs. */
export default function SheinTemplatePage() {
  const { message } = App.useApp();
  const publishes = usePublishesView(SHEIN);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <TemplateList m={SHEIN} onQueued={(n) => message.success(`已排队 ${n} 条发布，下方「发布记录」可查看进度`)} />
      <PublishesTable m={SHEIN} view={publishes} />
    </Space>
  );
}
