import { CAPACITIES, COLOURS, DIMENSIONS, PHONE_MODELS, SIZES, type SpecValue, STYLES } from './specs';
import type { LeafKind } from './tree';

/** controlType (bg.goods.attrs.get.md): 0 INPUT, 1 CHOOSE, 9 COLOR_SELECTOR, 10 SIZE_SELECTOR, 16 choose + number. */
export const ControlType = { INPUT: 0, CHOOSE: 1, COLOR: 9, SIZE: 10, CHOOSE_AND_NUMBER: 16 } as const;
/** propertyValueType (SDK enum in bg.goods.attrs.get.md): 0 TEXT, 1 NUM. */
export const ValueType = { TEXT: 0, NUM: 1 } as const;

export interface TemuPropertyValue {
  vid: number;
  value: string;
  /** Sale properties: the value's spec id. Null on normal properties (as in the reference's attrs.get sample). */
  specId: number | null;
  parentVidList: number[];
  extendInfo: string | null;
  group: { id: number; name: string } | null;
  lang2Value: Record<string, string>;
}

/** One property of a template, with the fields bg.goods.attrs.get documents. */
export interface TemuProperty {
  templatePid: number;
  pid: number;
  refPid: number;
  name: string;
  isSale: boolean;
  required: boolean;
  mainSale: boolean;
  parentSpecId: number | null;
  controlType: number;
  propertyValueType: number;
  chooseMaxNum: number;
  inputMaxNum: number;
  valueUnit: string[];
  values: TemuPropertyValue[];
  maxValue: string;
  minValue: string;
  valuePrecision: number;
  /** 1 = SUM_OF_VALUES_IS_100. */
  valueRule: number;
  numberInputTitle: string;
  propertyChooseTitle: string;
  showType: number;
  referenceType: number;
  feature: number;
  parentTemplatePid: number;
  templatePropertyValueParentList: { parentVidList: number[]; vidList: number[] }[];
  /** OR of conditions: valid only when one of `parentVids` of the property with refPid `parentRefPid` is chosen. */
  showCondition: { parentRefPid: number; parentVids: number[] }[];
  lang2Name: Record<string, string>;
}

export interface TemuTemplate {
  templateId: number;
  inputMaxSpecNum: number;
  chooseAllQualifySpec: boolean;
  singleSpecValueNum: number;
  properties: TemuProperty[];
}

type Ids = [templatePid: number, pid: number, refPid: number];
const base = ([templatePid, pid, refPid]: Ids, name: string, o: Partial<TemuProperty>): TemuProperty => ({
  templatePid,
  pid,
  refPid,
  name,
  isSale: false,
  required: false,
  mainSale: false,
  parentSpecId: null,
  controlType: ControlType.CHOOSE,
  propertyValueType: ValueType.TEXT,
  chooseMaxNum: 1,
  inputMaxNum: 0,
  valueUnit: [],
  values: [],
  maxValue: '',
  minValue: '',
  valuePrecision: 0,
  valueRule: 0,
  numberInputTitle: '',
  propertyChooseTitle: '',
  showType: 0,
  referenceType: 0,
  feature: 0,
  parentTemplatePid: 0,
  templatePropertyValueParentList: [],
  showCondition: [],
  lang2Name: {},
  ...o,
});
const vals = (list: Array<[number, string]>): TemuPropertyValue[] =>
  list.map(([vid, value]) => ({
    vid,
    value,
    specId: null,
    parentVidList: [],
    extendInfo: null,
    group: null,
    lang2Value: {},
  }));
const seq = (first: number, names: string[]) => vals(names.map((n, i) => [first + i, n]));

/** Single choice (or multi-choice up to `max`) from the listed values. */
const choose = (ids: Ids, name: string, values: TemuPropertyValue[], o: Partial<TemuProperty> = {}) =>
  base(ids, name, { values, ...o });
/** Free text (vid 0), at most `maxLen` characters. */
const input = (ids: Ids, name: string, maxLen: number, o: Partial<TemuProperty> = {}) =>
  base(ids, name, { controlType: ControlType.INPUT, inputMaxNum: 1, maxValue: String(maxLen), ...o });
/** A number with one of `units`, within [min, max] and `precision` decimals. */
const numberWithUnit = (
  ids: Ids,
  name: string,
  units: string[],
  [min, max]: [number, number],
  precision: number,
  o: Partial<TemuProperty> = {},
) =>
  base(ids, name, {
    controlType: ControlType.INPUT,
    propertyValueType: ValueType.NUM,
    inputMaxNum: 1,
    valueUnit: units,
    minValue: String(min),
    maxValue: String(max),
    valuePrecision: precision,
    numberInputTitle: name,
    ...o,
  });
/** Composition: choose up to `max` values, each with a percentage; the percentages add up to 100. */
const composition = (ids: Ids, name: string, values: TemuPropertyValue[], max: number) =>
  base(ids, name, {
    controlType: ControlType.CHOOSE_AND_NUMBER,
    values,
    chooseMaxNum: max,
    valueUnit: ['%'],
    valueRule: 1,
    minValue: '1',
    maxValue: '100',
    numberInputTitle: '含量',
    propertyChooseTitle: name,
  });
/** A child shown only when the parent property (by refPid) has one of `parentVids`. */
const when = (parent: TemuProperty, parentVids: number[]): Partial<TemuProperty> => ({
  parentTemplatePid: parent.templatePid,
  showCondition: [{ parentRefPid: parent.refPid, parentVids }],
});

/** A sale property (spec): its values carry specIds. */
const sale = (
  ids: Ids,
  name: string,
  parentSpecId: number,
  values: SpecValue[],
  o: { required?: boolean; mainSale?: boolean; controlType?: number } = {},
): TemuProperty =>
  base(ids, name, {
    isSale: true,
    required: o.required ?? false,
    mainSale: o.mainSale ?? false,
    parentSpecId,
    controlType: o.controlType ?? ControlType.CHOOSE,
    chooseMaxNum: values.length,
    values: values.map((v) => ({ ...vals([[v.vid, v.value]])[0]!, specId: v.specId })),
  });

// Sale properties. 颜色's ids (900001/13/63) are those of the reference's attrs.get sample.
const colour = (apparel: boolean) =>
  sale([900001, 13, 63], '颜色', 1001, COLOURS, {
    required: apparel,
    mainSale: apparel,
    controlType: ControlType.COLOR,
  });
const size = sale([900002, 14, 64], '尺码', 3001, SIZES, { required: true, controlType: ControlType.SIZE });
const capacity = sale([900003, 15, 65], '容量', 18013, CAPACITIES);
const model = sale([900004, 16, 66], '型号', 45114199, PHONE_MODELS, { required: true });
const dimension = sale([900005, 17, 67], '尺寸', 18012, DIMENSIONS);
const style = sale([900006, 18, 68], '款式', 18014, STYLES);

// Apparel. 材料 (201831/89/121, vid 2197 涤纶) and 封面材质 (825348/2/2021, vid 74 腈纶, unit %) are the reference's
// sample ids (hiscaler/temu-go goods_test.go via bg.glo.goods.add.md), so its T-shirt sample publishes unchanged.
const apparel = (tp: number, extra: TemuProperty[]) => {
  const printed = choose([tp + 5, 93, 125], '是否有印花', seq(2331, ['是', '否']));
  return [
    choose(
      [201831, 89, 121],
      '材料',
      vals([
        [2197, '涤纶'],
        [2198, '棉'],
        [2199, '棉混纺'],
        [2200, '莫代尔'],
        [2201, '竹纤维'],
      ]),
      {
        required: true,
      },
    ),
    composition(
      [825348, 2, 2021],
      '封面材质',
      vals([
        [74, '腈纶'],
        [75, '棉'],
        [76, '涤纶'],
        [77, '氨纶'],
        [78, '粘纤'],
      ]),
      3,
    ),
    printed,
    choose([tp + 6, 94, 126], '印花工艺', seq(2341, ['数码直喷', '热转印', '丝网印刷', '刺绣']), {
      required: true,
      ...when(printed, [2331]),
    }),
    numberWithUnit([tp + 7, 95, 127], '面料克重', ['g/m²'], [80, 500], 0),
    input([tp + 8, 96, 128], '护理说明', 200),
    choose([tp + 9, 97, 129], '适用季节', seq(2351, ['春季', '夏季', '秋季', '冬季']), { chooseMaxNum: 4 }),
    ...extra,
    colour(true),
    size,
  ];
};

const TEMPLATES: Record<LeafKind, TemuTemplate> = {
  tee: {
    templateId: 71001,
    inputMaxSpecNum: 2,
    chooseAllQualifySpec: false,
    singleSpecValueNum: 50,
    properties: apparel(201830, [
      choose([201841, 90, 122], '领型', seq(2301, ['圆领', 'V领', '连帽', 'POLO领'])),
      choose([201842, 91, 123], '袖长', seq(2311, ['短袖', '长袖', '无袖'])),
      choose([201843, 92, 124], '图案', seq(2321, ['字母', '卡通', '几何', '动物', '风景', '人像', '纯色']), {
        chooseMaxNum: 3,
      }),
    ]),
  },
  hoodie: {
    templateId: 71002,
    inputMaxSpecNum: 2,
    chooseAllQualifySpec: false,
    singleSpecValueNum: 50,
    properties: apparel(202830, [
      choose([202841, 98, 130], '帽型', seq(2361, ['连帽', '无帽']), { required: true }),
      choose([202842, 99, 131], '是否加绒', seq(2371, ['加绒', '不加绒']), { required: true }),
      choose([202843, 100, 132], '口袋类型', seq(2381, ['袋鼠兜', '侧插袋', '无口袋'])),
    ]),
  },
  mug: {
    templateId: 71003,
    inputMaxSpecNum: 2,
    chooseAllQualifySpec: false,
    singleSpecValueNum: 50,
    properties: [
      choose([210001, 201, 301], '材质', seq(2401, ['陶瓷', '骨瓷', '搪瓷', '不锈钢']), { required: true }),
      choose([210002, 202, 302], '是否适用微波炉', seq(2411, ['是', '否']), { required: true }),
      choose([210003, 203, 303], '是否可用洗碗机', seq(2421, ['是', '否'])),
      numberWithUnit([210004, 204, 304], '杯身高度', ['cm'], [3, 30], 1),
      choose([210005, 205, 305], '风格', seq(2431, ['简约', '卡通', '复古', '节日']), { chooseMaxNum: 2 }),
      input([210006, 206, 306], '产品说明', 200),
      colour(false),
      capacity,
    ],
  },
  'phone-case': (() => {
    const features = choose([220003, 213, 313], '功能', seq(2521, ['防摔', '防水', '支持无线充电', '磁吸']), {
      chooseMaxNum: 4,
    });
    return {
      templateId: 71004,
      inputMaxSpecNum: 2,
      chooseAllQualifySpec: false,
      singleSpecValueNum: 50,
      properties: [
        choose([220001, 211, 311], '材质', seq(2501, ['TPU', 'PC', '硅胶', '皮革']), {
          required: true,
          chooseMaxNum: 2,
        }),
        choose([220002, 212, 312], '兼容品牌', seq(2511, ['Apple', 'Samsung', 'Huawei']), { required: true }),
        features,
        choose([220004, 214, 314], '防摔等级', seq(2531, ['军工级', '普通']), { ...when(features, [2521]) }),
        colour(false),
        model,
      ],
    };
  })(),
  bag: {
    templateId: 71005,
    inputMaxSpecNum: 2,
    chooseAllQualifySpec: false,
    singleSpecValueNum: 50,
    properties: [
      choose([230001, 221, 321], '材质', seq(2601, ['帆布', '牛津布', '棉布', '涤纶']), { required: true }),
      choose([230002, 222, 322], '闭合方式', seq(2611, ['敞口', '拉链', '磁扣'])),
      numberWithUnit([230003, 223, 323], '布料克重', ['安', 'g/m²'], [4, 600], 0),
      choose([230004, 224, 324], '内部结构', seq(2621, ['内袋', '拉链暗袋', '手机袋']), { chooseMaxNum: 3 }),
      colour(false),
      dimension,
    ],
  },
  pillow: (() => {
    const insert = choose([240002, 232, 332], '是否含芯', seq(2711, ['不含芯', '含芯']), { required: true });
    return {
      templateId: 71006,
      inputMaxSpecNum: 2,
      chooseAllQualifySpec: false,
      singleSpecValueNum: 50,
      properties: [
        choose([240001, 231, 331], '面料', seq(2701, ['桃皮绒', '帆布', '天鹅绒', '亚麻']), { required: true }),
        insert,
        choose([240003, 233, 333], '填充物', seq(2721, ['PP棉', '羽绒', '记忆棉']), {
          required: true,
          ...when(insert, [2712]),
        }),
        composition([240004, 234, 334], '成分', seq(2741, ['聚酯纤维', '棉', '亚麻', '氨纶']), 3),
        choose([240005, 235, 335], '形状', seq(2731, ['方形', '长方形', '圆形'])),
        colour(false),
        dimension,
        style,
      ],
    };
  })(),
  'wall-art': (() => {
    const framing = choose([250002, 242, 342], '装裱方式', seq(2811, ['无框', '有框']), { required: true });
    return {
      templateId: 71007,
      inputMaxSpecNum: 2,
      chooseAllQualifySpec: false,
      singleSpecValueNum: 50,
      properties: [
        choose([250001, 241, 341], '画芯材质', seq(2801, ['帆布', '相纸', '油画布']), { required: true }),
        framing,
        choose([250003, 243, 343], '画框材质', seq(2821, ['实木', '铝合金', 'PS']), {
          required: true,
          ...when(framing, [2812]),
        }),
        choose([250004, 244, 344], '主题', seq(2831, ['风景', '抽象', '动物', '人物', '文字']), { chooseMaxNum: 3 }),
        choose([250005, 245, 345], '安装方式', seq(2841, ['挂钩', '免钉'])),
        colour(false),
        dimension,
      ],
    };
  })(),
  'mouse-pad': {
    templateId: 71008,
    inputMaxSpecNum: 2,
    chooseAllQualifySpec: false,
    singleSpecValueNum: 50,
    properties: [
      choose([260001, 251, 351], '材质', seq(2901, ['天然橡胶', '布面', 'PU']), { required: true }),
      choose([260002, 252, 352], '形状', seq(2911, ['长方形', '圆形']), { required: true }),
      numberWithUnit([260003, 253, 353], '厚度', ['mm'], [1, 10], 1, { required: true }),
      choose([260004, 254, 354], '锁边', seq(2921, ['锁边', '无锁边'])),
      colour(false),
      dimension,
    ],
  },
};

export const templateOf = (kind: LeafKind): TemuTemplate => TEMPLATES[kind];
