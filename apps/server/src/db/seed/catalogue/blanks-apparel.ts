import { hoodieBack, hoodieFront, HOODIE_BACK_QUAD, HOODIE_FRONT_QUAD } from './art/hoodie';
import { T_SHIRT_BACK_QUAD, T_SHIRT_FRONT_QUAD, tshirtBack, tshirtFront } from './art/tshirt';
import type { BlankSeed, SizeSeed } from './blank-types';

const tee = (code: string, name: string, baseCostFen: number, weightG: number): SizeSeed => ({
  code,
  name,
  baseCostFen,
  weightG,
  packageMm: [300, 250, 20],
});

/** DTG on combed cotton: 15×18 in front and back at 300 DPI, the common maximum of DTG platens. */
export const T_SHIRT: BlankSeed = {
  code: 'tshirt-classic-180',
  category: ['服装', 'T恤'],
  name: '经典纯棉圆领短袖T恤',
  description:
    '180g 精梳棉单面汗布，亲肤透气，双针走线下摆与袖口，罗纹圆领不易变形。正反两面均可数码直喷印刷，适合图案、文字与照片定制。',
  material: '100% 精梳棉（麻灰为 90% 棉 10% 涤纶），180 g/m²',
  productionDays: 3,
  tech: { first: 10004, second: 20027 },
  skuPrefix: 'TS180',
  colours: [
    { name: '白色', hex: '#FFFFFF', code: 'WHT' },
    { name: '黑色', hex: '#1C1C1E', code: 'BLK', surchargeFen: 200 },
    { name: '藏青色', hex: '#1E2A44', code: 'NVY', surchargeFen: 200 },
    { name: '运动灰', hex: '#B5B5B5', code: 'GRY' },
    { name: '酒红色', hex: '#7A1F2B', code: 'MRN', surchargeFen: 200 },
    { name: '军绿色', hex: '#4B5320', code: 'MIL', surchargeFen: 200 },
  ],
  sizes: [
    tee('S', 'S', 3200, 150),
    tee('M', 'M', 3200, 165),
    tee('L', 'L', 3200, 180),
    tee('XL', 'XL', 3200, 195),
    tee('2XL', '2XL', 3500, 210),
    tee('3XL', '3XL', 3800, 225),
  ],
  printAreas: [
    { key: 'front', name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 },
    { key: 'back', name: '背面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 },
  ],
  views: [
    { key: 'front', name: '正面', art: tshirtFront, placements: { front: T_SHIRT_FRONT_QUAD } },
    { key: 'back', name: '背面', art: tshirtBack, placements: { back: T_SHIRT_BACK_QUAD } },
  ],
  sizeChart: {
    unit: 'cm',
    columns: ['尺码', '衣长', '胸宽', '肩宽', '袖长'],
    rows: [
      ['S', '69', '46', '42', '19'],
      ['M', '72', '49', '45', '20'],
      ['L', '74', '52', '48', '21'],
      ['XL', '76', '55', '51', '22'],
      ['2XL', '78', '58', '54', '23'],
      ['3XL', '80', '61', '57', '24'],
    ],
    note: '平铺测量，手工测量存在 1–2 cm 误差。',
  },
};

const hood = (code: string, baseCostFen: number, weightG: number): SizeSeed => ({
  code,
  name: code,
  baseCostFen,
  weightG,
  packageMm: [350, 300, 50],
});

/** Fleece pullover hoodie: the kangaroo pocket limits the front to 13×13.5 in; the back takes the full 15×18 in. */
export const HOODIE: BlankSeed = {
  code: 'hoodie-fleece-320',
  category: ['服装', '卫衣'],
  name: '加绒连帽套头卫衣',
  description:
    '320g 棉涤毛圈加绒面料，双层帽、金属头抽绳、袋鼠口袋，罗纹袖口与下摆。前胸与后背均可数码直喷，秋冬爆款底衫。',
  material: '80% 棉 20% 涤纶，320 g/m² 加绒',
  productionDays: 4,
  tech: { first: 10004, second: 20027 },
  skuPrefix: 'HD320',
  colours: [
    { name: '黑色', hex: '#1F1F22', code: 'BLK', surchargeFen: 300 },
    { name: '白色', hex: '#F7F7F5', code: 'WHT' },
    { name: '运动灰', hex: '#A8A8A8', code: 'GRY' },
    { name: '藏青色', hex: '#1F2A44', code: 'NVY', surchargeFen: 300 },
    { name: '酒红色', hex: '#6E1E2A', code: 'MRN', surchargeFen: 300 },
  ],
  sizes: [
    hood('S', 7800, 480),
    hood('M', 7800, 510),
    hood('L', 7800, 540),
    hood('XL', 7800, 570),
    hood('2XL', 8400, 600),
  ],
  printAreas: [
    { key: 'front', name: '前胸', widthPx: 3900, heightPx: 4050, dpi: 300, safeInsetPx: 60 },
    { key: 'back', name: '后背', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 },
  ],
  views: [
    { key: 'front', name: '正面', art: hoodieFront, placements: { front: HOODIE_FRONT_QUAD } },
    { key: 'back', name: '背面', art: hoodieBack, placements: { back: HOODIE_BACK_QUAD } },
  ],
  sizeChart: {
    unit: 'cm',
    columns: ['尺码', '衣长', '胸宽', '袖长'],
    rows: [
      ['S', '66', '53', '60'],
      ['M', '69', '56', '61'],
      ['L', '72', '59', '62'],
      ['XL', '74', '62', '63'],
      ['2XL', '76', '65', '64'],
    ],
    note: '平铺测量，宽松版型，介意者可选小一码。',
  },
};
