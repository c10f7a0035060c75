import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { TECH_FIRST_TYPES, TECH_SECOND_TYPES } from '@podbench/contract';
import { App, Button, Card, Descriptions, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NotFoundCard } from '@/shared/ui/not-found-card';
import { parseTime } from '@/shared/utils/parse-time';
import { useAdminBlank, useBlankStatus, useRemoveBlank } from '../api/catalogue';
import { AreasCard } from '../catalogue/areas-card';
import { BlankFormModal } from '../catalogue/blank-form-modal';
import { MockupViewsCard } from '../catalogue/mockup-views-card';
import { VariantsCard } from '../catalogue/variants-card';

/** /console/catalogueBlank?id= — one blank: basic information, variants and costs, print areas, mockups. */
export default function ConsoleCatalogueBlankPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: blank, isLoading, isError } = useAdminBlank(id);
  const status = useBlankStatus();
  const remove = useRemoveBlank();
  const [editing, setEditing] = useState(false);
  const back = () => navigate('/console/catalogue');

  if (id === null || isError)
    return <NotFoundCard title="底版不存在" subTitle="可能已被删除" backText="返回底版管理" onBack={back} />;
  if (isLoading || !blank)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const onSale = blank.status === 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回底版管理" onClick={back} />
            {blank.name}
            {onSale ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              编辑基本信息
            </Button>
            <Popconfirm
              title={
                onSale
                  ? '下架后卖家不能再用它新建设计，已有设计和订单不受影响。确定下架？'
                  : '上架后卖家即可在定制产品中看到它。确定上架？'
              }
              onConfirm={async () => {
                await status.mutateAsync({ id: blank.id, status: onSale ? 1 : 0 });
                message.success(onSale ? '已下架' : '已上架');
              }}
            >
              <Button type={onSale ? 'default' : 'primary'} loading={status.isPending}>
                {onSale ? '下架' : '上架'}
              </Button>
            </Popconfirm>
            <Popconfirm
              title="删除底版？"
              description="只有没有任何设计使用过的底版才能删除"
              onConfirm={async () => {
                await remove.mutateAsync(blank.id);
                message.success('已删除');
                back();
              }}
            >
              <Button danger loading={remove.isPending}>
                删除
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="编码">
            <Typography.Text copyable>{blank.code}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="类目">{blank.categoryPath.join(' / ')}</Descriptions.Item>
          <Descriptions.Item label="生产天数">{blank.productionDays} 天</Descriptions.Item>
          <Descriptions.Item label="材质">{blank.material || '—'}</Descriptions.Item>
          <Descriptions.Item label="工艺">
            {TECH_FIRST_TYPES[blank.techFirstType]} / {TECH_SECOND_TYPES[blank.techSecondType]}
          </Descriptions.Item>
          <Descriptions.Item label="更新时间">{parseTime(blank.updateTime)}</Descriptions.Item>
          <Descriptions.Item label="描述" span={3}>
            <Typography.Paragraph
              style={{ margin: 0, whiteSpace: 'pre-wrap' }}
              ellipsis={{ rows: 2, expandable: true, symbol: '展开' }}
            >
              {blank.description || '—'}
            </Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <VariantsCard blank={blank} />
      <AreasCard blank={blank} />
      <MockupViewsCard key={blank.id} blank={blank} />
      <BlankFormModal
        open={editing}
        blank={blank}
        defaultCategoryId={null}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </Space>
  );
}
