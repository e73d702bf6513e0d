import { sql, type RawBuilder } from 'kysely';

/** Multi-row INSERTs stay well under max_allowed_packet and placeholder limits at this size. */
export const INSERT_CHUNK = 500;

/** Ids per `IN (…)` list of a SELECT, UPDATE or DELETE. */
export const ID_LIST_CHUNK = 1000;

export function chunk<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Ids of rows written with a unique marker each, in the order of `markers`: a multi-row INSERT
 * never tells its ids reliably (innodb_autoinc_lock_mode=2), so they are read back by marker.
 */
export function idsByMarker(markers: readonly string[], found: ReadonlyArray<readonly [marker: string, id: number]>, what: string): number[] {
  const byMarker = new Map(found);
  return markers.map((marker) => {
    const id = byMarker.get(marker);
    if (id === undefined) throw new Error(`Inserted ${what} ${marker} not found.`);
    return id;
  });
}

/** `CASE WHEN id = … THEN … END`: each row gets its own value in one UPDATE (the marker's replacement). */
export function valuePerId(idColumn: string, pairs: ReadonlyArray<{ id: number; value: string }>): RawBuilder<string> {
  return sql<string>`case ${sql.join(pairs.map((p) => sql`when ${sql.ref(idColumn)} = ${p.id} then ${p.value}`), sql` `)} end`;
}
