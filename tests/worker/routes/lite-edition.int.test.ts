import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { HOST_CONTEXT_OPTION } from '../../../worker/src/services/host-context.service.js';
import { customPostType } from '../../support/field-context.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

/* The limited edition's cap of 5 custom post types, on a site that registered six. */

const TYPES = ['book', 'movie', 'album', 'recipe', 'event', 'course'];
const RUN = { count: 1, set_featured_image: false, auto_taxonomies: false, auto_comments: false };
let test: TestDatabase;
let worker: WorkerUnderTest;

const postsOf = async (type: string): Promise<number> => (await test.db.selectFrom('posts').select('ID').where('post_type', '=', type).execute()).length;

beforeAll(async () => {
  test = await createTestDatabase();
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const context = JSON.parse(row.option_value) as HostContext;
  for (const name of TYPES) context.post_types[name] = customPostType(name, name, `${name}s`);
  await test.db.updateTable('options').set({ option_value: JSON.stringify(context) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
  worker = await workerOn(test);
});
afterAll(async () => test.drop());

describe('limited edition: at most 5 custom post types', () => {
  it('refuses the sixth custom post type registered with 403 lite_limit naming the limit, on both generation routes, with nothing written', async () => {
    for (const path of ['/generate/posts', '/generate/posts/stream']) {
      // Action
      const res = await worker.call('POST', path, { ...RUN, post_type: 'course' }, 'lite');

      // Assert
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: 'lite_limit',
        message: 'The limited edition generates at most 5 custom post types, the first 5 registered on this site (book, movie, album, recipe, event); "course" is not one of them. The full edition has no such limit.',
      });
      expect(await postsOf('course')).toBe(0);
    }
  });

  it('generates the fifth custom post type and the core types', async () => {
    for (const type of ['event', 'page']) {
      // Setup
      const before = await postsOf(type);

      // Action
      const res = await worker.call('POST', '/generate/posts', { ...RUN, post_type: type }, 'lite');

      // Assert
      expect([type, res.status]).toEqual([type, 200]);
      expect(await postsOf(type)).toBe(before + 1);
    }
  });

  it('has no such limit in the full edition', async () => {
    // Action
    const res = await worker.call('POST', '/generate/posts', { ...RUN, post_type: 'course' });

    // Assert
    expect(res.status).toBe(200);
    expect(await postsOf('course')).toBe(1);
  });
});
