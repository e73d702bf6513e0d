import type { HostContext } from '../../contract/host-context.js';
import { ApiError, ErrorCode } from '../../errors.js';
import { counted } from '../counted.js';
import type { SettingsService } from '../settings.service.js';
import { computeCapacity, type ItemLoad, type ShellLimits } from './capacity.js';
import { TERM_LOAD } from './run-load.js';

/** GET /settings' `capacity`: each kind's capacity for a run with the API's default options. */
export interface CapacityView {
  /** Each post with a downloaded featured image (the defaults of POST /generate/posts). */
  posts: number;
  /** Posts that make no new files (no featured image, library images, no media fields). */
  plain_posts: number;
  terms: number;
  /** Each user with a downloaded portrait (the defaults of POST /generate/users). */
  users: number;
  plain_users: number;
  override: number | null;
  computed_from: ShellLimits;
}

type ViewKind = 'posts' | 'plain_posts' | 'terms' | 'users' | 'plain_users';

const VIEW_LOADS: Readonly<Record<ViewKind, ItemLoad>> = {
  posts: { kind: 'posts', pictures: 1, downloaded: true, comments: 0 },
  plain_posts: { kind: 'posts', pictures: 0, downloaded: false, comments: 0 },
  terms: TERM_LOAD,
  users: { kind: 'users', pictures: 1, downloaded: true, comments: 0 },
  plain_users: { kind: 'users', pictures: 0, downloaded: false, comments: 0 },
};

/** "256M", "1G" as php.ini writes sizes. */
function iniSize(bytes: number): string {
  for (const [unit, size] of [['G', 2 ** 30], ['M', 2 ** 20], ['K', 2 ** 10]] as const) {
    if (bytes % size === 0) return `${bytes / size}${unit}`;
  }
  return `${bytes} bytes`;
}

/** "PHP's memory limit 256M and time limit 30 s", naming a limit the site does not set as absent. */
function limitsText(limits: ShellLimits): string {
  const set = [
    limits.memory_limit > 0 ? `memory limit ${iniSize(limits.memory_limit)}` : null,
    limits.max_execution_time > 0 ? `time limit ${limits.max_execution_time} s` : null,
  ].filter((part) => part !== null);
  if (set.length === 2) return `PHP's ${set.join(' and ')}`;
  if (set.length === 1) return `PHP's ${set[0]} (no ${set[0]!.startsWith('memory') ? 'time' : 'memory'} limit)`;
  return 'no PHP limits';
}

/** The per-request capacity: the override setting, else computed from the shell's PHP limits. */
export class CapacityService {
  constructor(private readonly settings: SettingsService) {}

  async view(host: HostContext): Promise<CapacityView> {
    const override = (await this.settings.get()).capacity_override;
    const limits = { memory_limit: host.limits.memory_limit, max_execution_time: host.limits.max_execution_time };
    const kinds = Object.entries(VIEW_LOADS).map(([kind, load]) => [kind, override ?? computeCapacity(limits, load)]);
    return { ...(Object.fromEntries(kinds) as Record<ViewKind, number>), override, computed_from: limits };
  }

  /** A run of `count` items of this load larger than the capacity is refused before anything is written. */
  async check(host: HostContext, load: ItemLoad, count: number): Promise<void> {
    const override = (await this.settings.get()).capacity_override;
    const capacity = override ?? computeCapacity(host.limits, load);
    if (count <= capacity) return;
    const why = override === null ? `capacity computed from ${limitsText(host.limits)}${perItem(load)}` : 'the capacity_override setting';
    throw new ApiError(
      ErrorCode.InvalidCount,
      `At most ${capacity} ${load.kind} per request on this site (${why}); ${count} were asked for. Send several requests of at most ${capacity} (both command lines do), or change the capacity_override setting.`,
    );
  }
}

/** What each item of the run makes that costs more than its rows: ", 1 downloaded picture per post". */
function perItem(load: ItemLoad): string {
  const parts = [
    load.pictures > 0 ? counted(load.pictures, `${load.downloaded ? 'downloaded' : 'rendered'} picture`) : null,
    load.comments > 0 ? `up to ${counted(load.comments, 'comment')}` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? '' : `, ${parts.join(' and ')} per ${load.kind.slice(0, -1)}`;
}
