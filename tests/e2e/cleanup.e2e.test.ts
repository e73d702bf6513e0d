import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * A cleanup of a large amount of generated content through WordPress: the worker then touches more
 * ids than fit in one X-SeedPress-Touched header line (curl stops at 100 KB), so it asks the shell
 * to flush the object cache instead. Before, WordPress answered 502 after the deletion had happened.
 */

const site = new WordPressSite();

describe('DELETE /cleanup/all after large runs, through WordPress', () => {
  it('answers 200 with the counts and leaves none of the generated posts', async () => {
    // Setup: 3,000 posts and 15,000 comments, about 110 KB of ids.
    const ids: number[] = [];
    for (let run = 0; run < 6; run++) {
      const res = await site.api('POST', '/generate/posts', {
        as: 'admin',
        body: { count: 500, set_featured_image: false, enable_variation: false, auto_taxonomies: false, populate_custom_fields: false, auto_comments: true, comments_per_post_min: 5, comments_per_post_max: 5, enable_comment_threading: false },
      });
      expect(res.status).toBe(200);
      ids.push(...(res.body as GenerationResult).ids);
    }

    // Action
    const res = await site.api('DELETE', '/cleanup/all', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    const body = res.body as { success: boolean; stats: { posts: number } };
    expect(body.success).toBe(true);
    expect(body.stats.posts).toBeGreaterThanOrEqual(3000);
    const statuses = await Promise.all([ids[0], ids.at(-1)].map(async (id) => (await fetch(`${site.url}/wp-json/wp/v2/posts/${id}`, { headers: { Authorization: site.basicAuth('admin') } })).status));
    expect(statuses).toEqual([404, 404]);
  });
});
