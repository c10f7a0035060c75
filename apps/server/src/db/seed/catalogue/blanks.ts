import { HOODIE, T_SHIRT } from './blanks-apparel';
import { MOUSE_PAD, PHONE_CASE, TOTE_BAG } from './blanks-accessories';
import { FRAMED_CANVAS, MUG, PILLOW } from './blanks-home';
import type { BlankSeed } from './blank-types';

/** Category tree, in display order. A blank names its top and leaf category. */
export const CATEGORY_SEEDS: readonly { name: string; children: readonly string[] }[] = [
  { name: '服装', children: ['T恤', '卫衣'] },
  { name: '家居', children: ['杯具', '抱枕', '装饰画'] },
  { name: '配件', children: ['手机壳', '包袋', '办公'] },
];

/** The seeded blanks, in catalogue order. */
export const BLANK_SEEDS: readonly BlankSeed[] = [
  T_SHIRT,
  HOODIE,
  MUG,
  PHONE_CASE,
  TOTE_BAG,
  PILLOW,
  FRAMED_CANVAS,
  MOUSE_PAD,
];
