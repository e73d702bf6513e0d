import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { HistoryRow, NewHistoryRow } from '../schema.js';
import { chunk, insertRows } from './batch-writes.js';
import type { ContentType } from './generated.repository.js';

export const HISTORY_TYPES: readonly ContentType[] = ['post', 'term', 'user', 'comment', 'media'];

export class HistoryRepository {
  constructor(private readonly db: Database) {}

  async insert(rows: NewHistoryRow[]): Promise<void> {
    await insertRows(this.db, 'seedpress_history', rows);
  }

  private live(type?: string) {
    let q = this.db.selectFrom('seedpress_history').where('deleted_at', 'is', null);
    if (type) q = q.where('content_type', '=', type);
    return q;
  }

  async list(type: string | undefined, limit: number, offset: number): Promise<{ rows: HistoryRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.live(type).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      this.live(type).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async find(id: number): Promise<HistoryRow | undefined> {
    return this.live().selectAll().where('id', '=', id).executeTakeFirst();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('seedpress_history').where('id', '=', id).execute();
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('seedpress_history').execute();
  }

  async markDeleted(ids: number[], at: string): Promise<void> {
    for (const part of chunk(ids, 1000)) await this.db.updateTable('seedpress_history').set({ deleted_at: at }).where('id', 'in', part).execute();
  }

  async allLive(): Promise<Array<{ id: number; content_type: string; content_id: number }>> {
    return this.live().select(['id', 'content_type', 'content_id']).execute();
  }

  async countByType(): Promise<Map<string, number>> {
    const rows = await this.live().select(['content_type', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('content_type').execute();
    return new Map(rows.map((r) => [r.content_type, Number(r.n)]));
  }

  async countBySubtype(): Promise<Array<{ content_type: string; content_subtype: string; count: string }>> {
    const rows = await this.live()
      .select(['content_type', 'content_subtype', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['content_type', 'content_subtype'])
      .orderBy('content_type')
      .orderBy('content_subtype')
      .execute();
    return rows.map((r) => ({ content_type: r.content_type, content_subtype: r.content_subtype, count: String(r.n) }));
  }

  /** Entries per day since `since` (YYYY-MM-DD HH:MM:SS); counts as strings, as the spec shows them. */
  async activitySince(since: string): Promise<Array<{ date: string; count: string }>> {
    const day = sql<string>`date_format(${sql.ref('created_at')}, '%Y-%m-%d')`;
    const rows = await this.live().select([day.as('date'), (eb) => eb.fn.countAll<number | string>().as('n')]).where('created_at', '>=', since).groupBy(day).orderBy(day).execute();
    return rows.map((r) => ({ date: r.date, count: String(r.n) }));
  }
}

/** Which of the given ids still exist, per content type, with their current titles. */
export class ContentLookupRepository {
  constructor(private readonly db: Database) {}

  async titles(type: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    switch (type) {
      case 'post':
      case 'media':
        return pairs(await this.db.selectFrom('posts').select(['ID as id', 'post_title as title']).where('ID', 'in', ids).execute());
      case 'term':
        return pairs(await this.db.selectFrom('terms').select(['term_id as id', 'name as title']).where('term_id', 'in', ids).execute());
      case 'user':
        return pairs(await this.db.selectFrom('users').select(['ID as id', 'display_name as title']).where('ID', 'in', ids).execute());
      case 'comment':
        return pairs(await this.db.selectFrom('comments').select(['comment_ID as id', sql<string>`left(${sql.ref('comment_content')}, 80)`.as('title')]).where('comment_ID', 'in', ids).execute());
      default:
        return new Map();
    }
  }
}

const pairs = (rows: Array<{ id: number; title: string }>): Map<number, string> => new Map(rows.map((r) => [r.id, r.title]));
