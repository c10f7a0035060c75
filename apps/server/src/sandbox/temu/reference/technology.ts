/**
 * Temu doc 203 定制品定制工艺层级关系: which second-level technologies (`twiceType`) each first-level one (`firstType`)
 * allows, separately for 单一工艺 (`technologyType` 1, exactly one) and 组合工艺 (`technologyType` 2, two to three).
 * Names are copied from the doc's table and turned into codes with its 枚举值 section.
 */
const TWICE: Record<string, number> = {
  '激光雕刻-文字': 20001,
  '激光雕刻-图片': 20002,
  '机械雕刻-文字': 20003,
  '机械雕刻-图片': 20004,
  焊接: 20005,
  蚀刻: 20006,
  UV: 20007,
  '丝网印刷-文字': 20008,
  '丝网印刷-图片': 20009,
  喷漆: 20010,
  滴油: 20011,
  '滴胶-文字': 20012,
  '滴胶-图片': 20013,
  '激光切割-文字': 20014,
  '激光切割-图片': 20015,
  镶钻: 20016,
  '烫金-文字': 20017,
  '烫金-图片': 20018,
  锡金: 20019,
  '热转印-文字': 20020,
  '热转印-图片': 20021,
  刺绣: 20022,
  植绒: 20023,
  电镀: 20024,
  '烫画-文字': 20025,
  '烫画-图片': 20026,
  数码直喷: 20027,
  压印: 20033,
  美甲手绘: 20034,
  '机织图案-胶贴': 20035,
  烫钻: 20036,
  手绘: 20037,
  水转印印刷: 20038,
};

export const FIRST_TYPES = {
  BASIC: 10001,
  WOOD: 10002,
  METAL: 10003,
  LEATHER_FABRIC: 10004,
  ORGANIC: 10005,
  CANVAS_PAPER: 10006,
} as const;

const codes = (names: string) =>
  names.split(' ').map((n) => {
    const c = TWICE[n];
    if (c === undefined) throw new Error(`doc 203: unknown twiceType ${n}`);
    return c;
  });

/** 单一工艺 (technologyType 1): firstType → allowed twiceType (10001 基础工艺 takes none). */
const SINGLE: Record<number, number[]> = {
  10001: [],
  10002: codes(
    '激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 UV 热转印-文字 热转印-图片 丝网印刷-文字 丝网印刷-图片 喷漆 烫画-文字 烫画-图片 手绘',
  ),
  10003: codes(
    '焊接 蚀刻 UV 丝网印刷-文字 丝网印刷-图片 喷漆 滴油 滴胶-文字 滴胶-图片 激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 激光切割-文字 激光切割-图片 镶钻 电镀 烫钻 热转印-文字 热转印-图片',
  ),
  10004: codes(
    '烫金-文字 烫金-图片 锡金 热转印-文字 热转印-图片 UV 丝网印刷-文字 丝网印刷-图片 滴胶-文字 滴胶-图片 滴油 激光雕刻-文字 激光雕刻-图片 刺绣 植绒 烫画-文字 烫画-图片 数码直喷 压印 机织图案-胶贴 镶钻 烫钻 手绘',
  ),
  10005: codes(
    '激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 激光切割-文字 激光切割-图片 UV 丝网印刷-文字 丝网印刷-图片 美甲手绘 镶钻 烫钻 水转印印刷',
  ),
  10006: codes('手绘 压印 丝网印刷-文字 丝网印刷-图片 烫金-文字 烫金-图片 UV'),
};

/** 组合工艺 (technologyType 2): firstType → allowed twiceType; 基础工艺 is not offered as a combination. */
const COMBINED: Record<number, number[]> = {
  10002: codes(
    '激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 UV 热转印-文字 热转印-图片 丝网印刷-文字 丝网印刷-图片 喷漆 烫画-文字 烫画-图片 手绘',
  ),
  10003: codes(
    '焊接 UV 丝网印刷-文字 丝网印刷-图片 喷漆 滴油 激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 激光切割-文字 激光切割-图片 镶钻 电镀 蚀刻 滴胶-文字 滴胶-图片 烫钻 热转印-文字 热转印-图片',
  ),
  10004: codes(
    'UV 丝网印刷-文字 丝网印刷-图片 激光雕刻-文字 激光雕刻-图片 烫金-文字 烫金-图片 滴油 压印 锡金 热转印-文字 热转印-图片 滴胶-文字 滴胶-图片 刺绣 植绒 烫画-文字 烫画-图片 数码直喷 机织图案-胶贴 烫钻 镶钻 手绘',
  ),
  10005: codes(
    '激光雕刻-文字 激光雕刻-图片 机械雕刻-文字 机械雕刻-图片 激光切割-文字 激光切割-图片 UV 丝网印刷-文字 丝网印刷-图片 美甲手绘 烫钻 镶钻 水转印印刷',
  ),
  10006: codes('丝网印刷-文字 丝网印刷-图片 烫金-文字 烫金-图片 压印 手绘 UV'),
};

/**
 * Why a customisation technology is not one doc 203 allows, or null when it is. `twiceType` is a list (the PA page and
 * doc 203 name it so); a single number is not accepted.
 */
export function technologyProblem(t: {
  technologyType: number;
  firstType: number;
  twiceType: number[];
}): string | null {
  if (t.technologyType === 1) {
    const allowed = SINGLE[t.firstType];
    if (!allowed) return `一级工艺firstType不合法：${t.firstType}`;
    if (t.firstType === FIRST_TYPES.BASIC) return t.twiceType.length === 0 ? null : '基础工艺无需选择二级工艺';
    if (t.twiceType.length !== 1) return '单一工艺仅支持单选二级工艺';
    return allowed.includes(t.twiceType[0]!) ? null : `二级工艺${t.twiceType[0]}不属于一级工艺${t.firstType}`;
  }
  if (t.technologyType === 2) {
    const allowed = COMBINED[t.firstType];
    if (!allowed) return `组合工艺不支持一级工艺${t.firstType}`;
    if (t.twiceType.length < 2 || t.twiceType.length > 3) return '组合工艺最少选两项，最多选三项';
    if (new Set(t.twiceType).size !== t.twiceType.length) return '二级工艺重复';
    const bad = t.twiceType.find((x) => !allowed.includes(x));
    return bad === undefined ? null : `二级工艺${bad}不属于一级工艺${t.firstType}`;
  }
  return `工艺类型technologyType不合法：${t.technologyType}`;
}
