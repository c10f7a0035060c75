import { Alert, Descriptions, Drawer, Empty, Image, List, Skeleton, Space, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useQualityCheck } from '../api/get-quality-checks';
import { QcResultTag } from './qc-result-tag';

/** 质检详情: the SKU, the result and every defect with its reason and photos. */
export function QcDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useQualityCheck(id);
  return (
    <Drawer title="质检详情" open={id !== null} onClose={onClose} styles={{ wrapper: { width: 640 } }}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="质检结果">
              <QcResultTag result={data.result} />
            </Descriptions.Item>
            <Descriptions.Item label="商品">{data.productName}</Descriptions.Item>
            <Descriptions.Item label="规格">{data.spec || '—'}</Descriptions.Item>
            <Descriptions.Item label="SKU ID">{data.productSkuId}</Descriptions.Item>
            <Descriptions.Item label="质检单号">{data.qcBillId}</Descriptions.Item>
            <Descriptions.Item label="店铺">{data.shopName}</Descriptions.Item>
            <Descriptions.Item label="质检时间">{parseTime(data.inspectedAt)}</Descriptions.Item>
          </Descriptions>
          {data.defects.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="质检合格，无瑕疵记录" />
          ) : (
            <>
              <Alert type="error" showIcon title={`发现 ${data.defects.length} 项瑕疵，请整改后重新送检`} />
              <List
                dataSource={data.defects}
                renderItem={(d) => (
                  <List.Item>
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <Typography.Text strong>{d.name}</Typography.Text>
                      <Typography.Text type="secondary">{d.remark}</Typography.Text>
                      <Image.PreviewGroup>
                        <Space wrap>
                          {d.photos.map((p) => (
                            <Image
                              key={p}
                              src={p}
                              width={120}
                              height={120}
                              style={{ objectFit: 'cover', borderRadius: 6 }}
                            />
                          ))}
                        </Space>
                      </Image.PreviewGroup>
                    </Space>
                  </List.Item>
                )}
              />
            </>
          )}
        </Space>
      )}
    </Drawer>
  );
}
