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
