import { sql } from 'kysely';
import type { Database } from '../database.js';

export interface CachedDetection {
  field_key: string;
  field_name: string;
  detected_type: string;
  confidence: number;
  source: string;
  evidence_hash: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const mysqlNow = (d = new Date()): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** `seedpress_field_detections`: one row per post type and field key. */
export class FieldDetectionRepository {
  constructor(private readonly db: Database) {}

  async forPostType(postType: string): Promise<CachedDetection[]> {
    const rows = await this.db
      .selectFrom('seedpress_field_detections')
      .select(['field_key', 'field_name', 'detected_type', 'confidence', 'source', 'evidence_hash'])
      .where('post_type', '=', postType)
      .execute();
    return rows.map((r) => ({ ...r, confidence: Number(r.confidence) }));
  }

  async upsert(postType: string, rows: readonly CachedDetection[]): Promise<void> {
    if (rows.length === 0) return;
    const created_at = mysqlNow();
    await this.db
      .insertInto('seedpress_field_detections')
      .values(rows.map((r) => ({ post_type: postType, ...r, created_at })))
      .onDuplicateKeyUpdate({
        field_name: sql`VALUES(field_name)`,
        detected_type: sql`VALUES(detected_type)`,
        confidence: sql`VALUES(confidence)`,
        source: sql`VALUES(source)`,
        evidence_hash: sql`VALUES(evidence_hash)`,
        created_at: sql`VALUES(created_at)`,
      })
      .execute();
  }

  /** Deletes cached detections (of one post type, of one source); returns how many. */
  async clear(filter: { postType?: string; source?: string } = {}): Promise<number> {
    let query = this.db.deleteFrom('seedpress_field_detections');
    if (filter.postType !== undefined) query = query.where('post_type', '=', filter.postType);
    if (filter.source !== undefined) query = query.where('source', '=', filter.source);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
