import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { EXPORT_MAX_ROWS, LEDGER_TYPES, type LedgerType } from '@podbench/contract';
import { Button, DatePicker, Select, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import styles from './records.module.css';

export type DayRange = [Dayjs, Dayjs];

/** The summary's default: the last 30 days including today. */
export const defaultRange = (): DayRange => [dayjs().subtract(29, 'day').startOf('day'), dayjs().startOf('day')];

const PRESETS: { label: string; value: DayRange }[] = [
  { label: '最近 7 天', value: [dayjs().subtract(6, 'day'), dayjs()] },
  { label: '最近 30 天', value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: '最近 90 天', value: [dayjs().subtract(89, 'day'), dayjs()] },
  { label: '本月', value: [dayjs().startOf('month'), dayjs()] },
];

interface RecordFiltersProps {
  type: LedgerType | undefined;
  range: DayRange;
  onType: (type: LedgerType | undefined) => void;
  onRange: (range: DayRange) => void;
  onRefresh: () => void;
  onExport: () => void;
  exporting: boolean;
}

export function RecordFilters(props: RecordFiltersProps) {
  const { type, range, onType, onRange, onRefresh, onExport, exporting } = props;
  return (
    <div className={styles.toolbar}>
      <Space wrap>
        <Select<LedgerType>
          aria-label="交易类型"
          allowClear
          placeholder="全部类型"
          style={{ width: 150 }}
          value={type}
          onChange={(v) => onType(v ?? undefined)}
          options={LEDGER_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <DatePicker.RangePicker
          aria-label="交易日期"
          value={range}
          allowClear={false}
          presets={PRESETS}
          // The summary covers at most a year; the future has no records.
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => v?.[0] && v[1] && onRange([v[0], v[1]])}
        />
        <Button icon={<ReloadOutlined />} onClick={onRefresh}>
          刷新
        </Button>
      </Space>
      <Tooltip title={`按当前筛选条件导出，最多 ${EXPORT_MAX_ROWS.toLocaleString('en-US')} 条`}>
        <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          导出 Excel
        </Button>
      </Tooltip>
    </div>
  );
}
