import { CommentRepository } from '../../../../worker/src/db/repositories/comment.repository.js';
import { INSERT_TEXT_LENGTH } from '../../../../worker/src/db/repositories/batch-writes.js';
import type { NewComment } from '../../../../worker/src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const comment = (postId: number, n: number, content = `comment ${n}`): NewComment => ({
  comment_post_ID: postId,
  comment_author: `Author ${n}`,
  comment_author_email: `a${n}@example.org`,
  comment_author_url: '',
  comment_author_IP: '192.0.2.1',
  comment_date: '2026-01-01 10:00:00',
  comment_date_gmt: '2026-01-01 10:00:00',
  comment_content: content,
  comment_karma: 0,
  comment_approved: '1',
  comment_agent: `Agent/${n}`,
  comment_type: 'comment',
  comment_parent: 0,
  user_id: 0,
});

const stored = (ids: number[]) =>
  test.db.selectFrom('comments').select(['comment_ID', 'comment_post_ID', 'comment_agent', 'comment_content']).where('comment_ID', 'in', ids).orderBy('comment_ID').execute();

describe('CommentRepository.insert', () => {
  it('answers the ids in the order of the rows, across statements, with every value as given', async () => {
    // Setup: posts interleaved, and contents (under TEXT's 64 KB each) long enough for three statements.
    const long = 'x'.repeat(60_000);
    const rows = Array.from({ length: 12 }, (_, n) => comment(910_001 + (n % 3), n, n % 4 === 3 ? undefined : long));
    expect(rows.reduce((sum, r) => sum + r.comment_content.length, 0)).toBeGreaterThan(2 * INSERT_TEXT_LENGTH);

    // Action
    const ids = await test.db.transaction().execute((trx) => new CommentRepository(trx).insert(rows));

    // Assert
    expect(ids).toHaveLength(12);
    const byId = new Map((await stored(ids)).map((r) => [r.comment_ID, r]));
    expect(ids.map((id) => byId.get(id)!.comment_agent)).toEqual(rows.map((r) => r.comment_agent));
    expect(ids.map((id) => byId.get(id)!.comment_post_ID)).toEqual(rows.map((r) => r.comment_post_ID));
    expect(ids.map((id) => byId.get(id)!.comment_content)).toEqual(rows.map((r) => r.comment_content));
  });
});
