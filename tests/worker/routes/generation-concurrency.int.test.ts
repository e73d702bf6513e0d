import { sql } from 'kysely';
import type { GenerationResult } from '../../../worker/src/services/generation/post-run-result.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();
const RUNS = 12;
const COUNT = 25;

/** Rows of a query whose answer must be empty. */
async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
  return (await query.execute(files.test.db)).rows;
}

/*
 * Runs made at once on a new site, all with the same seed: each would choose the same slugs, the
 * same new term names and the same three pool authors. They must add up as if they had run one
 * after the other.
 */
describe(`${RUNS} runs at once, with comments, new terms and the author pool`, () => {
  let results: GenerationResult[];
  const p = (table: string) => sql.table(`${files.test.config.prefix}${table}`);

  beforeAll(async () => {
    const request = {
      count: COUNT,
      seed: 11,
      post_status: 'publish',
      set_featured_image: false,
      auto_comments: true,
      comments_per_post_min: 2,
      comments_per_post_max: 4,
      enable_comment_threading: true,
      taxonomy_config: { category: { mode: 'create', count_min: 1, count_max: 2 }, post_tag: { mode: 'create', count_min: 2, count_max: 3 } },
    };
    const responses = await Promise.all(Array.from({ length: RUNS }, () => files.worker.call('POST', '/generate/posts', request)));
    expect(responses.map((r) => [r.status, r.body.code])).toEqual(Array.from({ length: RUNS }, () => [200, undefined]));
    results = responses.map((r) => r.body as GenerationResult);
  });

  it('makes every post asked for, each with a slug of its own', async () => {
    const ids = results.flatMap((r) => r.ids);
    expect(new Set(ids).size).toBe(RUNS * COUNT);
    const posts = await files.test.db.selectFrom('posts').select(['post_name']).where('ID', 'in', ids).execute();
    expect(posts).toHaveLength(RUNS * COUNT);
    expect(await rows(sql`SELECT post_name FROM ${p('posts')} WHERE post_type = 'post' GROUP BY post_name HAVING COUNT(*) > 1`)).toEqual([]);
  });

  it('shares one author pool of three distinct users', async () => {
    expect(results.reduce((n, r) => n + r.auto_created.authors, 0)).toBe(3);
    const authors = await rows(sql`
      SELECT u.user_login, u.user_nicename, u.user_email FROM ${p('users')} u JOIN ${p('usermeta')} m ON m.user_id = u.ID AND m.meta_key = '_seedpress_generated'`);
    expect(authors).toHaveLength(3);
    for (const column of ['user_login', 'user_nicename', 'user_email'] as const) {
      expect(new Set(authors.map((a) => (a as Record<string, string>)[column]!.toLowerCase())).size).toBe(3);
    }
    const postAuthors = await rows(sql`SELECT DISTINCT post_author FROM ${p('posts')} WHERE ID IN (${sql.join(results.flatMap((r) => r.ids))})`);
    expect(postAuthors).toHaveLength(3);
  });

  it('makes each new term once per taxonomy, however many runs chose its name', async () => {
    expect(await rows(sql`
      SELECT tt.taxonomy, t.name FROM ${p('terms')} t JOIN ${p('term_taxonomy')} tt ON tt.term_id = t.term_id
      GROUP BY tt.taxonomy, t.name HAVING COUNT(*) > 1`)).toEqual([]);
    expect(await rows(sql`
      SELECT tt.taxonomy, t.slug FROM ${p('terms')} t JOIN ${p('term_taxonomy')} tt ON tt.term_id = t.term_id
      GROUP BY tt.taxonomy, t.slug HAVING COUNT(*) > 1`)).toEqual([]);
    const made = results.reduce((n, r) => n + Object.values(r.auto_created.terms).reduce((a, b) => a + b, 0), 0);
    const flagged = await rows(sql`SELECT term_id FROM ${p('termmeta')} WHERE meta_key = '_seedpress_generated'`);
    expect(flagged).toHaveLength(made);
  });

  it('counts every term as core counts it', async () => {
    expect(await rows(sql`
      SELECT tt.term_taxonomy_id, tt.count, (
        SELECT COUNT(*) FROM ${p('term_relationships')} r JOIN ${p('posts')} po ON po.ID = r.object_id
        WHERE r.term_taxonomy_id = tt.term_taxonomy_id AND po.post_status = 'publish' AND po.post_type = 'post'
      ) AS real_count
      FROM ${p('term_taxonomy')} tt WHERE tt.taxonomy IN ('category', 'post_tag')
      HAVING tt.count <> real_count`)).toEqual([]);
  });

  it('writes every comment on its post, replies under a comment of the same post, and comment counts that add up', async () => {
    const made = results.reduce((n, r) => n + r.auto_created.comments, 0);
    const comments = await rows(sql`SELECT comment_ID FROM ${p('comments')}`);
    // The fresh site's sample comment is there too.
    expect(comments).toHaveLength(made + 1);
    expect(await rows(sql`
      SELECT c.comment_ID FROM ${p('comments')} c LEFT JOIN ${p('comments')} parent ON parent.comment_ID = c.comment_parent
      WHERE c.comment_parent <> 0 AND (parent.comment_ID IS NULL OR parent.comment_post_ID <> c.comment_post_ID)`)).toEqual([]);
    expect(await rows(sql`
      SELECT po.ID FROM ${p('posts')} po WHERE po.comment_count <> (
        SELECT COUNT(*) FROM ${p('comments')} c WHERE c.comment_post_ID = po.ID AND c.comment_approved = '1')`)).toEqual([]);
  });

  it('leaves no row pointing at something missing, and one history row per item', async () => {
    expect(await rows(sql`SELECT c.comment_ID FROM ${p('comments')} c LEFT JOIN ${p('posts')} po ON po.ID = c.comment_post_ID WHERE po.ID IS NULL`)).toEqual([]);
    expect(await rows(sql`SELECT m.meta_id FROM ${p('commentmeta')} m LEFT JOIN ${p('comments')} c ON c.comment_ID = m.comment_id WHERE c.comment_ID IS NULL`)).toEqual([]);
    expect(await rows(sql`SELECT m.meta_id FROM ${p('postmeta')} m LEFT JOIN ${p('posts')} po ON po.ID = m.post_id WHERE po.ID IS NULL`)).toEqual([]);
    expect(await rows(sql`SELECT r.object_id FROM ${p('term_relationships')} r LEFT JOIN ${p('posts')} po ON po.ID = r.object_id WHERE po.ID IS NULL`)).toEqual([]);
    const history = (await rows(sql`SELECT content_type, COUNT(*) AS n, COUNT(DISTINCT content_id) AS items FROM ${p('seedpress_history')} GROUP BY content_type ORDER BY content_type`)) as Array<{ content_type: string; n: number; items: number }>;
    const comments = results.reduce((n, r) => n + r.auto_created.comments, 0);
    const terms = results.reduce((n, r) => n + Object.values(r.auto_created.terms).reduce((a, b) => a + b, 0), 0);
    expect(history.map((h) => [h.content_type, Number(h.n), Number(h.items)])).toEqual([
      ['comment', comments, comments],
      ['post', RUNS * COUNT, RUNS * COUNT],
      ['term', terms, terms],
      ['user', 3, 3],
    ]);
    expect(await rows(sql`
      SELECT h.content_id FROM ${p('seedpress_history')} h LEFT JOIN ${p('posts')} po ON po.ID = h.content_id
      WHERE h.content_type = 'post' AND po.ID IS NULL`)).toEqual([]);
  });
});
