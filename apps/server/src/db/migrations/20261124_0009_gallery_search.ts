import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * Frozen: a trigram index over image names, so that the gallery's name search (`lower(name) like '%…%'`) stops
 * scanning a seller's images. PostgreSQL: pg_trgm's GIN index on lower(name), used by the planner for that very
 * predicate (created only where the extension can be; without it the search stays correct, only slower).
 * SQLite: an external-content FTS5 table with the trigram tokenizer, kept in step by triggers; the repository
 * narrows candidates through it and still applies the same predicate.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    // Sub-transactions: a missing or racing extension must not abort the migration.
    await sql`do $$ begin
      create extension if not exists pg_trgm with schema public;
    exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm;
    end $$`.execute(db);
    await sql`do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index gallery_images_name_trgm on gallery_images using gin (lower(name) public.gin_trgm_ops)';
      end if;
    exception when others then raise notice 'trigram index skipped: %', sqlerrm;
    end $$`.execute(db);
    return;
  }
  await sql`create virtual table gallery_images_fts using fts5(
    name, content='gallery_images', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`insert into gallery_images_fts (gallery_images_fts) values ('rebuild')`.execute(db);
  await sql`create trigger gallery_images_fts_ai after insert on gallery_images begin
    insert into gallery_images_fts (rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger gallery_images_fts_ad after delete on gallery_images begin
    insert into gallery_images_fts (gallery_images_fts, rowid, name) values ('delete', old.id, old.name);
  end`.execute(db);
  await sql`create trigger gallery_images_fts_au after update of name on gallery_images begin
    insert into gallery_images_fts (gallery_images_fts, rowid, name) values ('delete', old.id, old.name);
    insert into gallery_images_fts (rowid, name) values (new.id, new.name);
  end`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
