import { sql } from 'kysely';
import { serialize } from 'php-serialize';
import { SiteWrites } from '../../../worker/src/db/site-writes.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

const generate = async (extra: Record<string, unknown> = {}) => {
  const res = await files.worker.call('POST', '/generate/posts', { count: 3, set_featured_image: false, auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 2, ...extra });
  expect(res.status).toBe(200);
  return res.body as { ids: number[] };
};

/** Everything about a hand-made post that deletion must leave byte for byte. */
async function handMadeState(postId: number) {
  return {
    post: await files.test.db.selectFrom('posts').selectAll().where('ID', '=', postId).executeTakeFirst(),
    meta: await files.test.db.selectFrom('postmeta').selectAll().where('post_id', '=', postId).orderBy('meta_id').execute(),
    relations: await files.test.db.selectFrom('term_relationships').selectAll().where('object_id', '=', postId).orderBy('term_taxonomy_id').execute(),
    comments: await files.test.db.selectFrom('comments').selectAll().where('comment_post_ID', '=', postId).orderBy('comment_ID').execute(),
    admin: await files.test.db.selectFrom('users').selectAll().where('ID', '=', 1).executeTakeFirst(),
    uncategorized: await files.test.db.selectFrom('terms').selectAll().where('term_id', '=', 1).executeTakeFirst(),
  };
}

/**
 * Whether a session of this test's database waits in GET_LOCK (the worker asking for the site's
 * write lock) before `request` is answered.
 */
async function waitsForLock(request: Promise<unknown>): Promise<boolean> {
  let answered = false;
  void request.finally(() => (answered = true));
  while (!answered) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from information_schema.processlist where db = ${files.test.config.database} and info like 'select get_lock(%'`.execute(files.test.db);
    if (Number(rows[0]!.n) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('history', () => {
  it('lists entries newest first with titles resolved now, and counts them', async () => {
    // Setup
    const { ids } = await generate();

    // Action
    const res = await files.worker.call('GET', '/history?type=post&limit=2');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.history).toHaveLength(2);
    const entry = res.body.history[0];
    expect(entry).toEqual({
      id: expect.stringMatching(/^\d+$/),
      content_type: 'post',
      content_id: expect.stringMatching(/^\d+$/),
      content_subtype: 'post',
      meta: expect.objectContaining({ locale: 'en_US', has_featured_image: false }),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      content_title: expect.any(String),
      content_exists: true,
      template_name: null,
    });
    expect(ids.map(String)).toContain(entry.content_id);
  });

  it('reports statistics with live existence', async () => {
    // Setup: one generated post removed outside SeedPress.
    const list = await files.worker.call('GET', '/history?type=post');
    const gone = Number(list.body.history[0].content_id);
    await files.test.db.deleteFrom('posts').where('ID', '=', gone).execute();

    // Action
    const res = await files.worker.call('GET', '/history/stats');

    // Assert
    expect(res.status).toBe(200);
    const { stats } = res.body;
    expect(stats.by_type).toEqual({ post: 3, term: expect.any(Number), user: 3, comment: expect.any(Number), media: 0 });
    expect(stats.existing.post).toBe(2);
    expect(stats.total).toBe(Object.values(stats.by_type as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(stats.by_subtype).toEqual(expect.arrayContaining([{ content_type: 'post', content_subtype: 'post', count: '3' }]));
    expect(stats.recent_activity).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: String(stats.total) }]);
  });

  it('marks entries of removed content as deleted on cleanup', async () => {
    // Action
    const cleaned = await files.worker.call('POST', '/history/cleanup');
    const again = await files.worker.call('POST', '/history/cleanup');
    const list = await files.worker.call('GET', '/history?type=post');

    // Assert
    expect(cleaned.body).toEqual({ success: true, cleaned: 1, message: '1 history entry of removed content marked as deleted.' });
    expect(again.body.cleaned).toBe(0);
    expect(list.body.total).toBe(2);
  });

  it('deletes one entry with or without its content, and 404 for an unknown one', async () => {
    // Setup
    const list = await files.worker.call('GET', '/history?type=post');
    const [keepContent, withContent] = list.body.history as Array<{ id: string; content_id: string }>;

    // Action
    const entryOnly = await files.worker.call('DELETE', `/history/${keepContent!.id}`, { delete_content: false });
    const both = await files.worker.call('DELETE', `/history/${withContent!.id}`);
    const unknown = await files.worker.call('DELETE', '/history/999999');

    // Assert
    expect(entryOnly.body).toEqual({ success: true, message: 'Entry deleted.', entry_deleted: true, content_deleted: false });
    expect(entryOnly.headers['x-seedpress-touched']).toContain(keepContent!.content_id);
    expect(await files.test.db.selectFrom('posts').select('ID').where('ID', '=', Number(keepContent!.content_id)).executeTakeFirst()).toBeDefined();
    // The kept post is the site's own now: no flag, so /post-meta no longer calls it generated.
    expect(await files.test.db.selectFrom('postmeta').select('meta_key').where('post_id', '=', Number(keepContent!.content_id)).where('meta_key', 'like', '\\_seedpress\\_%').execute()).toEqual([]);
    expect((await files.worker.call('GET', `/post-meta/${keepContent!.content_id}`)).body).toEqual({ success: true, is_generated: false, template_id: 0 });
    expect(both.body).toEqual({ success: true, message: 'Entry and content deleted.', entry_deleted: true, content_deleted: true });
    expect(both.headers['x-seedpress-touched']).toContain(withContent!.content_id);
    expect(await files.test.db.selectFrom('posts').select('ID').where('ID', '=', Number(withContent!.content_id)).executeTakeFirst()).toBeUndefined();
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: 'not_found', message: 'History entry 999999 not found.' });
  });

  it('takes the flag off under the site\'s write lock: while a run holds it, the entry and the flag wait', async () => {
    // Setup: another writer of this site holds its write lock until released.
    const { ids } = await generate({ count: 1, auto_comments: false });
    const entry = await files.test.db.selectFrom('seedpress_history').select('id').where('content_type', '=', 'post').where('content_id', '=', ids[0]!).executeTakeFirstOrThrow();
    const flags = () => files.test.db.selectFrom('postmeta').select('meta_key').where('post_id', '=', ids[0]!).where('meta_key', '=', '_seedpress_generated').execute();
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const run = new SiteWrites(files.test.db, { database: files.test.config.database, prefix: files.test.config.prefix, lockWaitSeconds: 30, attempts: 1 }).transaction(async () => {
      locked();
      await released;
    });
    await held;

    // Action
    const deleting = files.worker.call('DELETE', `/history/${entry.id}`, { delete_content: false });
    const waited = await waitsForLock(deleting);

    // Assert
    expect(waited).toBe(true);
    expect(await flags()).toHaveLength(1);
    release();
    await run;
    const res = await deleting;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Entry deleted.', entry_deleted: true, content_deleted: false });
    expect(await flags()).toEqual([]);
    expect(await files.test.db.selectFrom('seedpress_history').select('id').where('id', '=', entry.id).executeTakeFirst()).toBeUndefined();
  });

  it('clears the history but keeps the content, which can then no longer be deleted', async () => {
    // Setup
    const { ids } = await generate();

    // Action
    const cleared = await files.worker.call('DELETE', '/history/clear');
    const deleted = await files.worker.call('POST', '/generate/posts/delete', { post_type: 'post' });

    // Assert
    expect(cleared.body).toEqual({ success: true, message: 'History cleared. Generated content was kept.' });
    expect(deleted.body.deleted_count).toBe(0);
    const left = await files.test.db.selectFrom('posts').select('ID').where('ID', 'in', ids).execute();
    expect(left).toHaveLength(3);
  });
});

describe('deletion leaves hand-made content alone', () => {
  let handMade: number;

  beforeAll(async () => {
    // A post made "by hand" (as wp_insert_post would), with a comment and the default category.
    const { insertId } = await files.test.db.insertInto('posts').values({
      post_author: 1, post_date: '2026-01-01 10:00:00', post_date_gmt: '2026-01-01 10:00:00', post_content: 'Mine', post_title: 'Hand made',
      post_excerpt: '', post_status: 'publish', comment_status: 'open', ping_status: 'open', post_password: '', post_name: 'hand-made',
      to_ping: '', pinged: '', post_modified: '2026-01-01 10:00:00', post_modified_gmt: '2026-01-01 10:00:00', post_content_filtered: '',
      post_parent: 0, guid: 'http://example.test/?p=x', menu_order: 0, post_type: 'post', post_mime_type: '', comment_count: 1,
    }).executeTakeFirstOrThrow();
    handMade = Number(insertId);
    await files.test.db.insertInto('term_relationships').values({ object_id: handMade, term_taxonomy_id: 1, term_order: 0 }).execute();
    await files.test.db.updateTable('term_taxonomy').set((eb) => ({ count: eb('count', '+', 1) })).where('term_taxonomy_id', '=', 1).execute();
    await files.test.db.insertInto('postmeta').values({ post_id: handMade, meta_key: 'mood', meta_value: serialize(['calm']) }).execute();
    await files.test.db.insertInto('comments').values({
      comment_post_ID: handMade, comment_author: 'Me', comment_author_email: 'me@example.test', comment_author_url: '', comment_author_IP: '127.0.0.1',
      comment_date: '2026-01-02 10:00:00', comment_date_gmt: '2026-01-02 10:00:00', comment_content: 'Nice', comment_karma: 0, comment_approved: '1',
      comment_agent: 'curl', comment_type: 'comment', comment_parent: 0, user_id: 0,
    }).execute();
  });

  it('trashes generated posts the way core trashes them', async () => {
    // Setup
    const before = await handMadeState(handMade);
    const { ids } = await generate({ seed: 7 });

    // Action
    const res = await files.worker.call('DELETE', '/generate/delete', { type: 'post', ids: [...ids, handMade] });

    // Assert
    expect(res.body).toEqual({ success: true, deleted: 3, message: '3 generated posts moved to the trash.' });
    const rows = await files.test.db.selectFrom('posts').select(['ID', 'post_status', 'post_name']).where('ID', 'in', ids).execute();
    for (const r of rows) expect(r).toMatchObject({ post_status: 'trash', post_name: expect.stringMatching(/__trashed$/) });
    const trashMeta = await files.test.db.selectFrom('postmeta').select(['meta_key', 'meta_value']).where('post_id', '=', ids[0]!).where('meta_key', 'like', '_wp_%').execute();
    expect(trashMeta.map((m) => m.meta_key).sort()).toEqual(['_wp_desired_post_slug', '_wp_trash_meta_comments_status', '_wp_trash_meta_status', '_wp_trash_meta_time']);
    const comments = await files.test.db.selectFrom('comments').select('comment_approved').where('comment_post_ID', 'in', ids).execute();
    expect(comments.every((c) => c.comment_approved === 'post-trashed')).toBe(true);
    expect(await handMadeState(handMade)).toEqual(before);
  });

  it('deletes generated posts with everything they brought, and nothing else', async () => {
    // Setup
    const before = await handMadeState(handMade);
    // No category: every generated post is filed under Uncategorized, which must be recounted when they go.
    await generate({ taxonomy_config: { post_tag: { mode: 'create', count_min: 1, count_max: 2 }, category: { mode: 'none' } } });

    // Action
    const res = await files.worker.call('POST', '/generate/posts/delete', {
      post_type: 'post', delete_related_terms: true, delete_related_authors: true, delete_related_comments: true, delete_related_media: true,
    });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      deleted_count: expect.any(Number),
      deleted_stats: { posts: expect.any(Number), media: 0, terms: expect.any(Number), authors: 3 },
      deleted_related_cpts: {},
      message: expect.stringMatching(/^\d+ generated posts deleted\.$/),
    });
    const flagged = await files.test.db.selectFrom('postmeta').select('post_id').where('meta_key', '=', '_seedpress_generated')
      .where('post_id', 'in', files.test.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', 'post')).execute();
    expect(flagged).toEqual([]);
    const generatedUsers = await files.test.db.selectFrom('usermeta').select('user_id').where('meta_key', '=', '_seedpress_generated')
      .where('user_id', 'in', files.test.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', 'user')).execute();
    expect(generatedUsers).toEqual([]);
    expect(await handMadeState(handMade)).toEqual(before);
    // Uncategorized was recounted: it counts exactly the published posts still related to it.
    const category = await files.test.db.selectFrom('term_taxonomy').select('count').where('term_taxonomy_id', '=', 1).executeTakeFirstOrThrow();
    const related = await files.test.db.selectFrom('term_relationships').innerJoin('posts', 'posts.ID', 'term_relationships.object_id')
      .select('posts.ID').where('term_taxonomy_id', '=', 1).where('post_status', '=', 'publish').where('post_type', '=', 'post').execute();
    const all = await files.test.db.selectFrom('term_relationships').innerJoin('posts', 'posts.ID', 'term_relationships.object_id').select(['posts.ID','post_status','post_type','post_title']).where('term_taxonomy_id', '=', 1).execute();
    if (category.count !== related.length) console.log('DBG', category.count, JSON.stringify(all), JSON.stringify(res.body), handMade);
    expect(category.count).toBe(related.length);
    expect(related.map((r) => r.ID)).toContain(handMade);
  });

  it('cleanup/all removes every generated item and clears the history', async () => {
    // Setup
    const before = await handMadeState(handMade);
    await generate();

    // Action
    const res = await files.worker.call('DELETE', '/cleanup/all');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String), stats: { posts: expect.any(Number), terms: expect.any(Number), users: 3, media: 0, comments: expect.any(Number) } });
    expect(res.body.stats.posts).toBeGreaterThanOrEqual(3);
    expect(await files.test.db.selectFrom('seedpress_history').select('id').execute()).toEqual([]);
    expect(await handMadeState(handMade)).toEqual(before);
  });
});

describe('deletion moves hand-made children up as core does', () => {
  /** A row as wp_insert_post() would leave it, for the parts these tests need. */
  async function handMadePost(type: string, parent: number): Promise<number> {
    const { insertId } = await files.test.db.insertInto('posts').values({
      post_author: 1, post_date: '2026-01-01 10:00:00', post_date_gmt: '2026-01-01 10:00:00', post_content: '', post_title: `Hand made ${type}`,
      post_excerpt: '', post_status: type === 'attachment' ? 'inherit' : 'publish', comment_status: 'closed', ping_status: 'closed', post_password: '',
      post_name: `hand-made-${type}`, to_ping: '', pinged: '', post_modified: '2026-01-01 10:00:00', post_modified_gmt: '2026-01-01 10:00:00',
      post_content_filtered: '', post_parent: parent, guid: 'http://example.test/?p=y', menu_order: 0, post_type: type, post_mime_type: '', comment_count: 0,
    }).executeTakeFirstOrThrow();
    return Number(insertId);
  }

  const parentOf = async (id: number) => (await files.test.db.selectFrom('posts').select('post_parent').where('ID', '=', id).executeTakeFirstOrThrow()).post_parent;

  it('gives child pages and attachments of deleted pages the nearest surviving ancestor, and leaves other types alone', async () => {
    // Setup: generated page B under generated page A; under B a hand-made page, attachment and post.
    const { ids } = await generate({ post_type: 'page', count: 2, auto_comments: false });
    const [a, b] = [...ids].sort((x, y) => x - y) as [number, number];
    await files.test.db.updateTable('posts').set({ post_parent: a }).where('ID', '=', b).execute();
    const page = await handMadePost('page', b);
    const attachment = await handMadePost('attachment', b);
    const post = await handMadePost('post', b);

    // Action
    const res = await files.worker.call('DELETE', '/generate/delete', { type: 'post', ids: [a, b], force: true });

    // Assert
    expect(res.body).toEqual({ success: true, deleted: 2, message: '2 generated posts deleted permanently.' });
    expect([await parentOf(page), await parentOf(attachment), await parentOf(post)]).toEqual([0, 0, b]);
  });

  it('gives a hand-made reply to a deleted generated comment that comment\'s parent', async () => {
    // Setup
    const { ids } = await generate({ count: 1, comments_per_post_min: 1, comments_per_post_max: 1 });
    const generated = await files.test.db.selectFrom('comments').select(['comment_ID', 'comment_parent']).where('comment_post_ID', '=', ids[0]!).executeTakeFirstOrThrow();
    const { insertId } = await files.test.db.insertInto('comments').values({
      comment_post_ID: ids[0]!, comment_author: 'Me', comment_author_email: 'me@example.test', comment_author_url: '', comment_author_IP: '127.0.0.1',
      comment_date: '2026-01-02 10:00:00', comment_date_gmt: '2026-01-02 10:00:00', comment_content: 'A reply', comment_karma: 0, comment_approved: '1',
      comment_agent: 'curl', comment_type: 'comment', comment_parent: generated.comment_ID, user_id: 0,
    }).executeTakeFirstOrThrow();

    // Action
    const res = await files.worker.call('DELETE', '/generate/delete', { type: 'comment', ids: [generated.comment_ID], force: true });

    // Assert
    expect(res.status).toBe(200);
    const reply = await files.test.db.selectFrom('comments').select('comment_parent').where('comment_ID', '=', Number(insertId)).executeTakeFirstOrThrow();
    expect(reply.comment_parent).toBe(generated.comment_parent);
  });
});

describe('time saved', () => {
  it('adds up runs, converts to money and resets', async () => {
    // Setup
    await files.worker.call('DELETE', '/time-saved');
    await files.worker.call('POST', '/settings', { hourly_rate: 60 });
    await files.worker.call('POST', '/generate/posts', { count: 10, set_featured_image: false, auto_taxonomies: false });

    // Action
    const res = await files.worker.call('GET', '/time-saved');
    const reset = await files.worker.call('DELETE', '/time-saved');
    const after = await files.worker.call('GET', '/time-saved');

    // Assert: 10 basic posts x 3 min, plus 3 authors x 2.5 min when the pool is new.
    const { time_savings: t } = res.body;
    const minutes = t.total.total_seconds / 60;
    expect([30, 37.5]).toContain(minutes);
    expect(t.by_type.posts).toEqual({ hours: 0, minutes: 30, seconds: 0, total_seconds: 1800, formatted: '30 minutes', formatted_short: '30m' });
    expect(t.money_saved).toEqual({ amount: Math.round((minutes / 60) * 60 * 100) / 100, currency: 'USD', hourly_rate: 60 });
    expect(t.work_days_equivalent).toBe(Math.round((minutes / 60 / 8) * 100) / 100);
    expect(reset.body).toEqual({ success: true, message: 'Time savings reset.' });
    expect(after.body.time_savings.total.total_seconds).toBe(0);
  });
});
