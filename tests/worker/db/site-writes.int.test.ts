import { sql } from 'kysely';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Database } from '../../../worker/src/db/database.js';
import { isRetryable, SiteWrites, WriteLockTimeout } from '../../../worker/src/db/site-writes.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

let test: TestDatabase;
let other: Connection;
const options = (test: TestDatabase, more: Partial<ConstructorParameters<typeof SiteWrites>[1]> = {}) => ({
  database: test.config.database,
  prefix: test.config.prefix,
  lockWaitSeconds: 30,
  attempts: 3,
  ...more,
});

const optionRows = async (prefix: string): Promise<string[]> =>
  (await test.db.selectFrom('options').select('option_name').where('option_name', 'like', `${prefix}%`).orderBy('option_name').execute()).map((r) => r.option_name);

/** Rows in a table the deadlock's locks do not cover, so that nothing but the transaction's end decides their fate. */
const addMark = (db: Database, key: string) => db.insertInto('termmeta').values({ term_id: 0, meta_key: key, meta_value: '' }).execute();
const marks = async (prefix: string): Promise<string[]> =>
  (await test.db.selectFrom('termmeta').select('meta_key').where('meta_key', 'like', `${prefix}%`).orderBy('meta_key').execute()).map((r) => r.meta_key ?? '');
const connectionId = async (db: Database): Promise<number> => Number((await sql<{ id: number }>`select connection_id() as id`.execute(db)).rows[0]!.id);
const addOption = (db: Database, name: string) => db.insertInto('options').values({ option_name: name, option_value: 'x', autoload: 'off' }).execute();
const lockOption = (db: Database, name: string) => sql`select option_id from ${sql.table('options')} where option_name = ${name} for update`.execute(db);

/**
 * Makes the server roll `trx`'s transaction back as a deadlock victim: another transaction that
 * changed more rows holds `lock_a` and asks for `lock_b`, which `trx` holds, while `trx` asks for
 * `lock_a`. Resolves with what `trx`'s request for `lock_a` ended in; `queued` statements are sent
 * right behind that request, before the server answers it.
 */
async function deadlockVictim(trx: Database, queued: (trx: Database) => Array<Promise<unknown>>): Promise<unknown> {
  const p = test.config.prefix;
  await other.query('start transaction');
  try {
    // The heavier transaction: InnoDB rolls back the one that changed fewer rows.
    await other.query(`insert into ${p}postmeta (post_id, meta_key, meta_value) values ${Array.from({ length: 100 }, () => "(0, 'sp_heavy', '')").join(', ')}`);
    await other.query(`select option_id from ${p}options where option_name = 'sp_lock_a' for update`);
    await lockOption(trx, 'sp_lock_b');
    const waiting = lockOption(trx, 'sp_lock_a').then(() => null, (error: unknown) => error);
    const behind = queued(trx).map((statement) => statement.catch((error: unknown) => error));
    // The other transaction's request closes the cycle; the server picks its victim at once.
    const otherOutcome = other.query(`select option_id from ${p}options where option_name = 'sp_lock_b' for update`).then(() => null, (error: unknown) => error);
    const outcome = await waiting;
    if (outcome === null) throw new Error(`The other transaction was rolled back instead: ${String(await otherOutcome)}`);
    await Promise.all(behind);
    await otherOutcome;
    return outcome;
  } finally {
    await other.query('rollback');
  }
}

beforeAll(async () => {
  test = await createTestDatabase();
  other = await createConnection({ host: test.config.host, port: test.config.port, user: test.config.user, password: test.config.password, database: test.config.database });
  for (const name of ['sp_lock_a', 'sp_lock_b']) await addOption(test.db, name);
});

afterAll(async () => {
  await other.end();
  await test.drop();
});

describe('SiteWrites: nothing outlives a transaction', () => {
  it('without it, statements queued behind a deadlock commit on their own (the fault it guards against)', async () => {
    const error = await test.db
      .transaction()
      .execute(async (trx) => {
        const outcome = await deadlockVictim(trx, (t) => [addMark(t, 'sp_plain_1'), addMark(t, 'sp_plain_2')]);
        throw outcome;
      })
      .catch((e: unknown) => e);
    expect(isRetryable(error)).toBe(true);
    expect(await marks('sp_plain_')).toEqual(['sp_plain_1', 'sp_plain_2']);
  });

  it('with it, statements queued behind a deadlock are rolled back with the transaction', async () => {
    const writes = new SiteWrites(test.db, options(test));
    let connection = 0;
    const error = await writes
      .transaction(async (trx) => {
        connection = await connectionId(trx);
        throw await deadlockVictim(trx, (t) => [addMark(t, 'sp_guarded_1'), addMark(t, 'sp_guarded_2')]);
      })
      .catch((e: unknown) => e);
    expect(isRetryable(error)).toBe(true);
    expect(await marks('sp_guarded_')).toEqual([]);
    // The connection went back to the pool as it came (the pool hands out the one freed last).
    const { rows } = await sql<{ id: number; autocommit: number }>`select connection_id() as id, @@autocommit as autocommit`.execute(test.db);
    expect(rows.map((r) => ({ id: Number(r.id), autocommit: Number(r.autocommit) }))).toEqual([{ id: connection, autocommit: 1 }]);
  });

  it('refuses a statement sent on the transaction after it ended', async () => {
    const writes = new SiteWrites(test.db, options(test));
    let kept: Database | null = null;
    await writes.transaction(async (trx) => {
      kept = trx;
    });
    await expect(addOption(kept!, 'sp_late')).rejects.toThrow('A statement was sent after its transaction ended.');
    expect(await optionRows('sp_late')).toEqual([]);
  });

  it('retries work the server undid, from its start, and keeps only the last attempt', async () => {
    const writes = new SiteWrites(test.db, options(test));
    const retries: number[] = [];
    let attempts = 0;
    const result = await writes.retrying(
      () =>
        writes.transaction(async (trx) => {
          attempts++;
          await addOption(trx, `sp_retry_${attempts}`);
          if (attempts === 1) throw await deadlockVictim(trx, () => []);
          return attempts;
        }),
      (failures) => retries.push(failures),
    );
    expect(result).toBe(2);
    expect(retries).toEqual([1]);
    expect(await optionRows('sp_retry_')).toEqual(['sp_retry_2']);
  });

  it('gives up after the configured attempts, and does not retry other errors', async () => {
    const writes = new SiteWrites(test.db, options(test, { attempts: 2 }));
    let deadlocked = 0;
    const error = await writes
      .retrying(() =>
        writes.transaction(async (trx) => {
          deadlocked++;
          throw await deadlockVictim(trx, () => []);
        }),
      )
      .catch((e: unknown) => e);
    expect(isRetryable(error)).toBe(true);
    expect(deadlocked).toBe(2);

    let failed = 0;
    await expect(writes.retrying(async () => {
      failed++;
      throw new Error('not a deadlock');
    })).rejects.toThrow('not a deadlock');
    expect(failed).toBe(1);
  });
});

describe('SiteWrites: one writer per site at a time', () => {
  /** A transaction that holds the lock until `release` is called; `events` records its steps. */
  function holder(writes: SiteWrites, events: string[], name: string): { done: Promise<void>; started: Promise<void>; release: () => void } {
    let release!: () => void;
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = writes.transaction(
      async () => {
        events.push(`${name} writes`);
        started();
        await released;
        events.push(`${name} ends`);
      },
      async () => {
        events.push(`${name} locked`);
      },
    );
    return { done, started: startedPromise, release };
  }

  it('a second writer of the same site starts only after the first ended', async () => {
    const events: string[] = [];
    const first = holder(new SiteWrites(test.db, options(test)), events, 'first');
    await first.started;
    const second = holder(new SiteWrites(test.db, options(test)), events, 'second');
    // The second is waiting for the lock: let it get as far as it can before the first ends.
    await sql`select sleep(0.3)`.execute(test.db);
    expect(events).toEqual(['first locked', 'first writes']);
    first.release();
    await first.done;
    await second.started;
    second.release();
    await second.done;
    expect(events).toEqual(['first locked', 'first writes', 'first ends', 'second locked', 'second writes', 'second ends']);
  });

  it('writers of another site (prefix) do not wait', async () => {
    const events: string[] = [];
    const first = holder(new SiteWrites(test.db, options(test)), events, 'first');
    await first.started;
    const elsewhere = holder(new SiteWrites(test.db, options(test, { prefix: 'wp2_' })), events, 'elsewhere');
    await elsewhere.started;
    elsewhere.release();
    await elsewhere.done;
    first.release();
    await first.done;
    expect(events).toEqual(['first locked', 'first writes', 'elsewhere locked', 'elsewhere writes', 'elsewhere ends', 'first ends']);
  });

  it('a writer that waits longer than the configured time gets WriteLockTimeout and writes nothing', async () => {
    const events: string[] = [];
    const first = holder(new SiteWrites(test.db, options(test)), events, 'first');
    await first.started;
    const impatient = new SiteWrites(test.db, options(test, { lockWaitSeconds: 1 }));
    await expect(impatient.transaction(() => addOption(test.db, 'sp_impatient'))).rejects.toBeInstanceOf(WriteLockTimeout);
    first.release();
    await first.done;
    expect(await optionRows('sp_impatient')).toEqual([]);
  });
});
