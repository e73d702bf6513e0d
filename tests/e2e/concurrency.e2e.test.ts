import mysql from 'mysql2/promise';
import type { GenerationResult } from '../../worker/src/services/generation/post-run-result.js';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();
const RUNS = 20;
const COUNT = 50;

/*
 * Twenty runs sent at once through WordPress, all with the same seed (each would choose the same
 * slugs and the same pool authors): every one answers 200 and together they leave what twenty runs
 * one after the other would have left.
 */
describe(`${RUNS} generation runs at once through WordPress`, () => {
  let db: mysql.Connection;
  let results: GenerationResult[];
  const p = need(site.env, 'DB_PREFIX');
  const query = async (statement: string): Promise<unknown[]> => (await db.query(statement))[0] as unknown[];

  beforeAll(async () => {
    db = await mysql.createConnection({ host: need(site.env, 'DB_HOST'), port: Number(need(site.env, 'DB_PORT')), user: need(site.env, 'DB_USER'), password: need(site.env, 'DB_PASSWORD'), database: need(site.env, 'DB_NAME') });
    // No author pool yet: the runs must make one between them.
    expect((await site.api('DELETE', '/cleanup/all', { as: 'admin' })).status).toBe(200);
    const body = { count: COUNT, seed: 20, post_status: 'publish', auto_comments: true, set_featured_image: false };
    const responses = await Promise.all(Array.from({ length: RUNS }, () => site.api('POST', '/generate/posts', { as: 'admin', body })));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: RUNS }, () => 200));
    results = responses.map((r) => r.body as GenerationResult);
  });

  afterAll(async () => {
    expect((await site.api('DELETE', '/cleanup/all', { as: 'admin' })).status).toBe(200);
    await db.end();
  });

  it('makes exactly the posts asked for, with unique slugs', async () => {
    const ids = results.flatMap((r) => r.ids);
    expect(new Set(ids).size).toBe(RUNS * COUNT);
    expect(await query(`SELECT COUNT(*) AS n FROM ${p}posts WHERE ID IN (${ids.join(',')}) AND post_status = 'publish'`)).toEqual([{ n: RUNS * COUNT }]);
    expect(await query(`SELECT post_name FROM ${p}posts WHERE post_type = 'post' AND post_name <> '' GROUP BY post_name HAVING COUNT(*) > 1`)).toEqual([]);
  });

  it('shares one pool of three authors', async () => {
    expect(results.reduce((n, r) => n + r.auto_created.authors, 0)).toBe(3);
    const pool = (await query(`
      SELECT u.user_login, u.user_email FROM ${p}users u
      JOIN ${p}usermeta flag ON flag.user_id = u.ID AND flag.meta_key = '_seedpress_generated'
      JOIN ${p}usermeta caps ON caps.user_id = u.ID AND caps.meta_key = '${p}capabilities' AND caps.meta_value LIKE '%"author"%'
      JOIN ${p}seedpress_history h ON h.content_type = 'user' AND h.content_id = u.ID AND h.deleted_at IS NULL`)) as Array<{ user_login: string; user_email: string }>;
    expect(pool).toHaveLength(3);
    expect(new Set(pool.map((u) => u.user_email)).size).toBe(3);
    const authors = await query(`SELECT DISTINCT post_author FROM ${p}posts WHERE ID IN (${results.flatMap((r) => r.ids).join(',')})`);
    expect(authors).toHaveLength(3);
  });

  it('leaves no orphan and no history row without its content', async () => {
    expect(await query(`SELECT c.comment_ID FROM ${p}comments c LEFT JOIN ${p}posts po ON po.ID = c.comment_post_ID WHERE po.ID IS NULL`)).toEqual([]);
    expect(await query(`SELECT m.meta_id FROM ${p}commentmeta m LEFT JOIN ${p}comments c ON c.comment_ID = m.comment_id WHERE c.comment_ID IS NULL`)).toEqual([]);
    expect(await query(`SELECT h.id FROM ${p}seedpress_history h LEFT JOIN ${p}posts po ON po.ID = h.content_id WHERE h.content_type IN ('post', 'media') AND po.ID IS NULL`)).toEqual([]);
    expect(await query(`SELECT h.id FROM ${p}seedpress_history h LEFT JOIN ${p}comments c ON c.comment_ID = h.content_id WHERE h.content_type = 'comment' AND c.comment_ID IS NULL`)).toEqual([]);
    const comments = results.reduce((n, r) => n + r.auto_created.comments, 0);
    expect(await query(`SELECT COUNT(*) AS n FROM ${p}comments WHERE comment_post_ID IN (${results.flatMap((r) => r.ids).join(',')})`)).toEqual([{ n: comments }]);
  });

  it('leaves every category counted as core counts it', async () => {
    expect(await query(`
      SELECT tt.term_taxonomy_id, tt.count, (
        SELECT COUNT(*) FROM ${p}term_relationships r JOIN ${p}posts po ON po.ID = r.object_id
        WHERE r.term_taxonomy_id = tt.term_taxonomy_id AND po.post_status = 'publish' AND po.post_type = 'post'
      ) AS real_count
      FROM ${p}term_taxonomy tt WHERE tt.taxonomy IN ('category', 'post_tag') HAVING tt.count <> real_count`)).toEqual([]);
  });
});
