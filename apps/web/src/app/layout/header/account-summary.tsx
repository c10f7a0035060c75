import { WALLET_RECHARGE, WALLET_WITHDRAW } from '@podbench/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HasPermi } from '@/shared/permission';
import { fenToYuan } from '@/shared/utils/money';
import styles from './app-header.module.css';

/** Loaded on first use: the money code stays out of the shell's chunk. */
const WithdrawDialog = lazy(() => import('@/features/wallet/withdraw/withdraw-dialog'));

/** Balance in yuan (accountInfo keeps fen), 充值 → /system/recharge (wallet:recharge) and 提现 (wallet:withdraw). */
export function AccountSummary({ compact = false }: { compact?: boolean }) {
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  const navigate = useNavigate();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  // Mounted from the first click on, so closing keeps the dialog's exit animation.
  const [withdrawUsed, setWithdrawUsed] = useState(false);
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
      <HasPermi value={[WALLET_WITHDRAW]}>
        <Button
          size="small"
          onClick={() => {
            setWithdrawUsed(true);
            setWithdrawOpen(true);
          }}
        >
          提现
        </Button>
      </HasPermi>
      {withdrawUsed && (
        <Suspense fallback={null}>
          <WithdrawDialog open={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
