import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Helpers shared by frozen migrations so that one migration yields the same schema on SQLite and
 * PostgreSQL. Changing a helper changes every migration that uses it: only add new helpers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed against an unknown past schema
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: builder generics are irrelevant here
type Table = CreateTableBuilder<any, any>;

/** Auto-increment integer primary key. */
export const withId = (db: AnyDb, t: Table, name = 'id'): Table =>
  isPostgres(db)
    ? t.addColumn(name, 'bigserial', (c) => c.primaryKey())
    : t.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());

/** 64-bit integer: epoch milliseconds, fen, foreign ids. */
export const int8 = (db: AnyDb) => (isPostgres(db) ? 'bigint' : 'integer');

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A page under a top-level seller menu group, as migrations add them to a menu seeded before the page existed. */
export interface SellerMenuPage {
  path: string;
  menuName: string;
  component: string;
  /** Permissions that open it (comma-separated, any of); null: everyone signed in. */
  perms?: string | null;
}

/**
 * Adds `pages` under the seller group at `groupPath` (e.g. '/statistics') where the seller menu exists and the page
 * is not there yet, then numbers the group's pages listed in `order` 1, 2, 3… (pages not listed keep theirs); with
 * no `order`, a new page goes after the group's last. Idempotent. A fresh database gets the same from the seed.
 */
export async function addSellerMenuPages(
  db: AnyDb,
  groupPath: string,
  pages: readonly SellerMenuPage[],
  order: readonly string[] | null,
  now = Date.now(),
): Promise<void> {
  const group = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('path', '=', groupPath)
    .where('audience', '=', 'seller')
    .where('parent_id', '=', 0)
    .executeTakeFirst();
  if (!group) return;
  const parentId = Number(group.menu_id);
  for (const page of pages) {
    const has = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('parent_id', '=', parentId)
      .where('path', '=', page.path)
      .executeTakeFirst();
    if (has) continue;
    const last = order
      ? null
      : await db
          .selectFrom('menus')
          .select((eb) => eb.fn.max('order_num').as('n'))
          .where('parent_id', '=', parentId)
          .executeTakeFirst();
    await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: page.menuName,
        path: page.path,
        component: page.component,
        redirect: null,
        hidden: 0,
        icon: null,
        order_num: order ? 0 : Number(last?.n ?? 0) + 1,
        roles: '[]',
        perms: page.perms ?? null,
        status: 0,
        audience: 'seller',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [i, path] of (order ?? []).entries()) {
    await db
      .updateTable('menus')
      .set({ order_num: i + 1, updated_at: now })
      .where('parent_id', '=', parentId)
      .where('path', '=', path)
      .execute();
  }
}
