/**
 * Specs (规格): parent specs as bg.glo.goods.parentspec.get lists them and the spec values (specId) the sandbox's
 * templates use. 1001 颜色 and 3002 黑色 follow Temu doc 199 §6-2's example (bg.glo.goods.add.md); 3003 白色,
 * 3001 尺码 and 4001–4003 S/M/L are the reference sample's ids, so its T-shirt sample publishes as it is.
 * Values a seller makes with bg.glo.goods.spec.create get ids from 70 000 000 up (kept in `sandbox_temu_records`).
 */
export const PARENT_SPECS = [
  { parentSpecId: 1001, parentSpecName: '颜色' },
  { parentSpecId: 3001, parentSpecName: '尺码' },
  { parentSpecId: 18012, parentSpecName: '尺寸' },
  { parentSpecId: 18013, parentSpecName: '容量' },
  { parentSpecId: 18014, parentSpecName: '款式' },
  { parentSpecId: 45114199, parentSpecName: '型号' },
] as const;

export const parentSpecById = (id: number) => PARENT_SPECS.find((p) => p.parentSpecId === id);

/** A spec value of a template's sale property. */
export interface SpecValue {
  vid: number;
  value: string;
  specId: number;
}

const values = (vidBase: number, specBase: number, names: string[]): SpecValue[] =>
  names.map((value, i) => ({ vid: vidBase + i, value, specId: specBase + i }));

/** 颜色: 黑色 3002 / 白色 3003 as in the reference; the rest continue the series. */
export const COLOURS = values(5001, 3002, [
  '黑色',
  '白色',
  '灰色',
  '花灰色',
  '藏青色',
  '蓝色',
  '红色',
  '酒红色',
  '粉色',
  '军绿色',
  '绿色',
  '黄色',
  '紫色',
  '棕色',
  '卡其色',
  '米白色',
  '透明',
  '原木色',
]);
/** 尺码: S/M/L 4001–4003 as in the reference. */
export const SIZES = values(5101, 4001, ['S', 'M', 'L', 'XS', 'XL', '2XL', '3XL', '4XL']);
export const CAPACITIES = values(5201, 6101, ['11oz', '15oz', '20oz']);
export const PHONE_MODELS = values(5301, 6201, [
  'iPhone 13',
  'iPhone 14',
  'iPhone 14 Pro',
  'iPhone 15',
  'iPhone 15 Plus',
  'iPhone 15 Pro',
  'iPhone 15 Pro Max',
  'iPhone 16',
]);
export const DIMENSIONS = values(5401, 6301, [
  '30×40cm',
  '45×60cm',
  '60×80cm',
  '40×43cm',
  '45×45cm',
  '50×50cm',
  '25×21cm',
  '30×25cm',
  '80×30cm',
]);
export const STYLES = values(5501, 6401, ['仅枕套', '含枕芯']);

/** Every template spec value by specId (with its parent), for goods.add's 2000004 check. */
export const TEMPLATE_SPECS: ReadonlyMap<number, SpecValue & { parentSpecId: number }> = new Map(
  (
    [
      [1001, COLOURS],
      [3001, SIZES],
      [18013, CAPACITIES],
      [45114199, PHONE_MODELS],
      [18012, DIMENSIONS],
      [18014, STYLES],
    ] as const
  ).flatMap(([parentSpecId, list]) => list.map((v) => [v.specId, { ...v, parentSpecId }] as const)),
);

/** First id handed out by bg.glo.goods.spec.create. */
export const CUSTOM_SPEC_ID_BASE = 70_000_000;
