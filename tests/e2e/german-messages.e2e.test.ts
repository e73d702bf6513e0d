import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * A German site shows the worker's messages that carry counts whole in German, each count with
 * its plural form: the shell words them again through the plugin's translation.
 */

const site = new WordPressSite();

describe('the worker\'s messages on a German site, through WordPress', () => {
  beforeAll(() => {
    // Written past update_option(), which keeps only languages whose core files are installed (SeedPress's German needs none).
    runWordPressPhp("global $wpdb; $wpdb->replace($wpdb->options, ['option_name' => 'WPLANG', 'option_value' => 'de_DE', 'autoload' => 'on']);");
  });
  afterAll(async () => {
    runWordPressPhp("delete_option('WPLANG');");
    // The run's generated authors and their history go too.
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
  });

  it('answers an unknown history entry in German', async () => {
    // Action
    const res = await site.api('DELETE', '/history/999999', { as: 'admin' });

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: 'Verlaufseintrag 999999 nicht gefunden.' });
  });

  it('says in German, in the singular, that one generated post was deleted for good', async () => {
    // Setup
    const run = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 1, set_featured_image: false, auto_taxonomies: false, auto_comments: false, populate_custom_fields: false } });
    expect(run.status).toBe(200);
    const [id] = (run.body as GenerationResult).ids;

    // Action
    const res = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids: [id], force: true } });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deleted: 1, message: '1 erzeugter Beitrag endgültig gelöscht.' });
    const status = (await fetch(`${site.url}/wp-json/wp/v2/posts/${id}`, { headers: { Authorization: site.basicAuth('admin') } })).status;
    expect(status).toBe(404);
  });
});
