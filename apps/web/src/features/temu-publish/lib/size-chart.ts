import type { TemuSizeChart, TemuSizeChartSpec } from '@podbench/contract';

/** Flat measurements (平铺, half the body) and the round ones Temu's classes ask for: 围 = 宽 × 2. */
const FLAT_TO_ROUND: Record<string, string> = { 胸宽: '胸围', 腰宽: '腰围', 臀宽: '臀围', 下摆宽: '下摆围' };

const times2 = (v: string) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? String(Math.round(n * 200) / 100) : '';
};

/**
 * The chart made to fit the leaf's size class (meta.get elements): its classId; the class's columns kept; a flat
 * measurement converted to the round one the class asks for (胸宽 46 → 胸围 92); every other unknown column dropped;
 * missing necessary columns added empty. Rows are untouched.
 */
export function fitChartToClass(chart: TemuSizeChart, spec: Pick<TemuSizeChartSpec, 'classId' | 'elements'>) {
  const known = new Set(spec.elements.map((e) => e.name));
  const columns: string[] = [];
  const pick: Array<(values: string[]) => string> = [];
  chart.columns.forEach((c, j) => {
    const round = FLAT_TO_ROUND[c];
    const name = known.has(c) ? c : round && known.has(round) && !chart.columns.includes(round) ? round : null;
    if (!name || columns.includes(name)) return;
    columns.push(name);
    pick.push(name === c ? (v) => v[j] ?? '' : (v) => times2(v[j] ?? ''));
  });
  for (const e of spec.elements)
    if (e.necessary && !columns.includes(e.name)) {
      columns.push(e.name);
      pick.push(() => '');
    }
  return {
    ...chart,
    classId: spec.classId,
    columns,
    rows: chart.rows.map((r) => ({ ...r, values: pick.map((f) => f(r.values)) })),
  };
}

/** Whether the chart is not yet in the class's terms (another class, unknown or missing necessary columns). */
export function chartNeedsFit(chart: TemuSizeChart, spec: Pick<TemuSizeChartSpec, 'classId' | 'elements'>) {
  const known = new Set(spec.elements.map((e) => e.name));
  return (
    chart.classId !== spec.classId ||
    chart.columns.some((c) => !known.has(c)) ||
    spec.elements.some((e) => e.necessary && !chart.columns.includes(e.name))
  );
}
