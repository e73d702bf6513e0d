import type { Database } from '../database.js';
import type { NewPost } from '../schema.js';
import { chunk, idsByMarker, valuePerId } from './batch-writes.js';

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

export interface NewPostRow {
  marker: string;
  row: Omit<NewPost, 'guid'>;
}

export class PostWriteRepository {
  constructor(private readonly db: Database) {}

  /** Slugs already used by posts of these types that start with any of the bases (for wp_unique_post_slug). */
  async slugsLike(postTypes: string[], bases: string[]): Promise<Set<string>> {
    if (bases.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('posts')
      .select('post_name')
      .where('post_type', 'in', postTypes)
      .where((eb) => eb.or(bases.map((b) => eb('post_name', 'like', `${b.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))))
      .execute();
    return new Set(rows.map((r) => r.post_name));
  }

  /**
   * Multi-row insert that never assumes consecutive AUTO_INCREMENT ids: each row carries a unique
   * marker in `guid`, ids are read back by marker, then the real guid is written in one UPDATE.
   */
  async insertPosts(rows: NewPostRow[], guidFor: (id: number, row: NewPostRow) => string): Promise<number[]> {
    if (rows.length === 0) return [];
    for (const part of chunk(rows)) {
      await this.db.insertInto('posts').values(part.map((r) => ({ ...r.row, guid: r.marker }))).execute();
    }
    const markers = rows.map((r) => r.marker);
    const found = await this.db.selectFrom('posts').select(['ID', 'guid']).where('guid', 'in', markers).execute();
    const ids = idsByMarker(markers, found.map((f) => [f.guid, f.ID] as const), 'post');
    for (const part of chunk(rows.map((r, i) => ({ id: ids[i]!, value: guidFor(ids[i]!, r) })))) {
      await this.db.updateTable('posts').set({ guid: valuePerId('ID', part) }).where('ID', 'in', part.map((p) => p.id)).execute();
    }
    return ids;
  }

  async insertMeta(rows: Array<{ post_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    for (const part of chunk(rows, 1000)) await this.db.insertInto('postmeta').values(part).execute();
  }

  /** wp_update_comment_count_now(): approved comments only. */
  async recountComments(postIds: number[]): Promise<void> {
    for (const part of chunk(postIds, 1000)) {
      await this.db
        .updateTable('posts')
        .set({
          comment_count: (eb) =>
            eb.selectFrom('comments').select((c) => c.fn.countAll<number>().as('n')).whereRef('comments.comment_post_ID', '=', 'posts.ID').where('comments.comment_approved', '=', '1'),
        })
        .where('ID', 'in', part)
        .execute();
    }
  }
}

/** Images already in the media library, for runs with download_images false. */
export async function libraryImageIds(db: Database, limit = 500): Promise<number[]> {
  const rows = await db
    .selectFrom('posts')
    .select('ID')
    .where('post_type', '=', 'attachment')
    .where('post_mime_type', 'like', 'image/%')
    .orderBy('ID', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.ID);
}
