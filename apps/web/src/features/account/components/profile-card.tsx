import {
  BankOutlined,
  CrownOutlined,
  MailOutlined,
  MobileOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { type AccountInfo, UserType } from '@podbench/contract';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { AvatarUpload } from './avatar-upload';
import styles from './profile-card.module.css';

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowLabel}>
        {icon}
        {label}
      </span>
      <span className={styles.rowValue}>{value}</span>
    </li>
  );
}

const orNone = (value: string) => value || <span className={styles.none}>未设置</span>;

export function ProfileCard({ account }: { account: AccountInfo }) {
  const isSub = account.userType === UserType.SUB;
  const vip = account.vipType > -1;
  return (
    <Card variant="borderless" className={styles.card}>
      <div className={styles.head}>
        <AvatarUpload src={account.avatar} />
        <h2 className={styles.name}>{account.nickName || account.userName}</h2>
        <div className={styles.username}>@{account.userName}</div>
        <div className={styles.tags}>
          <Tag color={isSub ? 'blue' : 'purple'}>{isSub ? '子账号' : '主账号'}</Tag>
          {vip ? <Tag color="gold">VIP{account.vipType}</Tag> : <Tag>普通用户</Tag>}
        </div>
      </div>
      <ul className={styles.rows}>
        <Row icon={<MobileOutlined />} label="手机号" value={orNone(account.phone)} />
        <Row icon={<MailOutlined />} label="邮箱" value={orNone(account.email)} />
        <Row icon={<WechatOutlined />} label="微信" value={orNone(account.wechat)} />
        <Row icon={<BankOutlined />} label="公司" value={orNone(account.company)} />
        <Row
          icon={<CrownOutlined />}
          label="会员到期"
          value={vip && account.vipExpireTime ? parseTime(account.vipExpireTime, '{y}-{m}-{d}') : '—'}
        />
        <Row icon={<WalletOutlined />} label="账户余额" value={<b>¥{fenToYuan(account.balance)}</b>} />
      </ul>
    </Card>
  );
}
