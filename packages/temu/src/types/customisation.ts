/**
 * Temu doc 203 (定制品定制工艺层级关系): which 二级工艺 (`twiceType`) each 一级工艺 (`firstType`) allows, per 工艺类型
 * (`technologyType` 1 单一工艺 — exactly one; 2 组合工艺 — two or three). 10001 基础工艺 (无需审版) has no twiceType and
 * exists only as a single technology. In doc 203 the single and combined lists of each firstType hold the same
 * codes (checked when this table was transcribed from the doc's rows by their names).
 */
export const TEMU_FIRST_TYPE_NAMES = {
  10001: '基础工艺',
  10002: '木/竹制品定制工艺',
  10003: '金属制品定制工艺',
  10004: '皮具/布艺定制工艺',
  10005: '有机材料（亚克力/树脂/玻璃/陶瓷/塑料等）定制工艺',
  10006: '画布/纸张定制工艺',
} as const;

export const TEMU_TWICE_TYPE_NAMES = {
  20001: '激光雕刻-文字',
  20002: '激光雕刻-图片',
  20003: '机械雕刻-文字',
  20004: '机械雕刻-图片',
  20005: '焊接',
  20006: '蚀刻',
  20007: 'UV',
  20008: '丝网印刷-文字',
  20009: '丝网印刷-图片',
  20010: '喷漆',
  20011: '滴油',
  20012: '滴胶-文字',
  20013: '滴胶-图片',
  20014: '激光切割-文字',
  20015: '激光切割-图片',
  20016: '镶钻',
  20017: '烫金-文字',
  20018: '烫金-图片',
  20019: '锡金',
  20020: '热转印-文字',
  20021: '热转印-图片',
  20022: '刺绣',
  20023: '植绒',
  20024: '电镀',
  20025: '烫画-文字',
  20026: '烫画-图片',
  20027: '数码直喷',
  20033: '压印',
  20034: '美甲手绘',
  20035: '机织图案-胶贴',
  20036: '烫钻',
  20037: '手绘',
  20038: '水转印印刷',
} as const;

const WOOD = [20001, 20002, 20003, 20004, 20007, 20008, 20009, 20010, 20020, 20021, 20025, 20026, 20037];
const METAL = [
  20001, 20002, 20003, 20004, 20005, 20006, 20007, 20008, 20009, 20010, 20011, 20012, 20013, 20014, 20015, 20016, 20020,
  20021, 20024, 20036,
];
const LEATHER_FABRIC = [
  20001, 20002, 20007, 20008, 20009, 20011, 20012, 20013, 20016, 20017, 20018, 20019, 20020, 20021, 20022, 20023, 20025,
  20026, 20027, 20033, 20035, 20036, 20037,
];
const ORGANIC = [20001, 20002, 20003, 20004, 20007, 20008, 20009, 20014, 20015, 20016, 20034, 20036, 20038];
const CANVAS_PAPER = [20007, 20008, 20009, 20017, 20018, 20033, 20037];

/** technologyType → firstType → allowed twiceType codes. */
export const TEMU_TECHNOLOGY_COMBINATIONS: Readonly<Record<1 | 2, Readonly<Record<number, readonly number[]>>>> = {
  1: { 10001: [], 10002: WOOD, 10003: METAL, 10004: LEATHER_FABRIC, 10005: ORGANIC, 10006: CANVAS_PAPER },
  2: { 10002: WOOD, 10003: METAL, 10004: LEATHER_FABRIC, 10005: ORGANIC, 10006: CANVAS_PAPER },
};

/** Why a customisation choice is not one doc 203 allows, or null when it is. */
export function technologyProblem(t: { technologyType: number; firstType: number; twiceType?: readonly number[] }) {
  const byFirst = TEMU_TECHNOLOGY_COMBINATIONS[t.technologyType as 1 | 2];
  if (!byFirst) return '工艺类型只能是 1（单一工艺）或 2（组合工艺）';
  const allowed = byFirst[t.firstType];
  if (!allowed) return t.technologyType === 2 ? '组合工艺不能选基础工艺' : '一级工艺不在 Temu 定制工艺表中';
  const twice = t.twiceType ?? [];
  if (new Set(twice).size !== twice.length) return '二级工艺不能重复';
  if (t.firstType === 10001) return twice.length === 0 ? null : '基础工艺没有二级工艺';
  if (t.technologyType === 1 && twice.length !== 1) return '单一工艺须选且只能选一个二级工艺';
  if (t.technologyType === 2 && (twice.length < 2 || twice.length > 3)) return '组合工艺须选 2 到 3 个二级工艺';
  const bad = twice.filter((c) => !allowed.includes(c));
  if (bad.length) return `二级工艺 ${bad.join('、')} 不属于一级工艺 ${t.firstType}（Temu 文档 203）`;
  return null;
}
