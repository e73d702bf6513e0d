import type { Database } from '../../db/database.js';
import { CommentRepository } from '../../db/repositories/comment.repository.js';
import type { CommentDraft } from '../../generators/posts/post-draft.js';
import { GENERATED_FLAG } from '../../db/seedpress-meta.js';
import { mysqlDateTime } from '../../core-parity/site-clock.js';
import { AVATAR_META } from './avatar-preparer.js';
import type { StatementQueue } from './statement-queue.js';

/** The drafted comments of one post. */
export interface PostComments {
  postId: number;
  comments: readonly CommentDraft[];
}

/**
 * Writes drafted comments as wp_insert_comment() does, one INSERT per thread depth (a reply needs
 * its parent's id), with the generated flag, and each visitor's portrait (by e-mail address) as
 * comment meta. Post runs and comment runs write their comments through it.
 */
export class CommentWriter {
  private readonly comments: CommentRepository;

  /** `queue`: the run's, which takes the meta (nothing waits for it). */
  constructor(trx: Database, private readonly queue: StatementQueue) {
    this.comments = new CommentRepository(trx);
  }

  /** The new comments' ids, post by post in draft order. `local`: a UTC time in site time. */
  async write(posts: readonly PostComments[], local: (utcMs: number) => string, portraits: ReadonlyMap<string, number> = new Map()): Promise<number[]> {
    const depthOf = (comments: readonly CommentDraft[], index: number): number => {
      let depth = 0;
      for (let cur = comments[index]!; cur.parent !== null; cur = comments[cur.parent]!) depth++;
      return depth;
    };
    const all = posts.flatMap(({ postId, comments }) => comments.map((draft, index) => ({ postId, comments, draft, index, depth: depthOf(comments, index) })));
    const idOf = new Map<string, number>();
    const written: Array<{ id: number; draft: CommentDraft }> = [];
    const deepest = all.reduce((max, c) => Math.max(max, c.depth), -1);
    for (let depth = 0; depth <= deepest; depth++) {
      const level = all.filter((c) => c.depth === depth);
      const ids = await this.comments.insert(level.map(({ postId, draft }) => ({
        comment_post_ID: postId,
        comment_author: draft.author,
        comment_author_email: draft.email,
        comment_author_url: draft.url,
        comment_author_IP: draft.ip,
        comment_date: local(draft.dateUtcMs),
        comment_date_gmt: mysqlDateTime(draft.dateUtcMs),
        comment_content: draft.content,
        comment_karma: 0,
        comment_approved: draft.approved,
        comment_agent: draft.agent,
        comment_type: 'comment',
        comment_parent: draft.parent === null ? 0 : idOf.get(`${postId}:${draft.parent}`)!,
        user_id: draft.userId,
      })));
      level.forEach(({ postId, index, draft }, n) => {
        idOf.set(`${postId}:${index}`, ids[n]!);
        written.push({ id: ids[n]!, draft });
      });
    }
    this.queue.add(this.comments.insertMeta([
      ...written.map(({ id }) => ({ comment_id: id, meta_key: GENERATED_FLAG, meta_value: '1' })),
      ...written.flatMap(({ id, draft }) => {
        const portrait = draft.userId === 0 ? portraits.get(draft.email) : undefined;
        return portrait === undefined ? [] : [{ comment_id: id, meta_key: AVATAR_META, meta_value: String(portrait) }];
      }),
    ]));
    return posts.flatMap(({ postId, comments }) => comments.map((_, index) => idOf.get(`${postId}:${index}`)!));
  }
}
