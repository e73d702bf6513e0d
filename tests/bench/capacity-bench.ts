import { api, readStackEnv, runSitePhp, type StackEnv } from './site.js';

/*
 * `make bench-capacity`: figures, not a test. What one item of each kind of run costs through the
 * REST endpoint, PHP shell included: the cost figures of worker/src/services/capacity/capacity.ts
 * come from here. Each case is run RUNS times on a cleaned-up site; the median seconds of a run
 * divided by its items, and the shell's PHP memory per item (peak of a run through
 * rest_do_request() in a PHP process, less a 10-item run's, divided by the difference in items).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLAIN = { set_featured_image: false, populate_custom_fields: false, auto_taxonomies: false, enable_variation: false };

interface Case {
  name: string;
  route: string;
  count: number;
  body: Record<string, unknown>;
  /** Items of another kind the case makes with each one (pictures, comments), to report per those. */
  per?: number;
}

const CASES: Case[] = [
  { name: 'plain post', route: '/generate/posts', count: 500, body: PLAIN },
  { name: 'post + rendered featured image (1200 × 800)', route: '/generate/posts', count: 50, body: { ...PLAIN, set_featured_image: true, download_images: true, image_provider: 'placeholder' } },
  { name: 'post + 20 comments', route: '/generate/posts', count: 100, body: { ...PLAIN, auto_comments: true, comments_per_post_min: 20, comments_per_post_max: 20 }, per: 20 },
  { name: 'term', route: '/generate/terms', count: 500, body: { taxonomy: 'post_tag' } },
  { name: 'user', route: '/generate/users', count: 500, body: { generate_avatars: false } },
];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(env: StackEnv, c: Case): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await api(env, 'POST', c.route, { ...c.body, count: c.count });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (res.status !== 200) throw new Error(`${c.route} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  await api(env, 'DELETE', '/cleanup/all');
  return seconds;
}

function shellBytes(env: StackEnv, c: Case, count: number): number {
  const out = runSitePhp<{ status: number; bytes: number }>(env, { action: 'shell-memory', method: 'POST', route: c.route, body: { ...c.body, count } });
  if (out.status !== 200) throw new Error(`${c.route} answered ${out.status} in PHP`);
  return out.bytes;
}

async function main(): Promise<void> {
  const env = readStackEnv();
  await api(env, 'DELETE', '/cleanup/all');
  const baseline = runSitePhp<{ held: number; bytes: number }>(env, { action: 'shell-memory', method: 'GET', route: '/settings' });
  process.stdout.write(`WordPress and the plugin before a request: ${(baseline.held / 2 ** 20).toFixed(1)} MiB (GET /settings itself ${(baseline.bytes / 1024).toFixed(0)} KiB)\n`);
  for (const c of CASES) {
    await timed(env, c);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(env, c));
    const small = shellBytes(env, c, 10);
    const large = shellBytes(env, c, c.count);
    await api(env, 'DELETE', '/cleanup/all');
    const seconds = median(runs);
    const perItem = (large - small) / (c.count - 10);
    const extra = c.per ? `, ${((seconds / c.count / c.per) * 1000).toFixed(3)} ms per comment` : '';
    process.stdout.write(`${c.name.padEnd(46)} ${c.count} in ${runs.map((s) => s.toFixed(2)).join(' / ')} s: ${((seconds / c.count) * 1000).toFixed(3)} ms each${extra}; shell ${perItem.toFixed(0)} bytes each\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
