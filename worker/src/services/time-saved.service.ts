import type { HostContext } from '../contract/host-context.js';
import type { Database } from '../db/database.js';
import { OptionRepository } from '../db/repositories/option.repository.js';
import { SerializedOptionStore } from './option-store.js';
import type { SettingsService } from './settings.service.js';
import { siteTime } from '../core-parity/site-clock.js';
import { counted } from './counted.js';

export const TIME_SAVED_OPTION = 'seedpress_time_saved';

/** Minutes a person needs by hand (spec, "Time savings"). */
export const ESTIMATES = Object.freeze({ basic_post: 3, post_with_image_and_fields: 8, term: 1.5, user: 2.5, comment: 0.5 });

export type SavedKind = 'posts' | 'terms' | 'users' | 'comments';
const KINDS: SavedKind[] = ['posts', 'terms', 'users', 'comments'];

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
  total_seconds: number;
  formatted: string;
  formatted_short: string;
}

export function duration(totalSeconds: number): Duration {
  const total = Math.round(totalSeconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const long = [hours ? counted(hours, 'hour') : '', minutes ? counted(minutes, 'minute') : '', !hours && !minutes ? counted(seconds, 'second') : ''].filter(Boolean);
  const short = [hours ? `${hours}h` : '', minutes ? `${minutes}m` : '', !hours && !minutes ? `${seconds}s` : ''].filter(Boolean);
  return { hours, minutes, seconds, total_seconds: total, formatted: long.join(' '), formatted_short: short.join(' ') };
}

/** Seconds saved by one run. */
export function secondsSaved(items: { basicPosts?: number; richPosts?: number; terms?: number; users?: number; comments?: number }): Record<SavedKind, number> {
  return {
    posts: ((items.basicPosts ?? 0) * ESTIMATES.basic_post + (items.richPosts ?? 0) * ESTIMATES.post_with_image_and_fields) * 60,
    terms: (items.terms ?? 0) * ESTIMATES.term * 60,
    users: (items.users ?? 0) * ESTIMATES.user * 60,
    comments: (items.comments ?? 0) * ESTIMATES.comment * 60,
  };
}

export class TimeSavedService {
  constructor(
    private readonly store: SerializedOptionStore,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores a zero total unless there is one, outside any transaction: add() within a transaction
   * locks the option's row to read it, and two transactions that found no row would deadlock
   * inserting it (both hold the gap).
   */
  async ensureStored(host: HostContext): Promise<void> {
    await this.store.addIfMissing(host, TIME_SAVED_OPTION, { posts: 0, terms: 0, users: 0, comments: 0 }, false);
  }

  /**
   * `within`: the transaction of the run that saved the time (its rows and the total commit
   * together). The total is read with a lock there: a run going on at the same time adds its
   * time after this one commits, not to the total both read before (see ensureStored()).
   */
  async add(host: HostContext, saved: Record<SavedKind, number>, within?: Database): Promise<void> {
    const store = within ? new SerializedOptionStore(new OptionRepository(within)) : this.store;
    const current = await store.read(TIME_SAVED_OPTION, within !== undefined);
    const next: Record<string, unknown> = { last_updated: siteTime(host).local };
    for (const kind of KINDS) next[kind] = Number(current?.[kind] ?? 0) + saved[kind];
    await store.write(host, TIME_SAVED_OPTION, next, false);
  }

  async reset(host: HostContext): Promise<void> {
    await this.store.write(host, TIME_SAVED_OPTION, { posts: 0, terms: 0, users: 0, comments: 0, last_updated: siteTime(host).local }, false);
  }

  async report() {
    const stored = await this.store.read(TIME_SAVED_OPTION);
    const rate = (await this.settings.get()).hourly_rate;
    const by = Object.fromEntries(KINDS.map((k) => [k, Number(stored?.[k] ?? 0)])) as Record<SavedKind, number>;
    const total = KINDS.reduce((sum, k) => sum + by[k], 0);
    const hours = total / 3600;
    return {
      total: duration(total),
      by_type: Object.fromEntries(KINDS.map((k) => [k, duration(by[k])])),
      work_days_equivalent: Math.round((hours / 8) * 100) / 100,
      money_saved: { amount: Math.round(hours * rate * 100) / 100, currency: 'USD', hourly_rate: rate },
      last_updated: typeof stored?.last_updated === 'string' ? stored.last_updated : null,
      estimates_based_on: {
        basic_post: `${ESTIMATES.basic_post} minutes`,
        post_with_image_and_fields: `${ESTIMATES.post_with_image_and_fields} minutes`,
        term: `${ESTIMATES.term} minutes`,
        user: `${ESTIMATES.user} minutes`,
        comment: `${ESTIMATES.comment} minutes`,
      },
    };
  }
}
