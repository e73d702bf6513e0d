import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import * as seedpressTables from './migrations/001-seedpress-tables.js';
import * as templateFieldSnapshot from './migrations/002-template-field-snapshot.js';
import * as fieldDetectionEvidence from './migrations/003-field-detection-evidence.js';

/** Migrations are code, not files found at run time, so the built worker needs nothing beside dist/. */
class PrefixedMigrationProvider implements MigrationProvider {
  constructor(private readonly prefix: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const p = this.prefix;
    return {
      '001-seedpress-tables': { up: (db) => seedpressTables.up(db, p), down: (db) => seedpressTables.down(db, p) },
      '002-template-field-snapshot': { up: (db) => templateFieldSnapshot.up(db, p), down: (db) => templateFieldSnapshot.down(db, p) },
      '003-field-detection-evidence': { up: (db) => fieldDetectionEvidence.up(db, p), down: (db) => fieldDetectionEvidence.down(db, p) },
    };
  }
}

/** Idempotent: the worker runs this at every start; Kysely's lock table serialises concurrent starts. */
export async function migrateToLatest(db: Database, prefix: string): Promise<void> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: new PrefixedMigrationProvider(prefix),
    migrationTableName: `${prefix}seedpress_migrations`,
    migrationLockTableName: `${prefix}seedpress_migrations_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
