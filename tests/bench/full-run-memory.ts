import { writeFileSync } from 'node:fs';
import { api, type StackEnv, workerMemory } from './site.js';

/** Targets of the worker's resident memory (MiB): idle, at the full run's peak, 10 s after it. */
export const TARGET_IDLE_MIB = 120;
export const TARGET_FULL_RUN_PEAK_MIB = 250;
export const TARGET_SETTLED_MIB = 150;
const SETTLE_MS = 10_000;

/** The full run: 20 pictures into the media library, then 500 posts with featured images, fields and comments. */
const MEDIA = { count: 20, provider: 'placeholder', width: 1200, aspect_ratio: '3:2' };
const FIELDS = {
  mem_price: { mode: 'create', field_type: 'price' },
  mem_date: { mode: 'create', field_type: 'date' },
  mem_email: { mode: 'create', field_type: 'email' },
  mem_subtitle: { mode: 'create', field_type: 'text' },
  mem_city: { mode: 'create', field_type: 'city' },
};
const POSTS = {
  count: 500,
  post_status: 'publish',
  set_featured_image: true,
  download_images: true,
  image_provider: 'placeholder',
  field_config: { custom_fields: FIELDS },
  auto_comments: true,
  comments_per_post_min: 2,
  comments_per_post_max: 2,
};

export interface FullRunFigures {
  idleMiB: number;
  peakMiB: number;
  settledMiB: number;
  seconds: number;
}

/**
 * Peak RSS of the full run alone: the kernel's high-water mark (VmHWM) is reset before it, where
 * this process may (writing 5 to /proc/PID/clear_refs); else VmHWM since the worker started, which
 * is then the idle start's and this run's.
 */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not the worker's owner: the peak since its start, an upper bound of the run's.
  }
}

async function check(what: string, res: Promise<{ status: number; body: Record<string, unknown> }>, count: number): Promise<void> {
  const { status, body } = await res;
  if (status !== 200 || body.count !== count) throw new Error(`full run: ${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
}

/** The freshly started worker's RSS, then its peak over the full run and its RSS 10 s after it. */
export async function fullRunMemory(env: StackEnv): Promise<FullRunFigures | null> {
  // make up's own requests (the license's activation) end just before: the worker collects after them.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = workerMemory();
  if (!idle) return null;
  resetPeak(idle.pid);
  const started = Date.now();
  await check('POST /media/download', api(env, 'POST', '/media/download', MEDIA), MEDIA.count);
  await check('POST /generate/posts', api(env, 'POST', '/generate/posts', POSTS), POSTS.count);
  const seconds = (Date.now() - started) / 1000;
  const peak = workerMemory();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settled = workerMemory();
  await api(env, 'DELETE', '/cleanup/all');
  if (!peak || !settled) return null;
  return { idleMiB: idle.rssMiB, peakMiB: peak.peakMiB, settledMiB: settled.rssMiB, seconds };
}

export function fullRunLines(f: FullRunFigures | null): string[] {
  if (!f) return ['worker memory, full run: unknown (no .seedpress/pids/worker.pid or /proc entry)'];
  const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');
  return [
    `worker memory, full run (${MEDIA.count} pictures downloaded, then ${POSTS.count} posts with featured images, ${Object.keys(FIELDS).length} fields and ${POSTS.comments_per_post_max} comments each; ${f.seconds.toFixed(1)} s):`,
    `  RSS idle, after start   ${f.idleMiB.toFixed(0).padStart(4)} MiB   target <= ${TARGET_IDLE_MIB} MiB   ${met(f.idleMiB <= TARGET_IDLE_MIB)}`,
    `  peak RSS of the run     ${f.peakMiB.toFixed(0).padStart(4)} MiB   target <= ${TARGET_FULL_RUN_PEAK_MIB} MiB   ${met(f.peakMiB <= TARGET_FULL_RUN_PEAK_MIB)}`,
    `  RSS ${SETTLE_MS / 1000} s after it       ${f.settledMiB.toFixed(0).padStart(4)} MiB   target <= ${TARGET_SETTLED_MIB} MiB   ${met(f.settledMiB <= TARGET_SETTLED_MIB)}`,
  ];
}
