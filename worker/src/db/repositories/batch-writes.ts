import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Database } from '../database.js';
import { allSettled } from '../settled.js';
import { sqlLiteral } from '../sql-literal.js';
import type { WordPressDatabase } from '../schema.js';

/** Multi-row INSERTs stay well under max_allowed_packet and placeholder limits at this size. */
export const INSERT_CHUNK = 500;

/** Ids per `IN (…)` list of a SELECT, UPDATE or DELETE. */
export const ID_LIST_CHUNK = 1000;

/**
 * Characters of SQL per statement of insertRows(): about one statement per table for a chunk of
 * 100 posts (each statement costs a round trip and the database's per-statement work; 64 KB
 * statements made a plain run 4 % slower), far under the 1 MiB max_allowed_packet of the oldest
 * MySQL WordPress runs on.
 */
export const INSERT_TEXT_LENGTH = 256_000;

/**
 * A multi-row INSERT built as SQL text, values escaped by sqlLiteral() as mysql2's escape() does
 * (the escaping its client-side formatting applies to every Kysely query anyway). For the large
 * generated batches: Kysely's per-value nodes, the prefix plugin's walk over them and the compiler
 * cost several times the database's own work there. The columns are those of all rows; a row's
 * missing values are the column's DEFAULT, as in Kysely. Statements are sent as soon as they are
 * built, so the next is built while the database runs one; in a transaction they run in order on
 * its single connection, and a failing one fails the call (the caller's transaction rolls back).
 * Returns the lowest AUTO_INCREMENT id the statements got (0 for tables without one): all rows
 * have ids from it up, whichever statement ran first outside a transaction.
 */
export async function insertRows<T extends keyof WordPressDatabase & string>(
  db: Database,
  table: T,
  rows: ReadonlyArray<Insertable<WordPressDatabase[T]>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  const columns = [...keys];
  const head = sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values `;
  const sent: Array<Promise<{ insertId?: bigint }>> = [];
  let values = '';
  const send = (): void => {
    sent.push(sql`${head}${sql.raw(values)}`.execute(db));
    values = '';
  };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    let tuple = '(';
    for (let i = 0; i < columns.length; i++) {
      const value = record[columns[i]!];
      tuple += (i > 0 ? ',' : '') + (value === undefined ? 'DEFAULT' : sqlLiteral(value as string | number | null));
    }
    tuple += ')';
    if (values.length > 0 && values.length + tuple.length > INSERT_TEXT_LENGTH) send();
    values += (values.length > 0 ? ',' : '') + tuple;
  }
  send();
  const ids = (await allSettled(sent)).map((r) => Number(r.insertId ?? 0)).filter((id) => id > 0);
  return ids.length > 0 ? Math.min(...ids) : 0;
}

export function chunk<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Ids of rows written with a unique marker each (a marker guid, or a post's type and slug), in
 * the order of `markers`: a multi-row INSERT never tells its ids reliably
 * (innodb_autoinc_lock_mode=2), so they are read back by marker.
 */
export function idsByMarker(markers: readonly string[], found: ReadonlyArray<readonly [marker: string, id: number]>, what: string): number[] {
  const byMarker = new Map<string, number>();
  for (const [marker, id] of found) {
    // Only a row written by someone else at the same time can share a marker (a slug): its ids are unknowable.
    if (byMarker.has(marker) && byMarker.get(marker) !== id) throw new Error(`Inserted ${what} ${marker} is not the only one.`);
    byMarker.set(marker, id);
  }
  return markers.map((marker) => {
    const id = byMarker.get(marker);
    if (id === undefined) throw new Error(`Inserted ${what} ${marker} not found.`);
    return id;
  });
}

/**
 * Each row its own value of one column (a marker's replacement), as one SQL text per chunk like
 * insertRows(): `UPDATE t SET c = CASE id WHEN … THEN … END WHERE id IN (…)`.
 */
export async function updatePerId<T extends keyof WordPressDatabase & string>(
  db: Database,
  table: T,
  idColumn: keyof WordPressDatabase[T] & string,
  column: keyof WordPressDatabase[T] & string,
  pairs: ReadonlyArray<{ id: number; value: string }>,
): Promise<void> {
  for (const part of chunk(pairs, ID_LIST_CHUNK)) {
    let cases = '';
    for (const p of part) {
      if (!Number.isSafeInteger(p.id)) throw new Error(`Not a row id: ${String(p.id)}`);
      cases += ` when ${p.id} then ${sqlLiteral(p.value)}`;
    }
    const ids = part.map((p) => p.id).join(',');
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = case ${sql.ref(idColumn)}${sql.raw(cases)} end where ${sql.ref(idColumn)} in (${sql.raw(ids)})`.execute(db);
  }
}

/** `CASE WHEN id = … THEN … END`: each row gets its own value in one UPDATE (the marker's replacement). */
export function valuePerId(idColumn: string, pairs: ReadonlyArray<{ id: number; value: string }>): RawBuilder<string> {
  return sql<string>`case ${sql.join(pairs.map((p) => sql`when ${sql.ref(idColumn)} = ${p.id} then ${p.value}`), sql` `)} end`;
}
