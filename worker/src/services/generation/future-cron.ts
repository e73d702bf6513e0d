import { createHash } from 'node:crypto';
import { serialize, unserialize } from 'php-serialize';
import type { OptionRepository } from '../../db/repositories/option.repository.js';

const HOOK = 'publish_future_post';
type CronArray = Record<string, unknown>;

/** The key WP-Cron files an event's arguments under: md5(serialize($args)). */
const argsKey = (id: number): string => createHash('md5').update(serialize([id])).digest('hex');

/** Timestamps ascending with 'version' last, as _set_cron_array() leaves the array after uksort(). */
function ordered(cron: CronArray): CronArray {
  const stamps = Object.keys(cron).filter((k) => /^\d+$/.test(k)).sort((a, b) => Number(a) - Number(b));
  const out: CronArray = {};
  for (const k of stamps) out[k] = cron[k];
  for (const k of Object.keys(cron)) if (!/^\d+$/.test(k)) out[k] = cron[k];
  return out;
}

/** _future_post_hook(): one publish_future_post event per scheduled post at its GMT date. */
export function withFutureEvents(cron: CronArray, events: Array<{ id: number; timestamp: number }>): CronArray {
  const next: CronArray = { ...cron };
  for (const { id, timestamp } of events) {
    const slot = { ...((next[String(timestamp)] as Record<string, unknown>) ?? {}) };
    slot[HOOK] = { ...((slot[HOOK] as Record<string, unknown>) ?? {}), [argsKey(id)]: { schedule: false, args: [id] } };
    next[String(timestamp)] = slot;
  }
  return ordered(next);
}

/** Drops the publish_future_post events of deleted posts, so no trace of them stays in WP-Cron. */
export function withoutFutureEvents(cron: CronArray, ids: number[]): CronArray {
  const keys = new Set(ids.map(argsKey));
  const next: CronArray = {};
  for (const [stamp, slot] of Object.entries(cron)) {
    if (!/^\d+$/.test(stamp) || typeof slot !== 'object' || slot === null) {
      next[stamp] = slot;
      continue;
    }
    const hooks = { ...(slot as Record<string, unknown>) };
    const events = hooks[HOOK] as Record<string, unknown> | undefined;
    if (events) {
      const kept = Object.fromEntries(Object.entries(events).filter(([k]) => !keys.has(k)));
      if (Object.keys(kept).length > 0) hooks[HOOK] = kept;
      else delete hooks[HOOK];
    }
    if (Object.keys(hooks).length > 0) next[stamp] = hooks;
  }
  return next;
}

/** Reads and rewrites the `cron` option inside the caller's transaction. */
export async function updateCron(options: OptionRepository, change: (cron: CronArray) => CronArray): Promise<void> {
  const raw = await options.getForUpdate('cron');
  if (raw === undefined) return;
  const cron = unserialize(raw) as CronArray;
  const next = change(cron);
  const text = serialize(next);
  if (text !== raw) await options.set('cron', text);
}
