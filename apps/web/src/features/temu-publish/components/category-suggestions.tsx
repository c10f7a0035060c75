import { CATALOGUE_API, type ProductDetail, type TemuLeafHit, type TemuTemplateCategory } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { http } from '@/shared/request/request';
import { useCategorySearch } from '../api/temu-leaf';

/** Words that make a listing unisex: its leaf should be Temu's 中性 (unisex) one, not 女装 or 男装. */
const UNISEX = /男女同款|中性|情侣/;

/**
 * Up to three leaves for the blank's own category name, unisex leaves first when the title says 男女同款 (then
 * men's, then women's: a seller can still choose any). Pure, so the order is tested without a browser.
 */
export function rankSuggestions(hits: readonly TemuLeafHit[], title: string): TemuLeafHit[] {
  const unisex = UNISEX.test(title);
  const score = (h: TemuLeafHit) => {
    const path = h.names.join('/');
    if (unisex && path.includes('中性')) return 0;
    if (unisex && path.includes('女')) return 2;
    return 1;
  };
  return [...hits].sort((a, b) => score(a) - score(b)).slice(0, 3);
}

interface Props {
  blankId: number | null;
  title: string;
  onPick: (c: TemuTemplateCategory) => void;
}

/** 推荐类目: Temu leaves named like the blank's catalogue category, shown while no leaf is chosen. */
export function CategorySuggestions({ blankId, title, onPick }: Props) {
  const blank = useQuery({
    queryKey: ['catalogue', 'detail-for-category', blankId],
    queryFn: () => http.get<ProductDetail>(CATALOGUE_API.detail, { id: blankId }),
    enabled: blankId !== null,
    staleTime: 600_000,
    retry: false,
  });
  const keyword = blank.data?.categoryPath.at(-1) ?? '';
  const hits = useCategorySearch(keyword);
  const ranked = rankSuggestions(hits.data ?? [], title);
  if (ranked.length === 0) return null;
  return (
    <Space wrap size={[4, 4]} data-testid="category-suggestions">
      <Typography.Text type="secondary">推荐类目：</Typography.Text>
      {ranked.map((h, i) => (
        <Tag.CheckableTag
          key={h.ids.join('/')}
          checked={false}
          onChange={() => onPick({ ids: h.ids, names: h.names, catType: h.catType })}
          style={{ border: '1px solid #d9d9d9' }}
        >
          {i === 0 && UNISEX.test(title) && h.names.join('/').includes('中性') ? '男女同款 · ' : ''}
          {h.names.slice(-3).join(' / ')}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
