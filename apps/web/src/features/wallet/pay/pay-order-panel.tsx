import { ExportOutlined, LoadingOutlined, ScanOutlined } from '@ant-design/icons';
import {
  formatYuan,
  PAY_METHOD_LABELS,
  type RechargeOrderCreated,
  RechargeStatus,
  type RechargeStatusResult,
} from '@podbench/contract';
import { Button, Descriptions, QRCode, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useRechargeStatus } from '../api/get-recharge-status';
import { MethodIcon } from './method-icon';
import styles from './pay-order.module.css';
import { formatClock, useTimeLeft } from './use-time-left';

interface PayOrderPanelProps {
  order: RechargeOrderCreated;
  /** Called once when the order leaves 待支付 (paid, closed or expired). */
  onSettled: (status: RechargeStatusResult) => void;
  /** Abandons this order (it simply expires on the server). */
  onCancel: () => void;
  cancelText?: string;
}

/** The QR code of an open order, a countdown to its deadline and the live status until it is settled. */
export function PayOrderPanel({ order, onSettled, onCancel, cancelText = '返回修改' }: PayOrderPanelProps) {
  const status = useRechargeStatus(order.outTradeNo);
  const left = useTimeLeft(order.expiresAt);
  const current = status.data?.status ?? RechargeStatus.PENDING;
  const settled = useRef(false);
  const [checking, setChecking] = useState(false);
  const { refetch } = status;
  const checkNow = () => {
    setChecking(true);
    void refetch().finally(() => setChecking(false));
  };

  useEffect(() => {
    if (settled.current || !status.data || status.data.status === RechargeStatus.PENDING) return;
    settled.current = true;
    onSettled(status.data);
  }, [status.data, onSettled]);

  // The server reads a pending order past its deadline as 已过期: ask once the clock runs out.
  useEffect(() => {
    if (left === 0) void refetch();
  }, [left, refetch]);

  const expired = left === 0 || current === RechargeStatus.EXPIRED || current === RechargeStatus.CLOSED;
  const isSandbox = order.method === 'sandbox';
  return (
    <div className={styles.panel} data-testid="pay-order">
      <div className={styles.qrBox}>
        <QRCode value={order.qrCode} size={208} status={expired ? 'expired' : 'active'} onRefresh={onCancel} />
        <span className={styles.qrHint}>
          <ScanOutlined />
          {isSandbox ? '扫码或点击下方链接打开沙箱收银台' : `请使用${PAY_METHOD_LABELS[order.method]}扫码支付`}
        </span>
        {isSandbox && (
          <Typography.Link href={order.qrCode} target="_blank" rel="noopener" data-testid="sandbox-pay-link">
            <ExportOutlined /> 打开沙箱收银台
          </Typography.Link>
        )}
      </div>
      <Space orientation="vertical" size={14}>
        <div>
          <Typography.Text type="secondary">应付金额</Typography.Text>
          <div className={styles.amount}>
            <small>¥</small>
            {formatYuan(order.amountFen)}
          </div>
        </div>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'method',
              label: '支付方式',
              children: (
                <Space size={6}>
                  <MethodIcon method={order.method} size={16} />
                  {PAY_METHOD_LABELS[order.method]}
                </Space>
              ),
            },
            { key: 'no', label: '订单号', children: <Typography.Text copyable>{order.outTradeNo}</Typography.Text> },
            {
              key: 'left',
              label: '剩余时间',
              children: expired ? '已超时' : <span className={styles.clock}>{formatClock(left)}</span>,
            },
          ]}
        />
        {!expired && (
          <div className={styles.waiting} data-testid="pay-waiting">
            <LoadingOutlined /> 等待支付结果，支付完成后将自动到账
          </div>
        )}
        <Space wrap>
          <Button type="primary" loading={checking} disabled={expired} onClick={checkNow}>
            我已完成支付
          </Button>
          <Button onClick={onCancel}>{cancelText}</Button>
        </Space>
      </Space>
    </div>
  );
}
