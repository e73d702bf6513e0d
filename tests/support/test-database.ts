import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../../worker/src/config.js';
import { createDatabase, type Database } from '../../worker/src/db/database.js';
import { migrateToLatest } from '../../worker/src/db/migrate.js';
import { need, readStackEnv } from './stack-env.js';

export interface DatabaseServer {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface TestDatabase {
  config: DatabaseConfig;
  db: Database;
  drop(): Promise<void>;
}

const stackServer = (env = readStackEnv()): DatabaseServer => ({ host: need(env, 'DB_HOST'), port: Number(need(env, 'DB_PORT')), user: need(env, 'DB_USER'), password: need(env, 'DB_PASSWORD') });

/**
 * A fresh database per test file, loaded from the dump `make up` took of a freshly installed
 * WordPress with SeedPress active, then migrated as the worker does at start. On the stack's
 * server unless another is given.
 */
export async function createTestDatabase(server: DatabaseServer = stackServer()): Promise<TestDatabase> {
  const env = readStackEnv();
  const name = `seedpress_t_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ ...server, multipleStatements: true });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci`);
  // The dump as mysqldump wrote it, whatever the server's own modes (it holds zero dates).
  await admin.query(`SET SESSION sql_mode = 'NO_ENGINE_SUBSTITUTION'; USE \`${name}\`; ${readFileSync(need(env, 'SEEDPRESS_FRESH_DUMP'), 'utf8')}`);

  const config: DatabaseConfig = Object.freeze({ ...server, database: name, prefix: need(env, 'DB_PREFIX') });
  const db = createDatabase(config);
  await migrateToLatest(db, config.prefix);
  return {
    config,
    db,
    async drop() {
      await db.destroy();
      await admin.query(`DROP DATABASE \`${name}\``);
      await admin.end();
    },
  };
}
