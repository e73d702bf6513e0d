import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installNetwork, networkWpConfig, prepareNetwork, removeNetwork, type NetworkPlace } from '../support/network-site.js';
import { startPhpServer, type RunningProcess } from '../support/processes.js';
import { need, readStackEnv } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { wp, type WpOutcome } from '../support/wp-cli.js';

/*
 * The real WP-CLI on a multisite network of the test's own (tests/support/network-site.ts) whose
 * wp-config.php names no worker, so that SeedPress runs its own: `wp seedpress worker start|stop|
 * status` act on it, and `--url` picks the site a command works on.
 */

const stack = readStackEnv();
const ADMIN_PASSWORD = randomBytes(8).toString('hex');

const network: NetworkPlace & { php?: RunningProcess; url: string } = { url: '' };

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [rows] = await network.db!.query(sql, values);
  return Number((rows as Array<{ n: number }>)[0]!.n);
}

/**
 * A run on the network, without the deprecation notices core's multisite files raise on PHP 8.2
 * (WP_DEBUG is on; WP-CLI shows them on stderr): what is left on stderr is the command's.
 */
async function onNetwork(argv: string[], site = ''): Promise<WpOutcome> {
  const run = await wp(network.dir!, [...(site ? [`--url=${network.url}/${site}/`] : []), ...argv]);
  const stderr = run.stderr.split('\n').filter((line) => !/^(PHP )?Deprecated: .* in \/\S+\/wp-includes\/ms-[a-z-]+\.php on line \d+$/.test(line)).join('\n');
  return { ...run, stderr };
}

const onSite2 = (argv: string[]) => onNetwork(argv, 'site2');

/** A process that has exited is no longer running, even before its parent (here, init) reaps it. */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const { database, dir, port, url, env } = await prepareNetwork(stack, network);
  network.url = url;
  writeFileSync(join(dir, 'wp-config.php'), networkWpConfig(stack, { database, url }, false));
  installNetwork(env, 'install', ADMIN_PASSWORD);
  writeFileSync(join(dir, 'wp-config.php'), networkWpConfig(stack, { database, url }, true));
  const made = installNetwork(env, 'network', ADMIN_PASSWORD);
  env.SEEDPRESS_ADMIN_APP_PASSWORD = String(made.app_password);
  expect([made.site, made.network_active]).toEqual([2, true]);
  // The full edition's license, activated as a site's administrator does it, against the stack's
  // license stand-in: the one setting of the worker SeedPress starts that a real site leaves alone.
  mkdirSync(join(dir, 'wp-content/mu-plugins'), { recursive: true });
  writeFileSync(join(dir, 'wp-content/mu-plugins/license-stand-in.php'), `<?php
add_filter( 'seedpress_worker_environment', static fn ( array $env ): array => $env + array( 'SEEDPRESS_LICENSE_API' => '${need(stack, 'SEEDPRESS_LICENSE_API')}' ) );
`);
  network.php = await startPhpServer(env, {}, { port, router: 'tests/e2e/network/router.php' });
  const license = await new WordPressSite(`${url}/site2`, env).api('POST', '/license/activate', { as: 'admin', body: { license_key: need(stack, 'SEEDPRESS_LICENSE_KEY') }, restRoute: true });
  expect([license.status, license.body]).toEqual([200, expect.objectContaining({ success: true })]);
}, 180_000);

afterAll(async () => {
  if (network.dir) await wp(network.dir, ['seedpress', 'worker', 'stop']);
  await network.php?.stop();
  await removeNetwork(network);
});

describe('wp seedpress on a multisite network, with the worker SeedPress runs itself', () => {
  it('worker stop, start and status act on the one worker of the network', async () => {
    // Action
    const stopped = await onSite2(['seedpress', 'worker', 'stop']);
    const idle = await onSite2(['seedpress', 'worker', 'status', '--format=json', '--user=admin']);
    const started = await onSite2(['seedpress', 'worker', 'start']);
    const again = await onSite2(['seedpress', 'worker', 'start']);
    const running = await onSite2(['seedpress', 'worker', 'status', '--format=json', '--user=admin']);
    const stop = await onNetwork(['seedpress', 'worker', 'stop']);
    const stopAgain = await onNetwork(['seedpress', 'worker', 'stop']);

    // Assert
    expect(stopped.code).toBe(0);
    expect([idle.code, idle.stderr]).toEqual([0, '']);
    expect(JSON.parse(idle.stdout)).toMatchObject({ running: false, pid: null });
    expect([started.code, started.stderr]).toEqual([0, '']);
    const [, workerUrl, pid] = /^Success: The worker runs at (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)\.\n$/.exec(started.stdout) ?? [];
    expect(again).toEqual({ code: 0, stdout: started.stdout, stderr: '' });
    expect([running.code, running.stderr]).toEqual([0, '']);
    expect(JSON.parse(running.stdout)).toMatchObject({ running: true, url: workerUrl, pid: Number(pid), database: 'reachable', problems: [] });
    expect(stop).toEqual({ code: 0, stdout: 'Success: The worker has stopped.\n', stderr: '' });
    expect(stopAgain).toEqual({ code: 0, stdout: 'Success: The worker was not running.\n', stderr: '' });
    expect(alive(Number(pid))).toBe(false);
    await expect(fetch(`${workerUrl}/health`)).rejects.toThrow();
  });

  it('--url makes, lists and cleans up on site 2 only; the main site is untouched', async () => {
    // Setup
    const mainBefore = await count('SELECT (SELECT COUNT(*) FROM wp_posts) + (SELECT COUNT(*) FROM wp_seedpress_history) AS n');

    // Action
    const made = await onSite2(['seedpress', 'generate', 'posts', '--count=3', '--seed=5', '--no-set-featured-image', '--no-auto-taxonomies', '--no-auto-comments', '--format=json', '--user=admin']);
    const listed = await onSite2(['seedpress', 'history', 'list', '--type=post', '--format=ids', '--user=admin']);
    const inMain = await onNetwork(['seedpress', 'history', 'list', '--format=count', '--user=admin']);
    const ids = (JSON.parse(made.stdout) as { ids: number[] }).ids;
    const flagged = await count(`SELECT COUNT(*) AS n FROM wp_2_posts p JOIN wp_2_postmeta m ON m.post_id = p.ID AND m.meta_key = '_seedpress_generated' WHERE p.ID IN (?)`, [ids]);
    const cleanup = await onSite2(['seedpress', 'cleanup', '--yes', '--user=admin']);

    // Assert
    expect([made.code, made.stderr, listed.code, inMain.code, cleanup.code]).toEqual([0, '', 0, 0, 0]);
    expect(ids).toHaveLength(3);
    expect(flagged).toBe(3);
    const [history] = await network.db!.query('SELECT content_id FROM wp_2_seedpress_history');
    expect(history).toEqual([]);
    expect(listed.stdout.split(' ')).toHaveLength(3);
    expect(inMain.stdout).toBe('0');
    expect(cleanup.stdout).toMatch(/^Success: Deleted 3 posts, /);
    expect(await count(`SELECT COUNT(*) AS n FROM wp_2_postmeta WHERE meta_key = '_seedpress_generated'`)).toBe(0);
    expect(await count('SELECT (SELECT COUNT(*) FROM wp_posts) + (SELECT COUNT(*) FROM wp_seedpress_history) AS n')).toBe(mainBefore);
  });
});
