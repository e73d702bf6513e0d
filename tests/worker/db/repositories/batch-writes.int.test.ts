import { sql } from 'kysely';
import type { Database } from '../../../../worker/src/db/database.js';
import { INSERT_TEXT_LENGTH, insertRows, updatePerId } from '../../../../worker/src/db/repositories/batch-writes.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

// Text a driver must not mistake for SQL: quotes, backslashes, placeholders, NUL, emoji, a 4-byte CJK
// character, every control character (most of them go into the literal as they are), a backslash before an n.
const TRICKY = [
  `it's "quoted"`, 'C:\\path\\', 'a ? b ?? c', 'nul\u0000byte', 'line\nbreak\r\ttab', '😀 𠀋 ü', "'); DROP TABLE wp_posts; --",
  String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i), 127), 'not a newline: \\n, \\Z',
];

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** INSERT statements this connection has run (the transaction keeps one connection). */
async function insertsSoFar(db: Database): Promise<number> {
  const { rows } = await sql<{ Value: string }>`show session status like 'Com_insert'`.execute(db);
  return Number(rows[0]!.Value);
}

const metaOf = (postId: number) => test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', postId).orderBy('meta_id').execute();

describe('insertRows', () => {
  it('writes every value byte for byte, whatever it holds', async () => {
    // Setup
    const rows = TRICKY.map((value, i) => ({ post_id: 900_001, meta_key: `k${i}`, meta_value: value }));

    // Action
    await insertRows(test.db, 'postmeta', rows);

    // Assert
    expect(await metaOf(900_001)).toEqual(rows.map((r) => ({ meta_key: r.meta_key, meta_value: r.meta_value })));
  });

  it('splits large batches into statements of at most INSERT_TEXT_LENGTH characters and returns the lowest id', async () => {
    // Setup: each row takes 40 % of a statement, so two fit in one: 5 statements for 10 rows.
    const big = 'x'.repeat(Math.floor(INSERT_TEXT_LENGTH * 0.4));
    const rows = Array.from({ length: 10 }, (_, i) => ({ post_id: 900_002, meta_key: `big${String(i).padStart(2, '0')}`, meta_value: `${i}${big}` }));

    // Action
    const { first, statements } = await test.db.transaction().execute(async (trx) => {
      const before = await insertsSoFar(trx);
      const id = await insertRows(trx, 'postmeta', rows);
      return { first: id, statements: (await insertsSoFar(trx)) - before };
    });

    // Assert
    expect(statements).toBe(5);
    const stored = await test.db.selectFrom('postmeta').select(['meta_id', 'meta_key', 'meta_value']).where('post_id', '=', 900_002).orderBy('meta_id').execute();
    expect(stored.map((r) => r.meta_key)).toEqual(rows.map((r) => r.meta_key));
    expect(stored.every((r, i) => r.meta_value === rows[i]!.meta_value)).toBe(true);
    expect(first).toBe(stored[0]!.meta_id);
  });

  it('fails when one of its statements fails, and the transaction keeps none of them', async () => {
    // Setup: two rows per statement; the third statement repeats the first row's meta_id.
    const big = 'x'.repeat(Math.floor(INSERT_TEXT_LENGTH * 0.4));
    const rows = Array.from({ length: 10 }, (_, i) => ({ meta_id: 9_000_000 + (i === 5 ? 0 : i), post_id: 900_010, meta_key: `k${i}`, meta_value: big }));

    // Action
    const written = test.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'postmeta', rows);
    });

    // Assert
    await expect(written).rejects.toThrow(/Duplicate entry '9000000'/);
    expect(await metaOf(900_010)).toEqual([]);
  });

  it('takes the columns of all rows and writes DEFAULT where a row has no value', async () => {
    // Setup
    const entry = { content_type: 'post', content_id: 900_003, content_subtype: 'post', meta: '{}', batch_id: 'b-default', created_at: '2026-01-01 10:00:00' };

    // Action
    await insertRows(test.db, 'seedpress_history', [entry, { ...entry, deleted_at: '2026-01-02 10:00:00' }]);

    // Assert
    const stored = await test.db.selectFrom('seedpress_history').select(['content_id', 'deleted_at']).where('batch_id', '=', 'b-default').orderBy('id').execute();
    expect(stored).toEqual([
      { content_id: 900_003, deleted_at: null },
      { content_id: 900_003, deleted_at: '2026-01-02 10:00:00' },
    ]);
  });

  it('writes nothing for no rows', async () => {
    // Action
    const first = await insertRows(test.db, 'postmeta', []);

    // Assert
    expect(first).toBe(0);
  });

  it('writes into the prefixed table inside the caller’s transaction', async () => {
    // Action
    await test.db
      .transaction()
      .execute(async (trx) => {
        await insertRows(trx, 'postmeta', [{ post_id: 900_004, meta_key: 'rolled', meta_value: 'back' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);

    // Assert
    expect(await metaOf(900_004)).toEqual([]);
  });
});

describe('updatePerId', () => {
  it('gives each row its own value and touches no other row', async () => {
    // Setup
    await insertRows(test.db, 'postmeta', [...TRICKY, 'untouched'].map((_v, i) => ({ post_id: 900_005, meta_key: `u${i}`, meta_value: 'marker' })));
    const ids = (await test.db.selectFrom('postmeta').select('meta_id').where('post_id', '=', 900_005).orderBy('meta_id').execute()).map((r) => r.meta_id);

    // Action
    await updatePerId(test.db, 'postmeta', 'meta_id', 'meta_value', TRICKY.map((value, i) => ({ id: ids[i]!, value })));

    // Assert
    expect((await metaOf(900_005)).map((r) => r.meta_value)).toEqual([...TRICKY, 'marker']);
  });

  it('refuses an id that is not an integer', async () => {
    // Action
    const update = updatePerId(test.db, 'postmeta', 'meta_id', 'meta_value', [{ id: Number('1 or 1=1'), value: 'x' }]);

    // Assert
    await expect(update).rejects.toThrow('Not a row id: NaN');
  });
});
