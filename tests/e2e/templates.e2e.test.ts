import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import type { TemplateView } from '../../worker/src/services/templates/template-views.js';
import { startPhpServer, type RunningProcess } from '../support/processes.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The template endpoints through WordPress, in both editions, and posts generated with a
 * template and with a variant, read back with core's get_post() and get_post_meta().
 */

const site = new WordPressSite();
const created = new Set<number>();
let lite: RunningProcess;
let liteSite: WordPressSite;

const TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const RECIPE = {
  field_config: { core_fields: { post_title: { mode: 'choose', choose: { values: ['Spring sale', 'Summer sale'], selection_mode: 'rotational' } }, post_excerpt: { mode: 'choose', choose: { values: ['Everything must go.'], selection_mode: 'random' } } } },
  taxonomy_config: { category: { mode: 'create', count_min: 1, count_max: 1, use_existing: false }, post_tag: { mode: 'none' } },
  settings: { count: 2, post_status: 'draft', set_featured_image: false, auto_comments: false },
};

/** Answers read member by member below; each assertion states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; body: any };

async function call(method: string, path: string, body?: unknown, on: WordPressSite = site): Promise<Reply> {
  return on.api(method, path, { as: 'admin', body });
}

async function createTemplate(body: Record<string, unknown>): Promise<TemplateView> {
  const res = await call('POST', '/templates', body);
  expect(res.status).toBe(200);
  const template = (res.body as { template: TemplateView }).template;
  created.add(template.id);
  return template;
}

/** What core reads back of generated posts: title, excerpt, status, categories, tags and the template meta. */
function corePosts(ids: number[]): Array<{ title: string; excerpt: string; status: string; categories: number; tags: number; template: string }> {
  return JSON.parse(runWordPressPhp(`
    $ids = json_decode(stream_get_contents(STDIN), true);
    echo json_encode(array_map(fn($id) => ['title' => get_post($id)->post_title, 'excerpt' => get_post($id)->post_excerpt, 'status' => get_post($id)->post_status,
      'categories' => count(wp_get_post_categories($id)), 'tags' => count(wp_get_post_tags($id)), 'template' => get_post_meta($id, '_seedpress_template_id', true)], $ids));
  `, JSON.stringify(ids)));
}

async function removePosts(ids: number[]): Promise<void> {
  if (ids.length > 0) expect((await call('DELETE', '/generate/delete', { type: 'post', ids, force: true })).status).toBe(200);
  expect((await call('DELETE', '/generate/delete', { type: 'term' })).status).toBe(200);
  expect((await call('DELETE', '/generate/delete', { type: 'user' })).status).toBe(200);
}

beforeAll(async () => {
  lite = await startPhpServer(site.env, { SEEDPRESS_EDITION: 'lite' });
  liteSite = site.at(lite.url);
});
afterAll(async () => {
  for (const id of [...created].reverse()) await call('DELETE', `/templates/${id}`);
  await lite.stop();
});

describe('templates through WordPress', () => {
  it('lists the supplied starters for posts and pages, filtered by post type and kind', async () => {
    // Action
    const all = await call('GET', '/templates');
    const system = await call('GET', '/templates?is_system=true&post_type=page');

    // Assert
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: expect.any(Number), stale: expect.any(Array) });
    expect(all.body.adapter_info).toMatchObject({ post: { fields: [], taxonomies: ['category', 'post_tag'], adapters: [] } });
    expect(system.body).toEqual({
      success: true,
      templates: [{ id: expect.any(Number), name: 'Page', description: expect.any(String), post_type: 'page', is_default: false, is_system: true, parent_id: null, created_at: TIMESTAMP, updated_at: TIMESTAMP }],
      total: 1,
      stale: [],
      adapter_info: all.body.adapter_info,
    });
  });

  it('creates, shows and updates a template: only the members sent change', async () => {
    // Action
    const template = await createTemplate({ name: '  Sales  ', description: 'Seasonal sales', post_type: 'post', ...RECIPE });
    const shown = await call('GET', `/templates/${template.id}`);
    const updated = await call('PUT', `/templates/${template.id}`, { name: 'Sales 2027', settings: { count: 4 } });

    // Assert
    expect(template).toEqual({
      id: expect.any(Number), name: 'Sales', description: 'Seasonal sales', post_type: 'post', is_default: false, is_system: false, parent_id: null,
      created_at: TIMESTAMP, updated_at: TIMESTAMP, ...RECIPE, config_overrides: {}, linked_parents: [],
    });
    expect(shown.body).toEqual({ success: true, template });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: true, message: 'Template "Sales 2027" updated.', template: { ...template, name: 'Sales 2027', settings: { ...RECIPE.settings, count: 4 }, updated_at: TIMESTAMP } });
  });

  it.each([
    ['an unknown post type', { name: 'x', post_type: 'nope' }, 'invalid_post_type', 'Post type "nope" is not registered.'],
    ['a taxonomy the post type lacks', { name: 'x', post_type: 'page', taxonomy_config: { category: { mode: 'none' } } }, 'invalid_taxonomy', 'Taxonomy "category" is not registered for post type "page".'],
    ['a taxonomy that is not registered', { name: 'x', post_type: 'post', taxonomy_config: { genre: { mode: 'create' } } }, 'invalid_taxonomy', 'Taxonomy "genre" is not registered.'],
    ['WordPress\'s own post type', { name: 'x', post_type: 'wp_navigation' }, 'invalid_post_type', 'Post type "wp_navigation" is internal to WordPress (it is WordPress\'s own data, written by core itself); SeedPress does not generate it.'],
    ['a custom field no plugin defines and no type', { name: 'x', post_type: 'post', field_config: { custom_fields: { isbn: { mode: 'create' } } } }, 'invalid_parameter', 'Invalid parameter: field_config.custom_fields.isbn is not defined by any active field plugin and gives no field_type.'],
    ['a term that does not exist', { name: 'x', post_type: 'post', taxonomy_config: { category: { mode: 'choose', term_ids: [987654] } } }, 'invalid_parameter', 'Invalid parameter: taxonomy_config.category.term_ids has no term 987654 in category.'],
    ['a name of spaces', { name: '   ', post_type: 'post' }, 'invalid_parameter', 'Invalid parameter: name must not be empty.'],
    ['more comments at least than at most', { name: 'x', post_type: 'post', settings: { comments_per_post_min: 9, comments_per_post_max: 2 } }, 'invalid_parameter', expect.stringContaining('comments_per_post_min')],
    ['a count over 500', { name: 'x', post_type: 'post', settings: { count: 501 } }, 'invalid_count', 'settings.count must be between 1 and 500.'],
  ])('refuses %s with a 400 that names it, and saves nothing', async (_case, body, code, message) => {
    // Setup
    const before = (await call('GET', '/templates')).body.total;

    // Action
    const res = await call('POST', '/templates', body);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code, message });
    expect((await call('GET', '/templates')).body.total).toBe(before);
  });

  it('refuses a new post_type on update and an unknown template with 404', async () => {
    // Setup
    const template = await createTemplate({ name: 'Fixed type', post_type: 'post' });

    // Action
    const moved = await call('PUT', `/templates/${template.id}`, { post_type: 'page' });
    const missing = await call('GET', '/templates/987654');

    // Assert
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ success: false, code: 'invalid_parameter' });
    expect((await call('GET', `/templates/${template.id}`)).body.template.post_type).toBe('post');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'not_found', message: 'Template 987654 not found.' });
  });

  it('keeps one default per post type on every path that sets one; a duplicate is never default', async () => {
    // Action
    const first = await createTemplate({ name: 'First', post_type: 'post', is_default: true });
    const second = await createTemplate({ name: 'Second', post_type: 'post', is_default: true });
    const afterCreate = await call('GET', '/templates?post_type=post');
    const back = await call('POST', `/templates/${first.id}/default`);
    const copy = await call('POST', `/templates/${first.id}/duplicate`);
    created.add(copy.body.template.id);
    const viaUpdate = await call('PUT', `/templates/${second.id}`, { is_default: true });

    // Assert
    const defaults = (body: Record<string, unknown>): number[] => (body.templates as Array<{ id: number; is_default: boolean }>).filter((t) => t.is_default).map((t) => t.id);
    expect(defaults(afterCreate.body)).toEqual([second.id]);
    expect(back.body).toMatchObject({ success: true, message: 'Template "First" is now the default for post.', template: { id: first.id, is_default: true } });
    expect(copy.body).toMatchObject({ success: true, message: 'Template duplicated as "First (Copy)".', template: { name: 'First (Copy)', is_default: false, is_system: false } });
    expect(viaUpdate.body.template.is_default).toBe(true);
    expect(defaults((await call('GET', '/templates?post_type=post')).body)).toEqual([second.id]);
    expect((await call('GET', '/templates?post_type=page')).body.templates.every((t: { is_default: boolean }) => !t.is_default)).toBe(true);
  });

  it('keeps starters read-only and duplicates them into user templates', async () => {
    // Setup
    const starter = (await call('GET', '/templates?is_system=true&post_type=post')).body.templates[0] as TemplateView;

    // Action
    const changed = await call('PUT', `/templates/${starter.id}`, { name: 'Mine' });
    const deleted = await call('DELETE', `/templates/${starter.id}`);
    const copy = await call('POST', `/templates/${starter.id}/duplicate`);
    created.add(copy.body.template.id);

    // Assert
    expect(changed.status).toBe(403);
    expect(changed.body).toEqual({ success: false, code: 'system_template_readonly', message: `Template ${starter.id} is supplied with SeedPress and cannot be changed; duplicate it to make your own.` });
    expect(deleted.status).toBe(403);
    expect((await call('GET', `/templates/${starter.id}`)).body.template.name).toBe(starter.name);
    const full = (await call('GET', `/templates/${starter.id}`)).body.template as TemplateView;
    expect(copy.body.template).toMatchObject({ name: `${starter.name} (Copy)`, is_system: false, field_config: full.field_config, taxonomy_config: full.taxonomy_config, settings: full.settings });
  });

  it('makes a variant whose effective recipe is the parent\'s with its overrides; deleting the parent takes it and can promote another default', async () => {
    // Setup
    const parent = await createTemplate({ name: 'Parent', post_type: 'post', is_default: true, ...RECIPE });
    const other = await createTemplate({ name: 'Other', post_type: 'post' });

    // Action
    const res = await call('POST', `/templates/${parent.id}/variant`, { name: 'Published', config_overrides: { settings: { post_status: 'publish' }, field_config: { core_fields: { post_excerpt: { mode: 'none' } } } } });
    const variant = res.body.template as TemplateView;
    created.add(variant.id);
    const effective = await call('GET', `/templates/${variant.id}/effective-config`);
    const ofParent = await call('GET', `/templates/${parent.id}/effective-config`);

    // Assert
    expect(res.body).toEqual({
      success: true, message: 'Variant "Published" created.',
      template: {
        id: expect.any(Number), name: 'Published', description: '', post_type: 'post', is_default: false, is_system: false, parent_id: parent.id, created_at: TIMESTAMP, updated_at: TIMESTAMP,
        field_config: {}, taxonomy_config: {}, settings: {},
        config_overrides: { settings: { post_status: 'publish' }, field_config: { core_fields: { post_excerpt: { mode: 'none' } } } },
        linked_parents: [{ id: parent.id, name: 'Parent' }],
      },
    });
    expect(effective.body).toEqual({
      success: true, template_id: variant.id, parent_id: parent.id,
      config: {
        field_config: { core_fields: { ...RECIPE.field_config.core_fields, post_excerpt: { mode: 'none' } } },
        taxonomy_config: RECIPE.taxonomy_config,
        settings: { ...RECIPE.settings, post_status: 'publish' },
      },
    });
    expect(ofParent.body).toEqual({ success: true, template_id: parent.id, parent_id: null, config: RECIPE });

    // Action: the parent goes, with its variant; another becomes the default.
    const removed = await call('DELETE', `/templates/${parent.id}?new_default_id=${other.id}`);

    // Assert
    expect(removed.body).toEqual({ success: true, message: `Template ${parent.id} deleted with 1 variant.`, variants_deleted: 1 });
    expect((await call('GET', `/templates/${variant.id}`)).status).toBe(404);
    expect((await call('GET', `/templates/${other.id}`)).body.template.is_default).toBe(true);
    created.delete(parent.id);
    created.delete(variant.id);
  });

  it('generates with a template: its settings and recipe, its id on every post, its name in the history', async () => {
    // Setup
    const template = await createTemplate({ name: 'Drafts of sales', post_type: 'post', ...RECIPE });

    // Action
    const res = await call('POST', '/generate/posts', { template_id: template.id, seed: 3 });
    const body = res.body as GenerationResult;

    // Assert
    try {
      expect(res.status).toBe(200);
      expect(body.count).toBe(2);
      expect(corePosts(body.ids)).toEqual([
        { title: 'Spring sale', excerpt: 'Everything must go.', status: 'draft', categories: 1, tags: 0, template: String(template.id) },
        { title: 'Summer sale', excerpt: 'Everything must go.', status: 'draft', categories: 1, tags: 0, template: String(template.id) },
      ]);
      const history = (await call('GET', '/history?type=post&limit=10')).body.history as Array<{ content_id: string | number; template_name: string | null }>;
      expect(history.filter((h) => body.ids.includes(Number(h.content_id))).map((h) => h.template_name)).toEqual(['Drafts of sales', 'Drafts of sales']);
    } finally {
      await removePosts(body.ids ?? []);
    }
  });

  it('generates with a variant: the field it overrides differs, every other follows the parent; inline values still win', async () => {
    // Setup
    const parent = await createTemplate({ name: 'Sales parent', post_type: 'post', ...RECIPE });
    const variant = (await call('POST', `/templates/${parent.id}/variant`, { name: 'Sales, other excerpt', config_overrides: { field_config: { core_fields: { post_excerpt: { mode: 'choose', choose: { values: ['Last chance.'], selection_mode: 'random' } } } } } })).body.template as TemplateView;
    created.add(variant.id);

    // Action
    const res = await call('POST', '/generate/posts', { template_id: variant.id, seed: 3, post_status: 'pending', count: 1 });
    const body = res.body as GenerationResult;

    // Assert
    try {
      expect(res.status).toBe(200);
      expect(corePosts(body.ids)).toEqual([{ title: 'Spring sale', excerpt: 'Last chance.', status: 'pending', categories: 1, tags: 0, template: String(variant.id) }]);
    } finally {
      await removePosts(body.ids ?? []);
    }
  });

  it('with child_generate_behavior parent_chain, a variant\'s run generates its parent\'s posts too', async () => {
    // Setup
    const parent = await createTemplate({ name: 'Chain parent', post_type: 'post', ...RECIPE });
    const variant = (await call('POST', `/templates/${parent.id}/variant`, { name: 'Chain child', config_overrides: { settings: { count: 1, post_status: 'publish' } } })).body.template as TemplateView;
    created.add(variant.id);
    expect((await call('POST', '/settings', { child_generate_behavior: 'parent_chain' })).status).toBe(200);

    // Action
    let body: GenerationResult | undefined;
    try {
      const res = await call('POST', '/generate/posts', { template_id: variant.id, seed: 4 });
      body = res.body as GenerationResult;

      // Assert: the parent's two drafts, then the variant's one published post.
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ success: true, count: 3, message: '3 posts generated successfully' });
      expect(corePosts(body.ids).map((p) => [p.status, p.template])).toEqual([['draft', String(parent.id)], ['draft', String(parent.id)], ['publish', String(variant.id)]]);
    } finally {
      await call('POST', '/settings', { child_generate_behavior: 'ask' });
      await removePosts(body?.ids ?? []);
    }
  });

  it('uses the post type\'s default template when none is named, as auto_select_default_template says', async () => {
    // Setup
    const template = await createTemplate({ name: 'Default drafts', post_type: 'post', is_default: true, ...RECIPE });

    // Action
    const withDefault = await call('POST', '/generate/posts', { post_type: 'post', seed: 5 });
    await call('POST', '/settings', { auto_select_default_template: false });
    const without = await call('POST', '/generate/posts', { post_type: 'post', seed: 5, count: 1, set_featured_image: false });
    await call('POST', '/settings', { auto_select_default_template: true });

    // Assert
    const ids = [...(withDefault.body as GenerationResult).ids, ...(without.body as GenerationResult).ids];
    try {
      expect(corePosts((withDefault.body as GenerationResult).ids).map((p) => p.template)).toEqual([String(template.id), String(template.id)]);
      expect(corePosts((without.body as GenerationResult).ids).map((p) => p.template)).toEqual(['']);
    } finally {
      await call('DELETE', `/templates/${template.id}`);
      created.delete(template.id);
      await removePosts(ids);
    }
  });

  it('exports templates without ids or site data and imports them as new ones, each reported', async () => {
    // Setup
    const template = await createTemplate({ name: 'To travel', description: 'Goes elsewhere', post_type: 'post', ...RECIPE });

    // Action
    const exported = await call('GET', `/templates/export?ids[]=${template.id}`);
    const doc = exported.body as { templates: Array<Record<string, unknown>> };
    const imported = await call('POST', '/templates/import', { templates: [...doc.templates, { ...doc.templates[0], name: 'Lost', post_type: 'product' }] });
    const results = imported.body.results as Array<{ id: number | null }>;
    for (const r of results) if (r.id) created.add(r.id);

    // Assert
    expect(exported.body).toEqual({ success: true, templates: [{ name: 'To travel', description: 'Goes elsewhere', post_type: 'post', ...RECIPE }], count: 1, version: '1.0', exported: TIMESTAMP });
    expect(imported.body).toEqual({
      success: true,
      message: '1 template imported, 1 failed.',
      results: [{ success: true, name: 'To travel', id: expect.any(Number) }, { success: false, name: 'Lost', id: null, message: 'Post type "product" is not registered.' }],
    });
    expect(results[0]!.id).not.toBe(template.id);
    expect((await call('GET', `/templates/${results[0]!.id}`)).body.template).toMatchObject({ name: 'To travel', is_default: false, ...RECIPE });
  });

  it('imports a downloaded export document unchanged, and refuses one of a format version it cannot read', async () => {
    // Setup
    const template = await createTemplate({ name: 'Round trip', post_type: 'post', ...RECIPE });
    const doc = (await call('GET', `/templates/export?ids[]=${template.id}`)).body;

    // Action
    const imported = await call('POST', '/templates/import', doc);
    const future = await call('POST', '/templates/import', { ...doc, version: '2.0' });
    const results = imported.body.results as Array<{ id: number | null }>;
    for (const r of results) if (r.id) created.add(r.id);

    // Assert
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ success: true, message: '1 template imported, 0 failed.', results: [{ success: true, name: 'Round trip', id: expect.any(Number) }] });
    expect((await call('GET', `/templates/${results[0]!.id}`)).body.template).toMatchObject({ name: 'Round trip', ...RECIPE });
    expect(future.status).toBe(400);
    expect(future.body).toEqual({ success: false, code: 'invalid_parameter', message: expect.stringMatching(/^Invalid parameter: version must match pattern/) });
  });

  it('lists a template whose post type changed since it was saved, with the reasons', async () => {
    // Setup: the template remembers a post type that had a custom field and no tags.
    const template = await createTemplate({ name: 'Old shape', post_type: 'post' });
    runWordPressPhp(`global $wpdb; $wpdb->update($wpdb->prefix . 'seedpress_templates', ['fields_snapshot' => '{"fields":{"isbn":"text"},"taxonomies":["category"]}'], ['id' => ${template.id}]);`);

    // Action
    const stale = await call('GET', '/templates/stale');
    const list = await call('GET', '/templates?post_type=post');

    // Assert
    expect(stale.body.templates).toContainEqual({ id: template.id, name: 'Old shape', post_type: 'post', reasons: ['Field "isbn" was removed.', 'Taxonomy "post_tag" was added.'] });
    expect(list.body.stale).toContain(template.id);

    // Action: saving it again takes the post type as it is now.
    await call('PUT', `/templates/${template.id}`, { description: 'Looked at' });

    // Assert
    expect((await call('GET', '/templates/stale')).body.templates.map((t: { id: number }) => t.id)).not.toContain(template.id);
  });
});

describe('templates in the limited edition', () => {
  it.each([
    ['POST', '/templates', { name: 'x', post_type: 'post' }],
    ['DELETE', '/templates/{id}', undefined],
    ['POST', '/templates/{id}/duplicate', undefined],
    ['POST', '/templates/{id}/variant', { name: 'v', config_overrides: {} }],
    ['GET', '/templates/export', undefined],
    ['POST', '/templates/import', 'two'],
  ])('%s %s → 403 lite_readonly, nothing changed', async (method, path, body) => {
    // Setup
    const template = await createTemplate({ name: 'Lite target', post_type: 'post' });
    const before = (await call('GET', '/templates')).body;
    const sent = body === 'two' ? { templates: [{ name: 'a', post_type: 'post' }, { name: 'b', post_type: 'post' }] } : body;

    // Action
    const res = await call(method, path.replace('{id}', String(template.id)), sent, liteSite);

    // Assert
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'lite_readonly', message: expect.stringContaining('limited edition') });
    expect((await call('GET', '/templates')).body).toEqual(before);
  });

  it('saves only the name and general settings of an update, and imports one template at a time', async () => {
    // Setup
    const template = await createTemplate({ name: 'Lite edit', post_type: 'post', ...RECIPE });

    // Action
    const updated = await call('PUT', `/templates/${template.id}`, {
      name: 'Renamed', description: 'ignored', is_default: true,
      field_config: {}, taxonomy_config: {}, settings: { post_status: 'pending', locale: 'de_DE', count: 9, image_provider: 'placeholder', variation_profile: 'minimal' },
    }, liteSite);
    const imported = await call('POST', '/templates/import', { templates: [{ name: 'Single', post_type: 'post' }] }, liteSite);
    for (const r of imported.body.results ?? []) if (r.id) created.add(r.id);

    // Assert
    expect(updated.status).toBe(200);
    expect(updated.body.template).toEqual({
      ...template, name: 'Renamed', updated_at: TIMESTAMP,
      settings: { ...RECIPE.settings, post_status: 'pending', locale: 'de_DE', image_provider: 'placeholder', variation_profile: 'minimal' },
    });
    expect(imported.body).toEqual({ success: true, message: '1 template imported, 0 failed.', results: [{ success: true, name: 'Single', id: expect.any(Number) }] });
  });
});
