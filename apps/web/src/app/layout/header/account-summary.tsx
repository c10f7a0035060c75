import { formatYuan, WALLET_RECHARGE, WALLET_WITHDRAW } from '@podbench/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HasPermi, useCapabilities } from '@/shared/permission';
import styles from './app-header.module.css';

/** Loaded on first use: the money code stays out of the shell's chunk. */
const WithdrawDialog = lazy(() => import('@/features/wallet/withdraw/withdraw-dialog'));

/**
 * Balance in yuan with thousands separators, as every money screen shows it (accountInfo keeps fen), 充值 →
 * /system/recharge (wallet:recharge) and 提现 (wallet:withdraw). Nothing at all for an operator (no seller account)
 * or a sub-account without a wallet permission.
 */
export function AccountSummary({ compact = false }: { compact?: boolean }) {
  const { seeBalance } = useCapabilities();
  if (!seeBalance) return null;
  return <Balance compact={compact} />;
}

function Balance({ compact }: { compact: boolean }) {
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  const navigate = useNavigate();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  // Mounted from the first click on, so closing keeps the dialog's exit animation.
  const [withdrawUsed, setWithdrawUsed] = useState(false);
  return (
    <div className={styles.balance}>
      {!compact && <span className={styles.balanceLabel}>余额</span>}
      <span className={styles.balanceValue} data-testid="header-balance">
        ¥{formatYuan(balance)}
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
