import { CarOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';

interface InfoModalProps {
  open: boolean;
  onClose: () => void;
}

/** 提现: the request dialog arrives with the wallet release; until then the button says so. */
export function WithdrawModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="余额提现" width={460}>
      <Result
        icon={<WalletOutlined style={{ color: '#7c3aed' }} />}
        title="提现功能即将上线"
        subTitle="提现将随钱包模块发布：提交提现金额与收款账户，运营审核通过后打款，审核期间该笔金额暂时冻结。"
        extra={
          <Button type="primary" onClick={onClose}>
            知道了
          </Button>
        }
      />
    </Modal>
  );
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
