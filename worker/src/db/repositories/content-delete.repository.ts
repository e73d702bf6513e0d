import type { Database } from '../database.js';
import { chunk, ID_LIST_CHUNK, valuePerId } from './batch-writes.js';
import { byNewParent, reparented } from './reparenting.js';


/**
 * Row-level removals as WordPress's wp_delete_post / wp_delete_term / wp_delete_user /
 * wp_delete_comment and their trash variants perform them. Callers pass only generated ids.
 */
export class ContentDeleteRepository {
  constructor(private readonly db: Database) {}

  async attachmentFiles(ids: number[]): Promise<Array<{ id: number; file: string; metadata: string }>> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('postmeta')
      .select(['post_id', 'meta_key', 'meta_value'])
      .where('post_id', 'in', ids)
      .where('meta_key', 'in', ['_wp_attached_file', '_wp_attachment_metadata'])
      .execute();
    return ids.map((id) => ({
      id,
      file: rows.find((r) => r.post_id === id && r.meta_key === '_wp_attached_file')?.meta_value ?? '',
      metadata: rows.find((r) => r.post_id === id && r.meta_key === '_wp_attachment_metadata')?.meta_value ?? '',
    }));
  }

  /** Term taxonomy ids attached to posts, for recounting after they go. */
  async termTaxonomiesOf(postIds: number[]): Promise<number[]> {
    if (postIds.length === 0) return [];
    const rows = await this.db.selectFrom('term_relationships').select('term_taxonomy_id').distinct().where('object_id', 'in', postIds).execute();
    return rows.map((r) => r.term_taxonomy_id);
  }

  /**
   * wp_delete_post($id, true) for each id in turn: meta, relationships, comments, revisions.
   * Attachments, and children of the same hierarchical type, move up to the deleted post's parent.
   * Done set-wise: a few statements per thousand posts instead of one UPDATE per post.
   */
  async deletePosts(ids: number[], hierarchicalTypes: ReadonlySet<string>): Promise<{ comments: number[] }> {
    if (ids.length === 0) return { comments: [] };
    const deleted = (await this.inChunks(ids, (part) => this.db.selectFrom('posts').select(['ID as id', 'post_parent as parent', 'post_type as type']).where('ID', 'in', part).execute())).sort((a, b) => a.id - b.id);
    const revisions = (await this.inChunks(ids, (part) => this.db.selectFrom('posts').select('ID').where('post_type', '=', 'revision').where('post_parent', 'in', part).execute())).map((r) => r.ID);
    const all = [...ids, ...revisions];
    const gone = new Set(all);
    const children = await this.inChunks(ids, (part) => this.db.selectFrom('posts').select(['ID as id', 'post_parent as parent', 'post_type as type']).where('post_parent', 'in', part).execute());
    const survivors = children.filter((c) => !gone.has(c.id));
    const moved = reparented(deleted, survivors, (child, parent) => child.type === 'attachment' || (hierarchicalTypes.has(parent.type!) && child.type === parent.type));
    for (const [parent, moving] of byNewParent(moved)) {
      for (const part of chunk(moving, ID_LIST_CHUNK)) await this.db.updateTable('posts').set({ post_parent: parent }).where('ID', 'in', part).execute();
    }
    const comments = (await this.inChunks(all, (part) => this.db.selectFrom('comments').select('comment_ID').where('comment_post_ID', 'in', part).execute())).map((r) => r.comment_ID);
    await this.deleteComments(comments);
    for (const part of chunk(all, ID_LIST_CHUNK)) {
      await this.db.deleteFrom('postmeta').where('post_id', 'in', part).execute();
      await this.db.deleteFrom('term_relationships').where('object_id', 'in', part).execute();
      await this.db.deleteFrom('posts').where('ID', 'in', part).execute();
    }
    return { comments };
  }

  /** wp_delete_comment($id, true) for each id in turn: meta and row; replies move up to the deleted comment's parent. */
  async deleteComments(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    const deleted = await this.inChunks(ids, (part) => this.db.selectFrom('comments').select(['comment_ID as id', 'comment_parent as parent']).where('comment_ID', 'in', part).execute());
    const replies = await this.inChunks(ids, (part) => this.db.selectFrom('comments').select(['comment_ID as id', 'comment_parent as parent']).where('comment_parent', 'in', part).execute());
    // Every reply moves, so the order of deletion does not change where survivors end up.
    const moved = reparented(deleted, replies.filter((r) => !gone.has(r.id)), () => true);
    for (const [parent, moving] of byNewParent(moved)) {
      for (const part of chunk(moving, ID_LIST_CHUNK)) await this.db.updateTable('comments').set({ comment_parent: parent }).where('comment_ID', 'in', part).execute();
    }
    for (const part of chunk(ids, ID_LIST_CHUNK)) {
      await this.db.deleteFrom('commentmeta').where('comment_id', 'in', part).execute();
      await this.db.deleteFrom('comments').where('comment_ID', 'in', part).execute();
    }
  }

  /** One query per chunk of ids, the rows of all of them. */
  private async inChunks<T>(ids: readonly number[], query: (part: number[]) => Promise<T[]>): Promise<T[]> {
    const out: T[] = [];
    for (const part of chunk(ids, ID_LIST_CHUNK)) out.push(...(await query(part)));
    return out;
  }

  /**
   * wp_delete_term(): relationships, taxonomy row, meta, and the term row when no other taxonomy
   * uses it; children move up; an object left without any term of a taxonomy that has a default
   * term (default_category, default_term_{taxonomy}) is filed under it. Returns the default terms used.
   */
  async deleteTerms(terms: Array<{ termId: number; termTaxonomyId: number; parent: number; taxonomy: string }>, defaults: ReadonlyMap<string, number>): Promise<number[]> {
    if (terms.length === 0) return [];
    const ttIds = terms.map((t) => t.termTaxonomyId);
    const orphans = new Map<string, number[]>();
    for (const [taxonomy, defaultTt] of defaults) {
      const mine = terms.filter((t) => t.taxonomy === taxonomy).map((t) => t.termTaxonomyId);
      if (mine.length === 0 || mine.includes(defaultTt)) continue;
      const objects = await this.db.selectFrom('term_relationships').select('object_id').distinct().where('term_taxonomy_id', 'in', mine).execute();
      orphans.set(taxonomy, objects.map((o) => o.object_id));
    }
    // wp_delete_term() moves a term's children to its parent, one term at a time: a survivor under
    // a chain of deleted terms ends up under the nearest ancestor that stays.
    const byKey = new Map(terms.map((t) => [`${t.taxonomy}:${t.termId}`, t]));
    const staying = (t: (typeof terms)[number]): number => {
      let parent = t.parent;
      for (let hops = 0, up = byKey.get(`${t.taxonomy}:${parent}`); up && hops < terms.length; hops++, up = byKey.get(`${t.taxonomy}:${parent}`)) parent = up.parent;
      return parent;
    };
    for (const t of terms) {
      await this.db.updateTable('term_taxonomy').set({ parent: staying(t) }).where('parent', '=', t.termId).where('taxonomy', '=', t.taxonomy).where('term_taxonomy_id', 'not in', ttIds).execute();
    }
    await this.db.deleteFrom('term_relationships').where('term_taxonomy_id', 'in', ttIds).execute();
    await this.db.deleteFrom('term_taxonomy').where('term_taxonomy_id', 'in', ttIds).execute();
    const termIds = terms.map((t) => t.termId);
    const stillUsed = new Set((await this.db.selectFrom('term_taxonomy').select('term_id').where('term_id', 'in', termIds).execute()).map((r) => r.term_id));
    const unused = termIds.filter((id) => !stillUsed.has(id));
    if (unused.length > 0) {
      await this.db.deleteFrom('termmeta').where('term_id', 'in', unused).execute();
      await this.db.deleteFrom('terms').where('term_id', 'in', unused).execute();
    }
    const used: number[] = [];
    for (const [taxonomy, objects] of orphans) {
      if (objects.length === 0) continue;
      const defaultTt = defaults.get(taxonomy)!;
      const covered = await this.db
        .selectFrom('term_relationships')
        .innerJoin('term_taxonomy', 'term_taxonomy.term_taxonomy_id', 'term_relationships.term_taxonomy_id')
        .select('term_relationships.object_id')
        .distinct()
        .where('term_taxonomy.taxonomy', '=', taxonomy)
        .where('term_relationships.object_id', 'in', objects)
        .execute();
      const bare = objects.filter((o) => !covered.some((c) => c.object_id === o));
      if (bare.length === 0) continue;
      await this.db.insertInto('term_relationships').values(bare.map((object_id) => ({ object_id, term_taxonomy_id: defaultTt, term_order: 0 }))).execute();
      used.push(defaultTt);
    }
    return used;
  }

  /** wp_delete_user() for users without posts: their meta and row. */
  async deleteUsers(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('usermeta').where('user_id', 'in', ids).execute();
    await this.db.deleteFrom('users').where('ID', 'in', ids).execute();
  }

  /**
   * wp_trash_post() for each post: status kept in meta, slug suffixed, comments marked
   * post-trashed with their statuses kept. A few statements per thousand posts.
   */
  async trashPosts(posts: Array<{ id: number; status: string }>, nowLocal: string, nowGmt: string, epochSeconds: number, serialize: (v: unknown) => string): Promise<void> {
    const statusOf = new Map(posts.map((p) => [p.id, p.status]));
    const rows = await this.inChunks([...statusOf.keys()], (part) => this.db.selectFrom('posts').select(['ID', 'post_name']).where('ID', 'in', part).orderBy('ID').execute());
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.ID);
    const comments = await this.inChunks(ids, (part) => this.db.selectFrom('comments').select(['comment_ID', 'comment_post_ID', 'comment_approved']).where('comment_post_ID', 'in', part).orderBy('comment_ID').execute());
    const commentsOf = new Map<number, Array<[number, string]>>();
    for (const c of comments) {
      if (!commentsOf.has(c.comment_post_ID)) commentsOf.set(c.comment_post_ID, []);
      commentsOf.get(c.comment_post_ID)!.push([c.comment_ID, c.comment_approved]);
    }
    const meta: Array<{ post_id: number; meta_key: string; meta_value: string }> = [];
    const names: Array<{ id: number; value: string }> = [];
    for (const { ID: id, post_name: name } of rows) {
      meta.push({ post_id: id, meta_key: '_wp_trash_meta_status', meta_value: statusOf.get(id)! });
      meta.push({ post_id: id, meta_key: '_wp_trash_meta_time', meta_value: String(epochSeconds) });
      let trashed = name;
      if (name !== '' && !name.endsWith('__trashed')) {
        meta.push({ post_id: id, meta_key: '_wp_desired_post_slug', meta_value: name });
        trashed = `${name.slice(0, 191)}__trashed`;
      }
      names.push({ id, value: trashed });
      const own = commentsOf.get(id);
      if (own) meta.push({ post_id: id, meta_key: '_wp_trash_meta_comments_status', meta_value: serialize(Object.fromEntries(own)) });
    }
    for (const part of chunk(ids, ID_LIST_CHUNK)) {
      await this.db.updateTable('comments').set({ comment_approved: 'post-trashed' }).where('comment_post_ID', 'in', part).execute();
    }
    for (const part of chunk(meta)) await this.db.insertInto('postmeta').values(part).execute();
    for (const part of chunk(names)) {
      await this.db.updateTable('posts').set({ post_status: 'trash', post_name: valuePerId('ID', part), post_modified: nowLocal, post_modified_gmt: nowGmt }).where('ID', 'in', part.map((p) => p.id)).execute();
    }
  }

  /** wp_trash_comment(): status kept in meta. */
  async trashComments(comments: Array<{ id: number; approved: string }>, epochSeconds: number): Promise<void> {
    const live = comments.filter((c) => c.approved !== 'trash');
    if (live.length === 0) return;
    await this.db.insertInto('commentmeta').values(live.flatMap((c) => [
      { comment_id: c.id, meta_key: '_wp_trash_meta_status', meta_value: c.approved },
      { comment_id: c.id, meta_key: '_wp_trash_meta_time', meta_value: String(epochSeconds) },
    ])).execute();
    await this.db.updateTable('comments').set({ comment_approved: 'trash' }).where('comment_ID', 'in', live.map((c) => c.id)).execute();
  }
}
