import { sql } from 'kysely';
import { DRAFT_CHUNK } from '../../../worker/src/services/generation/draft-source.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

/** More posts than one chunk holds, so the writer writes several while the rest are drafted. */
const COUNT = DRAFT_CHUNK * 2 + 30;

describe('a run written in several chunks', () => {
  let body: Record<string, unknown>;
  let ids: number[];

  beforeAll(async () => {
    const res = await files.worker.call('POST', '/generate/posts', {
      count: COUNT,
      set_featured_image: false,
      seed: 11,
      auto_comments: true,
      comments_per_post_min: 1,
      comments_per_post_max: 2,
      enable_comment_threading: true,
      comment_reply_probability: 60,
      // One title for every post: each chunk must see the slugs the ones before took.
      field_config: { core_fields: { post_title: { mode: 'choose', choose: { values: ['Same title'] } } } },
      taxonomy_config: { post_tag: { mode: 'create', count_min: 2, count_max: 3 }, category: { mode: 'none' } },
    });
    expect(res.status).toBe(200);
    body = res.body;
    ids = body.ids as number[];
  });

  it('answers for every post, in order', () => {
    expect(body.count).toBe(COUNT);
    expect(ids).toHaveLength(COUNT);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('gives every post its own slug, as wp_unique_post_slug does', async () => {
    // Action
    const rows = await files.test.db.selectFrom('posts').select(['ID', 'post_name']).where('ID', 'in', ids).orderBy('ID').execute();

    // Assert
    expect(rows.map((r) => r.post_name)).toEqual(['same-title', ...Array.from({ length: COUNT - 1 }, (_, i) => `same-title-${i + 2}`)]);
  });

  it('makes each new tag once, whichever chunk names it again, and counts it as core does', async () => {
    // Action
    const tags = await files.test.db.selectFrom('terms').innerJoin('term_taxonomy', 'term_taxonomy.term_id', 'terms.term_id')
      .select(['terms.name', 'term_taxonomy.term_taxonomy_id', 'term_taxonomy.count']).where('taxonomy', '=', 'post_tag').execute();
    const related = await files.test.db.selectFrom('term_relationships').select(['term_taxonomy_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('object_id', 'in', ids).groupBy('term_taxonomy_id').execute();

    // Assert
    expect(new Set(tags.map((t) => t.name.toLowerCase())).size).toBe(tags.length);
    expect(tags.length).toBe((body.auto_created as { terms: Record<string, number> }).terms.post_tag);
    const counts = new Map(related.map((r) => [r.term_taxonomy_id, Number(r.n)]));
    for (const tag of tags) expect(tag.count).toBe(counts.get(tag.term_taxonomy_id) ?? 0);
  });

  it('threads replies within their own post, counts comments per post and records every item once in the history', async () => {
    // Action
    const comments = await files.test.db.selectFrom('comments').select(['comment_ID', 'comment_post_ID', 'comment_parent', 'comment_agent', 'comment_approved']).where('comment_post_ID', 'in', ids).execute();
    const posts = await files.test.db.selectFrom('posts').select(['ID', 'comment_count']).where('ID', 'in', ids).execute();
    const history = await files.test.db.selectFrom('seedpress_history').select(['content_type', 'content_id']).execute();

    // Assert
    const postOf = new Map(comments.map((c) => [c.comment_ID, c.comment_post_ID]));
    for (const c of comments) {
      if (c.comment_parent !== 0) expect(postOf.get(c.comment_parent)).toBe(c.comment_post_ID);
      expect(c.comment_agent).not.toMatch(/^seedpress:/);
    }
    expect(comments.some((c) => c.comment_parent !== 0)).toBe(true);
    // wp_update_comment_count_now(): the approved comments (a run holds some for moderation).
    for (const p of posts) expect(p.comment_count).toBe(comments.filter((c) => c.comment_post_ID === p.ID && c.comment_approved === '1').length);
    const entries = (type: string) => history.filter((h) => h.content_type === type).map((h) => Number(h.content_id)).sort((a, b) => a - b);
    expect(entries('post')).toEqual(ids);
    expect(entries('comment')).toEqual(comments.map((c) => c.comment_ID).sort((a, b) => a - b));
    expect(body.auto_created).toEqual(expect.objectContaining({ comments: comments.length }));
  });
});

describe('slugs next to the site\'s own', () => {
  it('counts past a `-N` slug the site has when the base is free but used twice by the run', async () => {
    // Setup: the site has only taken-title-2 (its taken-title is gone).
    const titles = { field_config: { core_fields: { post_title: { mode: 'choose', choose: { values: ['Taken title'] } } } }, taxonomy_config: { category: { mode: 'none' } } };
    const first = await files.worker.call('POST', '/generate/posts', { count: 2, set_featured_image: false, ...titles });
    expect(first.status).toBe(200);
    await files.test.db.deleteFrom('posts').where('post_name', '=', 'taken-title').execute();

    // Action
    const res = await files.worker.call('POST', '/generate/posts', { count: 2, set_featured_image: false, ...titles });

    // Assert
    expect(res.status).toBe(200);
    const rows = await files.test.db.selectFrom('posts').select(['ID', 'post_name']).where('ID', 'in', res.body.ids as number[]).orderBy('ID').execute();
    expect(rows.map((r) => r.post_name)).toEqual(['taken-title', 'taken-title-3']);
  });
});

describe('authors next to the site\'s own users', () => {
  const generatedAuthors = async () =>
    files.test.db.selectFrom('users').innerJoin('usermeta', 'usermeta.user_id', 'users.ID')
      .select(['users.ID', 'users.user_login', 'users.user_nicename']).where('usermeta.meta_key', '=', '_seedpress_generated').orderBy('users.ID').execute();

  it('gives a new author whose login and nicename a user already has the next free ones, as wp_insert_user would', async () => {
    // Setup: the same seed drafts the same authors; a hand-made user takes the first one's names.
    const request = { count: 1, seed: 77, set_featured_image: false };
    expect((await files.worker.call('DELETE', '/cleanup/all')).status).toBe(200);
    expect((await files.worker.call('POST', '/generate/posts', request)).status).toBe(200);
    const [first, ...others] = await generatedAuthors();
    expect((await files.worker.call('DELETE', '/cleanup/all')).status).toBe(200);
    await files.test.db.insertInto('users').values({ user_login: first!.user_login, user_pass: '', user_nicename: first!.user_nicename, user_email: 'hand@example.org', user_url: '', user_registered: '2026-01-01 00:00:00', user_activation_key: '', user_status: 0, display_name: 'Hand made' }).execute();

    // Action
    const res = await files.worker.call('POST', '/generate/posts', request);

    // Assert
    expect(res.status).toBe(200);
    expect((await generatedAuthors()).map((u) => [u.user_login, u.user_nicename])).toEqual([
      [`${first!.user_login.replace(/\d+$/, '')}2`, `${first!.user_nicename}-2`],
      ...others.map((u) => [u.user_login, u.user_nicename]),
    ]);
  });
});

describe('a run that fails part-way', () => {
  // Statements the writer does not wait for, in every chunk: term relationships and comment meta.
  it.each(['term_relationships', 'commentmeta'])('leaves no row behind when writing %s fails', async (table) => {
    // Setup
    const counts = async () => ({
      posts: await files.test.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      meta: await files.test.db.selectFrom('postmeta').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      comments: await files.test.db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      terms: await files.test.db.selectFrom('terms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    });
    const before = await counts();
    const name = `${files.test.config.prefix}${table}`;
    await sql`RENAME TABLE ${sql.table(name)} TO ${sql.table(`${name}_away`)}`.execute(files.test.db);
    let res;
    try {
      // Action
      res = await files.worker.call('POST', '/generate/posts', { count: COUNT, set_featured_image: false, auto_comments: true, taxonomy_config: { post_tag: { mode: 'create', count_min: 1, count_max: 2 } } });
    } finally {
      await sql`RENAME TABLE ${sql.table(`${name}_away`)} TO ${sql.table(name)}`.execute(files.test.db);
    }

    // Assert
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'generation_failed', message: 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.' });
    expect(await counts()).toEqual(before);
  });

  it('tells the stream the same error the JSON answer gives, and writes nothing', async () => {
    // Setup
    const posts = async () => (await files.test.db.selectFrom('posts').select('ID').execute()).length;
    const before = await posts();
    const name = `${files.test.config.prefix}commentmeta`;
    await sql`RENAME TABLE ${sql.table(name)} TO ${sql.table(`${name}_away`)}`.execute(files.test.db);
    let res;
    try {
      // Action
      res = await files.worker.call('POST', '/generate/posts/stream', { count: 3, set_featured_image: false, auto_comments: true });
    } finally {
      await sql`RENAME TABLE ${sql.table(`${name}_away`)} TO ${sql.table(name)}`.execute(files.test.db);
    }

    // Assert
    expect(res.status).toBe(200);
    const events = res.text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
    expect(events.at(-1)).toEqual({ type: 'error', code: 'generation_failed', message: 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.' });
    expect(await posts()).toBe(before);
  });

  it('leaves no row behind when a later chunk\'s posts fail while the chunks before are still being written', async () => {
    // Setup
    const count = async (table: 'posts' | 'postmeta' | 'seedpress_history') =>
      Number((await files.test.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const timeSaved = async () => (await files.test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_time_saved').executeTakeFirst())?.option_value ?? null;
    const before = { posts: await count('posts'), meta: await count('postmeta'), history: await count('seedpress_history'), timeSaved: await timeSaved() };
    const posts = sql.table(`${files.test.config.prefix}posts`);
    // The slug of the second chunk's first post: every post of the run has this title, no earlier post has it.
    const slug = `refused-title-${DRAFT_CHUNK + 1}`;
    await sql`CREATE TRIGGER seedpress_test_refuse BEFORE INSERT ON ${posts} FOR EACH ROW BEGIN IF NEW.post_name = ${slug} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'; END IF; END`.execute(files.test.db);
    let res;
    try {
      // Action
      res = await files.worker.call('POST', '/generate/posts', {
        count: COUNT,
        set_featured_image: false,
        field_config: { core_fields: { post_title: { mode: 'choose', choose: { values: ['Refused title'] } } } },
        taxonomy_config: { category: { mode: 'none' }, post_tag: { mode: 'none' } },
      });
    } finally {
      await sql`DROP TRIGGER seedpress_test_refuse`.execute(files.test.db);
    }

    // Assert
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'generation_failed', message: 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.' });
    // The time saved is added in the run's transaction: a failed run saved nothing.
    expect({ posts: await count('posts'), meta: await count('postmeta'), history: await count('seedpress_history'), timeSaved: await timeSaved() }).toEqual(before);
  });
});
