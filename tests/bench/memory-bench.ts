import { api, type StackEnv, workerMemory } from './site.js';

/** Targets of the worker's memory over many runs. */
export const TARGET_RSS_GROWTH = 0.1;
export const TARGET_PEAK_MIB = 300;

/** A run as a busy site asks for them: 500 posts with comments, no images. */
const RUN = { count: 500, set_featured_image: false, auto_comments: true };
/** Runs between two cleanups: keeps the site small, so that what is measured is the worker. */
const CLEANUP_EVERY = 10;

export interface MemoryFigures {
  warmUpRuns: number;
  runs: number;
  afterWarmUpMiB: number;
  afterRunsMiB: number;
  /** VmHWM: the worker's peak since it was started (by make bench). */
  peakMiB: number;
}

/** The worker's resident set after `warmUp` runs and after `runs` more. */
export async function memoryBench(env: StackEnv, warmUp: number, runs: number, progress: (done: number) => void): Promise<MemoryFigures | null> {
  const once = async (done: number): Promise<void> => {
    const res = await api(env, 'POST', '/generate/posts', RUN);
    if (res.status !== 200) throw new Error(`memory bench: run ${done} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    if (done % CLEANUP_EVERY === 0) await api(env, 'DELETE', '/cleanup/all');
  };
  await api(env, 'DELETE', '/cleanup/all');
  for (let done = 1; done <= warmUp; done++) await once(done);
  const warmed = workerMemory();
  for (let done = 1; done <= runs; done++) {
    await once(done);
    if (done % CLEANUP_EVERY === 0) progress(done);
  }
  await api(env, 'DELETE', '/cleanup/all');
  const after = workerMemory();
  if (!warmed || !after) return null;
  return { warmUpRuns: warmUp, runs, afterWarmUpMiB: warmed.rssMiB, afterRunsMiB: after.rssMiB, peakMiB: after.peakMiB };
}

export function memoryLines(figures: MemoryFigures | null): string[] {
  if (!figures) return ['worker memory: unknown (no .seedpress/pids/worker.pid or /proc entry)'];
  const growth = figures.afterRunsMiB / figures.afterWarmUpMiB - 1;
  return [
    `worker memory, ${figures.runs} runs of ${RUN.count} posts with comments after ${figures.warmUpRuns} to warm up (cleanup every ${CLEANUP_EVERY}):`,
    `  RSS after the warm-up ${figures.afterWarmUpMiB.toFixed(0)} MiB, after the ${figures.runs} runs ${figures.afterRunsMiB.toFixed(0)} MiB: growth ${(growth * 100).toFixed(1)} %   target <= ${TARGET_RSS_GROWTH * 100} %   ${growth <= TARGET_RSS_GROWTH ? 'met' : 'NOT met'}`,
    `  peak RSS (VmHWM, whole bench) ${figures.peakMiB.toFixed(0)} MiB   target <= ${TARGET_PEAK_MIB} MiB   ${figures.peakMiB <= TARGET_PEAK_MIB ? 'met' : 'NOT met'}`,
  ];
}
