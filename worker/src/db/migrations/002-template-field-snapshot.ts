import type { Kysely } from 'kysely';

/**
 * What a template's post type looked like when the template was last saved (its custom fields'
 * names and types, and its taxonomies), so GET /templates/stale can say what changed since.
 */
export async function up(db: Kysely<unknown>, prefix: string): Promise<void> {
  await db.schema.alterTable(`${prefix}seedpress_templates`).addColumn('fields_snapshot', 'text').execute();
}

export async function down(db: Kysely<unknown>, prefix: string): Promise<void> {
  await db.schema.alterTable(`${prefix}seedpress_templates`).dropColumn('fields_snapshot').execute();
}
