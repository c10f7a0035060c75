import { QC_TYPE_LABELS, type QcDefect, type QcHistoryEntry } from '@podbench/contract';
import {
  Alert,
  Collapse,
  Descriptions,
  Drawer,
  Empty,
  Image,
  List,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useQualityCheck } from '../api/get-quality-checks';
import { QcResultTag } from './qc-result-tag';

const timeOf = (ms: number | null, text: string) => (ms ? parseTime(ms) : text || '—');

/** 疵点 of one inspection (flawDTOList): name, type, severity, note, affected SKUs and photos (click to enlarge). */
function DefectList({ defects }: { defects: QcDefect[] }) {
  return (
    <List
      dataSource={defects}
      renderItem={(d) => (
        <List.Item>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text strong>{d.name}</Typography.Text>
              {d.type && <Tag>{d.type}</Tag>}
              {d.degree && <Tag color="red">{d.degree}</Tag>}
            </Space>
            {d.remark && <Typography.Text type="secondary">备注：{d.remark}</Typography.Text>}
            {d.skuIds.length > 0 && <Typography.Text type="secondary">涉及 SKU：{d.skuIds.join('、')}</Typography.Text>}
            {d.photos.length === 0 ? (
              <Typography.Text type="secondary">无疵点图</Typography.Text>
            ) : (
              <Image.PreviewGroup>
                <Space wrap>
                  {d.photos.map((p) => (
                    <Image
                      key={p}
                      src={p}
                      alt={`${d.name}疵点图`}
                      width={120}
                      height={120}
                      style={{ objectFit: 'cover', borderRadius: 6 }}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** One inspection of historyVOS: counts, defects and the per-SKU counts. */
function Inspection({ h }: { h: QcHistoryEntry }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title="应检数" value={h.expectQuantity} />
        <Statistic
          title="次品数"
          value={h.defectiveQuantity}
          styles={{ content: h.defectiveQuantity ? { color: '#cf1322' } : undefined }}
        />
        <Statistic title="发货总数" value={h.totalQuantity} />
      </Space>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="单据">
          {QC_TYPE_LABELS[h.qcType] ?? '—'} {h.qcBillNo}
        </Descriptions.Item>
        <Descriptions.Item label="收货单号">{h.receiptNo || '—'}</Descriptions.Item>
        <Descriptions.Item label="质检开始">{timeOf(h.qcStartTime, h.startTime)}</Descriptions.Item>
        <Descriptions.Item label="质检结束">{timeOf(h.qcEndTime, h.finishTime)}</Descriptions.Item>
      </Descriptions>
      {h.defects.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无疵点记录" />
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            title={`次品 ${h.defectiveQuantity} 件，疵点 ${h.defects.length} 项，请整改后重新送检`}
          />
          <DefectList defects={h.defects} />
        </>
      )}
      {h.skus.length > 0 && (
        <Table
          size="small"
          rowKey="productSkuId"
          pagination={false}
          dataSource={h.skus}
          columns={[
            { title: 'SKU ID', dataIndex: 'productSkuId' },
            { title: '尺码', dataIndex: 'sizeName', render: (v: string) => v || '—' },
            { title: '应检数', dataIndex: 'expectQuantity', align: 'right' },
            {
              title: '次品数',
              dataIndex: 'defectiveQuantity',
              align: 'right',
              render: (n: number) => (n ? <Typography.Text type="danger">{n}</Typography.Text> : 0),
            },
          ]}
        />
      )}
    </Space>
  );
}

/** 质检详情: the SKU, the newest inspection (counts, defects with photos) and the earlier ones (稽查 / 更正). */
export function QcDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useQualityCheck(id);
  const [newest, ...earlier] = data?.history ?? [];
  return (
    <Drawer title="质检详情" open={id !== null} onClose={onClose} styles={{ wrapper: { width: 720 } }}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space align="start" size="middle">
            {data.thumbUrl && <Image src={data.thumbUrl} alt="SKU 缩略图" width={72} height={72} />}
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="质检结果">
                <QcResultTag result={data.result} />
              </Descriptions.Item>
              <Descriptions.Item label="质检时间">
                {data.inspectedAt ? parseTime(data.inspectedAt) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="商品" span={2}>
                {data.productName || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="规格">{data.spec || '—'}</Descriptions.Item>
              <Descriptions.Item label="类目">{data.catName || '—'}</Descriptions.Item>
              <Descriptions.Item label="SKU ID">{data.productSkuId}</Descriptions.Item>
              <Descriptions.Item label="SKC ID">{data.productSkcId || '—'}</Descriptions.Item>
              <Descriptions.Item label="备货单号">{data.purchaseNo || '—'}</Descriptions.Item>
              <Descriptions.Item label="质检单 ID">{data.qcBillId}</Descriptions.Item>
              <Descriptions.Item label="店铺" span={2}>
                {data.shopName}
              </Descriptions.Item>
            </Descriptions>
          </Space>
          {!newest ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无质检明细，请重新同步" />
          ) : (
            <Inspection h={newest} />
          )}
          {earlier.length > 0 && (
            <Collapse
              items={earlier.map((h, i) => ({
                key: `${h.qcBillNo}-${i}`,
                label: (
                  <Space>
                    {`${QC_TYPE_LABELS[h.qcType] ?? '质检记录'} ${h.qcBillNo}`}
                    <QcResultTag result={h.result} />
                  </Space>
                ),
                children: <Inspection h={h} />,
              }))}
            />
          )}
        </Space>
      )}
    </Drawer>
  );
}
