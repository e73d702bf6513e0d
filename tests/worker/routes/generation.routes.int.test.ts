import { unserialize } from 'php-serialize';
import { sql } from 'kysely';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

const NO_IMAGES = { set_featured_image: false };
const count = async (table: 'posts' | 'comments' | 'terms' | 'users' | 'postmeta' | 'seedpress_history'): Promise<number> =>
  Number((await files.test.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const snapshot = async () => ({ posts: await count('posts'), comments: await count('comments'), terms: await count('terms'), users: await count('users'), meta: await count('postmeta'), history: await count('seedpress_history') });

describe('POST /generate/posts', () => {
  let body: Record<string, unknown>;
  let ids: number[];

  beforeAll(async () => {
    const res = await files.worker.call('POST', '/generate/posts', { count: 6, seed: 42, auto_comments: true, comments_per_post_min: 2, comments_per_post_max: 4, ...NO_IMAGES });
    expect(res.status).toBe(200);
    body = res.body;
    ids = body.ids as number[];
  });

  it('answers with the generation result of the spec', () => {
    expect(body).toEqual({
      success: true,
      count: 6,
      ids: expect.any(Array),
      message: '6 posts generated successfully',
      warnings: [],
      variation_stats: { with_featured_image: 0, without_featured_image: 6 },
      auto_created: { authors: 3, terms: expect.any(Object), comments: expect.any(Number), related_posts: 0, related_per_cpt: {} },
      time_saved: expect.stringMatching(/minute/),
      seed: 42,
    });
    expect(ids).toHaveLength(6);
    expect((body.auto_created as { comments: number }).comments).toBeGreaterThanOrEqual(12);
  });

  it('writes posts as wp_insert_post would: slugs, dates, guid, author pool, flags', async () => {
    // Action
    const posts = await files.test.db.selectFrom('posts').selectAll().where('ID', 'in', ids).orderBy('ID').execute();

    // Assert
    const slugs = posts.map((p) => p.post_name);
    expect(new Set(slugs).size).toBe(6);
    for (const p of posts) {
      expect(p).toMatchObject({ post_type: 'post', post_status: 'publish', comment_status: 'open', ping_status: 'open', post_parent: 0 });
      expect(p.post_name).toMatch(/^[a-z0-9%-]+$/);
      expect(p.post_title.length).toBeGreaterThan(0);
      expect(p.post_content).toMatch(/^<!-- wp:/);
      expect(p.post_date).toBe(p.post_date_gmt); // a fresh site runs on UTC
      expect(p.post_modified).toBe(p.post_date);
      // get_permalink() right after the insert, with the site's /%postname%/ structure.
      expect(p.guid).toBe(`${new URL(p.guid).origin}/${p.post_name}/`);
      expect(Date.parse(`${p.post_date_gmt}Z`)).toBeLessThan(Date.now());
    }
    const flags = await files.test.db.selectFrom('postmeta').select(['post_id', 'meta_value']).where('meta_key', '=', '_seedpress_generated').where('post_id', 'in', ids).execute();
    expect(flags).toHaveLength(6);
    const authors = [...new Set(posts.map((p) => p.post_author))];
    expect(authors.length).toBeGreaterThan(0);
    const caps = await files.test.db.selectFrom('usermeta').select(['user_id', 'meta_value']).where('meta_key', '=', `${files.test.config.prefix}capabilities`).where('user_id', 'in', authors).execute();
    expect(caps.map((c) => unserialize(c.meta_value ?? ''))).toEqual(authors.map(() => ({ author: true })));
  });

  it('keeps term counts exactly as core recounts them', async () => {
    // Action
    const rows = await sql<{ tt: number; count: number; recount: number }>`
      SELECT tt.term_taxonomy_id AS tt, tt.count AS count,
        (SELECT COUNT(*) FROM ${sql.table(`${files.test.config.prefix}term_relationships`)} tr
          JOIN ${sql.table(`${files.test.config.prefix}posts`)} p ON p.ID = tr.object_id
          WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish' AND p.post_type = 'post') AS recount
      FROM ${sql.table(`${files.test.config.prefix}term_taxonomy`)} tt WHERE tt.taxonomy IN ('category', 'post_tag')`.execute(files.test.db);

    // Assert
    expect(rows.rows.length).toBeGreaterThan(1);
    for (const r of rows.rows) expect(Number(r.count)).toBe(Number(r.recount));
  });

  it('threads comments under their post and keeps comment_count right', async () => {
    // Action
    const comments = await files.test.db.selectFrom('comments').selectAll().where('comment_post_ID', 'in', ids).execute();
    const posts = await files.test.db.selectFrom('posts').select(['ID', 'comment_count', 'post_date_gmt']).where('ID', 'in', ids).execute();

    // Assert
    for (const p of posts) {
      const mine = comments.filter((c) => c.comment_post_ID === p.ID);
      expect(p.comment_count).toBe(mine.filter((c) => c.comment_approved === '1').length);
      for (const c of mine) {
        expect(c.comment_date_gmt >= p.post_date_gmt).toBe(true);
        if (c.comment_parent !== 0) expect(mine.map((m) => m.comment_ID)).toContain(c.comment_parent);
        expect(c.comment_agent).not.toMatch(/^seedpress:/);
      }
    }
  });

  it('records every created item in the history', async () => {
    // Action
    const history = await files.test.db.selectFrom('seedpress_history').select(['content_type', 'content_id', 'meta']).execute();

    // Assert
    const byType = (t: string) => history.filter((h) => h.content_type === t).map((h) => h.content_id);
    expect(byType('post').sort()).toEqual([...ids].sort());
    expect(byType('user')).toHaveLength(3);
    expect(byType('comment')).toHaveLength((body.auto_created as { comments: number }).comments);
    const meta = JSON.parse(history.find((h) => h.content_type === 'post')!.meta);
    expect(meta).toMatchObject({ locale: 'en_US', variation_profile: 'random', has_featured_image: false, template_name: null, custom_fields_populated: 0 });
    expect(meta.taxonomies_assigned).toEqual(expect.arrayContaining(['category']));
    expect(typeof meta.generation_time).toBe('number');
  });

  it('gives the same text for the same seed and request, whatever terms earlier runs left', async () => {
    // Action: the first run made the site's tags; the others find them.
    const request = { count: 6, seed: 42, auto_comments: true, comments_per_post_min: 2, comments_per_post_max: 4, ...NO_IMAGES };
    const again = await files.worker.call('POST', '/generate/posts', request);
    const third = await files.worker.call('POST', '/generate/posts', request);
    const textOf = (postIds: number[]) => files.test.db.selectFrom('posts').select(['post_title', 'post_content', 'post_excerpt']).where('ID', 'in', postIds).orderBy('ID').execute();
    const first = await textOf(ids);

    // Assert
    expect(again.body.seed).toBe(42);
    expect(await textOf(again.body.ids)).toEqual(first);
    expect(await textOf(third.body.ids)).toEqual(first);
    expect(again.body.auto_created.authors).toBe(0); // the pool is reused
  });

  it('gives drafts no slug and no GMT date, and future posts dates ahead', async () => {
    // Action
    const drafts = await files.worker.call('POST', '/generate/posts', { count: 2, post_status: 'draft', ...NO_IMAGES });
    const future = await files.worker.call('POST', '/generate/posts', { count: 2, post_status: 'future', ...NO_IMAGES });
    const rows = await files.test.db.selectFrom('posts').select(['ID', 'post_status', 'post_name', 'post_date_gmt']).where('ID', 'in', [...drafts.body.ids, ...future.body.ids]).execute();

    // Assert
    for (const r of rows.filter((x) => x.post_status === 'draft')) expect(r).toMatchObject({ post_name: '', post_date_gmt: '0000-00-00 00:00:00' });
    const ahead = rows.filter((x) => x.post_status === 'future');
    expect(ahead).toHaveLength(2);
    for (const r of ahead) expect(Date.parse(`${r.post_date_gmt}Z`)).toBeGreaterThan(Date.now());
  });

  it('follows field_config and taxonomy_config', async () => {
    // Setup
    const tags = await files.worker.call('POST', '/generate/posts', { count: 1, taxonomy_config: { post_tag: { mode: 'create', count_min: 2, count_max: 2 }, category: { mode: 'none' } }, ...NO_IMAGES });
    const tagIds = (await files.test.db.selectFrom('term_taxonomy').select('term_id').where('taxonomy', '=', 'post_tag').execute()).map((t) => t.term_id);

    // Action
    const res = await files.worker.call('POST', '/generate/posts', {
      count: 4,
      ...NO_IMAGES,
      enable_variation: false,
      field_config: {
        core_fields: { post_title: { mode: 'choose', choose: { values: ['Alpha', 'Beta'], selection_mode: 'rotational' } }, post_excerpt: { mode: 'none' } },
        custom_fields: { price: { mode: 'create', field_type: 'number', create: { min: 10, max: 20, decimal_places: 2 } }, colour: { mode: 'choose', choose: { values: ['red'] } } },
      },
      taxonomy_config: { post_tag: { mode: 'choose', term_ids: tagIds, count_min: 1, count_max: 1 }, category: { mode: 'none' } },
    });

    // Assert
    expect(tags.status).toBe(200);
    // Two different tags on the post (new names; one may already exist on the site and is reused then).
    const tagged = await files.test.db.selectFrom('term_relationships').innerJoin('term_taxonomy', 'term_taxonomy.term_taxonomy_id', 'term_relationships.term_taxonomy_id')
      .select('term_taxonomy.term_id').where('object_id', 'in', tags.body.ids).where('taxonomy', '=', 'post_tag').execute();
    expect(new Set(tagged.map((t) => t.term_id)).size).toBe(2);
    expect(Object.keys(tags.body.auto_created.terms).filter((t) => t !== 'post_tag')).toEqual([]);
    expect(res.body).toEqual(expect.objectContaining({ success: true, count: 4 }));
    const posts = await files.test.db.selectFrom('posts').select(['ID', 'post_title', 'post_excerpt', 'post_name']).where('ID', 'in', res.body.ids).orderBy('ID').execute();
    expect(posts.map((p) => p.post_title)).toEqual(['Alpha', 'Beta', 'Alpha', 'Beta']);
    expect(new Set(posts.map((p) => p.post_name)).size).toBe(4);
    expect(posts.every((p) => p.post_excerpt === '')).toBe(true);
    const meta = await files.test.db.selectFrom('postmeta').select(['post_id', 'meta_key', 'meta_value']).where('post_id', 'in', res.body.ids).where('meta_key', 'in', ['price', 'colour']).execute();
    expect(meta).toHaveLength(8);
    for (const m of meta.filter((x) => x.meta_key === 'price')) expect(Number(m.meta_value)).toBeGreaterThanOrEqual(10);
    for (const m of meta.filter((x) => x.meta_key === 'price')) expect(m.meta_value).toMatch(/^\d+\.\d{2}$/);
    expect(meta.filter((x) => x.meta_key === 'colour').every((m) => m.meta_value === 'red')).toBe(true);
    const relations = await files.test.db.selectFrom('term_relationships').innerJoin('term_taxonomy', 'term_taxonomy.term_taxonomy_id', 'term_relationships.term_taxonomy_id')
      .select(['object_id', 'taxonomy', 'term_id']).where('object_id', 'in', res.body.ids).execute();
    expect(relations.filter((r) => r.taxonomy === 'post_tag')).toHaveLength(4);
    // category mode none on a post: core's default category, as wp_insert_post gives it.
    expect(relations.filter((r) => r.taxonomy === 'category').map((r) => r.term_id)).toEqual([1, 1, 1, 1]);
  });
});

describe('guids', () => {
  it('are the permalink for published posts and the plain link with the id for the others, in one run', async () => {
    // Setup: enough posts that both kinds share a chunk.
    const req = { count: 40, post_status: 'random', seed: 7, ...NO_IMAGES };

    // Action
    const res = await files.worker.call('POST', '/generate/posts', req);

    // Assert
    expect(res.status).toBe(200);
    const posts = await files.test.db.selectFrom('posts').select(['ID', 'post_status', 'post_name', 'guid']).where('ID', 'in', res.body.ids as number[]).execute();
    const statuses = new Set(posts.map((p) => p.post_status));
    expect(statuses.has('publish') && (statuses.has('draft') || statuses.has('pending') || statuses.has('future'))).toBe(true);
    for (const p of posts) {
      const origin = new URL(p.guid).origin;
      // get_permalink() right after wp_insert_post(): no pretty link before a post is published.
      const expected = ['publish', 'private'].includes(p.post_status) ? `${origin}/${p.post_name}/` : `${origin}/?p=${p.ID}`;
      expect({ id: p.ID, status: p.post_status, guid: p.guid }).toEqual({ id: p.ID, status: p.post_status, guid: expected });
    }
  });
});

describe('variation', () => {
  it('fills only required parts with the minimal profile and everything without variation', async () => {
    // Action
    const minimal = await files.worker.call('POST', '/generate/posts', { count: 6, variation_profile: 'minimal', image_provider: 'placeholder', image_width: 300, image_height: 200, field_config: { custom_fields: { rating: { mode: 'create', field_type: 'number' } } } });
    const full = await files.worker.call('POST', '/generate/posts', { count: 3, enable_variation: false, image_provider: 'placeholder', image_width: 300, image_height: 200, field_config: { custom_fields: { rating: { mode: 'create', field_type: 'number' } } } });

    // Assert
    expect(minimal.body.variation_stats).toEqual({ with_featured_image: 0, without_featured_image: 6 });
    expect(full.body.variation_stats).toEqual({ with_featured_image: 3, without_featured_image: 0 });
    const excerpts = async (ids: number[]) => (await files.test.db.selectFrom('posts').select('post_excerpt').where('ID', 'in', ids).execute()).map((p) => p.post_excerpt);
    expect((await excerpts(minimal.body.ids)).every((e) => e === '')).toBe(true);
    expect((await excerpts(full.body.ids)).every((e) => e !== '')).toBe(true);
    const ratings = async (ids: number[]) => files.test.db.selectFrom('postmeta').select('post_id').where('post_id', 'in', ids).where('meta_key', '=', 'rating').execute();
    expect(await ratings(minimal.body.ids)).toEqual([]);
    expect(await ratings(full.body.ids)).toHaveLength(3);
    await files.worker.call('DELETE', '/cleanup/all');
  });
});

describe('bad input to POST /generate/posts writes nothing', () => {
  it.each<[Record<string, unknown>, number, Record<string, unknown>]>([
    [{ post_type: 'product' }, 400, { success: false, code: 'invalid_post_type', message: 'Post type "product" is not registered.' }],
    [{ post_type: 'attachment' }, 400, { success: false, code: 'invalid_post_type', message: 'Post type "attachment" is internal to WordPress (attachments come only with their files: use the media endpoints); SeedPress does not generate it.' }],
    ...['revision', 'nav_menu_item', 'custom_css', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_block', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_font_family', 'wp_font_face'].map((type): [Record<string, unknown>, number, Record<string, unknown>] => [
      { post_type: type }, 400, { success: false, code: 'invalid_post_type', message: `Post type "${type}" is internal to WordPress (it is WordPress's own data, written by core itself); SeedPress does not generate it.` },
    ]),
    [{ related_cpt_options: { nope: { count: 2 } } }, 400, { success: false, code: 'invalid_post_type', message: 'Post type "nope" is not registered.' }],
    [{ related_cpt_options: { wp_block: { count: 2 } } }, 400, { success: false, code: 'invalid_post_type', message: 'Post type "wp_block" is internal to WordPress (it is WordPress\'s own data, written by core itself); SeedPress does not generate it.' }],
    [{ count: 0 }, 400, { success: false, code: 'invalid_count', message: 'count must be between 1 and 500.' }],
    [{ count: 501 }, 400, { success: false, code: 'invalid_count', message: 'count must be between 1 and 500.' }],
    [{ count: 'five' }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: count must be integer.' }],
    [{ image_width: 50 }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: image_width must be >= 100.' }],
    [{ post_status: 'published' }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: post_status must be one of: publish, draft, pending, private, future, random.' }],
    [{ template_id: 999 }, 404, { success: false, code: 'not_found', message: 'Template 999 not found.' }],
    [{ field_config: { custom_fields: { rating: { mode: 'create' } } } }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: field_config.custom_fields.rating is not defined by any active field plugin and gives no field_type.' }],
    [{ taxonomy_config: { category: { mode: 'choose', term_ids: [424242] } } }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: taxonomy_config.category.term_ids has no term 424242 in category.' }],
    [{ taxonomy_config: { genre: { mode: 'create' } } }, 400, { success: false, code: 'invalid_taxonomy', message: 'Taxonomy "genre" is not registered.' }],
    [{ post_type: 'page', taxonomy_config: { category: { mode: 'create' } } }, 400, { success: false, code: 'invalid_taxonomy', message: 'Taxonomy "category" is not registered for post type "page".' }],
    [{ taxonomy_config: { post_format: { mode: 'create' } } }, 400, { success: false, code: 'invalid_taxonomy', message: 'Taxonomy "post_format" is internal to WordPress (it is WordPress\'s own data, written by core itself); SeedPress does not generate its terms.' }],
    [{ locale: 'xx_XX' }, 400, { success: false, code: 'invalid_parameter', message: 'Invalid parameter: locale must be one of: en_US, en_GB, de_DE, fr_FR, es_ES, it_IT, nl_NL, pt_BR, pl_PL, ru_RU, sv_SE, tr_TR, zh_CN.' }],
  ])('%j → %i', async (input, status, expected) => {
    // Setup
    const before = await snapshot();

    // Action
    const res = await files.worker.call('POST', '/generate/posts', input);

    // Assert
    expect(res.status).toBe(status);
    expect(res.body).toEqual(expected);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses deleting posts of an unregistered type', async () => {
    // Action
    const res = await files.worker.call('POST', '/generate/posts/delete', { post_type: 'product' });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_post_type', message: 'Post type "product" is not registered.' });
  });

  it('caps the limited edition at 10 posts', async () => {
    // Action
    const res = await files.worker.call('POST', '/generate/posts', { count: 11 }, 'lite');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_count', message: 'count must be between 1 and 10.' });
  });
});
