import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { NewPost } from '../schema.js';
import { allSettled } from '../settled.js';
import { sqlLiteral } from '../sql-literal.js';
import { chunk, ID_LIST_CHUNK, idsByMarker, insertRows, updatePerId } from './batch-writes.js';

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
  /** Unique per run: the row's guid until writeGuids() when the guid is not known before the insert. */
  marker: string;
  row: Omit<NewPost, 'guid'>;
  /** The guid, known before the insert, or made from the post's id (plain links). */
  guid: string | ((id: number) => string);
}

export interface InsertedPosts {
  /** In the order of the rows. */
  ids: number[];
  /** The guids of rows written with their marker, for writeGuids(). */
  pendingGuids: Array<{ id: number; value: string }>;
}

export class PostWriteRepository {
  constructor(private readonly db: Database) {}

  /** Which of the slugs posts of these types already use: one lookup of the post_name index per slug. */
  async slugsIn(postTypes: string[], slugs: string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('posts')
      .select('post_name')
      .where('post_type', 'in', postTypes)
      .where(sql<boolean>`post_name in (${sql.raw(slugs.map(sqlLiteral).join(','))})`)
      .execute();
    return new Set(rows.map((r) => r.post_name));
  }

  /** Slugs already used by posts of these types that start with any of the bases (for wp_unique_post_slug). */
  async slugsLike(postTypes: string[], bases: string[]): Promise<Set<string>> {
    if (bases.length === 0) return new Set();
    // One prefix range of the post_name index per base, as one SQL text: a run has hundreds of bases.
    const prefixes = bases.map((b) => `post_name like ${sqlLiteral(`${b.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`).join(' or ');
    const rows = await this.db
      .selectFrom('posts')
      .select('post_name')
      .where('post_type', 'in', postTypes)
      .where(sql<boolean>`(${sql.raw(prefixes)})`)
      .execute();
    return new Set(rows.map((r) => r.post_name));
  }

  /**
   * Multi-row insert that never assumes consecutive AUTO_INCREMENT ids: the ids are read back.
   * A row whose guid is known and whose slug is set is inserted with its guid and found by type
   * and slug: the run made each slug unique for its type against what this transaction sees, so
   * no other row of the type has it byte for byte, and the read-back is sent right behind the
   * INSERT without waiting for it. Any other row carries its unique marker in `guid` (which has no
   * index, hence a read-back among the ids from the first one the insert got) and gets its guid
   * from writeGuids() once its id is known.
   */
  async insertPosts(rows: NewPostRow[]): Promise<InsertedPosts> {
    return this.readBack(rows, this.sendPosts(rows));
  }

  /** The INSERT of insertPosts() alone; resolves to the first id it got. */
  sendPosts(rows: NewPostRow[]): Promise<number> {
    return insertRows(this.db, 'posts', rows.map((r) => ({ ...r.row, guid: bySlug(r) ? (r.guid as string) : r.marker })));
  }

  /** The ids of rows sent by sendPosts() (`inserted`: the first id the INSERTs got), in the order of the rows. */
  async readBack(rows: NewPostRow[], inserted: Promise<number>): Promise<InsertedPosts> {
    if (rows.length === 0) return { ids: [], pendingGuids: [] };
    const markers = rows.filter((r) => !bySlug(r)).map((r) => r.marker);
    const found = markers.length === 0 ? this.findBySlug(rows) : inserted.then((first) => this.byMarkerOrSlug(first, rows, markers));
    const [, read] = await allSettled([inserted, found] as const);
    const isMarker = new Set(markers);
    const ids = idsByMarker(
      rows.map((r) => (bySlug(r) ? slugKey(r.row.post_type, r.row.post_name) : r.marker)),
      read.map((f) => [isMarker.has(f.guid) ? f.guid : slugKey(f.post_type, f.post_name), f.ID] as const),
      'post',
    );
    const pendingGuids = rows.flatMap((r, i) => (bySlug(r) ? [] : [{ id: ids[i]!, value: typeof r.guid === 'string' ? r.guid : r.guid(ids[i]!) }]));
    return { ids, pendingGuids };
  }

  /** Rows by type and slug, as one SQL text (a run has hundreds of slugs). */
  private findBySlug(rows: NewPostRow[]): Promise<FoundPost[]> {
    const types = [...new Set(rows.map((r) => r.row.post_type))].map(sqlLiteral).join(',');
    const slugs = [...new Set(rows.map((r) => r.row.post_name))].map(sqlLiteral).join(',');
    return this.db
      .selectFrom('posts')
      .select(['ID', 'guid', 'post_type', 'post_name'])
      .where(sql<boolean>`post_type in (${sql.raw(types)}) and post_name in (${sql.raw(slugs)})`)
      .execute();
  }

  private byMarkerOrSlug(first: number, rows: NewPostRow[], markers: string[]): Promise<FoundPost[]> {
    const slugs = [...new Set(rows.filter(bySlug).map((r) => r.row.post_name))];
    return this.db
      .selectFrom('posts')
      .select(['ID', 'guid', 'post_type', 'post_name'])
      .where('ID', '>=', first)
      .where((eb) => eb.or([eb('guid', 'in', markers), ...(slugs.length > 0 ? [eb('post_name', 'in', slugs)] : [])]))
      .execute();
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

const slugKey = (postType: string, slug: string): string => `${postType}\u0000${slug}`;
/** A row found again by type and slug (see insertPosts()). */
const bySlug = (r: NewPostRow): boolean => typeof r.guid === 'string' && r.row.post_name !== '';

interface FoundPost {
  ID: number;
  guid: string;
  post_type: string;
  post_name: string;
}

/** Which of these `_wp_attached_file` values attachments of the site have. */
export async function attachedFilesAmong(db: Database, files: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunk(files, ID_LIST_CHUNK)) {
    const rows = await db.selectFrom('postmeta').select('meta_value').where('meta_key', '=', '_wp_attached_file').where('meta_value', 'in', part).execute();
    for (const row of rows) if (row.meta_value !== null) found.add(row.meta_value);
  }
  return found;
}

/**
 * The file names in one uploads folder ('' or '2026/11') that the site's attachments use as
 * `_wp_attached_file`: what a worker that cannot list the site's folder knows is there.
 */
export async function attachedNamesIn(db: Database, subdir: string): Promise<Set<string>> {
  const query = db.selectFrom('postmeta').select('meta_value').where('meta_key', '=', '_wp_attached_file');
  const rows = await (subdir === '' ? query.where('meta_value', 'not like', '%/%') : query.where('meta_value', 'like', `${escapeLike(subdir)}/%`)).execute();
  const names = new Set<string>();
  for (const { meta_value: file } of rows) {
    const name = file?.slice(subdir === '' ? 0 : subdir.length + 1);
    if (name && !name.includes('/')) names.add(name);
  }
  return names;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
