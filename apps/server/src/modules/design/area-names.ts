import type { Executor } from '../../db';

/**
 * The print areas' Chinese names (正面, 背面, 环绕杯身…) of a design's blank, by area key: print files are stored
 * under the key (`front`), sellers and factories read the name. A key the blank no longer has keeps its key.
 */
export async function designAreaNames(db: Executor, designId: number | null): Promise<Map<string, string>> {
  if (designId === null) return new Map();
  const rows = await db
    .selectFrom('designs as d')
    .innerJoin('blank_print_areas as a', 'a.blank_id', 'd.product_id')
    .select(['a.area_key', 'a.name'])
    .where('d.id', '=', designId)
    .execute();
  return new Map(rows.map((r) => [r.area_key, r.name]));
}

export const areaNameOf = (names: ReadonlyMap<string, string>, key: string) => names.get(key) ?? key;
