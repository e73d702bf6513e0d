import { randomUUID } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import type { CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import { TermWriteRepository, type StoredTerm } from '../../db/repositories/term.repository.js';
import { UserWriteRepository, type NewUserWithMeta } from '../../db/repositories/user.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import type { NewHistoryRow } from '../../db/schema.js';
import { allSettled } from '../../db/settled.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import type { StorageContext } from '../../generators/fields/field-value.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import { resolveDraftMedia } from '../../generators/media/media-resolution.js';
import type { PreparedMedia } from './media-preparer.js';
import { mysqlDateTime, siteOffsetMs } from '../../core-parity/site-clock.js';
import { countedObjectTypes } from '../../core-parity/wordpress-rules.js';
import type { Touched } from '../touched.js';
import { AttachmentWriter } from './attachment-writer.js';
import { topUpAuthorPool } from './author-pool.js';
import { CommentWriter } from './comment-writer.js';
import { updateCron, withFutureEvents } from './future-cron.js';
import type { GenerationOptions } from './generation-options.js';
import type { PreparedImage } from './image-preparer.js';
import { PostTermLinks } from './post-term-links.js';
import { PostWriter, type WrittenPosts } from './post-writer.js';
import { queued, type StatementQueue } from './statement-queue.js';
import { UserWriter } from './user-writer.js';
import { writeVisitorPortraits, type VisitorPortraits } from './visitor-portraits.js';

/**
 * A history meta object as JSON without its end, for generation_time: known only once the run is
 * written, it goes last. The rest is serialised while the database writes the posts.
 */
const openMeta = (meta: Record<string, unknown>): string => {
  const json = JSON.stringify(meta);
  return json === '{}' ? '{' : `${json.slice(0, -1)},`;
};
const closeMeta = (open: string, seconds: number): string => `${open}"generation_time":${JSON.stringify(seconds)}}`;

export interface RunInput {
  host: HostContext;
  options: GenerationOptions;
  core: CoreWriteOptions;
  /** Featured image per draft index (downloaded and stored, or an existing attachment id). */
  images: Map<number, PreparedImage>;
  /** Portraits of the comments' visitors, stored as files. */
  portraits: VisitorPortraits;
  /** New media of the drafts' media fields, stored as files; `fieldSite`: what their fields' storage reads of the site. */
  media: PreparedMedia;
  fieldSite: StorageContext | null;
  /**
   * The author pool's candidates and a password hash for each the run may add; which of them it
   * writes is decided under the site's write lock (see topUpAuthorPool()).
   */
  authors: { candidates: NewUserWithMeta[]; passwordHashes: string[]; capabilitiesKey: string };
  /**
   * Term taxonomy ids whose counts were recounted (and committed) just before the run: the run
   * adds its own published posts to them rather than counting all their objects again.
   */
  precounted: ReadonlySet<number>;
  /** History meta shared by every item of the run; generation_time is added when the history is written. */
  historyMeta: Record<string, unknown>;
  /** When the run started (ms): generation_time runs from here to the history's writing. */
  startedMs: number;
  nowMs: number;
}

/** The next drafts of the run (in order), or null once all are drafted. */
export type DraftSource = () => Promise<PostDraft[] | null>;

export interface RunOutput {
  drafts: PostDraft[];
  postIds: number[];
  /** Authors created by this run. */
  authorIds: number[];
  newTerms: StoredTerm[];
  commentIds: number[];
  attachmentIds: number[];
  /** Draft indexes that got a featured image. */
  withThumbnail: Set<number>;
  touched: Touched;
}

/** One run in its transaction: its writers and what is known once they are opened. */
interface Run {
  trx: Database;
  input: RunInput;
  queue: StatementQueue;
  batch: string;
  newAuthorIds: number[];
  posts: PostWriter;
  terms: PostTermLinks;
  /** Each post's history meta but for generation_time (see openMeta()), by draft index. */
  postHistory: string[];
}

/** What points at the posts once they are written. */
interface Dependents {
  written: WrittenPosts;
  thumbnails: Map<number, number>;
  attachmentIds: number[];
  commentIds: number[];
}

/**
 * Writes one planned run inside a transaction: every row of every post, or none, through the
 * writers every content type shares (authors, posts, terms, attachments, comments). Drafts come in
 * chunks while the posts' writer works (from the drafting thread, or drafted between its
 * statements); the rows that point at posts follow once all are sent, with the ids read back at
 * once, in few large statements, as the floor of `make bench` writes them.
 */
export class RunWriter {
  /** `signal`: a cancelled run stops between chunks, and its transaction rolls back. */
  constructor(
    private readonly writes: SiteWrites,
    private readonly signal?: AbortSignal,
  ) {}

  /**
   * `beforeCommit`: more writes of the run, made in its transaction once everything else is
   * written. `beforeTransaction`: writes under the site's write lock, committed before the run's
   * transaction starts.
   */
  async write(
    input: RunInput,
    nextDrafts: DraftSource,
    beforeCommit: (trx: Database, output: RunOutput) => Promise<void> = async () => {},
    beforeTransaction?: (connection: Database) => Promise<void>,
  ): Promise<RunOutput> {
    return this.writes.transaction((trx) => queued(async (queue) => {
      // The first chunk is drafted while the run's authors are written.
      let pending = nextDrafts();
      try {
        const run = await this.open(trx, input, queue);
        for (let chunk = await pending; chunk !== null; chunk = await pending) {
          queue.rethrow();
          this.signal?.throwIfAborted();
          pending = nextDrafts();
          this.noteHistory(run, run.posts.drafts.length, chunk);
          run.posts.send(chunk);
        }
        const output = await this.finish(run, await this.writeDependents(run));
        await beforeCommit(trx, output);
        return output;
      } catch (error) {
        // The drafting already asked for may not end as an unhandled rejection (queued() waits for the statements).
        pending.catch(() => undefined);
        throw error;
      }
    }), beforeTransaction);
  }

  /**
   * Authors first (posts point at them), then the writers of posts and their terms. The pool is
   * read here, under the write lock: runs at once share one pool.
   */
  private async open(trx: Database, input: RunInput, queue: StatementQueue): Promise<Run> {
    const users = new UserWriteRepository(trx);
    const { candidates, passwordHashes, capabilitiesKey } = input.authors;
    // Sent together; only posts have categories in their permalinks and a default category.
    const [existing, taken, categories] = await allSettled([
      users.generatedWithRole(capabilitiesKey, 'author'),
      users.takenIdentities(candidates.map((c) => c.row)),
      input.options.postType.name === 'post' ? new TermWriteRepository(trx).inTaxonomies(['category']) : Promise.resolve([]),
    ] as const);
    const authors = topUpAuthorPool(candidates, existing, passwordHashes);
    const [authorIds, nicenames] = await allSettled([new UserWriter(trx, queue).write(authors.drafts, taken), users.nicenames(authors.existing)] as const);
    authors.drafts.forEach((author, i) => nicenames.set(authorIds[i]!, author.row.user_nicename));
    const batch = randomUUID();
    const terms = new PostTermLinks(trx, input.host, categories, input.core.defaultCategory, queue);
    const pool = [...authors.existing, ...authorIds];
    const posts = new PostWriter(trx, { host: input.host, options: input.options, core: input.core, batch, pool, nicenames }, terms, queue);
    return { trx, input, queue, batch, newAuthorIds: authorIds, posts, terms, postHistory: [] };
  }

  /** The history meta of a chunk's posts, serialised while the database writes the chunk before. */
  private noteHistory(run: Run, offset: number, drafts: PostDraft[]): void {
    drafts.forEach((d, i) => {
      run.postHistory[offset + i] = openMeta({
        ...run.input.historyMeta,
        has_featured_image: run.input.images.has(offset + i),
        custom_fields_populated: d.customFields,
        taxonomies_assigned: Object.entries(d.terms).filter(([, picks]) => picks.length > 0).map(([taxonomy]) => taxonomy),
      });
    });
  }

  /** Once every post is sent: featured images (children of their posts), meta, terms, comments. */
  private async writeDependents(run: Run): Promise<Dependents> {
    const { trx, input, posts } = run;
    const written = await posts.readBack();
    const { thumbnails, attachmentIds } = await this.writeFeaturedImages(run, written.ids);
    const mediaIds = await this.writeFieldMedia(run, written.ids);
    posts.writeMeta(written.ids, thumbnails);
    run.terms.relate(posts.drafts, written.ids, written.rows.map((r) => r.row.post_status));
    const portraits = await writeVisitorPortraits(trx, input.host, input.portraits, { core: input.core, nowMs: input.nowMs });
    const local = (ms: number): string => mysqlDateTime(ms + siteOffsetMs(input.host, ms));
    const commentIds = await new CommentWriter(trx, run.queue).write(posts.drafts.map((d, i) => ({ postId: written.ids[i]!, comments: d.comments })), local, portraits.byEmail);
    return { written, thumbnails, attachmentIds: [...attachmentIds, ...mediaIds, ...portraits.attachmentIds], commentIds };
  }

  /** Featured images: new attachments for stored images, library ids for reused ones; by draft index. */
  private async writeFeaturedImages(run: Run, postIds: number[]): Promise<{ thumbnails: Map<number, number>; attachmentIds: number[] }> {
    const { input, posts } = run;
    const thumbnails = new Map<number, number>();
    const mine = [...input.images];
    for (const [index, image] of mine) if (image.kind === 'existing') thumbnails.set(index, image.attachmentId);
    const stored = mine.flatMap(([index, image]) => (image.kind === 'stored' ? [[index, image] as const] : []));
    if (stored.length === 0) return { thumbnails, attachmentIds: [] };
    const attachmentIds = await new AttachmentWriter(run.trx).write(input.host, stored.map(([index, image]) => ({
      stored: image.stored,
      serializedMetadata: image.serializedMetadata,
      slug: image.slug,
      title: image.title,
      alt: image.alt,
      author: posts.authorOf(index),
      parent: postIds[index]!,
    })), `seedpress:${run.batch}:a`, { core: input.core, nowMs: input.nowMs });
    stored.forEach(([index], n) => thumbnails.set(index, attachmentIds[n]!));
    return { thumbnails, attachmentIds };
  }

  /**
   * The media fields' new files as attachments of their posts; then the fields that pointed at
   * them by ticket are stored again with their ids, before the posts' meta is written.
   */
  private async writeFieldMedia(run: Run, postIds: number[]): Promise<number[]> {
    const { input, posts } = run;
    const fieldSite = input.fieldSite;
    if (fieldSite === null || !posts.drafts.some((d) => d.media)) return [];
    const files = input.media.files;
    const ids = await new AttachmentWriter(run.trx).write(input.host, files.map((file) => ({
      stored: file.stored,
      serializedMetadata: file.serializedMetadata,
      slug: file.slug,
      title: file.title,
      ...(file.alt === undefined ? {} : { alt: file.alt }),
      author: posts.authorOf(file.draftIndex),
      parent: postIds[file.draftIndex]!,
    })), `seedpress:${run.batch}:m`, { core: input.core, nowMs: input.nowMs });
    const idOf = new Map(files.map((file, n) => [file.ticket, ids[n]!]));
    const urls = new Map(files.map((file, n) => [ids[n]!, file.stored.url]));
    const site: StorageContext = { ...fieldSite, attachmentUrl: (id) => urls.get(id) ?? fieldSite.attachmentUrl(id) };
    for (const draft of posts.drafts) if (draft.media) resolveDraftMedia(draft, idOf, site, storageFor);
    return ids;
  }

  /** What is counted or listed once per run: future posts' cron events, term counts, the history. */
  private async finish(run: Run, dependents: Dependents): Promise<RunOutput> {
    const { trx, input, queue, terms } = run;
    const { written, commentIds, attachmentIds } = dependents;
    const postType = input.options.postType.name;
    if (written.scheduled.length > 0) await updateCron(new OptionRepository(trx), (cron) => withFutureEvents(cron, written.scheduled));
    const termRepository = new TermWriteRepository(trx);
    const relatedTerms = await termRepository.byTermTaxonomyIds([...terms.related]);
    const objectTypes = countedObjectTypes(input.host);
    // A term's count is its published objects of the taxonomy's types: exact ones get this run's
    // posts added (one statement, whatever the term's size); the others are counted in full.
    const exact = relatedTerms.filter((t) => input.precounted.has(t.termTaxonomyId));
    queue.add(termRepository.addToCounts(new Map(exact.map((t) => [t.termTaxonomyId, objectTypes(t.taxonomy).includes(postType) ? terms.published.get(t.termTaxonomyId) ?? 0 : 0]))));
    queue.add(termRepository.recount(relatedTerms.filter((t) => !input.precounted.has(t.termTaxonomyId)), objectTypes));
    queue.add(new HistoryRepository(trx).insert(this.historyRows(run, dependents)));
    await queue.settle();

    const newTermIds = new Set(terms.newTerms.map((t) => t.termId));
    return {
      drafts: run.posts.drafts,
      postIds: written.ids,
      authorIds: run.newAuthorIds,
      newTerms: terms.newTerms,
      commentIds,
      attachmentIds,
      withThumbnail: new Set(dependents.thumbnails.keys()),
      touched: {
        ...(written.scheduled.length > 0 ? { options: ['cron'] } : {}),
        posts: [...written.ids, ...attachmentIds],
        users: run.newAuthorIds,
        terms: [...newTermIds],
        term_counts: relatedTerms.map((t) => t.termId).filter((id) => !newTermIds.has(id)),
        comments: commentIds,
      },
    };
  }

  /** One history row per created item. */
  private historyRows(run: Run, dependents: Dependents): NewHistoryRow[] {
    const { input, batch } = run;
    const created = mysqlDateTime(input.nowMs);
    const seconds = Math.round(Date.now() - input.startedMs) / 1000;
    const meta = closeMeta(openMeta(input.historyMeta), seconds);
    const row = (type: string, id: number, subtype: string, rowMeta: string): NewHistoryRow => ({
      content_type: type, content_id: id, content_subtype: subtype, meta: rowMeta, batch_id: batch, created_at: created, deleted_at: null,
    });
    const postType = input.options.postType.name;
    return [
      ...dependents.written.ids.map((id, i) => row('post', id, postType, closeMeta(run.postHistory[i]!, seconds))),
      ...run.newAuthorIds.map((id) => row('user', id, 'author', meta)),
      ...run.terms.newTerms.map((t) => row('term', t.termId, t.taxonomy, meta)),
      ...dependents.commentIds.map((id) => row('comment', id, postType, meta)),
      ...dependents.attachmentIds.map((id) => row('media', id, 'attachment', meta)),
    ];
  }
}
