import { sql, type Kysely } from 'kysely';

// WordPress's own tables use this charset and collation (wp_get_db_schema on MySQL >= 5.5.3).
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`;

export async function up(db: Kysely<unknown>, prefix: string): Promise<void> {
  await db.schema
    .createTable(`${prefix}seedpress_history`)
    .ifNotExists()
    .addColumn('id', 'bigint', (c) => c.unsigned().autoIncrement().primaryKey())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content_id', 'bigint', (c) => c.unsigned().notNull())
    .addColumn('content_subtype', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(36)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('deleted_at', 'datetime')
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex(`${prefix}seedpress_history_content`).ifNotExists()
    .on(`${prefix}seedpress_history`).columns(['content_type', 'content_id']).execute();
  await db.schema.createIndex(`${prefix}seedpress_history_created`).ifNotExists()
    .on(`${prefix}seedpress_history`).column('created_at').execute();
  await db.schema.createIndex(`${prefix}seedpress_history_batch`).ifNotExists()
    .on(`${prefix}seedpress_history`).column('batch_id').execute();

  await db.schema
    .createTable(`${prefix}seedpress_templates`)
    .ifNotExists()
    .addColumn('id', 'bigint', (c) => c.unsigned().autoIncrement().primaryKey())
    .addColumn('name', 'varchar(191)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('post_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parent_id', 'bigint', (c) => c.unsigned())
    .addColumn('field_config', 'text', (c) => c.notNull())
    .addColumn('taxonomy_config', 'text', (c) => c.notNull())
    .addColumn('config_overrides', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex(`${prefix}seedpress_templates_post_type`).ifNotExists()
    .on(`${prefix}seedpress_templates`).columns(['post_type', 'is_default']).execute();

  await db.schema
    .createTable(`${prefix}seedpress_field_detections`)
    .ifNotExists()
    .addColumn('id', 'bigint', (c) => c.unsigned().autoIncrement().primaryKey())
    .addColumn('post_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('field_key', 'varchar(191)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(191)', (c) => c.notNull())
    .addColumn('detected_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('confidence', 'decimal(4, 3)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint(`${prefix}seedpress_field_detections_key`, ['post_type', 'field_key'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<unknown>, prefix: string): Promise<void> {
  for (const table of ['seedpress_field_detections', 'seedpress_templates', 'seedpress_history']) {
    await db.schema.dropTable(`${prefix}${table}`).ifExists().execute();
  }
}
