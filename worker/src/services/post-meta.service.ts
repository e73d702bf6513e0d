import type { PostRepository } from '../db/repositories/post.repository.js';
import { GENERATED_FLAG, TEMPLATE_META } from '../db/seedpress-meta.js';
import { notFound } from '../errors.js';


export class PostMetaService {
  constructor(private readonly posts: PostRepository) {}

  async view(postId: number): Promise<{ is_generated: boolean; template_id: number }> {
    if (!(await this.posts.exists(postId))) throw notFound(`Post ${postId}`);
    const meta = await this.posts.getMeta(postId, [GENERATED_FLAG, TEMPLATE_META]);
    return {
      is_generated: meta.get(GENERATED_FLAG) === '1',
      template_id: Number.parseInt(meta.get(TEMPLATE_META) ?? '0', 10) || 0,
    };
  }
}
