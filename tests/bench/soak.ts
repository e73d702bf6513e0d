import { spawn } from 'node:child_process';
import path from 'node:path';
import { api, need, readStackEnv, REPO_ROOT, workerMemory } from './site.js';

/*
 * `make bench-soak`: figures, not a test. 100,000 plain posts through the command-line client,
 * which sends them in batches of the site's capacity for posts without pictures (500 under the
 * dev site's limits), as a site owner would make a large site; the worker's RSS after the first batch, the middle one and the last tells whether it grows
 * over a long session. The site is cleaned up afterwards.
 */

const COUNT = Number(process.env.SOAK_COUNT ?? 100_000);
/** Growth allowed from the middle batch to the last: noise, not a trend. */
const TARGET_GROWTH = 0.1;

async function main(): Promise<void> {
  const env = readStackEnv();
  await api(env, 'DELETE', '/cleanup/all');
  const cli = spawn(process.execPath, [
    path.join(REPO_ROOT, 'cli/dist/seedpress.js'), 'generate', 'posts', '--count', String(COUNT), '--post-status', 'publish', '--no-set-featured-image',
    '--url', need(env, 'SEEDPRESS_URL'), '--user', need(env, 'SEEDPRESS_ADMIN_USER'), '--app-password', need(env, 'SEEDPRESS_ADMIN_APP_PASSWORD'),
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const rss = new Map<number, number>();
  let batches = 0;
  let pending = '';
  const started = Date.now();
  cli.stderr.setEncoding('utf8').on('data', (text: string) => {
    pending += text;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const match = /^batch (\d+)\/(\d+):/.exec(pending.slice(0, end));
      pending = pending.slice(end + 1);
      if (!match) continue;
      batches = Number(match[2]);
      const now = workerMemory();
      if (now) rss.set(Number(match[1]), now.rssMiB);
      if (Number(match[1]) % 20 === 0) process.stderr.write(`  soak             batch ${match[1]}/${match[2]}: RSS ${now?.rssMiB.toFixed(0)} MiB\n`);
    }
  });
  const code = await new Promise<number>((resolve) => cli.on('close', (c) => resolve(c ?? 1)));
  const seconds = (Date.now() - started) / 1000;
  await api(env, 'DELETE', '/cleanup/all');
  if (code !== 0 || rss.size !== batches) throw new Error(`the client exited with ${code} after ${rss.size} of ${batches} batches`);
  const at = (batch: number): number => rss.get(batch)!;
  const mid = Math.ceil(batches / 2);
  const growth = at(batches) / at(mid) - 1;
  const peak = Math.max(...rss.values());
  process.stdout.write([
    '',
    `worker memory, ${COUNT} posts through the command-line client in ${batches} batches (${seconds.toFixed(0)} s):`,
    `  RSS after batch 1 ${at(1).toFixed(0)} MiB, batch ${mid} ${at(mid).toFixed(0)} MiB, batch ${batches} ${at(batches).toFixed(0)} MiB (highest after a batch ${peak.toFixed(0)} MiB)`,
    `  growth from batch ${mid} to ${batches}: ${(growth * 100).toFixed(1)} %   target <= ${TARGET_GROWTH * 100} %   ${growth <= TARGET_GROWTH ? 'met' : 'NOT met'}`,
    '',
  ].join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-soak failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
