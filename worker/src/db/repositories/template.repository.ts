import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { TemplateRow } from '../schema.js';

export type NewTemplateRow = Omit<TemplateRow, 'id'>;
export type TemplatePatch = Partial<Omit<TemplateRow, 'id' | 'post_type' | 'is_system' | 'created_at'>>;

export class TemplateRepository {
  constructor(private readonly db: Database) {}

  async find(id: number): Promise<TemplateRow | undefined> {
    return this.db.selectFrom('seedpress_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findMany(ids: readonly number[]): Promise<TemplateRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('seedpress_templates').selectAll().where('id', 'in', ids).orderBy('id').execute();
  }

  /** Oldest first; `isSystem` narrows to system (true) or user (false) templates. */
  async list(filter: { postType?: string; isSystem?: boolean } = {}): Promise<TemplateRow[]> {
    let query = this.db.selectFrom('seedpress_templates').selectAll();
    if (filter.postType !== undefined) query = query.where('post_type', '=', filter.postType);
    if (filter.isSystem !== undefined) query = query.where('is_system', '=', filter.isSystem ? 1 : 0);
    return query.orderBy('post_type').orderBy('id').execute();
  }

  async defaultFor(postType: string): Promise<TemplateRow | undefined> {
    return this.db.selectFrom('seedpress_templates').selectAll().where('post_type', '=', postType).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  }

  async insert(row: NewTemplateRow): Promise<number> {
    const result = await this.db.insertInto('seedpress_templates').values(row).executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  async update(id: number, patch: TemplatePatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.updateTable('seedpress_templates').set(patch).where('id', '=', id).execute();
  }

  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('seedpress_templates').where('id', 'in', ids).execute();
  }

  /**
   * The post type's one default: a single UPDATE over all its templates, so that calls at once
   * leave exactly one (the last to commit), whichever path set it.
   */
  async makeDefault(postType: string, id: number, updatedAt: string): Promise<void> {
    await this.db
      .updateTable('seedpress_templates')
      .set({
        is_default: sql<number>`(id = ${id})`,
        updated_at: sql<string>`case when id = ${id} or is_default = 1 then ${updatedAt} else updated_at end`,
      })
      .where('post_type', '=', postType)
      .execute();
  }

  /** Post types that already have their system template. */
  async postTypesWithSystemTemplate(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('seedpress_templates').select('post_type').where('is_system', '=', 1).forUpdate().execute();
    return new Set(rows.map((r) => r.post_type));
  }
}
