import { readFileSync } from 'node:fs';
import { freePort, startPhpServer, type RunningProcess } from './processes.js';
import { need, type StackEnv } from './stack-env.js';

/**
 * The stack's WordPress served by a second `php -S` without an external worker, so that the plugin
 * runs its bundled worker itself, as on a site installed from the zip: its state in the site's
 * uploads/seedpress/. The limited edition: the bundled worker is given no license server.
 */
export interface BundledSite {
  url: string;
  /** The bundled worker's pid and port from its state file, null while none was started. */
  workerState(): { pid: number; port: number } | null;
  stop(): Promise<void>;
}

export async function startBundledSite(env: StackEnv): Promise<BundledSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stateFile = `${need(env, 'SEEDPRESS_WP_PATH')}/wp-content/uploads/seedpress/worker.json`;
  const php: RunningProcess = await startPhpServer(
    env,
    { SEEDPRESS_TEST_SITE_URL: url, SEEDPRESS_TEST_BUNDLED_WORKER: '1', SEEDPRESS_EDITION: 'lite' },
    { port, router: 'tests/php/fixtures/site-router.php' },
  );
  const workerState = (): { pid: number; port: number } | null => {
    try {
      return JSON.parse(readFileSync(stateFile, 'utf8')) as { pid: number; port: number };
    } catch {
      return null;
    }
  };
  return {
    url,
    workerState,
    async stop() {
      await php.stop();
      // The worker outlives the server by design (its own session); the test ends it.
      const state = workerState();
      if (state && readCmdline(state.pid).includes('worker/dist/server.js')) process.kill(state.pid, 'SIGTERM');
    },
  };
}

export function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
