import type { Database } from '../database.js';
import type { TemplateRow } from '../schema.js';

export class TemplateRepository {
  constructor(private readonly db: Database) {}

  async find(id: number): Promise<TemplateRow | undefined> {
    return this.db.selectFrom('seedpress_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
