import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { need, REPO_ROOT, type StackEnv } from './stack-env.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up in 20 s\n${log()}`);
}

export interface RunningProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number, probe: string, host = '127.0.0.1'): Promise<RunningProcess> {
  // Own process group: `php -S` with PHP_CLI_SERVER_WORKERS forks workers that must stop with it.
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://${host}:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  return waitFor(`${url}${probe}`, child, () => output).then(
    () => ({ url, port, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/**
 * Another `php -S` on the same site, with environment overrides read by wp-config.php (edition,
 * worker URL); or on another site (env's SEEDPRESS_WP_PATH), on a port and router of its own.
 */
export async function startPhpServer(env: StackEnv, overrides: Record<string, string>, options: { port?: number; router?: string; ini?: Record<string, string> } = {}): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  const ini = Object.entries(options.ini ?? {}).flatMap(([name, value]) => ['-d', `${name}=${value}`]);
  return start(
    'php',
    ['-d', 'output_buffering=0', ...ini, '-S', `127.0.0.1:${port}`, '-t', need(env, 'SEEDPRESS_WP_PATH'), options.router ?? 'tests/stack/router.php'],
    { ...process.env, PHP_CLI_SERVER_WORKERS: '2', ...overrides },
    port,
    '/wp-login.php',
  );
}

/**
 * A second worker on the stack's database (or the one overrides name), from the built worker/dist;
 * in a network namespace of the test's (`ip netns exec`) when one is named.
 */
export async function startWorker(env: StackEnv, overrides: Record<string, string> = {}, options: { netns?: string } = {}): Promise<RunningProcess> {
  const port = await freePort();
  const workerEnv = {
    ...process.env,
    SEEDPRESS_WORKER_PORT: String(port),
    SEEDPRESS_WORKER_SECRET: need(env, 'SEEDPRESS_WORKER_SECRET'),
    DB_HOST: need(env, 'DB_HOST'),
    DB_PORT: need(env, 'DB_PORT'),
    DB_NAME: need(env, 'DB_NAME'),
    DB_USER: need(env, 'DB_USER'),
    DB_PASSWORD: need(env, 'DB_PASSWORD'),
    DB_PREFIX: need(env, 'DB_PREFIX'),
    SEEDPRESS_LICENSE_API: need(env, 'SEEDPRESS_LICENSE_API'),
    SEEDPRESS_LOG_LEVEL: 'warn',
    ...overrides,
  };
  const node = ['node', 'worker/dist/server.js'];
  const [command, ...args] = options.netns ? ['ip', 'netns', 'exec', options.netns, ...node] : node;
  return start(command!, args, workerEnv, port, '/healthz', overrides.SEEDPRESS_WORKER_HOST ?? '127.0.0.1');
}
