import { WALLET_RECHARGE } from '@podbench/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HasPermi } from '@/shared/permission';
import { fenToYuan } from '@/shared/utils/money';
import styles from './app-header.module.css';
import { WithdrawModal } from './info-modals';

/** Balance in yuan (accountInfo keeps fen), 充值 → /system/recharge (needs wallet:recharge), 提现. */
export function AccountSummary({ compact = false }: { compact?: boolean }) {
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  const navigate = useNavigate();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  return (
    <div className={styles.balance}>
      {!compact && <span className={styles.balanceLabel}>余额</span>}
      <span className={styles.balanceValue} data-testid="header-balance">
        ¥{fenToYuan(balance)}
      </span>
      <HasPermi value={[WALLET_RECHARGE]}>
        <Button size="small" type="primary" onClick={() => navigate('/system/recharge')}>
          充值
        </Button>
      </HasPermi>
      <Button size="small" onClick={() => setWithdrawOpen(true)}>
        提现
      </Button>
      <WithdrawModal open={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
    </div>
  );
}
