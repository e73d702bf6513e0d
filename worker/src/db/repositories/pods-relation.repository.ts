import type { Database } from '../database.js';
import type { NewPodsRel } from '../schema.js';
import { chunk, ID_LIST_CHUNK, insertRows } from './batch-writes.js';

/** Pods' wp_podsrel: only touched when the shell reported Pods' relationship fields using it. */
export class PodsRelationRepository {
  constructor(private readonly db: Database) {}

  async insert(rows: NewPodsRel[]): Promise<void> {
    await insertRows(this.db, 'podsrel', rows);
  }

  /** The rows of deleted items of the given pods (PodsAPI::delete_object_from_relationships(), item side). */
  async deleteForItems(itemIds: number[], podIds: number[]): Promise<void> {
    if (podIds.length === 0) return;
    for (const part of chunk(itemIds, ID_LIST_CHUNK)) await this.db.deleteFrom('podsrel').where('item_id', 'in', part).where('pod_id', 'in', podIds).execute();
  }
}
