import { execFileSync } from 'node:child_process';
import { startBundledSite, readCmdline, type BundledSite } from '../support/bundled-site.js';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * GET /system/status and POST /system/worker/restart through WordPress: on the stack, whose
 * worker is external (make up runs it), and on the same site served without an external worker,
 * where the plugin runs its bundled worker and restarts it.
 */

const stack = new WordPressSite();
const SERVER_JS = 'worker/dist/server.js';

interface Status {
  success: true;
  mode: 'bundled' | 'external';
  url: string | null;
  pid: number | null;
  port: number | null;
  node: { binary: string | null; version: string | null; minimum: string } | null;
  log: { file: string | null; errors: string[] };
  running: boolean;
  worker: Record<string, unknown> | null;
  database: { reachable: boolean | null; message: string | null };
  can_restart: boolean;
  problems: string[];
}

const KEYS = ['success', 'mode', 'url', 'pid', 'port', 'node', 'log', 'running', 'worker', 'database', 'can_restart', 'problems'];
const WORKER_KEYS = ['platform', 'arch', 'libc', 'node', 'image_backend', 'sharp', 'libvips', 'pid', 'uptime_seconds', 'memory_rss_bytes'];

/** What the worker reports of itself: this machine's, as the test's own Node sees it. */
function expectWorkerReport(worker: Record<string, unknown> | null, pid: number): void {
  expect(Object.keys(worker ?? {})).toEqual(WORKER_KEYS);
  expect(worker).toEqual({
    platform: process.platform,
    arch: process.arch,
    libc: 'glibc',
    node: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    image_backend: 'native',
    sharp: expect.stringMatching(/^\d+\.\d+\.\d+/),
    libvips: expect.stringMatching(/^\d+\.\d+\.\d+/),
    pid,
    uptime_seconds: expect.any(Number),
    memory_rss_bytes: expect.any(Number),
  });
  expect(worker!.uptime_seconds).toBeGreaterThanOrEqual(0);
  expect(worker!.uptime_seconds).toBeLessThan(24 * 3600);
  // A Node process with sharp and the database pool loaded: tens of MiB, never gigabytes.
  expect(worker!.memory_rss_bytes).toBeGreaterThan(20 * 2 ** 20);
  expect(worker!.memory_rss_bytes).toBeLessThan(1024 * 2 ** 20);
}

describe('the system status of the stack, whose worker is external', () => {
  it('reports the worker it reaches and the database it uses', async () => {
    // Action
    const answer = await stack.api('GET', '/system/status', { as: 'admin' });

    // Assert
    expect(answer.status).toBe(200);
    const status = answer.body as Status;
    expect(Object.keys(status)).toEqual(KEYS);
    const workerUrl = need(stack.env, 'SEEDPRESS_WORKER_URL');
    expect(status).toEqual({
      success: true,
      mode: 'external',
      url: workerUrl,
      pid: expect.any(Number),
      port: Number(new URL(workerUrl).port),
      node: null,
      log: { file: null, errors: [] },
      running: true,
      worker: expect.any(Object),
      database: { reachable: true, message: null },
      can_restart: false,
      problems: [],
    });
    expectWorkerReport(status.worker, status.pid!);
    expect(readCmdline(status.pid!)).toContain(SERVER_JS);
  });

  it('refuses to restart a worker it does not run', async () => {
    // Action
    const answer = await stack.api('POST', '/system/worker/restart', { as: 'admin' });

    // Assert
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      code: 'worker_external',
      message: `The worker at ${need(stack.env, 'SEEDPRESS_WORKER_URL')} is run outside WordPress (SEEDPRESS_WORKER_URL in wp-config.php), so it cannot be restarted from here: restart it where it runs.`,
    });
  });

  it('is for administrators only', async () => {
    // Action
    const anonymous = await stack.api('GET', '/system/status');
    const editor = await stack.api('POST', '/system/worker/restart', { as: 'editor' });

    // Assert
    expect([anonymous.status, (anonymous.body as { code: string }).code]).toEqual([401, 'rest_not_logged_in']);
    expect([editor.status, (editor.body as { code: string }).code]).toEqual([403, 'rest_forbidden']);
  });
});

describe('the system status of a site whose plugin runs the bundled worker', () => {
  let bundled: BundledSite;
  let site: WordPressSite;

  beforeAll(async () => {
    bundled = await startBundledSite(stack.env);
    site = stack.at(bundled.url);
  }, 60_000);

  afterAll(async () => {
    await bundled?.stop();
  });

  it('answers while the worker is down, with Node.js as the shell finds it and what to do', async () => {
    // Setup
    const before = bundled.workerState();
    if (before && readCmdline(before.pid).includes(SERVER_JS)) process.kill(before.pid, 'SIGKILL');
    await waitUntil(() => !before || !readCmdline(before.pid).includes(SERVER_JS));

    // Action
    const answer = await site.api('GET', '/system/status', { as: 'admin' });

    // Assert
    expect(answer.status).toBe(200);
    const status = answer.body as Status;
    expect(Object.keys(status)).toEqual(KEYS);
    expect(status).toEqual({
      success: true,
      mode: 'bundled',
      url: null,
      pid: null,
      port: null,
      node: { binary: expect.any(String), version: expect.stringMatching(/^\d+\.\d+\.\d+$/), minimum: '20.19.0' },
      log: { file: `${need(stack.env, 'SEEDPRESS_WP_PATH')}/wp-content/uploads/seedpress/worker.log`, errors: expect.any(Array) },
      running: false,
      worker: null,
      database: { reachable: null, message: null },
      can_restart: true,
      problems: ['The SeedPress worker is not running. The next SeedPress call starts it; Restart worker starts it now.'],
    });
    // The version is the one the binary found says it is.
    expect(execFileSync(status.node!.binary!, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${status.node!.version}`);
  });

  it('restarts the worker: a new process, which then answers', async () => {
    // Setup: one running worker to restart.
    const first = await site.api('POST', '/system/worker/restart', { as: 'admin' });
    expect(first.status).toBe(200);
    const old = first.body as { pid: number; port: number };

    // Action
    const answer = await site.api('POST', '/system/worker/restart', { as: 'admin' });

    // Assert
    expect(answer.status).toBe(200);
    const restarted = answer.body as { pid: number; port: number };
    expect(answer.body).toEqual({ success: true, message: 'The worker was restarted.', pid: expect.any(Number), port: expect.any(Number) });
    expect(restarted.pid).not.toBe(old.pid);
    expect(readCmdline(old.pid)).not.toContain(SERVER_JS);
    expect(readCmdline(restarted.pid)).toContain(SERVER_JS);
    expect(bundled.workerState()).toEqual({ pid: restarted.pid, port: restarted.port });

    const status = (await site.api('GET', '/system/status', { as: 'admin' })).body as Status;
    expect(status).toMatchObject({ mode: 'bundled', url: `http://127.0.0.1:${restarted.port}`, pid: restarted.pid, port: restarted.port, running: true, database: { reachable: true, message: null }, problems: [] });
    expectWorkerReport(status.worker, restarted.pid);
    const languages = await site.api('GET', '/languages', { as: 'admin' });
    expect(languages.status).toBe(200);
    // Two worker starts take from 20 s to over a minute on two busy cores.
  }, 240_000);

  it('checks the request before restarting anything', async () => {
    // Setup
    const running = (await site.api('GET', '/system/status', { as: 'admin' })).body as Status;
    expect(running.running).toBe(true);

    // Action
    const answer = await site.api('POST', '/system/worker/restart?zz_unknown=1', { as: 'admin' });

    // Assert
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: zz_unknown is not a known parameter.' });
    expect(bundled.workerState()?.pid).toBe(running.pid);
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
}
