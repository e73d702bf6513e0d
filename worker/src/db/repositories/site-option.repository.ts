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
