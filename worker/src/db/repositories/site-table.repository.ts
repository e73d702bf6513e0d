import { sql } from 'kysely';
import type { Database } from '../database.js';

/** Whether a site's own tables exist under a prefix: one of a network's sites, not a guessed number. */
export async function siteTablesExist(db: Database, prefix: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`select count(*) as found from information_schema.tables
    where table_schema = database() and table_name = ${`${prefix}options`}`.execute(db);
  return Number(rows[0]?.found ?? 0) > 0;
}
