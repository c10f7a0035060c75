import { MOUSE_PAD_QUAD, mousePadTop } from './art/mouse-pad';
import { PHONE_CASE_QUAD, phoneCaseBack } from './art/phone-case';
import { TOTE_QUAD, toteFront } from './art/tote-bag';
import type { BlankSeed, SizeSeed } from './blank-types';

const model = (name: string, code: string, baseCostFen = 1200): SizeSeed => ({
  name,
  code,
  baseCostFen,
  weightG: 35,
  packageMm: [190, 100, 15],
});

/** UV-printed hard case: one 81×163 mm template at 300 DPI covers every model's back. */
export const PHONE_CASE: BlankSeed = {
  code: 'phonecase-slim-iphone',
  category: ['配件', '手机壳'],
  name: 'iPhone 全包防摔手机壳',
  description: 'PC 硬壳背板 + TPU 软边全包防摔，背面 UV 彩印，手感细腻不褪色。镜头独立开孔，支持无线充电。',
  material: 'PC 背板 + TPU 软边',
  productionDays: 2,
  tech: { first: 10005, second: 20007 },
  skuPrefix: 'PCS',
  colours: [
    { name: '黑色', hex: '#1D1D1F', code: 'BLK' },
    { name: '白色', hex: '#F5F5F5', code: 'WHT' },
    { name: '透明', hex: '#DFE3E8', code: 'CLR' },
    { name: '樱花粉', hex: '#F4B6C2', code: 'PNK' },
  ],
  sizes: [
    model('iPhone 13', 'IP13'),
    model('iPhone 14', 'IP14'),
    model('iPhone 15', 'IP15'),
    model('iPhone 15 Pro', 'IP15P'),
    model('iPhone 15 Pro Max', 'IP15PM', 1350),
  ],
  printAreas: [{ key: 'back', name: '背面', widthPx: 960, heightPx: 1920, dpi: 300, safeInsetPx: 45 }],
  views: [{ key: 'back', name: '背面', art: phoneCaseBack, placements: { back: PHONE_CASE_QUAD } }],
  sizeChart: {
    unit: 'mm',
    columns: ['型号', '适配机身（长 × 宽 × 厚）'],
    rows: [
      ['iPhone 13', '146.7 × 71.5 × 7.7'],
      ['iPhone 14', '146.7 × 71.5 × 7.8'],
      ['iPhone 15', '147.6 × 71.6 × 7.8'],
      ['iPhone 15 Pro', '146.6 × 70.6 × 8.3'],
      ['iPhone 15 Pro Max', '159.9 × 76.7 × 8.3'],
    ],
    note: '左上角镜头开孔区域不印刷，图案会被遮挡。',
  },
};

/** 12 oz cotton canvas tote; the 15×16 in print covers almost the whole face. */
export const TOTE_BAG: BlankSeed = {
  code: 'tote-canvas-12oz',
  category: ['配件', '包袋'],
  name: '12安帆布手提袋',
  description: '12 安加厚纯棉帆布，车缝加固提手，内侧包边。正面大面积数码直喷，环保购物、通勤两相宜。',
  material: '100% 棉帆布，12 oz',
  productionDays: 3,
  tech: { first: 10004, second: 20027 },
  skuPrefix: 'TOT12',
  colours: [
    { name: '本白色', hex: '#EFE8D8', code: 'NAT' },
    { name: '黑色', hex: '#1F1F1F', code: 'BLK', surchargeFen: 200 },
    { name: '藏青色', hex: '#24304A', code: 'NVY', surchargeFen: 200 },
  ],
  sizes: [{ name: '40×43cm', code: '4043', baseCostFen: 1800, weightG: 130, packageMm: [300, 250, 10] }],
  printAreas: [{ key: 'front', name: '正面', widthPx: 4500, heightPx: 4800, dpi: 300, safeInsetPx: 90 }],
  views: [{ key: 'front', name: '正面', art: toteFront, placements: { front: TOTE_QUAD } }],
  sizeChart: {
    unit: 'cm',
    columns: ['规格', '袋宽', '袋高', '提手长度', '提手宽度'],
    rows: [['40×43cm', '40', '43', '60', '2.5']],
    note: '上沿折边 3 cm 车线，靠近上沿的内容可能被车线穿过。',
  },
};

/** Sublimated cloth-top rubber pad with a stitched edge. */
export const MOUSE_PAD: BlankSeed = {
  code: 'mousepad-stitched-250',
  category: ['配件', '办公'],
  name: '锁边橡胶鼠标垫',
  description: '细面布面 + 天然橡胶底，防滑耐磨，四周精密锁边不开胶。满版热转印，图案细腻。',
  material: '涤纶细面布 + 天然橡胶底，厚 3 mm',
  productionDays: 2,
  tech: { first: 10004, second: 20021 },
  skuPrefix: 'MPD25',
  colours: [
    { name: '黑色锁边', hex: '#1B1B1B', code: 'BLK' },
    { name: '白色锁边', hex: '#F2F2F2', code: 'WHT' },
  ],
  sizes: [{ name: '250×210×3mm', code: '2521', baseCostFen: 980, weightG: 95, packageMm: [260, 220, 5] }],
  printAreas: [{ key: 'front', name: '正面', widthPx: 2953, heightPx: 2480, dpi: 300, safeInsetPx: 60 }],
  views: [{ key: 'front', name: '桌面效果', art: mousePadTop, placements: { front: MOUSE_PAD_QUAD } }],
  sizeChart: {
    unit: 'mm',
    columns: ['规格', '长', '宽', '厚'],
    rows: [['250×210×3mm', '250', '210', '3']],
    note: '锁边宽约 4 mm，边缘内容会被锁边覆盖。',
  },
};
