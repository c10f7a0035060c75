import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, List, Modal, Spin, Typography } from 'antd';
import { useWaybill } from '../api/shipments';

/** 面单: the platform carrier's waybill labels (bg.shiporder.express.note.get), each a PDF to open and print. */
export function WaybillModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, error, isFetching } = useWaybill(id);
  return (
    <Modal title="物流面单" open={id !== null} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={isFetching} tip="正在读取 Temu 面单…">
        {error && <Alert type="error" showIcon message={error.message} />}
        {data && (
          <>
            <Typography.Paragraph type="secondary">{`运单号 ${data.expressDeliverySn}，共 ${data.labels.length} 张面单`}</Typography.Paragraph>
            <List
              size="small"
              dataSource={data.labels}
              renderItem={(l) => (
                <List.Item>
                  <a href={l.url} target="_blank" rel="noreferrer">
                    <FilePdfOutlined /> {`子运单 ${l.childWaybillSn}`}
                  </a>
                </List.Item>
              )}
            />
          </>
        )}
      </Spin>
    </Modal>
  );
}
