import type { GallerySort } from '@podbench/contract';
import { Input, Select } from 'antd';
import { useTags } from '../api/get-tags';
import styles from './gallery.module.css';

export interface Filters {
  q: string;
  tag: string | undefined;
  sort: GallerySort;
  order: 'asc' | 'desc';
}

const SORTS = [
  { value: 'time-desc', label: '最新上传' },
  { value: 'time-asc', label: '最早上传' },
  { value: 'name-asc', label: '名称 A→Z' },
  { value: 'name-desc', label: '名称 Z→A' },
  { value: 'size-desc', label: '文件从大到小' },
  { value: 'size-asc', label: '文件从小到大' },
];

/** Search by name, filter by tag, sort. The recycle bin is always in order of deletion, so it has no sort. */
export function GalleryToolbar({
  filters,
  onChange,
  trash,
  extra,
}: {
  filters: Filters;
  onChange: (f: Filters) => void;
  trash: boolean;
  extra?: React.ReactNode;
}) {
  const tags = useTags();
  return (
    <div className={styles.toolbar}>
      <Input.Search
        allowClear
        placeholder="搜索图片名称"
        aria-label="搜索图片名称"
        style={{ width: 240 }}
        maxLength={100}
        defaultValue={filters.q}
        onSearch={(q) => onChange({ ...filters, q: q.trim() })}
      />
      {!trash && (
        <>
          <Select
            allowClear
            showSearch
            placeholder="按标签筛选"
            aria-label="按标签筛选"
            style={{ width: 160 }}
            value={filters.tag}
            onChange={(tag) => onChange({ ...filters, tag })}
            options={(tags.data ?? []).map((t) => ({ value: t.name, label: `${t.name}（${t.count}）` }))}
            notFoundContent="还没有标签"
          />
          <Select
            aria-label="排序"
            style={{ width: 140 }}
            value={`${filters.sort}-${filters.order}`}
            options={SORTS}
            onChange={(v) => {
              const [sort, order] = v.split('-') as [GallerySort, 'asc' | 'desc'];
              onChange({ ...filters, sort, order });
            }}
          />
        </>
      )}
      <div className={styles.toolbarEnd}>{extra}</div>
    </div>
  );
}
