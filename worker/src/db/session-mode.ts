/**
 * The modes wpdb::set_sql_mode() drops from every connection's session, and two more the worker
 * cannot work under: NO_ZERO_IN_DATE (WordPress writes zero dates), and NO_BACKSLASH_ESCAPES (the
 * worker's SQL literals escape quotes with backslashes: under that mode they would end early).
 */
export const INCOMPATIBLE_SQL_MODES = [
  'NO_ZERO_DATE',
  'NO_ZERO_IN_DATE',
  'ONLY_FULL_GROUP_BY',
  'STRICT_TRANS_TABLES',
  'STRICT_ALL_TABLES',
  'TRADITIONAL',
  'ANSI',
  'NO_BACKSLASH_ESCAPES',
] as const;

/**
 * One statement that takes the server's modes for this session less the incompatible ones, so that
 * it runs before anything else on a new connection without a read first. Each mode appears once in
 * @@sql_mode, between commas once the list is wrapped in them.
 */
export function sessionModeStatement(): string {
  const wrapped = INCOMPATIBLE_SQL_MODES.reduce((list, mode) => `REPLACE(${list}, ',${mode},', ',')`, "CONCAT(',', @@SESSION.sql_mode, ',')");
  return `SET SESSION sql_mode = TRIM(BOTH ',' FROM ${wrapped})`;
}
