import type { Executor } from '../../db';

/** Blank names by id, withdrawn blanks included (saved designs keep pointing at them). */
export async function productNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('blanks').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
