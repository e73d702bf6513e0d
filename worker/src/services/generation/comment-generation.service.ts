import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { CommentTargetRepository, type CommentTarget } from '../../db/repositories/comment-target.repository.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import { PostWriteRepository } from '../../db/repositories/post.repository.js';
import { SiteOptionRepository } from '../../db/repositories/site-option.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ApiError, invalidParameter } from '../../errors.js';
import { CommentDrafter } from '../../generators/comments/comment-drafter.js';
import type { CommentDraft } from '../../generators/posts/post-draft.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import type { Touched } from '../touched.js';
import type { DeletionService } from '../deletion/deletion.service.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import { requirePostType } from '../post-type.service.js';
import type { SettingsService } from '../settings.service.js';
import { mysqlDateTime, siteOffsetMs } from '../../core-parity/site-clock.js';
import { secondsSaved, TIME_SAVED_OPTION, type TimeSavedService } from '../time-saved.service.js';
import type { AvatarPreparer } from './avatar-preparer.js';
import { CommentWriter } from './comment-writer.js';
import { contentRunResult, historyRows, localeAndSeed, type ContentRunResult } from './content-run.js';
import { generationFailed } from './generation-failure.js';
import { queued } from './statement-queue.js';
import { prepareVisitorPortraits, writeVisitorPortraits, type VisitorPortraits } from './visitor-portraits.js';
import { counted } from '../counted.js';

/** A run plans at most this many comments (posts × comments_per_post_max). */
export const MAX_COMMENTS = 20_000;

export interface GenerateCommentsRequest {
  post_type: string;
  post_ids: number[];
  comments_per_post_min: number;
  comments_per_post_max: number;
  enable_threading: boolean;
  reply_probability: number;
  pending_percentage: number;
  anonymous_percentage: number;
  avatar_percentage: number;
  avatar_provider: string;
  delete_existing: boolean;
  locale?: string;
  seed?: number;
}

export type CommentGenerationResult = ContentRunResult;

/** POST /generate/comments: discussions on posts that exist. */
export class CommentGenerationService {
  constructor(
    private readonly writes: SiteWrites,
    private readonly settings: SettingsService,
    private readonly timeSaved: TimeSavedService,
    private readonly deletion: DeletionService,
    private readonly avatars: AvatarPreparer,
  ) {}

  async generate(host: HostContext, body: GenerateCommentsRequest): Promise<{ result: CommentGenerationResult; touched: Touched }> {
    requirePostType(host, body.post_type);
    const reads = new CommentTargetRepository(this.writes.db);
    const targets = await this.targets(reads, body);
    const { locale, seed } = await localeAndSeed(this.settings, host, body);
    const touched: Touched = { posts: [], comments: [], options: [TIME_SAVED_OPTION] };
    let deleted = 0;
    if (body.delete_existing) {
      const removal = await this.deletion.deleteCommentsOf(host, body.post_type);
      deleted = removal.deleted;
      touched.comments!.push(...(removal.touched.comments ?? []));
      touched.posts!.push(...(removal.touched.posts ?? []));
    }
    await this.timeSaved.ensureStored(host);
    const { threadCommentsDepth } = await new SiteOptionRepository(this.writes.db).coreWriteOptions();
    const drafts = this.draft(body, targets, await reads.users(), { locale, seed, maxDepth: threadCommentsDepth });
    const portraits = await prepareVisitorPortraits(this.avatars, host, drafts, { provider: body.avatar_provider as ImageProviderKey, percentage: body.avatar_percentage, locale, seed });
    const { prepared } = portraits;
    try {
      const written = await this.writes.retrying(() => this.writes.transaction((trx) => this.write(trx, host, drafts, portraits, { locale, seed, postType: body.post_type })));
      await this.avatars.kept(prepared);
      touched.comments!.push(...written.commentIds);
      touched.posts!.push(...targets.map((t) => t.id), ...written.avatarIds);
      const where = ` on ${targets.length} ${targets.length === 1 ? 'post' : 'posts'}`;
      return {
        touched,
        result: contentRunResult(written.commentIds, ['comment', 'comments'], where, { deleted, seconds: secondsSaved({ comments: written.commentIds.length }).comments, warnings: prepared.warnings, seed }),
      };
    } catch (error) {
      await this.avatars.discard(prepared);
      throw error instanceof ApiError ? error : generationFailed(error);
    }
  }

  /** The published posts to comment on; refused when there are none, or too many comments would be planned. */
  private async targets(reads: CommentTargetRepository, body: GenerateCommentsRequest): Promise<CommentTarget[]> {
    const targets = await reads.publishedPosts(body.post_type, body.post_ids);
    const found = new Set(targets.map((t) => t.id));
    const missing = [...new Set(body.post_ids)].filter((id) => !found.has(id));
    if (missing.length > 0) throw invalidParameter(`Not published posts of type "${body.post_type}": ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}.`);
    if (targets.length === 0) throw invalidParameter(`There are no published posts of type "${body.post_type}" to comment on.`);
    const planned = targets.length * body.comments_per_post_max;
    if (planned > MAX_COMMENTS) {
      throw invalidParameter(`${counted(targets.length, 'post')} × up to ${counted(body.comments_per_post_max, 'comment')} is ${planned}; at most ${MAX_COMMENTS} are made at once. Choose post_ids or lower comments_per_post_max.`);
    }
    return targets;
  }

  private draft(body: GenerateCommentsRequest, targets: CommentTarget[], users: Awaited<ReturnType<CommentTargetRepository['users']>>, run: { locale: string; seed: number; maxDepth: number }) {
    const faker = createFaker(run.locale, run.seed);
    const nowMs = Date.now();
    const drafter = new CommentDrafter(faker, createTextGenerator(faker, run.locale, 'realtext'), {
      min: body.comments_per_post_min,
      max: body.comments_per_post_max,
      threading: body.enable_threading,
      replyProbability: body.reply_probability,
      maxDepth: run.maxDepth,
      nowMs,
      pendingPercentage: body.pending_percentage,
      anonymousPercentage: body.anonymous_percentage,
      registered: users,
    });
    return targets.map((target) => ({ postId: target.id, comments: drafter.draftFor(Number.isFinite(target.dateUtcMs) ? target.dateUtcMs : nowMs) }));
  }

  private async write(
    trx: Database,
    host: HostContext,
    drafts: Array<{ postId: number; comments: CommentDraft[] }>,
    portraits: VisitorPortraits,
    run: { locale: string; seed: number; postType: string },
  ) {
    const started = Date.now();
    const { byEmail, attachmentIds: avatarIds } = await writeVisitorPortraits(trx, host, portraits);
    const local = (ms: number): string => mysqlDateTime(ms + siteOffsetMs(host, ms));
    return queued(async (queue) => {
      const commentIds = await new CommentWriter(trx, queue).write(drafts, local, byEmail);
      queue.add(new PostWriteRepository(trx).recountComments(drafts.map((d) => d.postId)));
      queue.add(new HistoryRepository(trx).insert(historyRows([
        ...commentIds.map((id) => ({ type: 'comment' as const, id, subtype: run.postType })),
        ...avatarIds.map((id) => ({ type: 'media' as const, id, subtype: 'attachment' })),
      ], { ...run, started })));
      queue.add(this.timeSaved.add(host, secondsSaved({ comments: commentIds.length }), trx));
      return { commentIds, avatarIds };
    });
  }
}
