import type { SheinCategory } from '@podbench/contract';
import { Alert, Cascader } from 'antd';
import { ApiError } from '@/shared/request/request';
import { useSheinCategories } from '../api/shein-publish';

interface Option {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}
const toOptions = (nodes: SheinCategory[]): Option[] =>
  nodes.map((n) => ({
    value: n.categoryId,
    label: n.categoryName,
    isLeaf: n.lastCategory,
    ...(n.children.length > 0 ? { children: toOptions(n.children) } : {}),
  }));

/** The path of ids from the root down to `id`, or [] when the tree does not hold it. */
function pathTo(nodes: SheinCategory[], id: number): number[] {
  for (const n of nodes) {
    if (n.categoryId === id) return [id];
    const below = pathTo(n.children, id);
    if (below.length > 0) return [n.categoryId, ...below];
  }
  return [];
}

interface Props {
  value: number | null;
  invalid: boolean;
  onChange: (categoryId: number | null, path: string) => void;
}

/** Shein's category tree (read through a Shein shop); only a leaf (末级类目) can be chosen. */
export function SheinCategorySelect({ value, invalid, onChange }: Props) {
  const { data, error, isLoading } = useSheinCategories();
  if (error)
    return <Alert type="warning" showIcon message={error instanceof ApiError ? error.message : '类目读取失败'} />;
  const tree = data ?? [];
  return (
    <Cascader<Option>
      aria-label="Shein 类目"
      style={{ width: '100%' }}
      loading={isLoading}
      status={invalid ? 'error' : undefined}
      options={toOptions(tree)}
      value={value === null ? [] : pathTo(tree, value)}
      placeholder="选择末级类目"
      showSearch
      onChange={(ids, opts) => {
        const last = opts?.at(-1);
        if (!last?.isLeaf) return onChange(null, '');
        onChange(Number(ids?.at(-1)), (opts ?? []).map((o) => o.label).join(' > '));
      }}
    />
  );
}
