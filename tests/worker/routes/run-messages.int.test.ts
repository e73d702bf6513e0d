import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

/** The events of a streamed run, in order. */
const eventsOf = (text: string): Array<Record<string, unknown>> =>
  text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);

describe('a run\'s progress messages', () => {
  it('word a count of one in the singular', async () => {
    // Setup: one generated post, which the next run deletes first.
    const first = await files.worker.call('POST', '/generate/posts', { count: 1, set_featured_image: false, auto_comments: false, seed: 3 });
    expect(first.status).toBe(200);

    // Action
    const res = await files.worker.call('POST', '/generate/posts/stream', { count: 1, set_featured_image: false, auto_comments: false, delete_existing_before_generate: true, seed: 4 });

    // Assert
    expect(res.status).toBe(200);
    const infos = eventsOf(res.text).filter((e) => e.type === 'info').map((e) => e.message);
    expect(infos.slice(0, 2)).toEqual(['Deleted 1 previously generated post.', 'Planned 1 post.']);
    const left = await files.test.db.selectFrom('posts').select('ID').where('ID', 'in', first.body.ids as number[]).execute();
    expect(left).toEqual([]);
  });
});
