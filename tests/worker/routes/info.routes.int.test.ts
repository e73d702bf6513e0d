import { serialize } from 'php-serialize';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

async function addTerm(taxonomy: string, name: string, parent = 0): Promise<number> {
  const { insertId } = await files.test.db.insertInto('terms').values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), term_group: 0 }).executeTakeFirstOrThrow();
  await files.test.db.insertInto('term_taxonomy').values({ term_id: Number(insertId), taxonomy, description: `About ${name}`, parent, count: 0 }).execute();
  return Number(insertId);
}

describe('post type information', () => {
  it('lists public post types except pages and attachments, with counts per status', async () => {
    // Action
    const res = await files.worker.call('GET', '/cpts/all');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.result.map((t: { name: string }) => t.name)).toEqual(['post']);
    const post = res.body.result[0];
    expect(Object.keys(post).sort()).toEqual(['count', 'description', 'has_archive', 'hierarchical', 'label', 'labels', 'menu_icon', 'name', 'public', 'supports', 'taxonomies'].sort());
    expect(post).toMatchObject({ label: 'Posts', public: true, hierarchical: false, taxonomies: ['category', 'post_tag', 'post_format'] });
    expect(post.labels.singular_name).toBe('Post');
    expect(post.count).toMatchObject({ publish: 1, draft: 0, pending: 0, private: 0, future: 0, trash: 0 });
  });

  it('reports the supported features of a post type', async () => {
    // Action
    const res = await files.worker.call('GET', '/cpts/supports/page');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.result.post_type).toBe('page');
    const { supports } = res.body.result;
    // The spec's ten features always appear; newer WordPress versions register more (e.g. autosave).
    expect(supports).toMatchObject({
      title: true, editor: true, author: true, thumbnail: true, excerpt: false, trackbacks: false,
      'custom-fields': true, comments: true, revisions: true, 'post-formats': false, 'page-attributes': true,
    });
    expect(Object.entries(supports).filter(([, on]) => on !== true && on !== false)).toEqual([]);
  });

  it('refuses an unregistered post type with invalid_post_type', async () => {
    // Action
    const res = await files.worker.call('GET', '/cpts/supports/product');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_post_type', message: 'Post type "product" is not registered.' });
  });

  it('lists the taxonomies a template can configure for a post type', async () => {
    // Action
    const res = await files.worker.call('GET', '/templates/taxonomies/post');

    // Assert
    expect(res.status).toBe(200);
    const defaults = { modes: ['none', 'choose', 'create'], default: { mode: 'create', count_min: 1, count_max: 3, use_existing: true } };
    expect(res.body).toEqual({
      success: true,
      post_type: 'post',
      taxonomies: [
        { name: 'category', label: 'Categories', hierarchical: true, public: true, term_count: 1, ...defaults },
        { name: 'post_tag', label: 'Tags', hierarchical: false, public: true, term_count: 0, ...defaults },
      ],
    });
  });

  it('tells whether a post was generated, and 404 for a missing post', async () => {
    // Setup
    await files.test.db.insertInto('postmeta').values([
      { post_id: 1, meta_key: '_seedpress_generated', meta_value: '1' },
      { post_id: 1, meta_key: '_seedpress_template_id', meta_value: '7' },
    ]).execute();

    // Action
    const generated = await files.worker.call('GET', '/post-meta/1');
    const handMade = await files.worker.call('GET', '/post-meta/2');
    const missing = await files.worker.call('GET', '/post-meta/999999');

    // Assert
    expect(generated.body).toEqual({ success: true, is_generated: true, template_id: 7 });
    expect(handMade.body).toEqual({ success: true, is_generated: false, template_id: 0 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'not_found', message: 'Post 999999 not found.' });
  });
});

describe('taxonomy information', () => {
  it('lists public taxonomies with term counts in the legacy envelope', async () => {
    // Action
    const res = await files.worker.call('GET', '/taxonomies/all');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const byName = Object.fromEntries(res.body.result.map((t: { name: string }) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['category', 'post_tag']);
    expect(byName.category).toMatchObject({ label: 'Categories', hierarchical: true, public: true, post_types: ['post'], count: 1 });
    expect(byName.category.labels.singular_name).toBe('Category');
  });

  it('lists, searches and filters terms by parent', async () => {
    // Setup
    const news = await addTerm('category', 'News');
    await addTerm('category', 'Local News', news);
    await addTerm('category', 'Sports');
    await addTerm('post_tag', 'Newsletter');

    // Action
    const all = await files.worker.call('GET', '/taxonomies/category/terms');
    const search = await files.worker.call('GET', '/taxonomies/category/terms?search=news');
    const children = await files.worker.call('GET', `/taxonomies/category/terms?parent=${news}`);
    const limited = await files.worker.call('GET', '/taxonomies/category/terms?per_page=2');

    // Assert
    expect(all.status).toBe(200);
    expect(all.body.terms.map((t: { name: string }) => t.name)).toEqual(['Local News', 'News', 'Sports', 'Uncategorized']);
    expect(all.body.total).toBe(4);
    expect(search.body.terms.map((t: { name: string }) => t.name)).toEqual(['Local News', 'News']);
    expect(children.body).toEqual({
      success: true,
      taxonomy: 'category',
      terms: [{ id: news + 1, name: 'Local News', slug: 'local-news', parent: news, count: 0, description: 'About Local News' }],
      total: 1,
    });
    expect(limited.body.terms).toHaveLength(2);
    expect(limited.body.total).toBe(4);
  });

  it('refuses an unregistered taxonomy with invalid_taxonomy', async () => {
    // Action
    const res = await files.worker.call('GET', '/taxonomies/genre/terms');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_taxonomy', message: 'Taxonomy "genre" is not registered.' });
  });
});

describe('catalogs', () => {
  it('lists the thirteen languages with the site default', async () => {
    // Action
    const res = await files.worker.call('GET', '/languages');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.languages).toHaveLength(13);
    expect(res.body.languages[2]).toEqual({ code: 'de_DE', name: 'German', native_name: 'Deutsch', flag: '🇩🇪' });
    expect(res.body.default).toBe('en_US');
  });

  it('lists the image providers and categories with the configured default', async () => {
    // Action
    const res = await files.worker.call('GET', '/image-providers');

    // Assert
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.providers)).toEqual(['photos_keyword', 'photos_curated', 'photos_random', 'placeholder']);
    expect(res.body.providers.photos_curated).toMatchObject({ supports_category: true, requires_api_key: true, configured: false });
    expect(res.body.providers.photos_random).toMatchObject({ supports_category: false, requires_api_key: false, configured: true });
    expect(Object.keys(res.body.categories)).toHaveLength(14);
    expect(res.body.categories['real-estate']).toBe('Real Estate');
    expect(res.body.default).toBe('photos_keyword');
  });

  it('lists the variation profiles', async () => {
    // Action
    const res = await files.worker.call('GET', '/variation-profiles');

    // Assert
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.profiles)).toEqual(['random', 'minimal', 'partial']);
    expect(res.body.default).toBe('random');
  });
});

describe('site information', () => {
  it('returns the plugin URLs with the nonce of the token', async () => {
    // Action
    const res = await files.worker.call('GET', '/urls');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(Object.keys(res.body.urls)).toEqual([
      'plugin_url', 'api_url', 'admin_url', 'ajax_url', 'logo_url', 'plugin_dir', 'plugin_file', 'plugin_name', 'nonce', 'version',
    ]);
    expect(res.body.urls).toMatchObject({ plugin_name: 'SeedPress', nonce: 'test-nonce', version: '0.1.0' });
    expect(res.body.urls.api_url).toMatch(/\/wp-json\/$/);
    expect(res.body.urls.ajax_url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
  });

  it('reports no field plugins on a site without any, and none as addons', async () => {
    // Action
    const plugins = await files.worker.call('GET', '/detected-plugins');
    const addons = await files.worker.call('GET', '/addons');

    // Assert
    expect(plugins.body).toEqual({ success: true, plugins: [], summary: { total: 0, active: 0, inactive: 0 } });
    expect(addons.body).toEqual({ success: true, addons: [], total: 0 });
  });
});

describe('users', () => {
  async function addUser(login: string, displayName: string, role: string): Promise<void> {
    const { insertId } = await files.test.db.insertInto('users').values({
      user_login: login, user_pass: '$P$x', user_nicename: login, user_email: `${login}@example.test`, user_url: '',
      user_registered: '2026-01-01 00:00:00', user_activation_key: '', user_status: 0, display_name: displayName,
    }).executeTakeFirstOrThrow();
    await files.test.db.insertInto('usermeta').values({ user_id: Number(insertId), meta_key: `${files.test.config.prefix}capabilities`, meta_value: serialize({ [role]: true }) }).execute();
  }

  beforeAll(async () => {
    await addUser('zoe', 'Zoë Author', 'author');
    await addUser('eddie', 'Eddie Editor', 'editor');
  });

  it('lists users with their roles, filtered by role and search', async () => {
    // Action
    const all = await files.worker.call('GET', '/users');
    const authors = await files.worker.call('GET', '/users?roles[]=author&roles[]=editor');
    const search = await files.worker.call('GET', '/users?search=zo');

    // Assert
    expect(all.status).toBe(200);
    expect(all.body.users.map((u: { login: string }) => u.login)).toEqual(['admin', 'eddie', 'zoe']);
    expect(all.body.total).toBe(3);
    expect(all.body.users[0]).toMatchObject({ id: 1, login: 'admin', roles: ['administrator'] });
    expect(authors.body.users.map((u: { login: string; roles: string[] }) => [u.login, u.roles])).toEqual([['eddie', ['editor']], ['zoe', ['author']]]);
    expect(search.body).toEqual({
      success: true,
      users: [{ id: expect.any(Number), login: 'zoe', email: 'zoe@example.test', display_name: 'Zoë Author', roles: ['author'] }],
      total: 1,
    });
  });

  it('lists the roles with their display names', async () => {
    // Action
    const res = await files.worker.call('GET', '/users/roles');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual([
      { slug: 'administrator', name: 'Administrator' },
      { slug: 'editor', name: 'Editor' },
      { slug: 'author', name: 'Author' },
      { slug: 'contributor', name: 'Contributor' },
      { slug: 'subscriber', name: 'Subscriber' },
    ]);
  });
});

describe('sync status', () => {
  it('records a baseline on first look, then reports no changes until marked seen', async () => {
    // Action
    const first = await files.worker.call('GET', '/sync/status');
    const second = await files.worker.call('GET', '/sync/status');
    const seen = await files.worker.call('POST', '/sync/mark-seen');

    // Assert
    expect(first.body.status).toMatchObject({ has_changes: false, seen: true, changed_post_types: [] });
    expect(first.headers['x-seedpress-touched']).toBe('{"options":["seedpress_sync_state"]}');
    expect(second.headers['x-seedpress-touched']).toBeUndefined();
    expect(second.body.status.last_seen_at).toBe(first.body.status.last_seen_at);
    expect(seen.body).toMatchObject({ success: true, message: 'Changes marked as seen.', status: { has_changes: false, seen: true } });
  });

  it('reports post types whose registration changed since the baseline', async () => {
    // Setup: pretend the baseline was taken when "page" looked different and "book" existed.
    const stored = await files.test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_sync_state').executeTakeFirstOrThrow();
    const state = (await import('php-serialize')).unserialize(stored.option_value) as { signatures: Record<string, string>; labels: Record<string, string> };
    state.signatures.page = 'different';
    state.signatures.book = 'gone';
    state.labels.book = 'Books';
    await files.test.db.updateTable('options').set({ option_value: serialize(state) }).where('option_name', '=', 'seedpress_sync_state').execute();

    // Action
    const res = await files.worker.call('GET', '/sync/status');

    // Assert
    expect(res.body.status).toMatchObject({
      has_changes: true,
      seen: false,
      changed_post_types: [
        { post_type: 'page', label: 'Pages', change: 'changed' },
        { post_type: 'book', label: 'Books', change: 'removed' },
      ],
    });
  });
});
