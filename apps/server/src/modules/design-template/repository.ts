import type { Insertable } from 'kysely';
import { type Executor, toCount } from '../../db';
import type { DesignTemplatesTable } from '../../db/schema-design-template';

const COLUMNS = ['id', 'main_id', 'name', 'product_id', 'document', 'created_at', 'updated_at'] as const;

/** A live template of the caller's main account; another seller's id, or a deleted one, reads as missing. */
export async function findOwnTemplate(db: Executor, mainId: number, id: number) {
  return db
    .selectFrom('design_templates')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type TemplateRecord = NonNullable<Awaited<ReturnType<typeof findOwnTemplate>>>;

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageTemplates(
  db: Executor,
  mainId: number,
  keyword: string | null,
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('design_templates').where('main_id', '=', mainId).where('deleted_at', 'is', null);
  if (keyword) q = q.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(keyword)));
  const [rows, count] = await Promise.all([
    q.select(COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(count.n) };
}

export async function insertTemplate(db: Executor, values: Insertable<DesignTemplatesTable>): Promise<number> {
  const row = await db.insertInto('design_templates').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function renameTemplate(db: Executor, mainId: number, id: number, name: string, now: number) {
  const r = await db
    .updateTable('design_templates')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function softDeleteTemplate(db: Executor, mainId: number, id: number, now: number) {
  const r = await db
    .updateTable('design_templates')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
