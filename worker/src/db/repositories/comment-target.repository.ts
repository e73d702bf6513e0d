import type { Database } from '../database.js';
import { chunk, ID_LIST_CHUNK } from './batch-writes.js';

export interface CommentTarget {
  id: number;
  /** post_date_gmt as Unix milliseconds. */
  dateUtcMs: number;
}

export interface Commenter {
  id: number;
  name: string;
  email: string;
  url: string;
}

/** What a comment run reads: the posts it comments on, the users who may comment. */
export class CommentTargetRepository {
  constructor(private readonly db: Database) {}

  /** Published posts of the type: all of them, or those of `ids` that are (in id order). */
  async publishedPosts(postType: string, ids: readonly number[]): Promise<CommentTarget[]> {
    const query = this.db.selectFrom('posts').select(['ID', 'post_date_gmt']).where('post_type', '=', postType).where('post_status', '=', 'publish').orderBy('ID');
    const rows = ids.length === 0
      ? await query.execute()
      : (await Promise.all(chunk([...new Set(ids)], ID_LIST_CHUNK).map((part) => query.where('ID', 'in', part).execute()))).flat().sort((a, b) => a.ID - b.ID);
    return rows.map((row) => ({ id: row.ID, dateUtcMs: Date.parse(`${String(row.post_date_gmt).replace(' ', 'T')}Z`) }));
  }

  /** Users who may comment: the site's first `limit` accounts (enough variety, a bounded read). */
  async users(limit = 500): Promise<Commenter[]> {
    const rows = await this.db.selectFrom('users').select(['ID', 'display_name', 'user_email', 'user_url']).orderBy('ID').limit(limit).execute();
    return rows.map((row) => ({ id: row.ID, name: row.display_name, email: row.user_email, url: row.user_url }));
  }
}
