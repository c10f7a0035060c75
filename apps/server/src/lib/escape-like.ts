import { sql } from 'kysely';

/** Lower-cases a search text and escapes LIKE's wildcards (`\` is the escape character). */
export const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lower(column) like '%text%'` with the text taken literally — a case-insensitive "contains" on both databases. */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(text)}%`} escape '\\'`;
