/** Counts above an endpoint's maximum go as several requests, one after the other. */
export function planBatches(total: number, max: number): number[] {
  const sizes: number[] = [];
  for (let left = total; left > 0; left -= max) sizes.push(Math.min(left, max));
  return sizes;
}

const SEED_SPACE = 2 ** 32;
// The golden ratio's 32-bit step: consecutive batches get seeds far apart in the seed space.
const SEED_STEP = 0x9e3779b9;

/**
 * The seed of batch `index` of a run seeded with `base`: the first batch keeps `base` (a run of
 * one batch is the API's own run with that seed), the others are derived from it, so the same
 * `--seed` gives the same batches.
 */
export const batchSeed = (base: number, index: number): number => (base + index * SEED_STEP) % SEED_SPACE;

/** Deleting existing content is the first batch's to do: later batches would delete the earlier ones. */
export function batchBody(body: Record<string, unknown>, index: number): Record<string, unknown> {
  if (index === 0) return body;
  return Object.fromEntries(Object.entries(body).filter(([member]) => !member.startsWith('delete_existing')));
}

const UNITS: Array<[string, number]> = [
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Seconds in a `time_saved` text as the API words it ("2 hours 5 minutes", "40 seconds"). */
export function secondsIn(text: string): number {
  let seconds = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+) (hour|minute|second)s?/g)) seconds += Number(amount) * UNITS.find(([u]) => u === unit)![1];
  return seconds;
}

/** Worded as the API words it: hours and minutes, or seconds alone under a minute. */
export function wordSeconds(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!hours && !minutes) return plural(total, 'second');
  return [hours ? plural(hours, 'hour') : '', minutes ? plural(minutes, 'minute') : ''].filter(Boolean).join(' ');
}

type Result = Record<string, unknown>;

function addCounts(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const sum: Result = { ...(a as Result) };
    for (const [key, value] of Object.entries(b as Result)) sum[key] = key in sum ? addCounts(sum[key], value) : value;
    return sum;
  }
  return b;
}

/**
 * The batches' results as one result of the same shape: numbers added (also inside
 * `variation_stats` and `auto_created`), lists joined in batch order, `time_saved` added up from
 * the batches' texts; `seed` is the first batch's, the one to give again. Texts (message) are the
 * last batch's, for the caller to word anew.
 */
export function mergeResults(results: Result[]): Result {
  const merged = results.reduce((sum, result) => addCounts(sum, result) as Result, {});
  if (results[0] && 'seed' in results[0]) merged.seed = results[0].seed;
  const saved = results.map((r) => r.time_saved).filter((t): t is string => typeof t === 'string');
  if (saved.length > 0) merged.time_saved = wordSeconds(saved.reduce((n, t) => n + secondsIn(t), 0));
  return merged;
}
