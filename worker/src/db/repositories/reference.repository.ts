import { sql } from 'kysely';
import type { Database } from '../database.js';

/** How many candidates a relational field picks from: enough variety, bounded reads. */
const POOL_LIMIT = 200;

/** Things that already exist and that custom fields may reference (posts, users, templates). */
export class ReferenceRepository {
  constructor(private readonly db: Database) {}

  async publishedPosts(postTypes: readonly string[]): Promise<Array<{ id: number; type: string }>> {
    if (postTypes.length === 0) return [];
    const rows = await this.db
      .selectFrom('posts')
      .select(['ID', 'post_type'])
      .where('post_type', 'in', [...postTypes])
      .where('post_status', '=', 'publish')
      .orderBy('ID', 'desc')
      .limit(POOL_LIMIT * postTypes.length)
      .execute();
    return rows.map((r) => ({ id: r.ID, type: r.post_type }));
  }

  /** `_wp_attached_file` of attachments: their path below the uploads folder. */
  async attachedFiles(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('postmeta')
      .select(['post_id', 'meta_value'])
      .where('post_id', 'in', [...ids])
      .where('meta_key', '=', '_wp_attached_file')
      .execute();
    return new Map(rows.map((r) => [r.post_id, r.meta_value ?? '']));
  }

  async publishedCounts(postTypes: readonly string[]): Promise<Map<string, number>> {
    if (postTypes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('posts')
      .select(['post_type', sql<number>`COUNT(*)`.as('n')])
      .where('post_type', 'in', [...postTypes])
      .where('post_status', '=', 'publish')
      .groupBy('post_type')
      .execute();
    return new Map(rows.map((r) => [r.post_type, Number(r.n)]));
  }

  /** Users holding one of the roles (any user when none is given). */
  async userIds(capabilitiesKey: string, roles: readonly string[]): Promise<number[]> {
    let query = this.db
      .selectFrom('usermeta')
      .select('user_id')
      .where('meta_key', '=', capabilitiesKey)
      .orderBy('user_id')
      .limit(POOL_LIMIT);
    if (roles.length > 0) query = query.where((eb) => eb.or(roles.map((r) => eb('meta_value', 'like', `%"${r}"%`))));
    return (await query.execute()).map((r) => r.user_id);
  }

  /** The template a post type would be generated with: its default one, else its oldest. */
  async templatesFor(postTypes: readonly string[]): Promise<Map<string, string>> {
    if (postTypes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('seedpress_templates')
      .select(['post_type', 'name', 'is_default', 'id'])
      .where('post_type', 'in', [...postTypes])
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    const names = new Map<string, string>();
    for (const r of rows) if (!names.has(r.post_type)) names.set(r.post_type, r.name);
    return names;
  }
}
