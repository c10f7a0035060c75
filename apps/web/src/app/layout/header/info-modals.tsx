import { CarOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';

interface InfoModalProps {
  open: boolean;
  onClose: () => void;
}

/** 物流查询: tracking arrives with the fully-managed order module. */
export function LogisticsModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="物流查询" width={460}>
      <Result
        icon={<CarOutlined style={{ color: '#7c3aed' }} />}
        title="物流查询即将上线"
        subTitle="物流查询将随全托管订单模块发布：按备货单号或运单号查看发往 Temu 仓库的每一段物流轨迹。"
        extra={
          <Button type="primary" onClick={onClose}>
            知道了
          </Button>
        }
      />
    </Modal>
  );
}
