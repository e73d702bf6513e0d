import { sql } from 'kysely';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

const NO_IMAGES = { set_featured_image: false };

/** What _update_post_term_count() counts for a term of posts: its published posts. */
async function coreCount(tt: number): Promise<number> {
  const p = files.test.config.prefix;
  const { rows } = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM ${sql.table(`${p}term_relationships`)} tr JOIN ${sql.table(`${p}posts`)} po ON po.ID = tr.object_id
    WHERE tr.term_taxonomy_id = ${tt} AND po.post_status = 'publish' AND po.post_type = 'post'`.execute(files.test.db);
  return Number(rows[0]!.n);
}

const storedCount = async (tt: number): Promise<number> =>
  (await files.test.db.selectFrom('term_taxonomy').select('count').where('term_taxonomy_id', '=', tt).executeTakeFirstOrThrow()).count;

const spoil = (tt: number, count: number) => files.test.db.updateTable('term_taxonomy').set({ count }).where('term_taxonomy_id', '=', tt).execute();

/** A tag made by hand, as wp_insert_term() leaves it. */
async function handMadeTag(name: string): Promise<{ termId: number; tt: number }> {
  await files.test.db.insertInto('terms').values({ name, slug: name.toLowerCase(), term_group: 0 }).execute();
  const { term_id: termId } = await files.test.db.selectFrom('terms').select('term_id').where('slug', '=', name.toLowerCase()).executeTakeFirstOrThrow();
  await files.test.db.insertInto('term_taxonomy').values({ term_id: termId, taxonomy: 'post_tag', description: '', parent: 0, count: 0 }).execute();
  const { term_taxonomy_id: tt } = await files.test.db.selectFrom('term_taxonomy').select('term_taxonomy_id').where('term_id', '=', termId).executeTakeFirstOrThrow();
  return { termId, tt };
}

const touchedOf = (res: { headers: Record<string, string> }): { term_counts?: number[] } => JSON.parse(res.headers['x-seedpress-touched'] ?? '{}') as { term_counts?: number[] };

describe('counts of runs made at once or failing: terms, time saved', () => {
  let uncategorized: { termId: number; tt: number };

  beforeAll(async () => {
    const row = await files.test.db.selectFrom('term_taxonomy').innerJoin('options', (j) => j.on('options.option_name', '=', 'default_category'))
      .select(['term_taxonomy.term_id', 'term_taxonomy.term_taxonomy_id'])
      .whereRef('term_taxonomy.term_id', '=', sql`${sql.ref('options.option_value')}`).where('taxonomy', '=', 'category').executeTakeFirstOrThrow();
    uncategorized = { termId: row.term_id, tt: row.term_taxonomy_id };
  });

  it('counts the default category as core does, even when its stored count was wrong before', async () => {
    // Setup
    await spoil(uncategorized.tt, 999);

    // Action
    const res = await files.worker.call('POST', '/generate/posts', { count: 30, post_status: 'random', seed: 3, auto_taxonomies: false, ...NO_IMAGES });

    // Assert
    expect(res.status).toBe(200);
    const statuses = await files.test.db.selectFrom('posts').select('post_status').where('ID', 'in', res.body.ids as number[]).execute();
    expect(new Set(statuses.map((s) => s.post_status)).size).toBeGreaterThan(1);
    expect(await storedCount(uncategorized.tt)).toBe(await coreCount(uncategorized.tt));
    expect(touchedOf(res).term_counts).toContain(uncategorized.termId);
  });

  it('counts the terms of a choose pool, the ones the run did not pick too', async () => {
    // Setup
    const tags = [await handMadeTag('Alpha'), await handMadeTag('Beta'), await handMadeTag('Gamma')];
    for (const t of tags) await spoil(t.tt, 50);

    // Action
    const res = await files.worker.call('POST', '/generate/posts', {
      count: 1,
      post_status: 'publish',
      taxonomy_config: { post_tag: { mode: 'choose', term_ids: tags.map((t) => t.termId), count_min: 1, count_max: 1 }, category: { mode: 'none' } },
      ...NO_IMAGES,
    });

    // Assert
    expect(res.status).toBe(200);
    const counts = await Promise.all(tags.map((t) => storedCount(t.tt)));
    expect(counts.sort()).toEqual([0, 0, 1]);
    for (const t of tags) expect(await storedCount(t.tt)).toBe(await coreCount(t.tt));
    expect(touchedOf(res).term_counts).toEqual(expect.arrayContaining(tags.map((t) => t.termId)));
  });

  it('adds up two runs made at the same time', async () => {
    // Setup
    const before = await coreCount(uncategorized.tt);
    const request = { count: 40, post_status: 'publish', auto_taxonomies: false, ...NO_IMAGES };

    // Action
    const [first, second] = await Promise.all([files.worker.call('POST', '/generate/posts', request), files.worker.call('POST', '/generate/posts', request)]);

    // Assert
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await coreCount(uncategorized.tt)).toBe(before + 80);
    expect(await storedCount(uncategorized.tt)).toBe(before + 80);
  });

  it.each([
    ['with a total', async () => expect((await files.worker.call('DELETE', '/time-saved')).status).toBe(200)],
    ['on a site that has no total yet', async () => void (await files.test.db.deleteFrom('options').where('option_name', '=', 'seedpress_time_saved').execute())],
  ])('adds the time saved of two runs made at the same time, %s', async (_, start) => {
    // Setup
    await start();
    const request = { count: 25, post_status: 'publish', auto_taxonomies: false, enable_variation: false, ...NO_IMAGES };

    // Action
    const runs = await Promise.all([files.worker.call('POST', '/generate/posts', request), files.worker.call('POST', '/generate/posts', request)]);
    const report = await files.worker.call('GET', '/time-saved');

    // Assert
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    // 50 basic posts at 3 minutes each.
    expect(report.body.time_savings.by_type.posts.total_seconds).toBe(50 * 3 * 60);
  });

  it('leaves the counts as they were when the run fails', async () => {
    // Setup
    await spoil(uncategorized.tt, await coreCount(uncategorized.tt));
    const before = await storedCount(uncategorized.tt);
    const p = files.test.config.prefix;
    await sql`CREATE TRIGGER refuse_history BEFORE INSERT ON ${sql.table(`${p}seedpress_history`)} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'`.execute(files.test.db);

    // Action
    const res = await files.worker.call('POST', '/generate/posts', { count: 10, post_status: 'publish', auto_taxonomies: false, ...NO_IMAGES });
    await sql`DROP TRIGGER refuse_history`.execute(files.test.db);

    // Assert
    expect(res.status).toBe(500);
    expect(await storedCount(uncategorized.tt)).toBe(before);
    expect(await coreCount(uncategorized.tt)).toBe(before);
  });
});
