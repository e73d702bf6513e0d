import { sql } from 'kysely';
import type { Database } from './database.js';

/**
 * Resolves when the database answers a trivial query within `timeoutMs`; rejects with the driver's
 * error (access denied, refused, unknown host) or a timeout otherwise.
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${timeoutMs / 1000} seconds.`)), timeoutMs);
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
