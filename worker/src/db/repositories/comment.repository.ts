import type { Database } from '../database.js';
import type { NewComment } from '../schema.js';
import { chunk, idsByMarker, valuePerId } from './batch-writes.js';

export interface NewCommentRow {
  marker: string;
  agent: string;
  row: Omit<NewComment, 'comment_agent'>;
}

export class CommentRepository {
  constructor(private readonly db: Database) {}

  /** Ids read back by a marker in comment_agent (see batch-writes.ts), then the real agent written. */
  async insert(rows: NewCommentRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    for (const part of chunk(rows)) await this.db.insertInto('comments').values(part.map((r) => ({ ...r.row, comment_agent: r.marker }))).execute();
    const markers = rows.map((r) => r.marker);
    const found = await this.db.selectFrom('comments').select(['comment_ID', 'comment_agent']).where('comment_agent', 'in', markers).execute();
    const ids = idsByMarker(markers, found.map((f) => [f.comment_agent, f.comment_ID] as const), 'comment');
    for (const part of chunk(rows.map((r, i) => ({ id: ids[i]!, value: r.agent })))) {
      await this.db.updateTable('comments').set({ comment_agent: valuePerId('comment_ID', part) }).where('comment_ID', 'in', part.map((p) => p.id)).execute();
    }
    return ids;
  }

  async insertMeta(rows: Array<{ comment_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    for (const part of chunk(rows, 1000)) await this.db.insertInto('commentmeta').values(part).execute();
  }
}
