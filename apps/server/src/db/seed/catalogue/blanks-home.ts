import { FRAMED_CANVAS_QUAD, framedCanvasFront } from './art/framed-canvas';
import { MUG_BACK_WRAP, MUG_FRONT_WRAP, MUG_HANDLE_WRAP, mugBack, mugFront, mugHandleSide } from './art/mug';
import { PILLOW_QUAD, pillowFront } from './art/pillow';
import type { BlankSeed } from './blank-types';

/** Sublimation mug: the wrap is 9×3.5 in at 300 DPI, handle gap included in the safe inset. */
export const MUG: BlankSeed = {
  code: 'mug-ceramic-11oz',
  category: ['家居', '杯具'],
  name: '11oz 陶瓷马克杯',
  description:
    '高白 AAA 级陶瓷，热转印涂层，图案环绕杯身一周，色彩鲜艳耐洗。内彩款杯内与手柄为彩色。可用洗碗机和微波炉，单只白盒包装。',
  material: '陶瓷（涂层热转印），容量 330 ml',
  productionDays: 2,
  tech: { first: 10005, second: 20021 },
  skuPrefix: 'MUG11',
  colours: [
    { name: '白色', hex: '#FFFFFF', code: 'WHT' },
    { name: '内彩黑', hex: '#1F2937', code: 'IBK', surchargeFen: 250 },
    { name: '内彩红', hex: '#DC2626', code: 'IRD', surchargeFen: 250 },
    { name: '内彩蓝', hex: '#2563EB', code: 'IBL', surchargeFen: 250 },
    { name: '内彩粉', hex: '#F472B6', code: 'IPK', surchargeFen: 250 },
  ],
  sizes: [{ name: '11oz', code: '11OZ', baseCostFen: 1650, weightG: 420, packageMm: [125, 100, 100] }],
  printAreas: [{ key: 'wrap', name: '环绕杯身', widthPx: 2700, heightPx: 1050, dpi: 300, safeInsetPx: 40 }],
  // The print wraps round the body; each view shows the half facing the camera (docs/mockups.md): 正面 the print's
  // middle, 背面 the handle and the print's ends, 把手侧 the right half beside the handle.
  views: [
    { key: 'front', name: '正面', art: mugFront, placements: { wrap: MUG_FRONT_WRAP } },
    { key: 'back', name: '背面', art: mugBack, placements: { wrap: MUG_BACK_WRAP } },
    { key: 'handle', name: '把手侧', art: mugHandleSide, placements: { wrap: MUG_HANDLE_WRAP } },
  ],
  sizeChart: {
    unit: 'mm',
    columns: ['规格', '容量', '杯高', '杯口直径', '印刷区域'],
    rows: [['11oz', '330 ml', '95', '82', '228.6 × 88.9']],
    note: '手柄两侧约 15 mm 不印刷，重要内容请放在安全区内。',
  },
};

/** Sublimation cushion cover, 45×45 cm; the 18 in square print includes the seam allowance. */
export const PILLOW: BlankSeed = {
  code: 'pillow-square-45',
  category: ['家居', '抱枕'],
  name: '方形印花抱枕 45×45cm',
  description: '短毛绒桃皮绒面料，单面满版热转印，隐形拉链可拆洗。可选仅枕套或含 PP 棉枕芯，真空压缩发货。',
  material: '100% 聚酯纤维桃皮绒；枕芯 PP 棉',
  productionDays: 3,
  tech: { first: 10004, second: 20021 },
  skuPrefix: 'PLW45',
  colours: [
    { name: '白色', hex: '#FBFBFB', code: 'WHT' },
    { name: '亚麻米', hex: '#E8DCC4', code: 'LIN', surchargeFen: 300 },
  ],
  sizes: [
    { name: '45×45cm 仅枕套', code: 'COVER', baseCostFen: 2200, weightG: 200, packageMm: [250, 250, 30] },
    { name: '45×45cm 含枕芯', code: 'INSERT', baseCostFen: 3800, weightG: 650, packageMm: [400, 400, 80] },
  ],
  printAreas: [{ key: 'front', name: '正面', widthPx: 5400, heightPx: 5400, dpi: 300, safeInsetPx: 180 }],
  views: [{ key: 'front', name: '正面', art: pillowFront, placements: { front: PILLOW_QUAD } }],
  sizeChart: {
    unit: 'cm',
    columns: ['规格', '枕套尺寸', '枕芯'],
    rows: [
      ['45×45cm 仅枕套', '45 × 45', '—'],
      ['45×45cm 含枕芯', '45 × 45', 'PP 棉 600 g'],
    ],
    note: '四周各约 1.5 cm 为缝份，请勿放置文字。',
  },
};

/**
 * Framed canvas, 3:4. One print file for all sizes: 60×80 cm at 150 DPI (enough for wall viewing distance),
 * scaled down for the smaller frames, which keep the same 3:4 ratio.
 */
export const FRAMED_CANVAS: BlankSeed = {
  code: 'canvas-framed-3x4',
  category: ['家居', '装饰画'],
  name: '实木框油画布装饰画',
  description: '棉麻油画布 UV 微喷，实木画框，背面附挂钩与防撞角。三种尺寸同一比例（3:4），一套设计通用。',
  material: '棉麻油画布 + 松木实木框',
  productionDays: 5,
  tech: { first: 10006, second: 20007 },
  skuPrefix: 'CVS34',
  colours: [
    { name: '黑色画框', hex: '#1F1F1F', code: 'BLK' },
    { name: '白色画框', hex: '#F4F4F2', code: 'WHT' },
    { name: '原木色画框', hex: '#B98D5F', code: 'WOD' },
  ],
  sizes: [
    { name: '30×40cm', code: '3040', baseCostFen: 4500, weightG: 900, packageMm: [380, 480, 50] },
    { name: '45×60cm', code: '4560', baseCostFen: 7800, weightG: 1600, packageMm: [530, 680, 50] },
    { name: '60×80cm', code: '6080', baseCostFen: 11800, weightG: 2600, packageMm: [680, 880, 60] },
  ],
  printAreas: [{ key: 'front', name: '画面', widthPx: 3543, heightPx: 4724, dpi: 150, safeInsetPx: 60 }],
  views: [{ key: 'front', name: '挂墙效果', art: framedCanvasFront, placements: { front: FRAMED_CANVAS_QUAD } }],
  sizeChart: {
    unit: 'cm',
    columns: ['尺寸', '画芯', '含框外尺寸', '框厚'],
    rows: [
      ['30×40cm', '30 × 40', '33.6 × 43.6', '2.5'],
      ['45×60cm', '45 × 60', '48.6 × 63.6', '2.5'],
      ['60×80cm', '60 × 80', '64 × 84', '3'],
    ],
    note: '画框压边约 5 mm，画面边缘内容会被遮挡。',
  },
};
