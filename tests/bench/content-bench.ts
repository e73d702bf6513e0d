import { randomBytes } from 'node:crypto';
import type mysql from 'mysql2/promise';
import { api, need, quiet, runSitePhp, type StackEnv } from './site.js';

/*
 * Users, comments and terms, each made three ways on the same site:
 *   (a) SeedPress through its REST endpoint (POST /generate/users, /comments, /terms),
 *   (b) core's own function in a loop inside the site (wp_insert_user, wp_insert_comment,
 *       wp_insert_term: tests/bench/wp-native.php),
 *   (c) raw multi-row INSERTs of the same rows in one transaction from Node (the floor).
 * Each removed again before the next.
 */

export const USERS = 500;
/** 100 posts × 50 comments. */
export const COMMENT_POSTS = 100;
export const COMMENTS_PER_POST = 50;
/** The largest tree a term run makes: 7 + 49 + 343 = 399 categories. */
export const TREE = { depth: 3, breadth: 7 };
export const TREE_SIZE = 399;
/**
 * (a) and (c) are short next to (b) and swing with the machine's load: each run measures them in
 * pairs, each (c) right after its (a), so their medians rest on more samples taken under the same
 * load. Each of them starts on a quiet machine, as every measurement of the posts part does: the
 * step before each one deleted a run's rows, and InnoDB's purge of them would otherwise share the
 * two cores with whichever comes next.
 */
export const A_C_PAIRS_PER_RUN = 5;

export interface Trio {
  a: number[];
  b: number[];
  c: number[];
}

export interface ContentBenchResult {
  users: Trio;
  comments: Trio;
  terms: Trio;
  /** Seconds an authenticated request that writes nothing takes through WordPress (GET /time-saved): part of every (a). */
  request: number[];
}

type Log = (key: string, seconds: number) => void;

const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua'.split(' ');
const int = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min + 1));
const words = (n: number): string => Array.from({ length: n }, () => WORDS[int(0, WORDS.length - 1)]).join(' ');
const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const marker = (kind: string): string => `${kind}-${randomBytes(4).toString('hex')}`;
const pad = (n: number): string => String(n).padStart(2, '0');
const mysqlDate = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function seedPress(env: StackEnv, route: string, body: Record<string, unknown>, type: 'user' | 'comment' | 'term', expected: number): Promise<number> {
  let ids: number[] = [];
  const seconds = await timed(async () => {
    const res = await api(env, 'POST', route, body);
    if (res.status !== 200 || res.body.count !== expected) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    ids = res.body.ids as number[];
  });
  const removed = await api(env, 'DELETE', '/generate/delete', { type, ids, force: true });
  if (removed.status !== 200) throw new Error(`DELETE /generate/delete answered ${removed.status}`);
  return seconds;
}

/** One transaction of statements, timed from its START to its COMMIT. */
async function transaction(db: mysql.Connection, work: (run: (sql: string, values?: unknown[]) => Promise<unknown>) => Promise<void>): Promise<number> {
  const run = async (sql: string, values: unknown[] = []): Promise<unknown> => (await db.query(sql, values))[0];
  return timed(async () => {
    await run('START TRANSACTION');
    await work(run);
    await run('COMMIT');
  });
}

const historyRows = (type: string, ids: number[], subtype: string, batch: string): unknown[][] =>
  ids.map((id) => [type, id, subtype, '{"locale":"en_US","seed":1,"generation_time":0.5}', batch, mysqlDate(new Date())]);
const HISTORY = (p: string): string => `INSERT INTO ${p}seedpress_history (content_type, content_id, content_subtype, meta, batch_id, created_at) VALUES ?`;

/** (c) for users: the rows and usermeta of POST /generate/users, one history row each. */
async function rawUsers(db: mysql.Connection, p: string, batch: string): Promise<number> {
  const people = Array.from({ length: USERS }, (_, i) => ({ login: `${batch}-${i}`, first: upper(words(1)), last: upper(words(1)), bio: `${upper(words(15))}.` }));
  const hash = '$wp$2y$10$abcdefghijklmnopqrstuuJ0Jx0Qm8pZ2bYV3kY7b3Xy6yqv9uE1Wy';
  const created = mysqlDate(new Date());
  return transaction(db, async (run) => {
    await run(`INSERT INTO ${p}users (user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_activation_key, user_status, display_name) VALUES ?`, [
      people.map((u) => [u.login, hash, u.login, `${u.login}@example.org`, `https://example.com/${u.login}`, created, '', 0, `${u.first} ${u.last}`]),
    ]);
    const found = (await run(`SELECT ID, user_login FROM ${p}users WHERE user_login LIKE ?`, [`${batch}-%`])) as Array<{ ID: number; user_login: string }>;
    const idOf = new Map(found.map((r) => [r.user_login, r.ID]));
    const ids = people.map((u) => idOf.get(u.login)!);
    await run(`INSERT INTO ${p}usermeta (user_id, meta_key, meta_value) VALUES ?`, [people.flatMap((u, i) => [
      ['nickname', u.login], ['first_name', u.first], ['last_name', u.last], ['description', u.bio], ['rich_editing', 'true'], ['syntax_highlighting', 'true'],
      ['comment_shortcuts', 'false'], ['admin_color', 'fresh'], ['use_ssl', '0'], ['show_admin_bar_front', 'true'], ['locale', ''],
      [`${p}capabilities`, 'a:1:{s:10:"subscriber";b:1;}'], [`${p}user_level`, '0'], ['_seedpress_generated', '1'],
    ].map(([key, value]) => [ids[i], key, value]))]);
    await run(HISTORY(p), [historyRows('user', ids, 'subscriber', batch)]);
  });
}

/** (c) for comments: the comments, their flag and history rows, and the posts' comment_count. */
async function rawComments(db: mysql.Connection, p: string, batch: string, postIds: number[]): Promise<number> {
  const now = Date.now();
  const comments = postIds.flatMap((postId) => Array.from({ length: COMMENTS_PER_POST }, () => {
    const date = new Date(now - int(60, 86_400) * 1000);
    return [postId, upper(words(2)), `${words(1)}@example.net`, '', `192.0.2.${int(1, 254)}`, mysqlDate(date), mysqlDate(date), `${upper(words(int(12, 40)))}.`, 0, '1', batch, 'comment', 0, 0];
  }));
  return transaction(db, async (run) => {
    await run(`INSERT INTO ${p}comments (comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id) VALUES ?`, [comments]);
    const found = (await run(`SELECT comment_ID FROM ${p}comments WHERE comment_agent = ? ORDER BY comment_ID`, [batch])) as Array<{ comment_ID: number }>;
    const ids = found.map((r) => r.comment_ID);
    await run(`INSERT INTO ${p}commentmeta (comment_id, meta_key, meta_value) VALUES ?`, [ids.map((id) => [id, '_seedpress_generated', '1'])]);
    await run(HISTORY(p), [historyRows('comment', ids, 'post', batch)]);
    await run(`UPDATE ${p}posts SET comment_count = comment_count + ? WHERE ID IN (?)`, [COMMENTS_PER_POST, postIds]);
  });
}

/** (c) for terms: the tree level by level (terms, term_taxonomy), the flag, history, category_children. */
async function rawTerms(db: mysql.Connection, p: string, batch: string): Promise<number> {
  return transaction(db, async (run) => {
    let parents = [0];
    const children = new Map<number, number[]>();
    for (let level = 1; level <= TREE.depth; level++) {
      const planned = parents.flatMap((parent) => Array.from({ length: TREE.breadth }, (_, i) => ({ parent, name: `${upper(words(2))} ${batch} ${level} ${parent} ${i}` })));
      const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await run(`INSERT INTO ${p}terms (name, slug, term_group) VALUES ?`, [planned.map((t) => [t.name, slugOf(t.name), 0])]);
      const found = (await run(`SELECT term_id, slug FROM ${p}terms WHERE slug IN (?)`, [planned.map((t) => slugOf(t.name))])) as Array<{ term_id: number; slug: string }>;
      const idOf = new Map(found.map((r) => [r.slug, r.term_id]));
      const ids = planned.map((t) => idOf.get(slugOf(t.name))!);
      await run(`INSERT INTO ${p}term_taxonomy (term_id, taxonomy, description, parent, count) VALUES ?`, [planned.map((t, i) => [ids[i], 'category', `${upper(words(12))}.`, t.parent, 0])]);
      await run(`INSERT INTO ${p}termmeta (term_id, meta_key, meta_value) VALUES ?`, [ids.map((id) => [id, '_bench_marker', batch])]);
      await run(HISTORY(p), [historyRows('term', ids, 'category', batch)]);
      planned.forEach((t, i) => { if (t.parent) children.set(t.parent, [...(children.get(t.parent) ?? []), ids[i]!]); });
      parents = ids;
    }
    const serialized = `a:${children.size}:{${[...children].map(([parent, ids]) => `i:${parent};a:${ids.length}:{${ids.map((id, i) => `i:${i};i:${id};`).join('')}}`).join('')}}`;
    await run(`INSERT INTO ${p}options (option_name, option_value, autoload) VALUES ('category_children', ?, 'auto') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)`, [serialized]);
  });
}

async function removeUsers(db: mysql.Connection, p: string, batch: string): Promise<void> {
  await db.query(`DELETE m FROM ${p}usermeta m JOIN ${p}users u ON u.ID = m.user_id WHERE u.user_login LIKE ?`, [`${batch}-%`]);
  await db.query(`DELETE FROM ${p}users WHERE user_login LIKE ?`, [`${batch}-%`]);
  await db.query(`DELETE FROM ${p}seedpress_history WHERE batch_id = ?`, [batch]);
}

/** The comments of (b) (comment meta `_bench_marker`) or (c) (comment_agent) of one batch, their meta and history. */
async function removeComments(db: mysql.Connection, p: string, batch: string, postIds: number[]): Promise<void> {
  const [rows] = await db.query<mysql.RowDataPacket[]>(
    `SELECT comment_ID FROM ${p}comments WHERE comment_agent = ? UNION SELECT comment_id FROM ${p}commentmeta WHERE meta_key = '_bench_marker' AND meta_value = ?`,
    [batch, batch],
  );
  const ids = rows.map((r) => Number(r.comment_ID));
  if (ids.length > 0) {
    await db.query(`DELETE FROM ${p}commentmeta WHERE comment_id IN (?)`, [ids]);
    await db.query(`DELETE FROM ${p}comments WHERE comment_ID IN (?)`, [ids]);
  }
  await db.query(`DELETE FROM ${p}seedpress_history WHERE batch_id = ?`, [batch]);
  await db.query(`UPDATE ${p}posts SET comment_count = 0 WHERE ID IN (?)`, [postIds]);
}

async function removeTerms(env: StackEnv, db: mysql.Connection, p: string, batch: string): Promise<void> {
  runSitePhp(env, { action: 'drop-terms', marker: batch });
  await db.query(`DELETE FROM ${p}seedpress_history WHERE batch_id = ?`, [batch]);
}

/** `runs` of (b) and A_C_PAIRS_PER_RUN × `runs` of (a) and (c) for users, comments and terms, in turn. */
export async function contentBench(env: StackEnv, db: mysql.Connection, runs: number, log: Log): Promise<ContentBenchResult> {
  const p = need(env, 'DB_PREFIX');
  const result: ContentBenchResult = { users: { a: [], b: [], c: [] }, comments: { a: [], b: [], c: [] }, terms: { a: [], b: [], c: [] }, request: [] };
  const note = (kind: 'users' | 'comments' | 'terms', way: keyof Trio, seconds: number): void => {
    result[kind][way].push(seconds);
    log(`${way}-${kind}`, seconds);
  };
  const posts = await api(env, 'POST', '/generate/posts', { count: COMMENT_POSTS, post_status: 'publish', set_featured_image: false, auto_taxonomies: false, auto_comments: false, populate_custom_fields: false, enable_variation: false });
  if (posts.status !== 200) throw new Error(`POST /generate/posts answered ${posts.status}`);
  const postIds = posts.body.ids as number[];
  try {
    // One unmeasured run of each endpoint: the worker's first request of a kind compiles its code.
    await seedPress(env, '/generate/users', { count: 5, role: 'subscriber', generate_avatars: false }, 'user', 5);
    await seedPress(env, '/generate/comments', { post_ids: postIds.slice(0, 2), comments_per_post_min: 2, comments_per_post_max: 2, avatar_percentage: 0 }, 'comment', 4);
    await seedPress(env, '/generate/terms', { count: 5 }, 'term', 5);
    for (let i = 0; i < runs; i++) {
      for (let n = 0; n < 3; n++) result.request.push(await timed(() => api(env, 'GET', '/time-saved')));
      for (let pair = 0; pair < A_C_PAIRS_PER_RUN; pair++) {
        await quiet(db);
        note('users', 'a', await seedPress(env, '/generate/users', { count: USERS, role: 'subscriber', generate_avatars: false }, 'user', USERS));
        const raw = marker('bench-c');
        await quiet(db);
        note('users', 'c', await rawUsers(db, p, raw));
        await removeUsers(db, p, raw);
      }
      const users = marker('bench-b');
      await quiet(db);
      note('users', 'b', runSitePhp<{ seconds: number }>(env, { action: 'users', count: USERS, marker: users }).seconds);
      await removeUsers(db, p, users);

      for (let pair = 0; pair < A_C_PAIRS_PER_RUN; pair++) {
        await quiet(db);
        note('comments', 'a', await seedPress(env, '/generate/comments', {
          post_ids: postIds, comments_per_post_min: COMMENTS_PER_POST, comments_per_post_max: COMMENTS_PER_POST, enable_threading: false, pending_percentage: 0, anonymous_percentage: 100, avatar_percentage: 0,
        }, 'comment', COMMENT_POSTS * COMMENTS_PER_POST));
        const raw = marker('bench-c');
        await quiet(db);
        note('comments', 'c', await rawComments(db, p, raw, postIds));
        await removeComments(db, p, raw, postIds);
      }
      const comments = marker('bench-b');
      await quiet(db);
      note('comments', 'b', runSitePhp<{ seconds: number }>(env, { action: 'comments', post_ids: postIds, per_post: COMMENTS_PER_POST, marker: comments }).seconds);
      await removeComments(db, p, comments, postIds);

      for (let pair = 0; pair < A_C_PAIRS_PER_RUN; pair++) {
        await quiet(db);
        note('terms', 'a', await seedPress(env, '/generate/terms', { taxonomy: 'category', generate_hierarchy: true, ...TREE }, 'term', TREE_SIZE));
        const raw = marker('bench-c');
        await quiet(db);
        note('terms', 'c', await rawTerms(db, p, raw));
        await removeTerms(env, db, p, raw);
      }
      const terms = marker('bench-b');
      await quiet(db);
      note('terms', 'b', runSitePhp<{ seconds: number }>(env, { action: 'terms', ...TREE, marker: terms }).seconds);
      await removeTerms(env, db, p, terms);
    }
  } finally {
    await api(env, 'DELETE', '/cleanup/all');
  }
  return result;
}
