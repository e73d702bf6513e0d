import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Connection } from 'mysql2/promise';
import { startPhpServer, startWorker, type RunningProcess } from '../support/processes.js';
import { installNetwork, networkWpConfig, prepareNetwork, removeNetwork } from '../support/network-site.js';
import { need, readStackEnv, REPO_ROOT, type StackEnv } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * A subdirectory multisite network of the test's own (its WordPress tree copied from the stack's,
 * a database of its own, its own php -S and worker): SeedPress network-activated, one worker for
 * every site. Content generated on site 2 must land in site 2's tables (wp_2_*), users in the
 * network's shared wp_users / wp_usermeta with site 2's capabilities, the main site untouched,
 * and core must read it all back on site 2.
 */

const stack = readStackEnv();
const ADMIN_PASSWORD = randomBytes(8).toString('hex');
const SECRET = randomBytes(24).toString('hex');

interface Network {
  dir?: string;
  database?: string;
  env: StackEnv;
  php?: RunningProcess;
  worker?: RunningProcess;
  db?: Connection;
}

/** Filled step by step, so that afterAll removes whatever a failed setup left. */
const network: Network = { env: {} };
let site2: WordPressSite;

const installer = (env: StackEnv, mode: 'install' | 'network' | 'add-site') => installNetwork(env, mode, ADMIN_PASSWORD);

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [rows] = await network.db!.query(sql, values);
  return Number((rows as Array<{ n: number }>)[0]!.n);
}

beforeAll(async () => {
  const { database, dir, port, url, env } = await prepareNetwork(stack, network);
  network.env = env;

  // Installing needs no worker; the worker needs an installed site (it reads its options at start).
  writeFileSync(join(dir, 'wp-config.php'), networkWpConfig(stack, { database, url, worker: { url: 'http://127.0.0.1:9', secret: SECRET } }, false));
  installer(env, 'install');
  const worker = (network.worker = await startWorker(stack, { DB_NAME: database, SEEDPRESS_WORKER_SECRET: SECRET }));
  writeFileSync(join(dir, 'wp-config.php'), networkWpConfig(stack, { database, url, worker: { url: worker.url, secret: SECRET } }, true));
  const made = installer(env, 'network');
  env.SEEDPRESS_ADMIN_APP_PASSWORD = String(made.app_password);
  expect([made.site, made.network_active]).toEqual([2, true]);

  network.php = await startPhpServer(env, {}, { port, router: 'tests/e2e/network/router.php' });
  site2 = new WordPressSite(`${url}/site2`, env);
  const license = await site2.api('POST', '/license/activate', { as: 'admin', body: { license_key: need(stack, 'SEEDPRESS_LICENSE_KEY') }, restRoute: true });
  expect(license.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await network.php?.stop();
  await network.worker?.stop();
  await removeNetwork(network);
});

describe('SeedPress on a multisite network', () => {
  it('network activation stores each existing site\'s context, and a site created afterwards gets its own', async () => {
    // Action
    const later = installer(network.env, 'add-site');

    // Assert
    expect(later.site).toBe(3);
    for (const prefix of ['wp_', 'wp_2_', 'wp_3_']) {
      const [rows] = await network.db!.query(`SELECT option_value FROM ${prefix}options WHERE option_name = 'seedpress_host_context'`);
      const context = JSON.parse((rows as Array<{ option_value: string }>)[0]!.option_value) as { site: { table_prefix: string } };
      expect(context.site.table_prefix).toBe(prefix);
    }
  });

  it('generates posts, terms, users and comments on site 2 into site 2\'s tables; the main site is untouched; core reads them back', async () => {
    // Setup
    const mainBefore = await count(`SELECT (SELECT COUNT(*) FROM wp_posts) + (SELECT COUNT(*) FROM wp_terms) + (SELECT COUNT(*) FROM wp_comments) + (SELECT COUNT(*) FROM wp_seedpress_history) AS n`);
    const call = (path: string, body: unknown) => site2.api('POST', path, { as: 'admin', body, restRoute: true });

    // Action
    const posts = await call('/generate/posts', { count: 3, post_status: 'publish', set_featured_image: false, auto_comments: false, auto_taxonomies: false, populate_custom_fields: false, seed: 5 });
    const terms = await call('/generate/terms', { taxonomy: 'category', count: 2, seed: 5 });
    const users = await call('/generate/users', { count: 2, role: 'author', generate_avatars: false, seed: 5 });
    const postIds = (posts.body as { ids: number[] }).ids;
    const comments = await call('/generate/comments', { post_ids: postIds, comments_per_post_min: 1, comments_per_post_max: 1, avatar_percentage: 0, seed: 5 });

    // Assert
    expect([posts.status, terms.status, users.status, comments.status]).toEqual([200, 200, 200, 200]);
    const ids = {
      posts: postIds,
      terms: (terms.body as { ids: number[] }).ids,
      users: (users.body as { ids: number[] }).ids,
      comments: (comments.body as { ids: number[] }).ids,
    };
    expect([ids.posts.length, ids.terms.length, ids.users.length, ids.comments.length]).toEqual([3, 2, 2, 3]);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_posts p JOIN wp_2_postmeta m ON m.post_id = p.ID AND m.meta_key = '_seedpress_generated' WHERE p.ID IN (?)`, [ids.posts])).toBe(3);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_term_taxonomy WHERE taxonomy = 'category' AND term_id IN (?)`, [ids.terms])).toBe(2);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_comments WHERE comment_ID IN (?) AND comment_post_ID IN (?)`, [ids.comments, ids.posts])).toBe(3);
    // Users: the two asked for plus the posts' author pool, all in the network's tables with site 2's role only.
    const [rows] = await network.db!.query(`SELECT content_id FROM wp_2_seedpress_history WHERE content_type = 'user'`);
    const siteUsers = (rows as Array<{ content_id: number }>).map((r) => Number(r.content_id));
    expect(siteUsers).toEqual(expect.arrayContaining(ids.users));
    expect(await count(`SELECT COUNT(*) AS n FROM wp_users WHERE ID IN (?)`, [siteUsers])).toBe(siteUsers.length);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_usermeta WHERE user_id IN (?) AND meta_key = 'wp_2_capabilities' AND meta_value = 'a:1:{s:6:"author";b:1;}'`, [siteUsers])).toBe(siteUsers.length);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_usermeta WHERE user_id IN (?) AND meta_key = 'wp_2_user_level' AND meta_value = '2'`, [siteUsers])).toBe(siteUsers.length);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_usermeta WHERE user_id IN (?) AND meta_key IN ('wp_capabilities', 'wp_user_level')`, [siteUsers])).toBe(0);
    const [history] = await network.db!.query(`SELECT content_type, COUNT(*) AS n FROM wp_2_seedpress_history WHERE content_type <> 'user' GROUP BY content_type ORDER BY content_type`);
    expect(history).toEqual([{ content_type: 'comment', n: 3 }, { content_type: 'post', n: 3 }, { content_type: 'term', n: 2 }]);
    const mainAfter = await count(`SELECT (SELECT COUNT(*) FROM wp_posts) + (SELECT COUNT(*) FROM wp_terms) + (SELECT COUNT(*) FROM wp_comments) + (SELECT COUNT(*) FROM wp_seedpress_history) AS n`);
    expect(mainAfter).toBe(mainBefore);

    const read = (site: number) => JSON.parse(runWordPressPhp(`require ${JSON.stringify(join(REPO_ROOT, 'tests/e2e/oracle/network.php'))};`, JSON.stringify({ site, ...ids }), network.env)) as Record<string, unknown[]>;
    expect(read(2)).toEqual({
      posts: ids.posts.map((id) => [id, 'post', '1']),
      terms: ids.terms,
      users: ids.users.map((id) => [id, ['author'], true]),
      comments: ids.comments.map((id, i) => [id, ids.posts[i]]),
    });
    // On the main site the same users exist (they are the network's) but have no role there.
    expect(read(1).users).toEqual(ids.users.map((id) => [id, [], false]));
  });

  it('cleans up on site 2 only what site 2 generated', async () => {
    // Action
    const res = await site2.api('DELETE', '/cleanup/all', { as: 'admin', body: {}, restRoute: true });

    // Assert
    expect(res.status).toBe(200);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_postmeta WHERE meta_key = '_seedpress_generated'`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_usermeta WHERE meta_key = '_seedpress_generated'`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_seedpress_history`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_users`)).toBe(1);
  });
});
