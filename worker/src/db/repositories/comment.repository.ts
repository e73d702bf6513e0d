import type { Database } from '../database.js';
import type { NewComment } from '../schema.js';
import { idsByMarker, insertRows, updatePerId } from './batch-writes.js';

export interface NewCommentRow {
  marker: string;
  agent: string;
  row: Omit<NewComment, 'comment_agent'>;
}

export class CommentRepository {
  constructor(private readonly db: Database) {}

  /** Ids read back by a marker in comment_agent (see batch-writes.ts; unindexed, so among ids from the insert's first). The real agents follow with writeAgents(). */
  async insert(rows: NewCommentRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const first = await insertRows(this.db, 'comments', rows.map((r) => ({ ...r.row, comment_agent: r.marker })));
    const markers = rows.map((r) => r.marker);
    const found = await this.db.selectFrom('comments').select(['comment_ID', 'comment_agent']).where('comment_ID', '>=', first).where('comment_agent', 'in', markers).execute();
    return idsByMarker(markers, found.map((f) => [f.comment_agent, f.comment_ID] as const), 'comment');
  }

  /** The user agents in place of insert()'s markers. */
  async writeAgents(agents: ReadonlyArray<{ id: number; value: string }>): Promise<void> {
    await updatePerId(this.db, 'comments', 'comment_ID', 'comment_agent', agents);
  }

  async insertMeta(rows: Array<{ comment_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    await insertRows(this.db, 'commentmeta', rows);
  }
}
