import type { TemuCategory } from '@podbench/contract';
import { Cascader } from 'antd';
import { useState } from 'react';
import { getCategories } from '../api/temu-templates';

interface Option {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const toOption = (c: TemuCategory): Option => ({ value: c.catId, label: c.catName, isLeaf: c.isLeaf });

/** The chosen path as a chain of options, so the picker shows its names before the tree is read. */
function chainOf(ids: number[], path: string): Option[] {
  const names = path.split(' > ');
  if (ids.length === 0 || names.length !== ids.length) return [];
  let children: Option[] | undefined;
  for (let i = ids.length - 1; i >= 0; i--) {
    children = [{ value: ids[i]!, label: names[i]!, isLeaf: i === ids.length - 1, children }];
  }
  return children ?? [];
}

interface Props {
  ids: number[];
  /** The current path (服装 > 女装 > T恤). */
  path: string;
  invalid?: boolean;
  onChange: (ids: number[], path: string) => void;
}

/**
 * Temu's category tree, read when the picker opens (the levels along the current choice at once, the rest as the
 * seller opens them); only a leaf can be chosen.
 */
export function CategoryPicker({ ids, path, invalid, onChange }: Props) {
  const [options, setOptions] = useState<Option[]>(() => chainOf(ids, path));
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);

  const loadTree = async (open: boolean) => {
    if (!open || loaded) return;
    setLoading(true);
    try {
      // The first level and every level along the current choice, so it stays shown and open.
      const parents = [0, ...ids.slice(0, -1)];
      const levels = await Promise.all(parents.map((p) => getCategories(p)));
      const root = levels[0]!.map(toOption);
      let level = root;
      ids.slice(0, -1).forEach((id, i) => {
        const node = level.find((o) => o.value === id);
        if (!node) return;
        node.children = levels[i + 1]!.map(toOption);
        level = node.children;
      });
      setOptions(root);
      setLoaded(true);
    } finally {
      setLoading(false);
    }
  };

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    target.children = (await getCategories(target.value)).map(toOption);
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<Option>
      style={{ width: '100%', maxWidth: 480 }}
      status={invalid ? 'error' : undefined}
      options={options}
      value={ids}
      loading={loading}
      placeholder="请选择到叶子类目"
      onOpenChange={(o) => void loadTree(o)}
      loadData={(s) => void loadData(s as Option[])}
      onChange={(next, selected) =>
        onChange((next ?? []) as number[], ((selected ?? []) as Option[]).map((s) => s.label).join(' > '))
      }
      data-testid="category-picker"
    />
  );
}
