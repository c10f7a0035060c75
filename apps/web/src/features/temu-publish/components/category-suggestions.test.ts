import type { TemuLeafHit } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './category-suggestions';

const hit = (...names: string[]): TemuLeafHit =>
  ({ ids: names.map((_, i) => i + 1), names, catType: 1 }) as unknown as TemuLeafHit;

// The sandbox's three T恤 leaves in the order Temu's tree lists them: men's, women's, unisex.
const tees = [
  hit('服装鞋靴和珠宝饰品', '男装', '男士上衣', 'T恤'),
  hit('服装鞋靴和珠宝饰品', '女装', '女士上衣', 'T恤'),
  hit('服装鞋靴和珠宝饰品', '中性服装', '中性上衣', 'T恤'),
];

describe('推荐类目', () => {
  it('a 男女同款 title puts the unisex leaf first and the women’s last', () => {
    expect(rankSuggestions(tees, '圣诞 定制印花T恤 男女同款 休闲百搭').map((h) => h.names[1])).toEqual([
      '中性服装',
      '男装',
      '女装',
    ]);
  });

  it('without it, Temu’s own order stands', () => {
    expect(rankSuggestions(tees, '圣诞 定制印花女士T恤').map((h) => h.names[1])).toEqual(['男装', '女装', '中性服装']);
  });
});
