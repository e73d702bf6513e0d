import { Kysely, MysqlDialect } from 'kysely';
import { createPool, format } from 'mysql2';
import type { DatabaseConfig } from '../config.js';
import { NETWORK_TABLES, TABLES, type WordPressDatabase } from './schema.js';
import { sessionModeStatement } from './session-mode.js';
import { TablePrefixPlugin } from './table-prefix.plugin.js';

export type Database = Kysely<WordPressDatabase>;

export function createDatabase(config: DatabaseConfig): Database {
  const pool = createPool({
    host: config.host,
    port: config.port,
    socketPath: config.socket,
    user: config.user,
    password: config.password,
    database: config.database,
    connectionLimit: 10,
    charset: 'utf8mb4_unicode_520_ci',
    // WordPress stores local and GMT datetimes as plain strings; never let the driver shift them.
    dateStrings: true,
    timezone: 'Z',
    // mysql2 scans every query for placeholders, even one without values: ~15 ms for each
    // megabyte a generated batch sends (insertRows). Formatting is skipped when nothing is bound.
    queryFormat: (sql: string, values: Parameters<typeof format>[1][] | undefined) => (values?.length ? format(sql, values, false, 'Z') : sql),
  });
  // The session is the worker's own, as wpdb::set_sql_mode() makes WordPress's: set on each new
  // connection before the pool hands it out, so it runs before any statement of the worker's.
  const mode = sessionModeStatement();
  pool.on('connection', (connection) => {
    // Without its mode a connection must not serve: its queued statements then fail, loudly.
    connection.query(mode, (error) => {
      if (error) connection.destroy();
    });
  });
  return new Kysely<WordPressDatabase>({
    dialect: new MysqlDialect({ pool }),
    plugins: [new TablePrefixPlugin(config.prefix, TABLES)],
  });
}

/**
 * The same connection pool seen from one site of a network: its content under the site's prefix,
 * users and their meta under the network's.
 */
export function siteDatabase(db: Database, sitePrefix: string, networkPrefix: string): Database {
  const network = { prefix: networkPrefix, tables: NETWORK_TABLES };
  return db.withoutPlugins().withPlugin(new TablePrefixPlugin(sitePrefix, TABLES.filter((t) => !NETWORK_TABLES.includes(t)), network));
}
