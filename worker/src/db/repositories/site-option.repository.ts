import type { Database } from '../database.js';

/** The core options generation follows, read straight from wp_options as WordPress stores them. */
export interface CoreWriteOptions {
  defaultCommentStatus: string;
  defaultPingStatus: string;
  defaultCategory: number;
  threadCommentsDepth: number;
}

export class SiteOptionRepository {
  constructor(private readonly db: Database) {}

  /** Term ids of the taxonomies' default terms: default_category, and default_term_{taxonomy} (WordPress 5.5+). */
  async defaultTermIds(taxonomies: string[]): Promise<Map<string, number>> {
    const names = taxonomies.map((t) => (t === 'category' ? 'default_category' : `default_term_${t}`));
    if (names.length === 0) return new Map();
    const rows = await this.db.selectFrom('options').select(['option_name', 'option_value']).where('option_name', 'in', names).execute();
    const out = new Map<string, number>();
    taxonomies.forEach((t, i) => {
      const id = Number(rows.find((r) => r.option_name === names[i])?.option_value ?? 0);
      if (id > 0) out.set(t, id);
    });
    return out;
  }

  async coreWriteOptions(): Promise<CoreWriteOptions> {
    const names = ['default_comment_status', 'default_ping_status', 'default_category', 'thread_comments_depth'];
    const rows = await this.db.selectFrom('options').select(['option_name', 'option_value']).where('option_name', 'in', names).execute();
    const get = (name: string): string | undefined => rows.find((r) => r.option_name === name)?.option_value;
    return {
      defaultCommentStatus: get('default_comment_status') ?? 'open',
      defaultPingStatus: get('default_ping_status') ?? 'open',
      defaultCategory: Number(get('default_category') ?? 1),
      threadCommentsDepth: Math.max(1, Number(get('thread_comments_depth') ?? 5)),
    };
  }
}
