import type { ShopPlatform, ShopRow } from '@podbench/contract';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { shopColumns } from './shop-columns';
import styles from './shop-table.module.css';

interface Props {
  platform: ShopPlatform;
  rows: ShopRow[] | undefined;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  now: number;
  onReauthorize?: (shop: ShopRow) => void;
  /** The shop just authorised through /auth-redirect: flashed once so the eye finds it. */
  highlightId?: number;
  empty: ReactNode;
}

export function ShopTable({ platform, rows, total, loading, pageNum, pageSize, onPage, now, ...rest }: Props) {
  return (
    <Table<ShopRow>
      rowKey="id"
      size="middle"
      columns={shopColumns({ platform, now, onReauthorize: rest.onReauthorize })}
      dataSource={rows}
      loading={loading}
      scroll={{ x: platform === 'temu' ? 1140 : 1040 }}
      rowClassName={(row) =>
        row.id === rest.highlightId ? styles.highlight : row.status === '已解绑' ? styles.unbound : ''
      }
      locale={{ emptyText: rest.empty }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        hideOnSinglePage: total <= 10,
        showTotal: (n) => `共 ${n} 个店铺`,
        onChange: onPage,
      }}
    />
  );
}
