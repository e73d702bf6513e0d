import { REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';
import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';

/*
 * Only generated content ever goes. Hand-made content is made with core functions inside the site
 * (tests/e2e/oracle/isolation.php): posts, a draft, a page, a category tree and a tag with term
 * meta, users, a comment thread with comment meta, an image attachment with its sub-size files;
 * plus one post, term, user and comment carrying a forged `_seedpress_generated` flag WITHOUT a
 * history row (imported from another site), which the flag-and-history rule must protect too.
 * Every row of all of it, and of the site's own content, is snapshotted with the files' sha256.
 * Then each deletion path runs after a generation that touches the hand-made content where it
 * can (existing terms picked, same meta keys, the hand-made image reused as featured image), and
 * the snapshot must come back byte-identical while the path leaves no generated row or file behind.
 */

const site = new WordPressSite();
const ORACLE = `${REPO_ROOT}tests/e2e/oracle/isolation.php`;
const FIDELITY = `${REPO_ROOT}tests/e2e/oracle/fidelity.php`;

interface Ids {
  posts: number[];
  terms: number[];
  users: number[];
  comments: number[];
}

interface Inventory extends Ids {
  history: number;
  flagged: Record<string, number>;
  orphans: Record<string, number>;
  files: string[];
}

interface Handmade extends Ids {
  attachment: number;
  files: string[];
  forged: Ids;
}

type Rows = Array<Record<string, string | null>>;
type Snapshot = Record<string, Rows> & { files: Record<string, string | null> };

function oracle<T>(input: Record<string, unknown>, file = ORACLE): T {
  return JSON.parse(runWordPressPhp(`require ${JSON.stringify(file)};`, JSON.stringify(input))) as T;
}

const inventory = (): Inventory => oracle({ action: 'inventory' });
const snapshot = (ids: Partial<Ids> & { files?: string[] }): Snapshot => oracle({ action: 'snapshot', ids });

/** What is in `now` and not in `before`: the rows a generation added. */
function added(before: Inventory, now: Inventory): Ids & { files: string[] } {
  const minus = <T>(a: T[], b: T[]): T[] => a.filter((x) => !b.includes(x));
  return {
    posts: minus(now.posts, before.posts),
    terms: minus(now.terms, before.terms),
    users: minus(now.users, before.users),
    comments: minus(now.comments, before.comments),
    files: minus(now.files, before.files),
  };
}

const sorted = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

// Statuses in rotation, so each run has published, private, draft and scheduled posts, and
// comments (only published and private posts get them).
const STATUSES = { mode: 'choose', choose: { values: ['publish', 'private', 'draft', 'future', 'publish'], selection_mode: 'rotational' } };

/** A run that touches the hand-made content wherever generation may: existing terms, shared meta keys. */
function fullRun(images: boolean, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    count: 5,
    auto_comments: true,
    comments_per_post_min: 1,
    comments_per_post_max: 3,
    enable_comment_threading: true,
    comment_reply_probability: 50,
    enable_variation: false,
    taxonomy_config: {
      category: { mode: 'create', count_min: 1, count_max: 2, use_existing: true },
      post_tag: { mode: 'create', count_min: 1, count_max: 3, use_existing: true },
    },
    field_config: {
      core_fields: { post_status: STATUSES },
      // `isolation_code` is a key the hand-made posts use too.
      custom_fields: { isolation_code: { mode: 'create', field_type: 'text' }, rating: { mode: 'create', field_type: 'number', create: { min: 1, max: 5 } } },
    },
    set_featured_image: images,
    download_images: true,
    image_provider: 'placeholder',
    image_width: 640,
    image_height: 480,
    ...extra,
  };
}

async function generate(body: Record<string, unknown>): Promise<GenerationResult> {
  const res = await site.api('POST', '/generate/posts', { as: 'admin', body });
  expect({ status: res.status, success: (res.body as GenerationResult).success }).toEqual({ status: 200, success: true });
  return res.body as GenerationResult;
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await site.api(method, path, { as: 'admin', body });
  return { status: res.status, body: res.body as Record<string, unknown> };
}

describe('deleting generated content', () => {
  let hand: Handmade;
  /** Every row that is not generated: the site's own content and the hand-made content. */
  let keep: Ids & { files: string[] };
  let base: Inventory;
  let baseline: Snapshot;
  let handBaseline: Snapshot;
  let imagesWork = false;
  let imageProbe: unknown;

  const expectUntouched = (): void => expect(snapshot(keep)).toEqual(baseline);
  /**
   * While generated posts live, they may be filed under kept terms (use_existing), so those terms'
   * `count` legitimately differs: everything else must be identical, and the counts core's own.
   */
  const expectUntouchedButCounts = (): void => {
    const masked = (s: Snapshot): Record<string, unknown> => ({ ...s, term_taxonomy: s.term_taxonomy!.map((row) => ({ ...row, count: null })) });
    expect(masked(snapshot(keep))).toEqual(masked(baseline));
    expect(oracle({ action: 'recount', terms: keep.terms })).toEqual({ checked: baseline.term_taxonomy!.length, mismatches: [] });
  };
  /** Nothing generated left: the tables hold exactly the kept ids, no orphan, no flag, no file more. */
  const expectOnlyKeptContent = (): void => expect(inventory()).toEqual(base);

  beforeAll(async () => {
    // Setup: no generated content, then hand-made content, then the baseline of everything kept.
    expect((await call('DELETE', '/cleanup/all')).status).toBe(200);
    hand = oracle({ action: 'create' });
    base = inventory();
    keep = { posts: base.posts, terms: base.terms, users: base.users, comments: base.comments, files: hand.files };
    baseline = snapshot(keep);
    handBaseline = snapshot(hand);

    // Featured images make the media part of every path; they may not work yet.
    const probe = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 1, post_status: 'publish', enable_variation: false, set_featured_image: true, download_images: true, image_provider: 'placeholder', image_width: 320, image_height: 240 } });
    const result = probe.body as GenerationResult;
    imageProbe = { status: probe.status, warnings: result.warnings, stats: result.variation_stats };
    imagesWork = probe.status === 200 && result.variation_stats?.with_featured_image === 1;
    expect((await call('DELETE', '/cleanup/all')).status).toBe(200);
  }, 60_000);

  afterEach(async () => {
    // Each path starts from the same site, whatever the previous one left.
    await call('DELETE', '/cleanup/all');
  });

  afterAll(() => {
    oracle({ action: 'remove', ids: hand });
  });

  it('has a stable baseline: two snapshots without any action are equal', () => {
    expect(snapshot(keep)).toEqual(baseline);
    expect(baseline.posts).toHaveLength(keep.posts.length);
    expect(Object.values(baseline.files).every((hash) => typeof hash === 'string')).toBe(true);
  });

  it('generates featured images, so the media part of the paths below is exercised', () => {
    // Marks the media part clearly: when this fails, the other tests ran without downloaded images.
    expect({ imagesWork, imageProbe }).toEqual({ imagesWork: true, imageProbe: expect.anything() });
  });

  it('POST /generate/posts/delete removes the current type, then all types, with everything they brought', async () => {
    // Setup: pages first (they create the author pool), then posts with images, then posts that
    // reuse library images (the hand-made one among them) as featured images.
    const before = inventory();
    await generate({ post_type: 'page', count: 2, post_status: 'publish', set_featured_image: false, auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 2 });
    const pages = added(before, inventory());
    await generate(fullRun(imagesWork));
    await generate(fullRun(true, { count: 2, download_images: false, field_config: { core_fields: { post_status: STATUSES } } }));
    const created = added(before, inventory());
    const pageAuthors = snapshot({ posts: pages.posts }).posts!.map((p) => Number(p.post_author));
    const newPageAuthors = new Set(pageAuthors.filter((id) => !base.users.includes(id))).size;
    expect(pages.posts).toHaveLength(2);
    expect(created.posts.length).toBeGreaterThanOrEqual(pages.posts.length + 7);

    // Action
    const current = await call('POST', '/generate/posts/delete', {
      post_type: 'post', delete_scope: 'current_type', delete_related_media: true, delete_related_terms: true, delete_related_authors: true, delete_related_comments: true, delete_related_cpts: true,
    });

    // Assert: the generated pages, their comments and their authors stay; everything else goes.
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ success: true, deleted_count: 7 });
    expectUntouched();
    const afterCurrent = inventory();
    expect(afterCurrent).toEqual({
      ...base,
      posts: sorted([...base.posts, ...pages.posts]),
      users: sorted([...base.users, ...pageAuthors]),
      comments: sorted([...base.comments, ...pages.comments]),
      history: pages.posts.length + pages.comments.length + newPageAuthors,
      flagged: {
        postmeta: base.flagged.postmeta! + pages.posts.length,
        termmeta: base.flagged.termmeta,
        usermeta: base.flagged.usermeta! + newPageAuthors,
        commentmeta: base.flagged.commentmeta! + pages.comments.length,
      },
    });

    // Action
    const all = await call('POST', '/generate/posts/delete', {
      post_type: 'post', delete_scope: 'all', delete_related_media: true, delete_related_terms: true, delete_related_authors: true, delete_related_comments: true, delete_related_cpts: true,
    });

    // Assert
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, deleted_count: 2 });
    expectUntouched();
    expectOnlyKeptContent();
  });

  it('DELETE /generate/delete trashes and then removes comments and posts, then removes terms and users', async () => {
    // Setup: no images here: attachments are authored, and authors owning anything are kept.
    const before = inventory();
    await generate(fullRun(false));
    const created = added(before, inventory());
    expect([created.posts.length, created.comments.length > 0, created.terms.length > 0, created.users.length > 0]).toEqual([5, true, true, true]);

    // Action + Assert: comments to the trash, as wp_trash_comment() does.
    expect((await call('DELETE', '/generate/delete', { type: 'comment' })).body).toMatchObject({ success: true, deleted: created.comments.length });
    expectUntouchedButCounts();
    const trashed = snapshot({ posts: created.posts, comments: created.comments });
    expect(trashed.comments!.map((c) => c.comment_approved)).toEqual(created.comments.map(() => 'trash'));
    expect(trashed.posts!.map((p) => p.comment_count)).toEqual(created.posts.map(() => '0'));

    // Action + Assert: comments for good.
    expect((await call('DELETE', '/generate/delete', { type: 'comment', force: true })).body).toMatchObject({ success: true, deleted: created.comments.length });
    expectUntouchedButCounts();
    expect(inventory()).toMatchObject({ comments: base.comments, orphans: base.orphans });

    // Action + Assert: posts to the trash, as wp_trash_post() does; hand-made term counts drop back.
    const statusBefore = Object.fromEntries(snapshot({ posts: created.posts }).posts!.map((p) => [p.ID, p.post_status]));
    expect((await call('DELETE', '/generate/delete', { type: 'post' })).body).toMatchObject({ success: true, deleted: 5 });
    expectUntouched();
    const trashedPosts = snapshot({ posts: created.posts });
    expect(trashedPosts.posts!.map((p) => p.post_status)).toEqual(created.posts.map(() => 'trash'));
    const kept = Object.fromEntries(trashedPosts.postmeta!.filter((m) => m.meta_key === '_wp_trash_meta_status').map((m) => [m.post_id, m.meta_value]));
    expect(kept).toEqual(statusBefore);

    // Action + Assert: posts for good.
    expect((await call('DELETE', '/generate/delete', { type: 'post', force: true })).body).toMatchObject({ success: true, deleted: 5 });
    expectUntouched();
    expect(inventory()).toMatchObject({ posts: base.posts, comments: base.comments, orphans: base.orphans });

    // Action + Assert: terms.
    expect((await call('DELETE', '/generate/delete', { type: 'term' })).body).toMatchObject({ success: true, deleted: created.terms.length });
    expectUntouched();
    expect(inventory()).toMatchObject({ terms: base.terms, orphans: base.orphans });

    // Action + Assert: users (they own nothing any more).
    expect((await call('DELETE', '/generate/delete', { type: 'user' })).body).toMatchObject({ success: true, deleted: created.users.length });
    expectUntouched();
    expectOnlyKeptContent();
  });

  it('DELETE /generate/delete for terms while generated posts remain files them under the default category, as wp_delete_term() does', async () => {
    // Setup: generated terms only, so hand-made terms keep their counts while the posts remain.
    const before = inventory();
    await generate(fullRun(false, { taxonomy_config: { category: { mode: 'create', count_min: 1, count_max: 2, use_existing: false }, post_tag: { mode: 'create', count_min: 1, count_max: 2, use_existing: false } } }));
    const created = added(before, inventory());

    // Action
    const res = await call('DELETE', '/generate/delete', { type: 'term' });

    // Assert
    expect(res.body).toMatchObject({ success: true, deleted: created.terms.length });
    expect(snapshot(hand)).toEqual(handBaseline);
    const report = oracle<{ terms: Record<string, unknown> }>({ post_ids: created.posts }, FIDELITY);
    expect({ posts_without_category: report.terms.posts_without_category, count_mismatch: report.terms.count_mismatch }).toEqual({ posts_without_category: [], count_mismatch: [] });
  });

  it('DELETE /history/{id} with delete_content removes each generated item and never a hand-made one', async () => {
    // Setup: a small run, and a history row forged for a hand-made post that has no flag.
    const before = inventory();
    await generate(fullRun(imagesWork, { count: 3 }));
    const created = added(before, inventory());
    const forged = oracle<{ id: number }>({ action: 'forge_history', post_id: hand.posts[0] });
    const listed = await call('GET', '/history?limit=500');
    const entries = listed.body.history as Array<{ id: string; content_type: string; content_id: string }>;
    // Attachments first (a visitor's portrait would otherwise go with the last comment showing it,
    // and its entry with it), replies and posts before what they hang on, authors last.
    const order = ['media', 'comment', 'post', 'term', 'user'];
    entries.sort((a, b) => order.indexOf(a.content_type) - order.indexOf(b.content_type));

    // Action
    const results = [];
    for (const e of entries) {
      const res = await call('DELETE', `/history/${e.id}`, { delete_content: true });
      results.push({ id: Number(e.id), status: res.status, entry_deleted: res.body.entry_deleted, content_deleted: res.body.content_deleted });
    }

    // Assert: every generated item went with its entry; the forged entry went alone.
    // Posts and attachments, comments, terms, authors, and the forged entry.
    expect(entries).toHaveLength(created.posts.length + created.comments.length + created.terms.length + created.users.length + 1);
    expect(results).toEqual(entries.map((e) => ({ id: Number(e.id), status: 200, entry_deleted: true, content_deleted: Number(e.id) !== forged.id })));
    expectUntouched();
    expectOnlyKeptContent();
  });

  it('DELETE /cleanup/all removes every generated post, page, attachment (downloads to the library too), comment, term and user', async () => {
    // Setup
    const before = inventory();
    await generate(fullRun(imagesWork));
    await generate({ post_type: 'page', count: 2, post_status: 'publish', set_featured_image: imagesWork, image_provider: 'placeholder', image_width: 320, image_height: 240 });
    if (imagesWork) expect((await call('POST', '/media/download', { count: 2, provider: 'placeholder', width: 320, height: 240 })).status).toBe(200);
    const created = added(before, inventory());
    const attachments = snapshot({ posts: created.posts }).posts!.filter((p) => p.post_type === 'attachment').length;

    // Action
    const res = await call('DELETE', '/cleanup/all');

    // Assert
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        message: `Deleted ${created.posts.length - attachments} posts, ${created.terms.length} terms, ${created.users.length} users, ${created.comments.length} comments and ${attachments} media files.`,
        stats: { posts: created.posts.length - attachments, terms: created.terms.length, users: created.users.length, media: attachments, comments: created.comments.length },
      },
    });
    expectUntouched();
    expectOnlyKeptContent();
  });

  it('DELETE /cleanup/all keeps a generated author who owns a hand-made post, and says so', async () => {
    // Setup: one author of the run's pool writes a post by hand.
    const before = inventory();
    const run = await generate({ count: 1, post_status: 'publish', set_featured_image: false, auto_comments: false });
    const created = added(before, inventory());
    const others = created.users.length - 1;
    const terms = created.terms.length;
    const author = Number(runWordPressPhp(`echo get_post(${run.ids[0]})->post_author;`));
    const handMade = Number(runWordPressPhp(`echo wp_insert_post(['post_title' => 'Written by hand', 'post_status' => 'publish', 'post_author' => ${author}]);`));

    try {
      // Action
      const res = await call('DELETE', '/cleanup/all');

      // Assert
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: `Deleted 1 post, ${terms} ${terms === 1 ? 'term' : 'terms'}, ${others} ${others === 1 ? 'user' : 'users'}, 0 comments and 0 media files. 1 generated author was kept: they still own 1 post SeedPress did not make.`,
        stats: { posts: 1, terms, users: others, media: 0, comments: 0 },
      });
      expect(runWordPressPhp(`echo get_userdata(${author}) ? 'kept' : 'gone', ' ', get_post(${handMade})->post_author;`)).toBe(`kept ${author}`);
    } finally {
      runWordPressPhp(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_post(${handMade}, true); wp_delete_user(${author});`);
    }
  });

  it('DELETE /cleanup/all removes term, user and comment runs, comments on hand-made posts by hand-made users and visitors\' portraits included', async () => {
    // Setup: a category tree, tags, users with portraits, and comments on every published post (the hand-made ones too).
    const before = inventory();
    const runs = [
      await call('POST', '/generate/terms', { generate_hierarchy: true, depth: 2, breadth: 3 }),
      await call('POST', '/generate/terms', { taxonomy: 'post_tag', count: 4 }),
      await call('POST', '/generate/users', { count: 4, generate_avatars: imagesWork, avatar_provider: 'placeholder' }),
      await call('POST', '/generate/comments', { comments_per_post_min: 2, comments_per_post_max: 4, pending_percentage: 30, anonymous_percentage: 50, avatar_percentage: 100, avatar_provider: 'placeholder' }),
    ];
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const created = added(before, inventory());
    expect([created.terms.length, created.users.length, created.comments.length > 0, created.files.length > 0]).toEqual([16, 4, true, imagesWork]);

    // Action
    const res = await call('DELETE', '/cleanup/all');

    // Assert
    expect(res.status).toBe(200);
    expectUntouched();
    expectOnlyKeptContent();
  });

  it('POST /generate/posts with delete_existing_before_generate removes the earlier run before writing the new one', async () => {
    // Setup
    const before = inventory();
    await generate(fullRun(imagesWork));
    const first = added(before, inventory());

    // Action
    const second = await generate(fullRun(imagesWork, {
      delete_existing_before_generate: true, delete_scope: 'current_type', delete_related_media: true, delete_related_terms: true, delete_related_authors: true, delete_related_comments: true,
    }));

    // Assert: nothing of the first run is left; the second run is there.
    expect(second.count).toBe(5);
    expectUntouchedButCounts();
    const now = inventory();
    const left = {
      posts: first.posts.filter((id) => now.posts.includes(id)),
      terms: first.terms.filter((id) => now.terms.includes(id)),
      users: first.users.filter((id) => now.users.includes(id)),
      comments: first.comments.filter((id) => now.comments.includes(id)),
      files: first.files.filter((f) => now.files.includes(f)),
    };
    expect(left).toEqual({ posts: [], terms: [], users: [], comments: [], files: [] });
    expect(now.orphans).toEqual(base.orphans);
    expect(second.ids.every((id) => now.posts.includes(id))).toBe(true);
  });
});
