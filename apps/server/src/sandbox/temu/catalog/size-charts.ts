import type { TemplateKey } from './categories';
import { findCategory } from './categories';

/** A size-chart class (200 尺码表分类: classId → className) and its columns, as bg.goods.sizecharts.meta.get gives them. */
export interface SandboxSizeClass {
  classId: number;
  className: string;
  /** Size groups: the first is the size column every record must fill. */
  groups: { id: number; name: string }[];
  /** Measurements (cm); `necessary` ones must be filled in every record. */
  elements: { id: number; name: string; necessary: boolean }[];
}

const SIZE_GROUP = { id: 1, name: '尺码' };
const el = (id: number, name: string, necessary = false) => ({ id, name, necessary });

const CLASSES: Record<number, SandboxSizeClass> = {
  3: {
    classId: 3,
    className: '男上装',
    groups: [SIZE_GROUP],
    elements: [el(101, '衣长', true), el(102, '胸宽', true), el(103, '肩宽'), el(104, '袖长'), el(105, '下摆宽')],
  },
  4: {
    classId: 4,
    className: '男下装',
    groups: [SIZE_GROUP],
    elements: [el(201, '裤长', true), el(202, '腰宽', true), el(203, '臀宽'), el(204, '大腿宽')],
  },
  5: {
    classId: 5,
    className: '女上装',
    groups: [SIZE_GROUP],
    elements: [el(101, '衣长', true), el(102, '胸宽', true), el(103, '肩宽'), el(104, '袖长'), el(105, '下摆宽')],
  },
  7: {
    classId: 7,
    className: '女连衣裙',
    groups: [SIZE_GROUP],
    elements: [el(101, '衣长', true), el(102, '胸宽', true), el(106, '腰宽'), el(107, '臀宽')],
  },
  8: {
    classId: 8,
    className: '女童装',
    groups: [SIZE_GROUP],
    elements: [el(101, '衣长', true), el(102, '胸宽', true), el(108, '身高')],
  },
};

/** Which class a leaf's template kind uses; kinds without one need no size chart (the class call answers empty). */
const CLASS_OF_KIND: Partial<Record<TemplateKey, { women: number; men: number }>> = {
  top: { women: 5, men: 3 },
  dress: { women: 7, men: 7 },
  pants: { women: 4, men: 4 },
  'kids-top': { women: 8, men: 8 },
};
const MENSWEAR = 26200;

/** The size-chart class of a leaf category, or null when Temu requires no size chart for it. */
export function sizeClassOfCategory(catId: number): SandboxSizeClass | null {
  const cat = findCategory(catId);
  const kind = cat?.template ? CLASS_OF_KIND[cat.template] : undefined;
  if (!cat || !kind) return null;
  return CLASSES[cat.parentCatId === MENSWEAR ? kind.men : kind.women] ?? null;
}

export const sizeClassById = (classId: number): SandboxSizeClass | null => CLASSES[classId] ?? null;
