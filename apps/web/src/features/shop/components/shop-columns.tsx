import type { ShopPlatform, ShopRow } from '@podbench/contract';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { PLATFORM_META } from '../lib/platform-meta';
import { ExpiryTag } from './expiry-tag';
import { ManagedTypeTag } from './managed-type-tag';
import { ShopActions } from './shop-actions';
import { ShopStatus } from './shop-status';

const DATE_TIME = '{y}-{m}-{d} {h}:{i}';

interface ColumnOptions {
  platform: ShopPlatform;
  now: number;
  /** Without it (a sub-account lacking shop:manage) the action column is left out. */
  onReauthorize?: (shop: ShopRow) => void;
}

/** The shop list's columns; Temu adds 托管类型, Shein's keys do not expire. */
export function shopColumns({ platform, now, onReauthorize }: ColumnOptions): TableColumnsType<ShopRow> {
  const columns: TableColumnsType<ShopRow> = [
    {
      title: '店铺名称',
      dataIndex: 'mallName',
      width: 230,
      fixed: 'left',
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            授权于 {parseTime(row.authorizedAt, '{y}-{m}-{d}')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: PLATFORM_META[platform].idLabel,
      dataIndex: 'mallId',
      width: 170,
      render: (id: string) => <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }}>{id}</Typography.Text>,
    },
  ];
  if (platform === 'temu') {
    columns.push({
      title: '托管类型',
      dataIndex: 'managedType',
      width: 100,
      render: (value: ShopRow['managedType']) => <ManagedTypeTag value={value} />,
    });
  }
  columns.push(
    {
      title: '授权到期',
      dataIndex: 'tokenExpireTime',
      width: 190,
      render: (time: number | null, row) => (
        <Flex vertical align="flex-start" gap={4}>
          <span>{time === null ? '长期有效' : parseTime(time, DATE_TIME)}</span>
          {time === null ? null : <ExpiryTag shop={row} now={now} />}
        </Flex>
      ),
    },
    {
      title: '最近同步',
      dataIndex: 'lastSyncTime',
      width: 150,
      render: (time: number | null) =>
        time === null ? <Typography.Text type="secondary">尚未同步</Typography.Text> : parseTime(time, DATE_TIME),
    },
    { title: '状态', dataIndex: 'status', width: 150, render: (_status, row) => <ShopStatus shop={row} now={now} /> },
  );
  if (onReauthorize) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, row) => <ShopActions shop={row} onReauthorize={onReauthorize} />,
    });
  }
  return columns;
}
