import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

/*
 * The per-request capacity on every generate route, with the capacity_override setting: refused
 * before anything is written (on the event stream before the stream starts), after the limited
 * edition's own 10 posts.
 */

const RUN = { set_featured_image: false, auto_taxonomies: false, enable_variation: false };
const rows = async (): Promise<number[]> =>
  Promise.all((['posts', 'terms', 'users', 'seedpress_history'] as const).map(async (table) =>
    Number((await files.test.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
const refusal = (noun: string, asked: number) => ({
  success: false,
  code: 'invalid_count',
  message: `At most 12 ${noun} per request on this site (the capacity_override setting); ${asked} were asked for. Send several requests of at most 12 (both command lines do), or change the capacity_override setting.`,
});

beforeAll(async () => {
  expect((await files.worker.call('POST', '/settings', { capacity_override: 12 })).status).toBe(200);
});

describe('per-request capacity on the generate routes', () => {
  it.each([
    ['/generate/posts', { ...RUN, count: 13 }, refusal('posts', 13)],
    ['/generate/posts/stream', { ...RUN, count: 13 }, refusal('posts', 13)],
    ['/generate/terms', { taxonomy: 'post_tag', count: 13 }, refusal('terms', 13)],
    ['/generate/terms', { taxonomy: 'category', generate_hierarchy: true, depth: 2, breadth: 4 }, refusal('terms', 20)],
    ['/generate/users', { count: 13, generate_avatars: false }, refusal('users', 13)],
  ])('%s refuses %j above the capacity with nothing written', async (path, body, expected) => {
    // Setup
    const before = await rows();

    // Action
    const res = await files.worker.call('POST', path, body);

    // Assert
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(expected);
    expect(await rows()).toEqual(before);
  });

  it('makes a run of exactly the capacity', async () => {
    // Action
    const res = await files.worker.call('POST', '/generate/posts', { ...RUN, count: 12 });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 12 });
  });

  it('holds the limited edition to its own 10 posts first', async () => {
    // Setup
    expect((await files.worker.call('POST', '/settings', { capacity_override: 10 })).status).toBe(200);
    const before = await rows();

    // Action
    const res = await files.worker.call('POST', '/generate/posts', { ...RUN, count: 11 }, 'lite');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_count', message: 'count must be between 1 and 10.' });
    expect(await rows()).toEqual(before);
  });
});
