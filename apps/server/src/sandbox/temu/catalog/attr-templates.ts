import type { TemplateKey } from './categories';

export interface SandboxProperty {
  pid: number;
  templatePid: number;
  refPid: number;
  name: string;
  required: boolean;
  /** Sales specs (颜色, 尺码 …) span the SKUs; ordinary attributes describe the product. */
  isSale: boolean;
  /** 1 choose from values, 0 free input. */
  controlType: number;
  values: { vid: number; value: string }[];
}

const prop = (pid: number, name: string, values: string[], o: { sale?: boolean; required?: boolean } = {}) => ({
  pid,
  templatePid: pid + 50_000,
  refPid: pid + 10_000,
  name,
  required: o.required ?? Boolean(o.sale),
  isSale: Boolean(o.sale),
  controlType: 1,
  values: values.map((value, i) => ({ vid: pid * 100 + i + 1, value })),
});

const colour = prop(1001, '颜色', ['白色', '黑色', '灰色', '藏青色', '红色', '粉色', '米白色'], { sale: true });
const adultSize = prop(3001, '尺码', ['S', 'M', 'L', 'XL', 'XXL', '3XL'], { sale: true });
const kidsSize = prop(3002, '尺码', ['100', '110', '120', '130', '140', '150'], { sale: true });
const fabric = prop(1101, '材质', ['棉', '聚酯纤维', '棉混纺', '莫代尔'], { required: true });
const pattern = prop(1104, '图案', ['字母', '卡通', '几何', '动物', '风景', '人像']);
const style = prop(1105, '风格', ['休闲', '街头', '复古', '可爱']);
const season = prop(1106, '适用季节', ['春季', '夏季', '秋季', '冬季']);

/** Property templates per leaf kind, shaped like bg.goods.attrs.get answers. */
export const ATTR_TEMPLATES: Record<TemplateKey, { properties: SandboxProperty[]; inputMaxSpecNum: number }> = {
  top: {
    properties: [
      colour,
      adultSize,
      fabric,
      prop(1102, '领型', ['圆领', 'V领', '连帽'], { required: true }),
      prop(1103, '袖长', ['短袖', '长袖', '无袖'], { required: true }),
      pattern,
      style,
      season,
    ],
    inputMaxSpecNum: 0,
  },
  dress: {
    properties: [
      colour,
      adultSize,
      fabric,
      prop(1107, '裙长', ['短裙', '中长裙', '长裙'], { required: true }),
      pattern,
    ],
    inputMaxSpecNum: 0,
  },
  pants: {
    properties: [colour, adultSize, fabric, prop(1108, '裤长', ['短裤', '九分裤', '长裤'], { required: true }), style],
    inputMaxSpecNum: 0,
  },
  'kids-top': {
    properties: [colour, kidsSize, fabric, prop(1103, '袖长', ['短袖', '长袖'], { required: true }), pattern],
    inputMaxSpecNum: 0,
  },
  pillow: {
    properties: [
      prop(3101, '尺寸', ['45×45cm', '50×50cm'], { sale: true }),
      prop(1201, '材质', ['桃皮绒', '帆布', '天鹅绒'], { required: true }),
      prop(1202, '是否含芯', ['不含芯', '含芯'], { required: true }),
      pattern,
    ],
    inputMaxSpecNum: 0,
  },
  blanket: {
    properties: [
      prop(3102, '尺寸', ['100×150cm', '130×150cm', '150×200cm'], { sale: true }),
      prop(1203, '材质', ['法兰绒', '珊瑚绒', '羊羔绒'], { required: true }),
      pattern,
    ],
    inputMaxSpecNum: 0,
  },
  'wall-art': {
    properties: [
      prop(3103, '尺寸', ['20×30cm', '30×40cm', '40×60cm'], { sale: true }),
      prop(1204, '装裱方式', ['无框', '有框'], { required: true }),
      prop(1205, '材质', ['帆布', '相纸'], { required: true }),
    ],
    inputMaxSpecNum: 0,
  },
  mug: {
    properties: [
      prop(3104, '容量', ['11oz', '15oz'], { sale: true }),
      prop(1001, '颜色', ['白色', '黑色'], { sale: true }),
      prop(1206, '材质', ['陶瓷'], { required: true }),
    ],
    inputMaxSpecNum: 0,
  },
  bag: {
    properties: [
      prop(1001, '颜色', ['米白色', '黑色'], { sale: true }),
      prop(1207, '材质', ['帆布', '牛津布'], { required: true }),
      prop(1208, '闭合方式', ['敞口', '拉链', '磁扣']),
    ],
    inputMaxSpecNum: 0,
  },
  'phone-case': {
    properties: [
      prop(3105, '适用机型', ['iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max', 'iPhone 14'], { sale: true }),
      prop(1209, '材质', ['TPU', '硅胶', 'PC'], { required: true }),
    ],
    inputMaxSpecNum: 0,
  },
  notebook: {
    properties: [prop(3106, '规格', ['A5', 'B5'], { sale: true }), prop(1210, '页数', ['80页', '120页'])],
    inputMaxSpecNum: 1,
  },
  sticker: {
    properties: [prop(3107, '规格', ['5cm', '8cm', '10cm'], { sale: true }), prop(1211, '材质', ['PVC', '牛皮纸'])],
    inputMaxSpecNum: 0,
  },
};
