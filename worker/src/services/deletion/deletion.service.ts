import { rm } from 'node:fs/promises';
import path from 'node:path';
import { serialize, unserialize } from 'php-serialize';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import type { SettingsService } from '../settings.service.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ContentDeleteRepository } from '../../db/repositories/content-delete.repository.js';
import { GeneratedRepository, type ContentType } from '../../db/repositories/generated.repository.js';
import { PodsRelationRepository } from '../../db/repositories/pods-relation.repository.js';
import { PostWriteRepository } from '../../db/repositories/post.repository.js';
import { TermWriteRepository } from '../../db/repositories/term.repository.js';
import { SiteOptionRepository } from '../../db/repositories/site-option.repository.js';
import type { Touched } from '../touched.js';
import { siteTime } from '../../core-parity/site-clock.js';
import { updateCron, withoutFutureEvents } from '../generation/future-cron.js';
import { countedObjectTypes } from '../../core-parity/wordpress-rules.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import { podsrelPodIds } from '../fields/field-catalog.js';

export interface DeletePostsRequest {
  post_type: string;
  delete_scope: 'current_type' | 'all';
  delete_related_media: boolean;
  delete_related_terms: boolean;
  delete_related_authors: boolean;
  delete_related_comments: boolean;
  delete_related_cpts: boolean;
}

export interface DeletePostsResult {
  deleted_count: number;
  deleted_stats: { posts: number; media: number; terms: number; authors: number };
  deleted_related_cpts: Record<string, number>;
  touched: Touched;
}

interface Removal {
  posts: number[];
  media: number[];
  terms: Array<{ termId: number; termTaxonomyId: number; parent: number; taxonomy: string }>;
  users: number[];
  comments: number[];
}

const none = (): Removal => ({ posts: [], media: [], terms: [], users: [], comments: [] });

/** Files WordPress keeps for an attachment: the original, the scaled copy and every sub-size. */
function attachmentPaths(basedir: string, file: string, metadata: string): string[] {
  if (!file) return [];
  const dir = path.dirname(path.join(basedir, file));
  const paths = [path.join(basedir, file)];
  try {
    const meta = unserialize(metadata) as { sizes?: Record<string, { file?: string }>; original_image?: string };
    for (const size of Object.values(meta.sizes ?? {})) if (size.file) paths.push(path.join(dir, size.file));
    if (meta.original_image) paths.push(path.join(dir, meta.original_image));
  } catch {
    // Unreadable metadata: the main file is still removed.
  }
  // Never outside the uploads folder, whatever the database says.
  return paths.filter((p) => p.startsWith(path.resolve(basedir) + path.sep));
}

/** Removes attachment files: absolute paths under the context's uploads basedir. */
export type FileRemover = (host: HostContext, paths: string[]) => Promise<void>;

const removeHere: FileRemover = async (_host, paths) => {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
};

/**
 * Every way generated content leaves the site. Items qualify only through GeneratedRepository
 * (flag and history); rows go as WordPress's own delete functions remove them, term counts and
 * comment counts are recounted, files of deleted attachments are removed after the commit.
 */
export class DeletionService {
  private readonly db: Database;

  constructor(
    private readonly writes: SiteWrites,
    /** delete_media_with_posts and delete_related_* decide what goes with what. */
    private readonly settings: Pick<SettingsService, 'get'>,
    /** A worker that hands files to the shell queues their removal instead (UploadsHandoff). */
    private readonly removeFiles: FileRemover = removeHere,
  ) {
    this.db = writes.db;
  }

  /** With delete_media_with_posts, the generated attachments of posts deleted for good go with them. */
  private async mediaWithPosts(postIds: number[]): Promise<number[]> {
    if (postIds.length === 0 || !(await this.settings.get()).delete_media_with_posts) return [];
    return new GeneratedRepository(this.db).media({ parents: postIds });
  }

  /** Deletions take the site's write lock as runs do, and start again if the database undoes them. */
  private transaction<T>(work: (trx: Database) => Promise<T>): Promise<T> {
    return this.writes.retrying(() => this.writes.transaction(work));
  }

  async deletePosts(host: HostContext, req: DeletePostsRequest): Promise<DeletePostsResult> {
    const types = req.delete_scope === 'all' ? Object.keys(host.post_types).filter((t) => t !== 'attachment') : [req.post_type];
    const generated = new GeneratedRepository(this.db);
    const removal = none();
    removal.posts = (await generated.posts({ postTypes: types })).map((p) => p.id);
    const related = req.delete_related_cpts ? (await generated.posts({ relatedFor: types })).filter((p) => !removal.posts.includes(p.id)) : [];
    removal.posts.push(...related.map((p) => p.id));
    if (req.delete_related_media) removal.media = await generated.media({ parents: removal.posts });
    if (req.delete_related_terms) {
      const taxonomies = Object.values(host.taxonomies).filter((t) => t.object_type.some((o) => types.includes(o))).map((t) => t.name);
      removal.terms = await generated.terms({ taxonomies });
    }
    if (req.delete_related_comments) removal.comments = (await generated.comments({ postTypes: types })).map((c) => c.id);
    const authorCandidates = req.delete_related_authors ? await generated.users() : [];
    const { touched } = await this.remove(host, removal, authorCandidates);
    const authors = touched.users?.length ?? 0;
    return {
      deleted_count: removal.posts.length - related.length,
      deleted_stats: { posts: removal.posts.length - related.length, media: removal.media.length, terms: removal.terms.length, authors },
      deleted_related_cpts: countBy(related.map((p) => p.type)),
      touched,
    };
  }

  /** DELETE /generate/delete: trash by default (posts and comments), permanently with force. */
  async deleteByType(host: HostContext, type: 'post' | 'term' | 'user' | 'comment', ids: number[], force: boolean): Promise<{ deleted: number; skipped: number; touched: Touched }> {
    const generated = new GeneratedRepository(this.db);
    const filter = ids.length ? { ids } : {};
    if (type === 'post') {
      const posts = await generated.posts(filter);
      const postIds = posts.map((p) => p.id);
      if (force) return { deleted: posts.length, skipped: 0, touched: (await this.remove(host, { ...none(), posts: postIds, media: await this.mediaWithPosts(postIds) }, [])).touched };
      return this.trashPosts(host, posts.filter((p) => p.status !== 'trash'));
    }
    if (type === 'comment') {
      const comments = await generated.comments(filter);
      if (force) return { deleted: comments.length, skipped: 0, touched: (await this.remove(host, { ...none(), comments: comments.map((c) => c.id) }, [])).touched };
      return this.trashComments(comments);
    }
    if (type === 'term') {
      const terms = await generated.terms(filter);
      return { deleted: terms.length, skipped: 0, touched: (await this.remove(host, { ...none(), terms }, [])).touched };
    }
    const users = await generated.users(filter);
    const { touched } = await this.remove(host, none(), users);
    const deleted = touched.users?.length ?? 0;
    return { deleted, skipped: users.length - deleted, touched };
  }

  /** `delete_existing` of a term run: the generated terms of one taxonomy, as wp_delete_term() removes them. */
  async deleteTermsOf(host: HostContext, taxonomy: string): Promise<{ deleted: number; touched: Touched }> {
    const terms = await new GeneratedRepository(this.db).terms({ taxonomies: [taxonomy] });
    const { touched } = await this.remove(host, { ...none(), terms }, []);
    return { deleted: terms.length, touched };
  }

  /** `delete_existing` of a comment run: the generated comments on posts of one type, permanently. */
  async deleteCommentsOf(host: HostContext, postType: string): Promise<{ deleted: number; touched: Touched }> {
    const comments = await new GeneratedRepository(this.db).comments({ postTypes: [postType] });
    const { touched } = await this.remove(host, { ...none(), comments: comments.map((c) => c.id) }, []);
    return { deleted: comments.length, touched };
  }

  /**
   * DELETE /cleanup/all: every generated post permanently, and the generated attachments, terms,
   * users and comments that the delete_related_* settings let go (all of them by default). Comments
   * on deleted posts go with their posts whatever the setting, as wp_delete_post() takes them.
   */
  async removeEverything(host: HostContext): Promise<{ stats: { posts: number; terms: number; users: number; media: number }; touched: Touched }> {
    const generated = new GeneratedRepository(this.db);
    const related = await this.settings.get();
    const removal: Removal = {
      posts: (await generated.posts()).map((p) => p.id),
      media: related.delete_related_media ? await generated.media() : [],
      terms: related.delete_related_terms ? await generated.terms() : [],
      users: [],
      comments: related.delete_related_comments ? (await generated.comments()).map((c) => c.id) : [],
    };
    const { touched } = await this.remove(host, removal, related.delete_related_authors ? await generated.users() : []);
    return { stats: { posts: removal.posts.length, terms: removal.terms.length, users: touched.users?.length ?? 0, media: removal.media.length }, touched };
  }

  /** One item, for DELETE /history/{id}; false when it is gone or not generated. */
  async removeOne(host: HostContext, type: ContentType, id: number): Promise<{ removed: boolean; touched: Touched }> {
    const generated = new GeneratedRepository(this.db);
    const removal = none();
    let users: number[] = [];
    if (type === 'post') {
      removal.posts = (await generated.posts({ ids: [id] })).map((p) => p.id);
      removal.media = await this.mediaWithPosts(removal.posts);
    }
    if (type === 'media') removal.media = await generated.media({ ids: [id] });
    if (type === 'term') removal.terms = await generated.terms({ ids: [id] });
    if (type === 'comment') removal.comments = (await generated.comments({ ids: [id] })).map((c) => c.id);
    if (type === 'user') users = await generated.users({ ids: [id] });
    const { touched } = await this.remove(host, removal, users);
    const removed = [...removal.posts, ...removal.media, ...removal.terms, ...removal.comments, ...(touched.users ?? [])].length > 0;
    return { removed, touched };
  }

  private async remove(host: HostContext, removal: Removal, userCandidates: number[]): Promise<{ touched: Touched }> {
    const { touched, files } = await this.transaction(async (trx) => {
      const files: string[] = [];
      const rows = new ContentDeleteRepository(trx);
      const generated = new GeneratedRepository(trx);
      const postIds = [...removal.posts, ...removal.media];
      const portraitsOfComments = await generated.commentPortraits();
      const commentPosts = (await new GeneratedRepository(trx).comments({ ids: removal.comments })).map((c) => c.postId);
      const ttIds = new Set([...(await rows.termTaxonomiesOf(postIds))]);

      for (const a of await rows.attachmentFiles(removal.media)) files.push(...attachmentPaths(host.uploads.basedir, a.file, a.metadata));
      // Core deletes a post's comments with it, hand-made or not.
      const hierarchical = new Set(Object.values(host.post_types).filter((t) => t.hierarchical).map((t) => t.name));
      const cascaded = (await rows.deletePosts(postIds, hierarchical)).comments;
      await new PodsRelationRepository(trx).deleteForItems(postIds, podsrelPodIds(host));
      const alreadyGone = new Set(cascaded);
      await rows.deleteComments(removal.comments.filter((id) => !alreadyGone.has(id)));
      const defaults = await this.defaultTerms(trx, removal.terms.map((t) => t.taxonomy));
      for (const tt of await rows.deleteTerms(removal.terms, defaults)) ttIds.add(tt);
      for (const t of removal.terms) ttIds.delete(t.termTaxonomyId);

      // Authors go only once they own nothing but their portrait: their posts would otherwise go with them.
      const owning = await generated.usersWithPosts(userCandidates, await generated.avatarsOf(userCandidates));
      const users = userCandidates.filter((id) => !owning.has(id));
      // Portraits go with their users, and with the last comment that shows them.
      const stillShown = await generated.commentPortraits();
      const unshown = await generated.media({ ids: [...portraitsOfComments].filter((id) => !stillShown.has(id) && !postIds.includes(id)) });
      const portraits = [...await generated.avatarsOf(users), ...unshown];
      for (const a of await rows.attachmentFiles(portraits)) files.push(...attachmentPaths(host.uploads.basedir, a.file, a.metadata));
      await rows.deletePosts(portraits, hierarchical);
      await rows.deleteUsers(users);

      if (postIds.length > 0) await updateCron(new OptionRepository(trx), (cron) => withoutFutureEvents(cron, postIds));
      await this.recountTerms(trx, host, [...ttIds]);
      const remainingPosts = [...new Set(commentPosts)].filter((id) => !postIds.includes(id));
      if (remainingPosts.length) await new PostWriteRepository(trx).recountComments(remainingPosts);

      await generated.forgetHistory('post', removal.posts);
      await generated.forgetHistory('media', [...removal.media, ...portraits]);
      await generated.forgetHistory('term', removal.terms.map((t) => t.termId));
      await generated.forgetHistory('comment', [...new Set([...removal.comments, ...cascaded])]);
      await generated.forgetHistory('user', users);
      const touched: Touched = {
        posts: [...postIds, ...remainingPosts, ...portraits],
        terms: removal.terms.map((t) => t.termId),
        users,
        comments: [...new Set([...removal.comments, ...cascaded])],
        ...(postIds.length > 0 ? { options: ['cron'] } : {}),
      };
      return { touched, files };
    });
    await this.removeFiles(host, files);
    return { touched };
  }

  /** term_taxonomy ids of the default terms of these taxonomies. */
  private async defaultTerms(trx: Database, taxonomies: string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(taxonomies)];
    if (wanted.length === 0) return new Map();
    const ids = await new SiteOptionRepository(trx).defaultTermIds(wanted);
    const stored = await new TermWriteRepository(trx).inTaxonomies(wanted);
    const out = new Map<string, number>();
    for (const [taxonomy, termId] of ids) {
      const tt = stored.find((t) => t.taxonomy === taxonomy && t.termId === termId);
      if (tt) out.set(taxonomy, tt.termTaxonomyId);
    }
    return out;
  }

  private async recountTerms(trx: Database, host: HostContext, ttIds: number[]): Promise<void> {
    if (ttIds.length === 0) return;
    const terms = new TermWriteRepository(trx);
    await terms.recount(await terms.byTermTaxonomyIds(ttIds), countedObjectTypes(host));
  }

  private async trashPosts(host: HostContext, posts: Array<{ id: number; status: string }>): Promise<{ deleted: number; skipped: number; touched: Touched }> {
    await this.transaction(async (trx) => {
      const rows = new ContentDeleteRepository(trx);
      const { local, gmt } = siteTime(host);
      const ttIds = await rows.termTaxonomiesOf(posts.map((p) => p.id));
      await rows.trashPosts(posts, local, gmt, Math.floor(Date.now() / 1000), serialize);
      await this.recountTerms(trx, host, ttIds);
    });
    return { deleted: posts.length, skipped: 0, touched: { posts: posts.map((p) => p.id) } };
  }

  private async trashComments(comments: Array<{ id: number; postId: number; approved: string }>): Promise<{ deleted: number; skipped: number; touched: Touched }> {
    await this.transaction(async (trx) => {
      await new ContentDeleteRepository(trx).trashComments(comments, Math.floor(Date.now() / 1000));
      await new PostWriteRepository(trx).recountComments([...new Set(comments.map((c) => c.postId))]);
    });
    return { deleted: comments.length, skipped: 0, touched: { comments: comments.map((c) => c.id), posts: [...new Set(comments.map((c) => c.postId))] } };
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
