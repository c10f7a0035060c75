import { SIZES } from './specs';
import { categoryById } from './tree';

/** A size-chart class (Temu doc 200 classId → className) with its columns (meta.get) and sizes (settings.get). */
export interface TemuSizeClass {
  classId: number;
  className: string;
  /** Size groups (尺码 / US / EU …): the first is the size column every record fills. */
  groupList: { id: number; name: string; unnecessary: boolean }[];
  /** Measurements; `necessary` ones must be filled in every record. 101/102 are the reference sample's ids. */
  elementList: { id: number; name: string; necessary: boolean }[];
  /** settings.get `sizeList`: the allowed size names (the template's 尺码 values). */
  sizeList: string[];
  code: number;
  groupChName: string;
  groupEnName: string;
}

const TOPS = {
  groupList: [{ id: 1, name: '尺码', unnecessary: false }],
  elementList: [
    { id: 101, name: '胸围', necessary: true },
    { id: 102, name: '衣长', necessary: true },
    { id: 103, name: '肩宽', necessary: false },
    { id: 104, name: '袖长', necessary: false },
  ],
  sizeList: SIZES.map((s) => s.value),
  code: 1,
  groupChName: '尺码',
  groupEnName: 'Size',
};

/** Doc 200 names: 3 男上装, 5 女上装, 52 上装-中性 (the classes of the sandbox's apparel leaves). */
const CLASSES: Record<number, TemuSizeClass> = {
  3: { classId: 3, className: '男上装', ...TOPS },
  5: { classId: 5, className: '女上装', ...TOPS },
  52: { classId: 52, className: '上装-中性', ...TOPS },
};

export const sizeClassById = (classId: number): TemuSizeClass | null => CLASSES[classId] ?? null;

/** The leaf's size-chart class, or null when the leaf needs no chart (class.get answers nothing). */
export function sizeClassOfLeaf(catId: number): TemuSizeClass | null {
  const id = categoryById(catId)?.sizeClassId;
  return id === undefined ? null : sizeClassById(id);
}
