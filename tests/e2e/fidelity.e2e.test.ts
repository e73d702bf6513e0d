import { REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite, type ApiResponse } from '../support/wordpress.js';
import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';

/*
 * Proof of fidelity: content generated through the real REST API (application password, PHP shell,
 * worker) is read back INSIDE WordPress by tests/e2e/oracle/fidelity.php with core's own functions
 * (get_post, WP_Query with tax/meta queries, wp_unique_post_slug, get_gmt_from_date, recounts,
 * get_userdata, parse_blocks, wp_get_attachment_image_src, and a rolled-back wp_insert_post of the
 * same input). Every list of problems the oracle returns must be empty.
 */

const site = new WordPressSite();
const ORACLE = `${REPO_ROOT}tests/e2e/oracle/fidelity.php`;
const CONTROL = `${REPO_ROOT}tests/e2e/oracle/control.php`;
// A zone with DST and a non-zero offset: site time and UTC differ, and differently in summer.
const SITE_ZONE = 'Europe/Berlin';
const SEED = Number(process.env.SEEDPRESS_FIDELITY_SEED ?? Math.floor(Math.random() * 2 ** 31));

interface HistoryEntry {
  content_type: string;
  content_id: string;
  content_subtype: string;
  content_exists: boolean;
}

const META_FIELDS = {
  fidelity_price: { mode: 'create', field_type: 'number', create: { min: 10, max: 99, decimal_places: 2 } },
  fidelity_rating: { mode: 'create', field_type: 'number', create: { min: 1, max: 5 } },
  fidelity_event_date: { mode: 'create', field_type: 'date' },
  fidelity_contact: { mode: 'create', field_type: 'email' },
  fidelity_subtitle: { mode: 'create', field_type: 'text', create: { method: 'words', word_count_min: 2, word_count_max: 4 } },
} as const;

/** What the oracle needs to know of each field to judge its values. */
const ORACLE_FIELDS = Object.fromEntries(
  Object.entries(META_FIELDS).map(([key, f]) => [key, { field_type: f.field_type, ...('create' in f ? f.create : {}) }]),
);

// Titles that put wp_unique_post_slug() to work: repeats (-2, -3), a feed name, a number (date
// archive clash for posts, pagination clash for pages), accents, German letters, Cyrillic.
const HARD_TITLES = ['Same Title', 'Same Title', 'feed', '2024', 'Über Straße', 'Café Crème & Brûlée', 'Привет мир', 'Same Title'];

async function generate(body: Record<string, unknown>): Promise<{ res: ApiResponse; result: GenerationResult }> {
  const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { seed: SEED, ...body } });
  return { res, result: res.body as GenerationResult };
}

function oracle<T>(input: unknown, file = ORACLE): T {
  return JSON.parse(runWordPressPhp(`require ${JSON.stringify(file)};`, JSON.stringify(input))) as T;
}

const lastTermId = (): number => Number(runWordPressPhp(`global $wpdb; echo (int) $wpdb->get_var("SELECT MAX(term_id) FROM {$wpdb->terms}");`));

async function history(type: string): Promise<HistoryEntry[]> {
  const res = await site.api('GET', `/history?type=${type}&limit=500`, { as: 'admin' });
  expect(res.status).toBe(200);
  return (res.body as { history: HistoryEntry[] }).history;
}

const sorted = (ids: number[]): number[] => [...ids].sort((a, b) => a - b);

describe('generated posts as WordPress reads them', () => {
  let previousZone: string;
  const runs: Record<'posts' | 'slugs' | 'pages' | 'images', { res: ApiResponse; result: GenerationResult }> = {} as never;
  let allIds: number[];
  let report: Record<string, Record<string, unknown>>;
  let controlReport: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    // Setup: a clean slate, so history and counts below are exactly this file's runs.
    expect((await site.api('DELETE', '/cleanup/all', { as: 'admin' })).status).toBe(200);
    previousZone = runWordPressPhp(`echo get_option('timezone_string');`);
    runWordPressPhp(`update_option('timezone_string', ${JSON.stringify(SITE_ZONE)});`);

    // Control: the same shapes made by WordPress itself must pass the oracle, or the oracle is wrong.
    // Made and removed before the runs, so its terms never count among the generated ones.
    const beforeControl = lastTermId();
    const control = oracle<{ post_ids: number[]; meta_post_ids: number[]; thumbnail_ids: number[] }>({ action: 'create' }, CONTROL);
    try {
      controlReport = oracle({ ...control, meta_fields: ORACLE_FIELDS, since_term_id: beforeControl });
    } finally {
      oracle({ action: 'remove', ids: control }, CONTROL);
    }

    // Action: four runs through the REST API, as a client would make them.
    const beforeRuns = lastTermId();
    runs.posts = await generate({
      count: 20,
      post_status: 'random',
      set_featured_image: false,
      enable_variation: false,
      auto_comments: true,
      comments_per_post_min: 1,
      comments_per_post_max: 4,
      enable_comment_threading: true,
      comment_reply_probability: 60,
      // Tags: new ones mixed with existing ones; categories: the automatic rule.
      taxonomy_config: { post_tag: { mode: 'create', count_min: 1, count_max: 3, use_existing: true } },
      field_config: { custom_fields: META_FIELDS },
    });
    runs.slugs = await generate({
      count: HARD_TITLES.length,
      post_status: 'publish',
      locale: 'de_DE',
      set_featured_image: false,
      auto_taxonomies: false,
      // German tag names: their slugs go through remove_accents() too (in the site's locale).
      taxonomy_config: { post_tag: { mode: 'create', count_min: 2, count_max: 3, use_existing: false } },
      field_config: { core_fields: { post_title: { mode: 'choose', choose: { values: HARD_TITLES, selection_mode: 'rotational' } } } },
    });
    runs.pages = await generate({
      post_type: 'page',
      count: 6,
      set_featured_image: false,
      field_config: {
        core_fields: {
          post_title: { mode: 'choose', choose: { values: ['Same Title', '2024', 'feed', 'Sample Page'], selection_mode: 'rotational' } },
          // Every status once, whatever `random` drew in the first run.
          post_status: { mode: 'choose', choose: { values: ['publish', 'draft', 'pending', 'private', 'future', 'publish'], selection_mode: 'rotational' } },
        },
      },
    });
    runs.images = await generate({
      count: 3,
      post_status: 'publish',
      enable_variation: false,
      set_featured_image: true,
      download_images: true,
      image_provider: 'placeholder',
      image_width: 1600,
      image_height: 1000,
    });
    allIds = Object.values(runs).flatMap((r) => r.result.ids ?? []);

    report = oracle({
      post_ids: allIds,
      meta_post_ids: runs.posts.result.ids ?? [],
      meta_fields: ORACLE_FIELDS,
      thumbnail_ids: runs.images.result.ids ?? [],
      // Only the runs' terms are judged as generated, not flagged leftovers of other sessions.
      since_term_id: beforeRuns,
    });
  }, 180_000);

  afterAll(async () => {
    // Reruns start clean; the site keeps its own time zone.
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
    runWordPressPhp(`update_option('timezone_string', ${JSON.stringify(previousZone)});`);
  });

  it('finds nothing wrong with the same shapes of content made by WordPress itself (control group)', () => {
    const problems = (section: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(Object.entries(section).filter(([, v]) => Array.isArray(v) && v.length > 0));
    expect(Object.fromEntries(Object.entries(controlReport).map(([name, section]) => [name, problems(section)]))).toEqual(
      Object.fromEntries(Object.keys(controlReport).map((name) => [name, {}])),
    );
    expect(controlReport.fields).toEqual(Object.fromEntries(Object.entries(ORACLE_FIELDS).map(([key, f]) => [key, {
      values: 7, invalid: [], by_value_ok: true, ...(f.field_type === 'number' || f.field_type === 'date' ? { by_range_ok: true } : {}),
    }])));
    expect([controlReport.images!.checked, controlReport.comments!.replies, controlReport.tax_query!.tags]).toEqual([1, 4, 2]);
  });

  it(`generates every requested post (seed ${SEED})`, () => {
    // Assert
    expect(Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, [r.res.status, r.result.count, r.result.ids?.length]]))).toEqual({
      posts: [200, 20, 20],
      slugs: [200, HARD_TITLES.length, HARD_TITLES.length],
      pages: [200, 6, 6],
      images: [200, 3, 3],
    });
    expect(new Set(allIds).size).toBe(37);
    // Text runs raise no warnings: every field type asked for is known.
    expect([runs.posts, runs.slugs, runs.pages].map((r) => r.result.warnings)).toEqual([[], [], []]);
  });

  it('makes every post readable through get_post()', () => {
    expect(report.posts!.readable).toBe(allIds.length);
    expect(report.posts!.unreadable).toEqual([]);
    // Every status a client may ask for is among them (the pages run has each once).
    expect(Object.keys(report.posts!.statuses as Record<string, number>).sort()).toEqual(['draft', 'future', 'pending', 'private', 'publish']);
  });

  it('gives each post the slug wp_unique_post_slug(sanitize_title(title)) returns, unique per type', () => {
    expect(report.slugs).toEqual({ mismatches: [], duplicates: [] });
  });

  it('writes post_date_gmt as get_gmt_from_date(post_date), zero for drafts and pending', () => {
    expect(report.dates).toEqual({ mismatches: [] });
  });

  it('writes the guid wp_insert_post() writes: get_permalink() right after the insert', () => {
    expect(report.guids).toEqual({ mismatches: [] });
  });

  it('schedules publish_future_post for scheduled posts, as _future_post_hook() does', () => {
    expect(report.future_cron).toEqual({ mismatches: [] });
  });

  it('writes the row wp_insert_post() writes for the same input, column by column', () => {
    expect(report.rows).toEqual({ compared: allIds.length, mismatches: [] });
  });

  it('writes block markup that parse_blocks() reads without freeform chunks and serializes back unchanged', () => {
    expect(report.blocks).toEqual({ freeform: [], roundtrip_changed: [] });
  });

  it('keeps comment_count as wp_update_comment_count_now() counts and threads replies within their post', () => {
    const comments = report.comments as { total: number; replies: number };
    expect(comments).toEqual({
      total: runs.posts.result.auto_created.comments,
      replies: expect.any(Number),
      count_mismatch: [],
      problems: [],
      listing: [],
    });
    expect(comments.total).toBeGreaterThan(0);
    // 1–4 comments on ~14 commentable posts at 60 %: replies exist.
    expect(comments.replies).toBeGreaterThan(0);
  });

  it('keeps every touched term count equal to wp_update_term_count_now()', () => {
    const terms = report.terms as { generated: number };
    expect(terms).toEqual({
      touched: expect.any(Number),
      generated: Object.values(runs).reduce((n, r) => n + Object.values(r.result.auto_created?.terms ?? {}).reduce((a, b) => a + b, 0), 0),
      count_mismatch: [],
      slug_mismatch: [],
      duplicate_names: [],
      duplicate_slugs: [],
      posts_without_category: [],
    });
    expect(terms.generated).toBeGreaterThan(0);
  });

  it('finds exactly the tagged posts with a WP_Query tax_query, for every generated tag', () => {
    const tax = report.tax_query as { tags: number };
    expect(tax).toEqual({ tags: Object.values(runs).reduce((n, r) => n + (r.result.auto_created?.terms?.post_tag ?? 0), 0), mismatches: [] });
    expect(tax.tags).toBeGreaterThan(0);
  });

  it('stores one valid value per custom field that meta_query finds by value and by typed range', () => {
    const full = runs.posts.result.ids.length;
    expect(report.fields).toEqual({
      fidelity_price: { values: full, invalid: [], by_value_ok: true, by_range_ok: true },
      fidelity_rating: { values: full, invalid: [], by_value_ok: true, by_range_ok: true },
      fidelity_event_date: { values: full, invalid: [], by_value_ok: true, by_range_ok: true },
      fidelity_contact: { values: full, invalid: [], by_value_ok: true },
      fidelity_subtitle: { values: full, invalid: [], by_value_ok: true },
    });
  });

  it('assigns authors that get_userdata() loads as real authors, written as wp_insert_user() writes them', () => {
    const authors = report.authors as { count: number };
    expect(authors).toEqual({ count: expect.any(Number), problems: [] });
    // The run created a small pool (the spec: "a small author pool is still auto-created").
    expect(authors.count).toBe(Object.values(runs).reduce((n, r) => n + (r.result.auto_created?.authors ?? 0), 0));
  });

  it('attaches featured images whose every registered size resolves to a file, with core metadata', () => {
    // Images are rendered locally by the placeholder provider: no network, so no excuse to fail.
    expect({ warnings: runs.images.result.warnings, stats: runs.images.result.variation_stats }).toEqual({
      warnings: [],
      stats: { with_featured_image: 3, without_featured_image: 0 },
    });
    expect(report.images).toEqual({ checked: 3, problems: [] });
  });

  it('lists every created item in the history with content_exists true', async () => {
    // Action
    const [posts, media, comments, terms, users] = await Promise.all(['post', 'media', 'comment', 'term', 'user'].map(history));

    // Assert
    expect(sorted(posts!.map((e) => Number(e.content_id)))).toEqual(sorted(allIds));
    expect(posts!.filter((e) => !e.content_exists)).toEqual([]);
    expect([media!.length, comments!.length, terms!.length, users!.length]).toEqual([
      runs.images.result.variation_stats.with_featured_image,
      Object.values(runs).reduce((n, r) => n + r.result.auto_created.comments, 0),
      Object.values(runs).reduce((n, r) => n + Object.values(r.result.auto_created.terms).reduce((a, b) => a + b, 0), 0),
      Object.values(runs).reduce((n, r) => n + r.result.auto_created.authors, 0),
    ]);
    expect([...media!, ...comments!, ...terms!, ...users!].filter((e) => !e.content_exists)).toEqual([]);
  });
});
