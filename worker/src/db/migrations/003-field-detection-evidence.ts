import type { Kysely } from 'kysely';

/**
 * A hash of everything a cached field detection was read from, so a field whose definition or
 * surroundings changed is detected again. Rows cached before it have an empty hash and are read again
 * once.
 */
export async function up(db: Kysely<unknown>, prefix: string): Promise<void> {
  await db.schema
    .alterTable(`${prefix}seedpress_field_detections`)
    .addColumn('evidence_hash', 'char(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>, prefix: string): Promise<void> {
  await db.schema.alterTable(`${prefix}seedpress_field_detections`).dropColumn('evidence_hash').execute();
}
