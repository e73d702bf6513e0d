import { createHash } from 'node:crypto';
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Database } from './database.js';

/** Server errors after which the whole transaction is gone and the work may be done again from the start. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: unknown }).code as string);
}

/** Raised when another writer held the site's write lock for longer than the configured wait. */
export class WriteLockTimeout extends Error {
  constructor(seconds: number) {
    super(`Another SeedPress run kept the site's write lock for more than ${seconds} s.`);
    this.name = 'WriteLockTimeout';
  }
}

/** Refuses every statement once its transaction is over: none may run after the COMMIT or ROLLBACK. */
class ClosedAfterEnd implements KyselyPlugin {
  private closed = false;

  close(): void {
    this.closed = true;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.closed) throw new Error('A statement was sent after its transaction ended.');
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export interface SiteWritesOptions {
  /** Identifies the site: its database and table prefix. */
  database: string;
  prefix: string;
  /** How long a writer waits for the one before it. */
  lockWaitSeconds: number;
  /** Attempts of work that a deadlock or lock wait time-out undid. */
  attempts: number;
}

/**
 * Every SeedPress transaction that writes WordPress content runs through here:
 *
 * - One writer at a time per site (a named server lock, held by the transaction's connection from
 *   before its first read to after its end): runs that choose slugs, logins or an author pool from
 *   what they read cannot choose the same ones, and they cannot deadlock each other.
 * - Nothing outlives the transaction. Statements are sent without waiting for the ones before; a
 *   deadlock makes the server roll the whole transaction back, and statements already queued on the
 *   connection would then each commit on their own. With autocommit off they open a new
 *   transaction instead, which the ROLLBACK that follows discards, and the transaction's handle
 *   refuses statements once it has ended.
 */
export class SiteWrites {
  private readonly lockName: string;
  private readonly templateLockName: string;

  constructor(
    readonly db: Database,
    private readonly options: SiteWritesOptions,
  ) {
    // GET_LOCK names are at most 64 characters and shared by every database of the server.
    const site = createHash('sha256').update(`${options.database}\u0000${options.prefix}`).digest('hex').slice(0, 40);
    this.lockName = `seedpress_write_${site}`;
    this.templateLockName = `seedpress_tmpl_${site}`;
  }

  /**
   * `work` in a transaction under the site's template lock: template writes (which keep one
   * default per post type) wait for each other instead of deadlocking, and never for a run.
   */
  async templateTransaction<T>(work: (trx: Database) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      await this.lock(connection, this.templateLockName);
      try {
        return await guarded(connection, work);
      } finally {
        await sql`do release_lock(${this.templateLockName})`.execute(connection).catch(() => undefined);
      }
    });
  }

  /**
   * `work` in a transaction under the site's write lock. `beforeTransaction` runs under the lock
   * first, on the same connection, each statement committing on its own (work that must see and be
   * seen by every writer before it, and is worth committing even if the transaction fails).
   */
  async transaction<T>(work: (trx: Database) => Promise<T>, beforeTransaction?: (connection: Database) => Promise<void>): Promise<T> {
    return this.db.connection().execute(async (connection) => {
      await this.lock(connection, this.lockName);
      try {
        await beforeTransaction?.(connection);
        return await guarded(connection, work);
      } finally {
        await sql`do release_lock(${this.lockName})`.execute(connection).catch(() => undefined);
      }
    });
  }

  /**
   * `attempt` again, from its start, while it fails with a deadlock or lock wait time-out (the
   * server has undone its transaction), up to the configured number of attempts.
   */
  async retrying<T>(attempt: () => Promise<T>, onRetry: (failures: number) => void = () => {}): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await attempt();
      } catch (error) {
        if (!isRetryable(error) || failures + 1 >= this.options.attempts) throw error;
        onRetry(failures + 1);
      }
    }
  }

  private async lock(connection: Database, name: string): Promise<void> {
    const { rows } = await sql<{ got: number | null }>`select get_lock(${name}, ${this.options.lockWaitSeconds}) as got`.execute(connection);
    if (Number(rows[0]?.got) !== 1) throw new WriteLockTimeout(this.options.lockWaitSeconds);
  }
}

async function guarded<T>(connection: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  const guard = new ClosedAfterEnd();
  await sql`set autocommit = 0`.execute(connection);
  try {
    return await connection.withPlugin(guard).transaction().execute(async (trx) => {
      try {
        return await work(trx);
      } finally {
        guard.close();
      }
    });
  } finally {
    // After COMMIT this ROLLBACK has nothing to undo; after a failed one it makes sure nothing is
    // open when autocommit comes back on (turning it on commits an open transaction).
    // A connection that cannot take these is lost, and its server session with it.
    await sql`rollback`
      .execute(connection)
      .then(() => sql`set autocommit = 1`.execute(connection))
      .catch(() => undefined);
  }
}
