import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import type { TermGenerationResult } from '../../worker/src/services/generation/term-generation.service.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The general settings that decide what deletion takes along: delete_media_with_posts for posts
 * deleted for good, delete_related_* for DELETE /cleanup/all. Each test puts the settings back.
 */

const site = new WordPressSite();

async function withSettings(settings: Record<string, boolean>, work: () => Promise<void>): Promise<void> {
  const before = ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Record<string, unknown> } }).settings.general;
  const saved = await site.api('POST', '/settings', { as: 'admin', body: settings });
  expect(saved.status).toBe(200);
  try {
    await work();
  } finally {
    const restore = Object.fromEntries(Object.keys(settings).map((key) => [key, before[key]]));
    await site.api('POST', '/settings', { as: 'admin', body: restore });
  }
}

/** Which of these posts (any type) still exist, and which of these files. */
function existing(ids: number[]): number[] {
  return JSON.parse(runWordPressPhp('echo json_encode(array_values(array_filter(json_decode(stream_get_contents(STDIN), true), fn($id) => null !== get_post($id))));', JSON.stringify(ids))) as number[];
}

function thumbnails(postIds: number[]): number[] {
  return JSON.parse(runWordPressPhp('echo json_encode(array_map(fn($id) => (int) get_post_thumbnail_id($id), json_decode(stream_get_contents(STDIN), true)));', JSON.stringify(postIds))) as number[];
}

const postsWithImages = async (): Promise<number[]> => {
  const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 2, enable_variation: false, set_featured_image: true, download_images: true, image_provider: 'placeholder', auto_taxonomies: false, populate_custom_fields: false } });
  expect(res.status).toBe(200);
  return (res.body as GenerationResult).ids;
};

describe('deletion settings', () => {
  it('delete_media_with_posts: a post deleted for good takes its generated featured image along, and keeps it without the setting', async () => {
    await withSettings({ delete_media_with_posts: true }, async () => {
      // Setup
      const posts = await postsWithImages();
      const images = thumbnails(posts);

      // Action
      const res = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids: posts, force: true } });

      // Assert
      expect(res.status).toBe(200);
      expect(images.every((id) => id > 0)).toBe(true);
      expect(existing([...posts, ...images])).toEqual([]);
    });
    await withSettings({ delete_media_with_posts: false }, async () => {
      // Setup
      const posts = await postsWithImages();
      const images = thumbnails(posts);

      // Action
      await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids: posts, force: true } });

      // Assert
      try {
        expect(existing([...posts, ...images])).toEqual(images);
      } finally {
        await site.api('DELETE', '/cleanup/all', { as: 'admin' });
      }
    });
  });

  it('delete_related_terms off: DELETE /cleanup/all keeps the generated terms, which then are the site\'s own (the history is cleared)', async () => {
    // Setup
    const terms = (await site.api('POST', '/generate/terms', { as: 'admin', body: { count: 3 } })).body as TermGenerationResult;
    const termsLeft = (): number => Number(runWordPressPhp('echo count(array_filter(json_decode(stream_get_contents(STDIN), true), fn($id) => null !== get_term($id)));', JSON.stringify(terms.ids)));

    try {
      await withSettings({ delete_related_terms: false }, async () => {
        // Action
        const res = await site.api('DELETE', '/cleanup/all', { as: 'admin' });

        // Assert
        expect(res.status).toBe(200);
        expect((res.body as { stats: { terms: number } }).stats.terms).toBe(0);
        expect(termsLeft()).toBe(3);
      });
      const again = await site.api('DELETE', '/cleanup/all', { as: 'admin' });
      expect((again.body as { stats: { terms: number } }).stats.terms).toBe(0);
      expect(termsLeft()).toBe(3);
    } finally {
      runWordPressPhp('foreach (json_decode(stream_get_contents(STDIN), true) as $id) { wp_delete_term($id, "category"); }', JSON.stringify(terms.ids));
    }
  });
});
