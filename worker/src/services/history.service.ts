import type { HostContext } from '../contract/host-context.js';
import type { SiteWrites } from '../db/site-writes.js';
import { GeneratedRepository, type ContentType } from '../db/repositories/generated.repository.js';
import { ContentLookupRepository, HISTORY_TYPES, HistoryRepository } from '../db/repositories/history.repository.js';
import type { HistoryRow } from '../db/schema.js';
import { notFound } from '../errors.js';
import type { Touched } from './touched.js';
import type { DeletionService } from './deletion/deletion.service.js';
import { mysqlDateTime, siteOffsetMs, siteTime } from '../core-parity/site-clock.js';

export interface HistoryEntry {
  id: string;
  content_type: string;
  content_id: string;
  content_subtype: string;
  meta: Record<string, unknown>;
  created_at: string;
  content_title: string | null;
  content_exists: boolean;
  template_name: string | null;
}

function parseMeta(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const zeroByType = (): Record<string, number> => Object.fromEntries(HISTORY_TYPES.map((t) => [t, 0]));

export class HistoryService {
  private readonly history: HistoryRepository;
  private readonly lookup: ContentLookupRepository;

  constructor(
    private readonly writes: SiteWrites,
    private readonly deletion: DeletionService,
  ) {
    this.history = new HistoryRepository(writes.db);
    this.lookup = new ContentLookupRepository(writes.db);
  }

  /** Titles and existence are looked up now, so entries of content removed elsewhere show it. */
  async list(type: string | undefined, limit: number, offset: number): Promise<{ history: HistoryEntry[]; total: number }> {
    const { rows, total } = await this.history.list(type, limit, offset);
    return { history: await this.view(rows), total };
  }

  async stats(host: HostContext) {
    const byType = { ...zeroByType(), ...Object.fromEntries(await this.history.countByType()) };
    const existing = zeroByType();
    const entries = await this.history.allLive();
    for (const type of HISTORY_TYPES) {
      const ids = [...new Set(entries.filter((e) => e.content_type === type).map((e) => e.content_id))];
      existing[type] = (await this.lookup.titles(type, ids)).size;
    }
    const nowMs = Date.now();
    const since = mysqlDateTime(nowMs - 29 * 86_400_000 + siteOffsetMs(host, nowMs)).slice(0, 10);
    return {
      total: Object.values(byType).reduce((a, b) => a + b, 0),
      by_type: byType,
      by_subtype: await this.history.countBySubtype(),
      recent_activity: await this.history.activitySince(`${since} 00:00:00`),
      existing,
    };
  }

  async deleteEntry(host: HostContext, id: number, deleteContent: boolean): Promise<{ content_deleted: boolean; touched: Touched }> {
    const entry = await this.history.find(id);
    if (!entry) throw notFound(`History entry ${id}`);
    const type = entry.content_type as ContentType;
    if (deleteContent) {
      const { removed, touched } = await this.deletion.removeOne(host, type, entry.content_id);
      await this.history.remove(id);
      return { content_deleted: removed, touched };
    }
    // The content stays and is the site's own from now on: without its flag nothing calls it generated, and no later call could remove it.
    // Under the site's write lock, as every write of content: a run or a deletion in progress may hold the same item.
    await this.writes.retrying(() =>
      this.writes.transaction(async (trx) => {
        await new GeneratedRepository(trx).unflag(type, entry.content_id);
        await new HistoryRepository(trx).remove(id);
      }),
    );
    return { content_deleted: false, touched: touchedItem(type, entry.content_id) };
  }

  async clear(): Promise<void> {
    await this.history.clear();
  }

  /** Marks entries whose content is gone (removed outside SeedPress) as deleted. */
  async cleanup(host: HostContext): Promise<number> {
    const entries = await this.history.allLive();
    const gone: number[] = [];
    for (const type of HISTORY_TYPES) {
      const ofType = entries.filter((e) => e.content_type === type);
      const present = await this.lookup.titles(type, ofType.map((e) => e.content_id));
      gone.push(...ofType.filter((e) => !present.has(e.content_id)).map((e) => e.id));
    }
    await this.history.markDeleted(gone, siteTime(host).local);
    return gone.length;
  }

  private async view(rows: HistoryRow[]): Promise<HistoryEntry[]> {
    const titles = new Map<string, Map<number, string>>();
    for (const type of new Set(rows.map((r) => r.content_type))) {
      titles.set(type, await this.lookup.titles(type, rows.filter((r) => r.content_type === type).map((r) => r.content_id)));
    }
    return rows.map((r) => {
      const meta = parseMeta(r.meta);
      const title = titles.get(r.content_type)?.get(r.content_id);
      return {
        id: String(r.id),
        content_type: r.content_type,
        content_id: String(r.content_id),
        content_subtype: r.content_subtype,
        meta,
        created_at: r.created_at,
        content_title: title ?? null,
        content_exists: title !== undefined,
        template_name: typeof meta.template_name === 'string' ? meta.template_name : null,
      };
    });
  }
}

/** The one item whose meta changed, for the shell to clean from the object cache. */
function touchedItem(type: ContentType, id: number): Touched {
  if (type === 'term') return { terms: [id] };
  if (type === 'user') return { users: [id] };
  if (type === 'comment') return { comments: [id] };
  return { posts: [id] };
}
