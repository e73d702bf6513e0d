import type { Database } from '../database.js';

export interface StatusCount {
  post_type: string;
  post_status: string;
  count: number;
}

export class PostRepository {
  constructor(private readonly db: Database) {}

  /** The numbers wp_count_posts() reports, for several post types in one query. */
  async countByStatus(postTypes: string[]): Promise<StatusCount[]> {
    if (postTypes.length === 0) return [];
    const rows = await this.db
      .selectFrom('posts')
      .select(['post_type', 'post_status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('post_type', 'in', postTypes)
      .groupBy(['post_type', 'post_status'])
      .execute();
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('posts').select('ID').where('ID', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** First value per key, as get_post_meta($id, $key, true) returns it. */
  async getMeta(postId: number, keys: string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('postmeta')
      .select(['meta_key', 'meta_value'])
      .where('post_id', '=', postId)
      .where('meta_key', 'in', keys)
      .orderBy('meta_id')
      .execute();
    const meta = new Map<string, string>();
    for (const row of rows) {
      if (row.meta_key !== null && !meta.has(row.meta_key)) meta.set(row.meta_key, row.meta_value ?? '');
    }
    return meta;
  }
}
