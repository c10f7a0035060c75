import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Spin, Typography } from 'antd';
import { useWaybill, useWaybillPdf } from '../api/shipments';

/**
 * 面单: the platform carrier's waybill labels (bg.shiporder.express.note.get). Temu serves each PDF only to a GET signed
 * with the shop's headers, so the server downloads it; the browser opens the bytes in a new tab.
 */
export function WaybillModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, error, isFetching } = useWaybill(id);
  const pdf = useWaybillPdf();
  const open = (childWaybillSn: string) => {
    if (id === null) return;
    // Opened before the answer so the browser treats it as the click's own tab, then pointed at the PDF.
    const tab = window.open('', '_blank');
    pdf.mutate(
      { id, childWaybillSn },
      {
        onSuccess: (url) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        },
        onError: () => tab?.close(),
      },
    );
  };
  return (
    <Modal title="物流面单" open={id !== null} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={isFetching} tip="正在读取 Temu 面单…">
        {error && <Alert type="error" showIcon message={error.message} />}
        {pdf.error && <Alert type="error" showIcon message={pdf.error.message} style={{ marginBottom: 12 }} />}
        {data && (
          <>
            <Typography.Paragraph type="secondary">{`运单号 ${data.expressDeliverySn}，共 ${data.labels.length} 张面单`}</Typography.Paragraph>
            <List
              size="small"
              dataSource={data.labels}
              renderItem={(l) => (
                <List.Item>
                  <Button
                    type="link"
                    icon={<FilePdfOutlined />}
                    loading={pdf.isPending && pdf.variables?.childWaybillSn === l.childWaybillSn}
                    onClick={() => open(l.childWaybillSn)}
                  >
                    {`子运单 ${l.childWaybillSn}`}
                  </Button>
                </List.Item>
              )}
            />
          </>
        )}
      </Spin>
    </Modal>
  );
}
