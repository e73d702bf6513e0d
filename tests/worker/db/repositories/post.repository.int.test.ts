import { PostWriteRepository, type NewPostRow } from '../../../../worker/src/db/repositories/post.repository.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** Even rows have a known guid and a slug; odd ones get their guid from their id (as plain links do). */
const rows = (tag: string): NewPostRow[] =>
  Array.from({ length: 6 }, (_, n) => ({
    marker: `seedpress:${tag}:${n}`,
    row: {
      post_author: 1, post_date: '2026-01-01 10:00:00', post_date_gmt: '2026-01-01 10:00:00', post_content: `content ${n}`,
      post_title: `${tag} ${n}`, post_excerpt: '', post_status: n % 2 === 0 ? 'publish' : 'draft', comment_status: 'open',
      ping_status: 'open', post_password: '', post_name: n % 2 === 0 ? `${tag}-${n}` : '', to_ping: '', pinged: '',
      post_modified: '2026-01-01 10:00:00', post_modified_gmt: '2026-01-01 10:00:00', post_content_filtered: '',
      post_parent: 0, menu_order: 0, post_type: 'post', post_mime_type: '', comment_count: 0,
    },
    guid: n % 2 === 0 ? `http://example.test/${tag}-${n}/` : (id: number) => `http://example.test/?p=${id}`,
  }));

describe('PostWriteRepository.insertPosts', () => {
  it('answers the ids in row order (read back by slug and by marker) and the guids still to write', async () => {
    // Setup
    const input = rows('readback');

    // Action
    const { ids, pendingGuids } = await test.db.transaction().execute((trx) => new PostWriteRepository(trx).insertPosts(input));

    // Assert
    const stored = await test.db.selectFrom('posts').select(['ID', 'post_title', 'guid']).where('ID', 'in', ids).execute();
    const byId = new Map(stored.map((r) => [r.ID, r]));
    expect(ids.map((id) => byId.get(id)?.post_title)).toEqual(input.map((r) => r.row.post_title));
    expect(ids.map((id) => byId.get(id)?.guid)).toEqual(input.map((r) => (typeof r.guid === 'string' ? r.guid : r.marker)));
    expect(pendingGuids).toEqual(ids.filter((_, n) => n % 2 === 1).map((id) => ({ id, value: `http://example.test/?p=${id}` })));
  });
});
