import { sql } from 'kysely';
import type { Database } from '../database.js';
import { GENERATED_FLAG, TEMPLATE_META, UPLOADED_FLAG } from '../seedpress-meta.js';

export type ContentType = 'post' | 'term' | 'user' | 'comment' | 'media';


/**
 * "Generated" means both: the item carries the flag AND has a live history row. Every deletion
 * path asks this repository, so hand-made content can never qualify.
 */
export class GeneratedRepository {
  constructor(private readonly db: Database) {}

  private historyIds(type: ContentType) {
    return this.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', type).where('deleted_at', 'is', null);
  }

  /** Generated posts (not attachments), optionally of some post types, optionally among ids. */
  async posts(filter: { postTypes?: string[]; ids?: number[]; authors?: number[]; relatedFor?: string[] } = {}): Promise<Array<{ id: number; type: string; status: string }>> {
    let q = this.db
      .selectFrom('posts')
      .innerJoin('postmeta', (j) => j.onRef('postmeta.post_id', '=', 'posts.ID').on('postmeta.meta_key', '=', GENERATED_FLAG).on('postmeta.meta_value', '=', '1'))
      .select(['posts.ID as id', 'posts.post_type as type', 'posts.post_status as status'])
      .where('posts.post_type', '!=', 'attachment')
      .where('posts.ID', 'in', this.historyIds('post'));
    if (filter.postTypes) q = q.where('posts.post_type', 'in', filter.postTypes.length ? filter.postTypes : ['']);
    if (filter.ids) q = q.where('posts.ID', 'in', filter.ids.length ? filter.ids : [0]);
    // Posts auto-created as targets of another type's relational fields carry that type in their history meta.
    if (filter.relatedFor) {
      const sources = filter.relatedFor.length ? filter.relatedFor : [''];
      q = q.where('posts.ID', 'in', this.historyIds('post').where(sql<string>`JSON_UNQUOTE(JSON_EXTRACT(meta, '$.related_for'))`, 'in', sources));
    }
    return (await q.distinct().execute()).map((r) => ({ id: r.id, type: r.type, status: r.status }));
  }

  /** Generated attachments, optionally only those attached to some posts. */
  async media(filter: { parents?: number[]; ids?: number[] } = {}): Promise<number[]> {
    let q = this.db
      .selectFrom('posts')
      .innerJoin('postmeta', (j) => j.onRef('postmeta.post_id', '=', 'posts.ID').on('postmeta.meta_key', '=', GENERATED_FLAG).on('postmeta.meta_value', '=', '1'))
      .select('posts.ID')
      .where('posts.post_type', '=', 'attachment')
      .where('posts.ID', 'in', this.historyIds('media'));
    if (filter.parents) q = q.where('posts.post_parent', 'in', filter.parents.length ? filter.parents : [0]);
    if (filter.ids) q = q.where('posts.ID', 'in', filter.ids.length ? filter.ids : [0]);
    return (await q.distinct().execute()).map((r) => r.ID);
  }

  async terms(filter: { taxonomies?: string[]; ids?: number[] } = {}): Promise<Array<{ termId: number; termTaxonomyId: number; taxonomy: string; parent: number }>> {
    let q = this.db
      .selectFrom('term_taxonomy')
      .innerJoin('termmeta', (j) => j.onRef('termmeta.term_id', '=', 'term_taxonomy.term_id').on('termmeta.meta_key', '=', GENERATED_FLAG).on('termmeta.meta_value', '=', '1'))
      .select(['term_taxonomy.term_id', 'term_taxonomy.term_taxonomy_id', 'term_taxonomy.taxonomy', 'term_taxonomy.parent'])
      .where('term_taxonomy.term_id', 'in', this.historyIds('term'));
    if (filter.taxonomies) q = q.where('term_taxonomy.taxonomy', 'in', filter.taxonomies.length ? filter.taxonomies : ['']);
    if (filter.ids) q = q.where('term_taxonomy.term_id', 'in', filter.ids.length ? filter.ids : [0]);
    return (await q.distinct().execute()).map((r) => ({ termId: r.term_id, termTaxonomyId: r.term_taxonomy_id, taxonomy: r.taxonomy, parent: r.parent }));
  }

  async users(filter: { ids?: number[] } = {}): Promise<number[]> {
    let q = this.db
      .selectFrom('users')
      .innerJoin('usermeta', (j) => j.onRef('usermeta.user_id', '=', 'users.ID').on('usermeta.meta_key', '=', GENERATED_FLAG).on('usermeta.meta_value', '=', '1'))
      .select('users.ID')
      .where('users.ID', 'in', this.historyIds('user'));
    if (filter.ids) q = q.where('users.ID', 'in', filter.ids.length ? filter.ids : [0]);
    return (await q.distinct().execute()).map((r) => r.ID);
  }

  async comments(filter: { ids?: number[]; postTypes?: string[] } = {}): Promise<Array<{ id: number; postId: number; parent: number; approved: string }>> {
    let q = this.db
      .selectFrom('comments')
      .innerJoin('commentmeta', (j) => j.onRef('commentmeta.comment_id', '=', 'comments.comment_ID').on('commentmeta.meta_key', '=', GENERATED_FLAG).on('commentmeta.meta_value', '=', '1'))
      .select(['comments.comment_ID', 'comments.comment_post_ID', 'comments.comment_parent', 'comments.comment_approved'])
      .where('comments.comment_ID', 'in', this.historyIds('comment'));
    if (filter.ids) q = q.where('comments.comment_ID', 'in', filter.ids.length ? filter.ids : [0]);
    if (filter.postTypes) {
      const types = filter.postTypes.length ? filter.postTypes : [''];
      q = q.where('comments.comment_post_ID', 'in', this.db.selectFrom('posts').select('ID').where('post_type', 'in', types));
    }
    return (await q.distinct().execute()).map((r) => ({ id: r.comment_ID, postId: r.comment_post_ID, parent: r.comment_parent, approved: r.comment_approved }));
  }

  /** Users among `ids` that still author any post (those are never deleted: their content would go with them). */
  /** Of these users, those who author posts, leaving out the posts given (their own portraits). */
  async usersWithPosts(ids: number[], ignoring: number[] = []): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    let query = this.db.selectFrom('posts').select('post_author').distinct().where('post_author', 'in', ids);
    if (ignoring.length > 0) query = query.where('ID', 'not in', ignoring);
    const rows = await query.execute();
    return new Set(rows.map((r) => r.post_author));
  }

  /** How many posts (any type and status) these users are the authors of, but for `ignoring` (their portraits). */
  async postsOwnedBy(ids: number[], ignoring: number[] = []): Promise<number> {
    if (ids.length === 0) return 0;
    let query = this.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).where('post_author', 'in', ids);
    if (ignoring.length > 0) query = query.where('ID', 'not in', ignoring);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  /** Attachments that comments name as their visitor's portrait. */
  async commentPortraits(): Promise<Set<number>> {
    const rows = await this.db.selectFrom('commentmeta').select('meta_value').distinct().where('meta_key', '=', '_seedpress_avatar').execute();
    return new Set(rows.map((r) => Number(r.meta_value)).filter((id) => Number.isSafeInteger(id) && id > 0));
  }

  /** The generated portraits of these users (user meta `_seedpress_avatar`, flagged attachments). */
  async avatarsOf(userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const named = await this.db.selectFrom('usermeta').select('meta_value').where('meta_key', '=', '_seedpress_avatar').where('user_id', 'in', userIds).execute();
    const ids = named.map((r) => Number(r.meta_value)).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return [];
    const flagged = await this.db.selectFrom('postmeta').select('post_id').where('post_id', 'in', ids).where('meta_key', '=', GENERATED_FLAG).where('meta_value', '=', '1').execute();
    return flagged.map((r) => r.post_id);
  }

  async forgetHistory(type: ContentType, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('seedpress_history').where('content_type', '=', type).where('content_id', 'in', ids).execute();
  }

  /** SeedPress's marks off one item, which is the site's own from then on: no endpoint calls it generated or deletes it. */
  async unflag(type: ContentType, id: number): Promise<void> {
    if (type === 'post' || type === 'media') {
      await this.db.deleteFrom('postmeta').where('post_id', '=', id).where('meta_key', 'in', [GENERATED_FLAG, TEMPLATE_META, UPLOADED_FLAG]).execute();
    } else if (type === 'term') {
      await this.db.deleteFrom('termmeta').where('term_id', '=', id).where('meta_key', '=', GENERATED_FLAG).execute();
    } else if (type === 'user') {
      await this.db.deleteFrom('usermeta').where('user_id', '=', id).where('meta_key', '=', GENERATED_FLAG).execute();
    } else {
      await this.db.deleteFrom('commentmeta').where('comment_id', '=', id).where('meta_key', '=', GENERATED_FLAG).execute();
    }
  }
}

