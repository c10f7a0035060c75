import { SearchOutlined } from '@ant-design/icons';
import { isApparel, type TemuCategory, type TemuTemplateCategory } from '@podbench/contract';
import { Cascader, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getCategories, useCategorySearch } from '../api/temu-leaf';

interface Option {
  value: number;
  label: string;
  isLeaf: boolean;
  catType: number;
  children?: Option[];
}

const toOption = (c: TemuCategory): Option => ({
  value: c.catId,
  label: c.catName,
  isLeaf: c.isLeaf,
  catType: c.catType,
});

/** The chosen path as a chain of options, so the picker shows its names before the tree is read. */
function chainOf(c: TemuTemplateCategory | null): Option[] {
  if (!c || c.names.length !== c.ids.length) return [];
  let children: Option[] | undefined;
  for (let i = c.ids.length - 1; i >= 0; i--) {
    const leaf = i === c.ids.length - 1;
    children = [{ value: c.ids[i]!, label: c.names[i]!, isLeaf: leaf, catType: leaf ? c.catType : 0, children }];
  }
  return children ?? [];
}

/** Debounced: the search asks the server once the seller stops typing. */
function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

interface Props {
  value: TemuTemplateCategory | null;
  invalid?: boolean;
  onChange: (c: TemuTemplateCategory) => void;
}

/**
 * Temu's category: search a leaf by name (its whole path shown), or browse the tree level by level; only a leaf can
 * be chosen, and its catType (服饰 or not) is recorded with it — it decides the SKC and image rules.
 */
export function CategoryPicker({ value, invalid, onChange }: Props) {
  const [options, setOptions] = useState<Option[]>(() => chainOf(value));
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const search = useCategorySearch(useDebounced(keyword, 300));

  const loadTree = async (open: boolean) => {
    if (!open || loaded) return;
    setLoading(true);
    try {
      const ids = value?.ids ?? [];
      const levels = await Promise.all([0, ...ids.slice(0, -1)].map((p) => getCategories(p)));
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
    const target = selected.at(-1);
    if (!target) return;
    target.children = (await getCategories(target.value)).map(toOption);
    setOptions((o) => [...o]);
  };

  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      <Select
        showSearch
        style={{ width: '100%', maxWidth: 480 }}
        aria-label="搜索类目"
        placeholder="输入类目名称搜索，如 T恤、马克杯"
        suffixIcon={<SearchOutlined />}
        filterOption={false}
        value={null}
        searchValue={keyword}
        onSearch={setKeyword}
        loading={search.isFetching}
        notFoundContent={
          keyword.trim() === ''
            ? '输入名称后显示匹配的叶子类目'
            : search.isFetching
              ? '正在搜索…'
              : search.isError
                ? search.error.message
                : '没有匹配的叶子类目'
        }
        options={(search.data ?? []).map((h) => ({ value: h.ids.join('/'), label: h.names.join(' / '), hit: h }))}
        onSelect={(_, o) => {
          onChange({ ids: o.hit.ids, names: o.hit.names, catType: o.hit.catType });
          setOptions(chainOf({ ids: o.hit.ids, names: o.hit.names, catType: o.hit.catType }));
          setLoaded(false);
          setKeyword('');
        }}
        data-testid="category-search"
      />
      <Cascader<Option>
        style={{ width: '100%', maxWidth: 480 }}
        status={invalid ? 'error' : undefined}
        options={options}
        value={value?.ids ?? []}
        loading={loading}
        placeholder="或逐级选择到叶子类目"
        onOpenChange={(o) => void loadTree(o)}
        loadData={(s) => void loadData(s as Option[])}
        onChange={(next, selected) => {
          const path = (selected ?? []) as Option[];
          const leaf = path.at(-1);
          if (!next || !leaf) return;
          onChange({ ids: next as number[], names: path.map((s) => s.label), catType: leaf.catType });
        }}
        data-testid="category-picker"
      />
      {value && (
        <Typography.Text type="secondary" data-testid="category-path">
          已选：{value.names.join(' > ')}{' '}
          <Tag color={isApparel(value) ? 'purple' : 'default'}>
            {isApparel(value) ? '服饰类（每个颜色一个 SKC）' : '非服饰类（一个 SKC）'}
          </Tag>
        </Typography.Text>
      )}
    </Space>
  );
}
