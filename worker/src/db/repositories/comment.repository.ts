import type { Database } from '../database.js';
import type { NewComment } from '../schema.js';
import { insertRows } from './batch-writes.js';

export class CommentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Ids in the order of the rows, for an insert inside a transaction. A statement's rows take
   * increasing AUTO_INCREMENT ids in their order (not always consecutive: lock mode 2 interleaves
   * other sessions' rows), the transaction's statements run one after the other, and no other
   * session can comment on posts this transaction has not committed: from the insert's lowest id
   * on, the comments on these posts are these rows, in id order. Checked by their post ids.
   */
  async insert(rows: NewComment[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const first = await insertRows(this.db, 'comments', rows);
    const found = await this.db
      .selectFrom('comments')
      .select(['comment_ID', 'comment_post_ID'])
      .where('comment_ID', '>=', first)
      .where('comment_post_ID', 'in', [...new Set(rows.map((r) => r.comment_post_ID))])
      .orderBy('comment_ID')
      .execute();
    return idsInRowOrder(rows.map((r) => r.comment_post_ID), found);
  }

  async insertMeta(rows: Array<{ comment_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    await insertRows(this.db, 'commentmeta', rows);
  }
}

/**
 * The ids of inserted comments in row order, from the comments read back in id order: refused
 * when they are not exactly the rows (another session's comment among them), never guessed.
 */
export function idsInRowOrder(postIds: readonly number[], found: ReadonlyArray<{ comment_ID: number; comment_post_ID: number }>): number[] {
  if (found.length !== postIds.length || found.some((f, i) => f.comment_post_ID !== postIds[i])) {
    throw new Error(`Inserted comments not found in their order: ${postIds.length} written, ${found.length} found.`);
  }
  return found.map((f) => f.comment_ID);
}
