import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Io } from './run.js';
import { pasteInstructions, workerEnvironment, workerHelp, type WorkerEnvironment } from './worker-settings.js';

/** The compiled worker, beside this package's cli/dist (npm run build makes both). */
const SERVER = fileURLToPath(new URL('../../worker/dist/server.js', import.meta.url));
const READY_WITHIN_MS = 60_000;

/**
 * `seedpress worker`: the worker as a child process with the settings of the command line; its log
 * goes to stderr, what to paste to stdout once it answers. Resolves to the exit code when the
 * worker ends (Ctrl-C and SIGTERM stop it cleanly).
 */
export async function runWorker(argv: string[], io: Io): Promise<number> {
  const settings = workerEnvironment(argv, io.env);
  if (!settings) {
    io.stdout.write(workerHelp());
    return 0;
  }
  const child = spawn(process.execPath, ['--max-old-space-size=192', SERVER], {
    // The same allocator settings as the plugin's own worker: freed image buffers go back to the system.
    env: { ...io.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '8192', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => io.stderr.write(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => io.stderr.write(chunk.toString()));
  const stop = (): void => void child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  try {
    if (await ready(settings, exited)) io.stdout.write(pasteInstructions(settings));
    return await exited;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

/** True once the worker answers its health check; false when it ended or never answered. */
async function ready(settings: WorkerEnvironment, exited: Promise<number>): Promise<boolean> {
  const host = settings.SEEDPRESS_WORKER_HOST.includes(':') ? `[${settings.SEEDPRESS_WORKER_HOST}]` : settings.SEEDPRESS_WORKER_HOST;
  const url = `http://${host}:${settings.SEEDPRESS_WORKER_PORT}/healthz`;
  let ended = false;
  void exited.then(() => (ended = true));
  for (const started = Date.now(); !ended && Date.now() - started < READY_WITHIN_MS; ) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return !ended;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
