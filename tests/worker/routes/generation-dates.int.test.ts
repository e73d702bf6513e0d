import { HOST_CONTEXT_OPTION } from '../../../worker/src/services/host-context.service.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

let test: TestDatabase;
let worker: WorkerUnderTest;

beforeAll(async () => {
  test = await createTestDatabase();
  // A site in Berlin: an hour ahead of UTC in winter, two in summer.
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const context = JSON.parse(row.option_value) as { site: Record<string, unknown> };
  context.site = { ...context.site, timezone_string: 'Europe/Berlin', gmt_offset: 0 };
  await test.db.updateTable('options').set({ option_value: JSON.stringify(context) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
  worker = await workerOn(test);
});

afterAll(async () => test.drop());

describe('chosen post dates', () => {
  it('are site time, as post_date is: post_date_gmt follows from the site timezone at that date', async () => {
    // Action
    const res = await worker.call('POST', '/generate/posts', {
      count: 6,
      post_status: 'publish',
      set_featured_image: false,
      auto_comments: false,
      field_config: { core_fields: { post_date: { mode: 'choose', choose: { values: ['2026-01-31 14:05:00', '2026-07-01 14:05:00'] } } } },
    });

    // Assert: get_gmt_from_date() of each, from PHP on a site in Europe/Berlin.
    expect(res.status).toBe(200);
    const posts = await test.db.selectFrom('posts').select(['post_date', 'post_date_gmt', 'post_modified', 'post_modified_gmt']).where('ID', 'in', res.body.ids as number[]).execute();
    const gmtOf: Record<string, string> = { '2026-01-31 14:05:00': '2026-01-31 13:05:00', '2026-07-01 14:05:00': '2026-07-01 12:05:00' };
    expect(posts).toHaveLength(6);
    for (const p of posts) {
      expect(Object.keys(gmtOf)).toContain(p.post_date);
      expect(p).toEqual({ post_date: p.post_date, post_date_gmt: gmtOf[p.post_date], post_modified: p.post_date, post_modified_gmt: gmtOf[p.post_date] });
    }
  });
});
