import type { Database } from '../database.js';

/** wp_options access. Values are the raw stored strings; callers (de)serialise. */
export class OptionRepository {
  constructor(private readonly db: Database) {}

  async get(name: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('options').select('option_value').where('option_name', '=', name).executeTakeFirst();
    return row?.option_value;
  }

  /** Locks the row for the rest of the transaction: read-modify-write options (cron) must not interleave. */
  async getForUpdate(name: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('options').select('option_value').where('option_name', '=', name).forUpdate().executeTakeFirst();
    return row?.option_value;
  }

  async set(name: string, value: string): Promise<void> {
    await this.db.updateTable('options').set({ option_value: value }).where('option_name', '=', name).execute();
  }

  async getMany(names: string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows = await this.db.selectFrom('options').select(['option_name', 'option_value']).where('option_name', 'in', names).execute();
    return new Map(rows.map((r) => [r.option_name, r.option_value]));
  }

  /** Stores the option unless it exists (INSERT IGNORE): a later locking read then finds its row. */
  async addIfMissing(name: string, value: string, autoload: string): Promise<void> {
    await this.db.insertInto('options').orIgnore().values({ option_name: name, option_value: value, autoload }).execute();
  }

  async delete(name: string): Promise<void> {
    await this.db.deleteFrom('options').where('option_name', '=', name).execute();
  }

  /** add_option/update_option in one statement; option_name is UNIQUE in WordPress's schema. */
  async upsert(name: string, value: string, autoload: string): Promise<void> {
    await this.db
      .insertInto('options')
      .values({ option_name: name, option_value: value, autoload })
      .onDuplicateKeyUpdate({ option_value: value })
      .execute();
  }
}
