import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, connect, type Server } from 'node:net';
import { freePort, startPhpServer, startWorker, type RunningProcess } from '../support/processes.js';
import { need, readStackEnv, REPO_ROOT } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * What wp-env users run: WordPress in one network namespace, the worker in another, listening on
 * a non-loopback address (SEEDPRESS_WORKER_HOST) that WordPress reaches over a virtual link, as a
 * container reaches the host over the docker bridge. The test makes the namespace itself: a veth
 * pair, 10.231.N.1 on this side, 10.231.N.2 inside. The worker inside reaches the stack's
 * database through a small TCP relay on 10.231.N.1 (MariaDB listens on loopback only).
 */

const stack = readStackEnv();
const tag = randomBytes(3).toString('hex');
const NETNS = `sp_${tag}`;
const subnet = randomInt(1, 254);
const OUTSIDE = `10.231.${subnet}.1`;
const INSIDE = `10.231.${subnet}.2`;

const ip = (...args: string[]): string => execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function makeNamespace(): string | null {
  try {
    ip('netns', 'add', NETNS);
  } catch (error) {
    return `ip netns add failed (root and a kernel with network namespaces are needed): ${String((error as { stderr?: string }).stderr ?? error)}`;
  }
  ip('link', 'add', `spv${tag}h`, 'type', 'veth', 'peer', 'name', `spv${tag}n`);
  ip('link', 'set', `spv${tag}n`, 'netns', NETNS);
  ip('addr', 'add', `${OUTSIDE}/30`, 'dev', `spv${tag}h`);
  ip('link', 'set', `spv${tag}h`, 'up');
  ip('netns', 'exec', NETNS, 'ip', 'addr', 'add', `${INSIDE}/30`, 'dev', `spv${tag}n`);
  ip('netns', 'exec', NETNS, 'ip', 'link', 'set', `spv${tag}n`, 'up');
  ip('netns', 'exec', NETNS, 'ip', 'link', 'set', 'lo', 'up');
  return null;
}

/** Relays TCP from OUTSIDE:port to the stack's database. */
async function databaseRelay(): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const server = createServer((client) => {
    const db = connect(Number(need(stack, 'DB_PORT')), need(stack, 'DB_HOST'));
    client.pipe(db).pipe(client);
    const close = () => {
      client.destroy();
      db.destroy();
    };
    client.on('error', close);
    db.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(port, OUTSIDE, resolve));
  return { server, port };
}

const skipped = makeNamespace();
const state: { relay?: { server: Server; port: number }; worker?: RunningProcess; php?: RunningProcess; loopbackWorker?: ChildProcess } = {};

beforeAll(async () => {
  if (skipped) return;
  state.relay = await databaseRelay();
  state.worker = await startWorker(stack, { SEEDPRESS_WORKER_HOST: INSIDE, DB_HOST: OUTSIDE, DB_PORT: String(state.relay.port) }, { netns: NETNS });
  state.php = await startPhpServer(stack, { SEEDPRESS_WORKER_URL: state.worker.url });
}, 60_000);

afterAll(async () => {
  await state.php?.stop();
  await state.worker?.stop();
  state.loopbackWorker?.kill('SIGTERM');
  await new Promise<void>((resolve) => (state.relay ? state.relay.server.close(() => resolve()) : resolve()));
  if (!skipped) {
    ip('link', 'del', `spv${tag}h`);
    ip('netns', 'del', NETNS);
  }
});

const describeIfNamespaces = skipped ? describe.skip : describe;
if (skipped) console.warn(`Skipping the external-worker test: ${skipped}`);

describeIfNamespaces('the plugin with an external worker on a non-loopback address of another network namespace', () => {
  it('answers through the worker at SEEDPRESS_WORKER_HOST, as the stack\'s own worker does', async () => {
    // Setup
    const site = new WordPressSite(state.php!.url);
    const expected = await new WordPressSite().api('GET', '/languages', { as: 'admin' });

    // Action
    const res = await site.api('GET', '/languages', { as: 'admin' });

    // Assert
    expect(state.worker!.url).toBe(`http://${INSIDE}:${state.worker!.port}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected.body);
  });

  it('generates posts through it into the site\'s database, and deletes them again', async () => {
    // Setup
    const site = new WordPressSite(state.php!.url);

    // Action
    const made = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 2, set_featured_image: false, auto_comments: false, auto_taxonomies: false, populate_custom_fields: false, seed: 3 } });
    const removed = await site.api('POST', '/generate/posts/delete', { as: 'admin', body: { post_type: 'post', delete_related_authors: true } });

    // Assert
    expect(made.status).toBe(200);
    expect((made.body as { count: number }).count).toBe(2);
    expect(removed.status).toBe(200);
  });

  it('cannot reach a worker left on its default loopback address inside the namespace: 503 worker_unavailable', async () => {
    // Setup: the same worker, without SEEDPRESS_WORKER_HOST, up and answering inside the namespace.
    const port = await freePort();
    const env = { ...process.env, SEEDPRESS_WORKER_PORT: String(port), SEEDPRESS_WORKER_SECRET: need(stack, 'SEEDPRESS_WORKER_SECRET'), DB_HOST: OUTSIDE, DB_PORT: String(state.relay!.port), DB_NAME: need(stack, 'DB_NAME'), DB_USER: need(stack, 'DB_USER'), DB_PASSWORD: need(stack, 'DB_PASSWORD'), DB_PREFIX: need(stack, 'DB_PREFIX'), SEEDPRESS_LOG_LEVEL: 'warn' };
    state.loopbackWorker = spawn('ip', ['netns', 'exec', NETNS, 'node', 'worker/dist/server.js'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    const inside = () => ip('netns', 'exec', NETNS, 'curl', '-sf', `http://127.0.0.1:${port}/healthz`);
    for (let attempt = 0; ; attempt++) {
      try {
        expect(inside()).toBe('{"ok":true}');
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const php = await startPhpServer(stack, { SEEDPRESS_WORKER_URL: `http://${INSIDE}:${port}` });

    // Action
    const res = await new WordPressSite(php.url).api('GET', '/languages', { as: 'admin' }).finally(() => php.stop());

    // Assert
    expect(res.status).toBe(503);
    expect((res.body as { code: string }).code).toBe('worker_unavailable');
  });
});
