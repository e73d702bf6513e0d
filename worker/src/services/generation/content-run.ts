import { randomInt, randomUUID } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import type { ContentType } from '../../db/repositories/generated.repository.js';
import type { NewHistoryRow } from '../../db/schema.js';
import { mysqlDateTime } from '../../core-parity/site-clock.js';
import { loadLocale } from '../../generators/text/faker-factory.js';
import { resolveLocale } from '../language.catalog.js';
import type { SettingsService } from '../settings.service.js';
import { duration } from '../time-saved.service.js';

/** What term, user and comment runs answer (spec: generation result for terms, users and comments). */
export interface ContentRunResult {
  success: true;
  count: number;
  ids: number[];
  deleted_count: number;
  message: string;
  /** What the run could not do and went on without (portraits that could not be had). */
  warnings: string[];
  time_saved: string;
  seed: number;
}

/** A run's choices that its history rows keep. */
export interface ContentRun {
  locale: string;
  seed: number;
  /** When the run's writing started (ms): the history's generation_time. */
  started: number;
}

/**
 * The run's content locale (the request's, else the settings', else the site's), its data loaded,
 * and seed (the request's, else a new one).
 */
export async function localeAndSeed(settings: Pick<SettingsService, 'get'>, host: HostContext, body: { locale?: string; seed?: number }): Promise<{ locale: string; seed: number }> {
  const locale = resolveLocale(body.locale ?? (await settings.get()).locale, host.site.locale);
  await loadLocale(locale);
  return { locale, seed: body.seed ?? randomInt(0, 2 ** 32) };
}

/** One history row per item the run made, all of one batch. */
export function historyRows(items: ReadonlyArray<{ type: ContentType; id: number; subtype: string }>, run: ContentRun): NewHistoryRow[] {
  const created = mysqlDateTime(Date.now());
  const batch = randomUUID();
  const meta = JSON.stringify({ locale: run.locale, seed: run.seed, generation_time: Math.round(Date.now() - run.started) / 1000 });
  return items.map(({ type, id, subtype }) => ({ content_type: type, content_id: id, content_subtype: subtype, meta, batch_id: batch, created_at: created, deleted_at: null }));
}

/** The answer of a run that made `ids` (`noun`: singular and plural), saving `seconds` of a person's time. */
export function contentRunResult(ids: number[], noun: [string, string], where: string, run: { deleted: number; seconds: number; warnings: string[]; seed: number }): ContentRunResult {
  return {
    success: true,
    count: ids.length,
    ids,
    deleted_count: run.deleted,
    message: `${ids.length} ${ids.length === 1 ? noun[0] : noun[1]} generated successfully${where}`,
    warnings: run.warnings,
    time_saved: duration(run.seconds).formatted,
    seed: run.seed,
  };
}
