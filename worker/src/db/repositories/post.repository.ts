import { sql } from 'kysely';
import { escape } from 'mysql2';
import type { Database } from '../database.js';
import type { NewPost } from '../schema.js';
import { chunk, idsByMarker, insertRows, updatePerId } from './batch-writes.js';

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
    // One prefix range of the post_name index per base, as one SQL text: a run has hundreds of bases.
    const prefixes = bases.map((b) => `post_name like ${escape(`${b.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`).join(' or ');
    const rows = await this.db
      .selectFrom('posts')
      .select('post_name')
      .where('post_type', 'in', postTypes)
      .where(sql<boolean>`(${sql.raw(prefixes)})`)
      .execute();
    return new Set(rows.map((r) => r.post_name));
  }

  /**
   * Multi-row insert that never assumes consecutive AUTO_INCREMENT ids: each row carries a unique
   * marker in `guid`, ids are read back by marker (among ids from the first one the insert got:
   * guid has no index). The real guids follow with writeGuids().
   */
  async insertPosts(rows: NewPostRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const first = await insertRows(this.db, 'posts', rows.map((r) => ({ ...r.row, guid: r.marker })));
    const markers = rows.map((r) => r.marker);
    const found = await this.db.selectFrom('posts').select(['ID', 'guid']).where('ID', '>=', first).where('guid', 'in', markers).execute();
    return idsByMarker(markers, found.map((f) => [f.guid, f.ID] as const), 'post');
  }

  /** The guids in place of insertPosts()'s markers, in one UPDATE per chunk. */
  async writeGuids(guids: ReadonlyArray<{ id: number; value: string }>): Promise<void> {
    await updatePerId(this.db, 'posts', 'ID', 'guid', guids);
  }

  async insertMeta(rows: Array<{ post_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    await insertRows(this.db, 'postmeta', rows);
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
