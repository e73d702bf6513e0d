import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { NewComment } from '../schema.js';
import { chunk } from './chunks.js';

export interface NewCommentRow {
  marker: string;
  agent: string;
  row: Omit<NewComment, 'comment_agent'>;
}

export class CommentRepository {
  constructor(private readonly db: Database) {}

  /** Like PostWriteRepository.insertPosts: ids read back by a marker (here in comment_agent), then the real agent written. */
  async insert(rows: NewCommentRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    for (const part of chunk(rows)) await this.db.insertInto('comments').values(part.map((r) => ({ ...r.row, comment_agent: r.marker }))).execute();
    const found = await this.db.selectFrom('comments').select(['comment_ID', 'comment_agent']).where('comment_agent', 'in', rows.map((r) => r.marker)).execute();
    const idByMarker = new Map(found.map((f) => [f.comment_agent, f.comment_ID]));
    const ids = rows.map((r) => idByMarker.get(r.marker) ?? missing(r.marker));
    for (const part of chunk(rows.map((r, i) => ({ id: ids[i]!, agent: r.agent })))) {
      await this.db
        .updateTable('comments')
        .set({ comment_agent: sql<string>`case ${sql.join(part.map((p) => sql`when ${sql.ref('comment_ID')} = ${p.id} then ${p.agent}`), sql` `)} end` })
        .where('comment_ID', 'in', part.map((p) => p.id))
        .execute();
    }
    return ids;
  }

  async insertMeta(rows: Array<{ comment_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    for (const part of chunk(rows, 1000)) await this.db.insertInto('commentmeta').values(part).execute();
  }
}

function missing(marker: string): never {
  throw new Error(`Inserted comment ${marker} not found.`);
}
