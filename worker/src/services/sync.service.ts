import type { HostContext } from '../contract/host-context.js';
import type { SerializedOptionStore } from './option-store.js';
import { siteTime } from '../core-parity/site-clock.js';
import { sha256Hex } from './token.service.js';

export const SYNC_OPTION = 'seedpress_sync_state';

export interface PostTypeChange {
  post_type: string;
  label: string;
  change: 'added' | 'removed' | 'changed';
}

export interface SyncStatus {
  has_changes: boolean;
  seen: boolean;
  changed_post_types: PostTypeChange[];
  last_seen_at: string | null;
  checked_at: string;
}

interface StoredState {
  signatures: Record<string, string>;
  labels: Record<string, string>;
  last_seen_at: string;
}

/** What a template depends on for a post type: its supports, taxonomies and field definitions. */
function signatures(host: HostContext): { signatures: Record<string, string>; labels: Record<string, string> } {
  const types = Object.values(host.post_types).filter((t) => t.show_ui && t.name !== 'attachment');
  return {
    signatures: Object.fromEntries(
      types.map((t) => [t.name, sha256Hex(JSON.stringify([t.supports, [...t.taxonomies].sort(), host.fields[t.name] ?? null]))]),
    ),
    labels: Object.fromEntries(types.map((t) => [t.name, t.label])),
  };
}

function diff(stored: StoredState, host: HostContext): PostTypeChange[] {
  const current = signatures(host);
  const changes: PostTypeChange[] = [];
  for (const [type, signature] of Object.entries(current.signatures)) {
    const before = stored.signatures[type];
    if (before === undefined) changes.push({ post_type: type, label: current.labels[type] ?? type, change: 'added' });
    else if (before !== signature) changes.push({ post_type: type, label: current.labels[type] ?? type, change: 'changed' });
  }
  for (const type of Object.keys(stored.signatures)) {
    if (current.signatures[type] === undefined) changes.push({ post_type: type, label: stored.labels[type] ?? type, change: 'removed' });
  }
  return changes;
}

/**
 * Tells the admin UI when registered post types or their fields changed since the user last
 * looked, so templates built on them can be reviewed. The first look records the baseline.
 */
export class SyncService {
  constructor(private readonly store: SerializedOptionStore) {}

  async status(host: HostContext): Promise<{ status: SyncStatus; touched: boolean }> {
    const stored = await this.read();
    if (!stored) return { status: await this.markSeen(host), touched: true };
    const changes = diff(stored, host);
    return {
      status: {
        has_changes: changes.length > 0,
        seen: changes.length === 0,
        changed_post_types: changes,
        last_seen_at: stored.last_seen_at,
        checked_at: siteTime(host).local,
      },
      touched: false,
    };
  }

  async markSeen(host: HostContext): Promise<SyncStatus> {
    const now = siteTime(host).local;
    await this.store.write(host, SYNC_OPTION, { ...signatures(host), last_seen_at: now }, false);
    return { has_changes: false, seen: true, changed_post_types: [], last_seen_at: now, checked_at: now };
  }

  private async read(): Promise<StoredState | undefined> {
    const raw = await this.store.read(SYNC_OPTION);
    if (!raw || typeof raw.signatures !== 'object' || typeof raw.last_seen_at !== 'string') return undefined;
    return raw as unknown as StoredState;
  }
}
