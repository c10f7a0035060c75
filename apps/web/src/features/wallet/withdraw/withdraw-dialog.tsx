import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { WithdrawForm } from './withdraw-form';
import { WithdrawList } from './withdraw-list';

type TabKey = 'apply' | 'list';

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's 提现 dialog: apply (the amount is held at once), then my applications and their status. */
export default function WithdrawDialog({ open, onClose }: WithdrawDialogProps) {
  const [tab, setTab] = useState<TabKey>('apply');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => setTab('apply')}
      footer={null}
      title="余额提现"
      width={620}
      destroyOnHidden
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'apply', label: '申请提现', children: <WithdrawForm onApplied={() => setTab('list')} /> },
          { key: 'list', label: '提现记录', children: <WithdrawList /> },
        ]}
      />
    </Modal>
  );
}
