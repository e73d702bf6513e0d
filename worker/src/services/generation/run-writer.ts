import { randomUUID } from 'node:crypto';
import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import { PodsRelationRepository } from '../../db/repositories/pods-relation.repository.js';
import { PostWriteRepository, type InsertedPosts, type NewPostRow } from '../../db/repositories/post.repository.js';
import type { CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import { TermWriteRepository, type StoredTerm } from '../../db/repositories/term.repository.js';
import { AttachmentWriter } from './attachment-writer.js';
import { CommentWriter } from './comment-writer.js';
import { TermWriter } from './term-writer.js';
import { UserWriteRepository, type NewUserWithMeta } from '../../db/repositories/user.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import type { NewHistoryRow } from '../../db/schema.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import type { Touched } from '../touched.js';
import { GENERATED_FLAG, TEMPLATE_META } from '../post-meta.service.js';
import { mysqlDateTime, siteOffsetMs } from '../../core-parity/site-clock.js';
import type { GenerationOptions } from './generation-options.js';
import type { PreparedImage } from './image-preparer.js';
import { guidBeforeInsert, insertGuid } from '../../core-parity/permalink.js';
import { updateCron, withFutureEvents } from './future-cron.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import { allSettled } from '../../db/settled.js';
import { SlugLookup } from './slug-lookup.js';
import { badSlugRule, countedObjectTypes, defaultCommentStatus, uniqueSlug } from '../../core-parity/wordpress-rules.js';
import { topUpAuthorPool } from './author-pool.js';
import { UserWriter } from './user-writer.js';

/** Statuses wp_insert_post() gives no slug and no GMT date (they float until published). */
const FLOATING = new Set(['draft', 'pending', 'auto-draft']);
const ZERO_DATE = '0000-00-00 00:00:00';
/** The types whose slugs a post's slug must differ from (wp_unique_post_slug(): hierarchical types share with attachments). */
const slugTypesOf = (postType: PostTypeInfo): string[] => (postType.hierarchical ? [postType.name, 'attachment'] : [postType.name]);
/** post_name's length, and what a `-N` suffix may take of it. */
const SLUG_LENGTH = 200;
const SUFFIX_ROOM = 11;
const termKey = (taxonomy: string, name: string): string => `${taxonomy}\u0000${name.toLowerCase()}`;
/**
 * A history meta object as JSON without its end, for generation_time: known only once the run is
 * written, it goes last. The rest is serialised while the database writes the posts.
 */
const openMeta = (meta: Record<string, unknown>): string => {
  const json = JSON.stringify(meta);
  return json === '{}' ? '{' : `${json.slice(0, -1)},`;
};
const closeMeta = (open: string, seconds: number): string => `${open}"generation_time":${JSON.stringify(seconds)}}`;
/** A promise awaited later, maybe only after it failed: marked handled so that Node does not abort on it. */
const handled = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

export interface RunInput {
  host: HostContext;
  options: GenerationOptions;
  core: CoreWriteOptions;
  /** Featured image per draft index (downloaded and stored, or an existing attachment id). */
  images: Map<number, PreparedImage>;
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

/** A chunk's posts as sent (see writeChunk()). */
interface SentPosts {
  rows: NewPostRow[];
  inserted: Promise<number>;
}

/** What a run has written so far, chunk after chunk. */
interface RunState {
  trx: Database;
  input: RunInput;
  batch: string;
  created: string;
  pool: number[];
  /** Authors this run added to the pool. */
  newAuthorIds: number[];
  /** Every draft so far, by run-wide index. */
  drafts: PostDraft[];
  postIds: number[];
  newTerms: StoredTerm[];
  ttByName: Map<string, number>;
  /** Taxonomies whose existing terms were read (once per run). */
  termsRead: Set<string>;
  /** Slugs of the post type(s) known to be taken: from the database and from this run. */
  taken: Set<string>;
  slugs: SlugLookup;
  /** The site's categories (with the ones this run made), for %category% in permalinks. */
  categories: StoredTerm[];
  defaultCategory: StoredTerm | undefined;
  nicenames: Map<number, string>;
  relatedTt: Set<number>;
  /** Each post's history meta, but for generation_time (see openMeta()), by run-wide index. */
  postHistory: string[];
  /** This run's published posts per term taxonomy id. */
  published: Map<number, number>;
  scheduled: Array<{ id: number; timestamp: number }>;
  commentIds: number[];
  thumbnailFor: Map<number, number>;
  attachmentIds: number[];
  /** Statements whose results nothing waits for, settled before the commit (see queue()). */
  queued: Array<Promise<void>>;
  failure: { error: unknown } | null;
}

/**
 * Writes one planned run inside a transaction: every row of every post, or none. Drafts come in
 * chunks while the writer works (from the drafting thread, or drafted between its statements):
 * each chunk's posts are built and sent as soon as its slugs are known, so the database writes
 * one chunk while the next is built. The rows that point at posts follow once all are sent, with
 * the ids read back at once, in few large statements, as the floor of `make bench` writes them.
 */
export class RunWriter {
  constructor(private readonly writes: SiteWrites) {}

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
    return this.writes.transaction(async (trx) => {
      // The first chunk is drafted while the run's authors are written.
      let pending = nextDrafts();
      let state: RunState | null = null;
      try {
        state = await this.begin(trx, input);
        const sent: Array<Promise<SentPosts>> = [];
        for (let chunk = await pending; chunk !== null; chunk = await pending) {
          this.rethrow(state);
          pending = nextDrafts();
          sent.push(this.writeChunk(state, chunk, sent.at(-1) ?? Promise.resolve()));
        }
        await this.storePosts(state, await Promise.all(sent));
        const output = await this.finish(state);
        await beforeCommit(trx, output);
        return output;
      } catch (error) {
        // Neither the drafting already asked for nor statements still going may end as unhandled rejections.
        pending.catch(() => undefined);
        await Promise.all(state?.queued ?? []);
        throw error;
      }
    }, beforeTransaction);
  }

  /**
   * Sends a statement whose result nothing needs without waiting for it: the transaction's one
   * connection runs statements in the order they are sent, so the next one is built while the
   * database executes this one. A failure is raised at the next chunk or before the commit.
   */
  private queue(state: RunState, statement: Promise<void>): void {
    state.queued.push(statement.catch((error: unknown) => {
      state.failure ??= { error };
    }));
  }

  private rethrow(state: RunState): void {
    if (state.failure) throw state.failure.error;
  }

  /**
   * Authors first (posts point at them), then what every chunk needs to know about the site. The
   * pool is read here, under the write lock: runs at once share one pool.
   */
  private async begin(trx: Database, input: RunInput): Promise<RunState> {
    const users = new UserWriteRepository(trx);
    const { candidates, passwordHashes, capabilitiesKey } = input.authors;
    // Sent together; only posts have categories in their permalinks and a default category.
    const [existing, taken, categories] = await allSettled([
      users.generatedWithRole(capabilitiesKey, 'author'),
      users.takenIdentities(candidates.map((c) => c.row)),
      input.options.postType.name === 'post' ? new TermWriteRepository(trx).inTaxonomies(['category']) : Promise.resolve([]),
    ] as const);
    const authors = topUpAuthorPool(candidates, existing, passwordHashes);
    const [authorIds, nicenames] = await allSettled([new UserWriter(trx).write(authors.drafts, taken), users.nicenames(authors.existing)] as const);
    authors.drafts.forEach((author, i) => nicenames.set(authorIds[i]!, author.row.user_nicename));
    const pool = [...authors.existing, ...authorIds];
    return {
      trx,
      input,
      batch: randomUUID(),
      created: mysqlDateTime(input.nowMs),
      pool,
      newAuthorIds: authorIds,
      drafts: [],
      postIds: [],
      newTerms: [],
      ttByName: new Map(),
      termsRead: new Set(),
      taken: new Set(),
      slugs: new SlugLookup((slugs) => new PostWriteRepository(trx).slugsIn(slugTypesOf(input.options.postType), slugs)),
      categories,
      defaultCategory: categories.find((t) => t.termId === input.core.defaultCategory),
      nicenames,
      relatedTt: new Set(),
      postHistory: [],
      published: new Map(),
      scheduled: [],
      commentIds: [],
      thumbnailFor: new Map(),
      attachmentIds: [],
      queued: [],
      failure: null,
    };
  }

  /**
   * A chunk's posts, built and sent after the chunk before (slugs are handed out in order). Its
   * bases are announced at once, so one slug lookup answers for every chunk drafted by then; the
   * ids are read back for the whole run once every INSERT is sent (see storePosts()).
   */
  private writeChunk(state: RunState, drafts: PostDraft[], previous: Promise<unknown>): Promise<SentPosts> {
    const offset = state.drafts.length;
    state.drafts.push(...drafts);
    const posts = new PostWriteRepository(state.trx);
    const { host } = state.input;
    // sanitize_title() follows the site's locale (remove_accents), not the content's.
    const bases = drafts.map((d) => (FLOATING.has(d.status) ? '' : sanitizeTitle(d.title, host.site.locale)));
    state.slugs.announce(bases);
    return this.track(state, (async () => {
      await previous;
      for (const slug of await state.slugs.taken(bases)) state.taken.add(slug);
      await this.suffixesTaken(state, posts, bases);
      return this.sendPosts(state, posts, drafts, offset, bases);
    })());
  }

  /** Once every chunk is sent: the posts' ids, read back at once, and the rows that point at them. */
  private async storePosts(state: RunState, sent: SentPosts[]): Promise<void> {
    const posts = new PostWriteRepository(state.trx);
    const rows = sent.flatMap((s) => s.rows);
    const first = Promise.all(sent.map((s) => s.inserted)).then((ids) => Math.min(...ids));
    await this.storeDependents(state, posts, rows, await posts.readBack(rows, first));
  }

  /** Registers a chunk's work: a failure is raised before the next chunk and settled before the rollback. */
  private track<T>(state: RunState, stage: Promise<T>): Promise<T> {
    this.queue(state, stage.then(() => undefined));
    return stage;
  }

  /**
   * The `base-N` slugs the site has, for the bases that cannot be used as they are (taken, refused,
   * or twice in the chunk): wp_unique_post_slug() counts up from 2 past them. Fresh titles rarely
   * need this, so the exact lookup of the bases is all most chunks ask.
   */
  private async suffixesTaken(state: RunState, posts: PostWriteRepository, bases: string[]): Promise<void> {
    const { options } = state.input;
    const bad = badSlugRule(options.postType.name, options.postType.hierarchical, state.input.host.permalinks?.structure ?? '');
    const seen = new Set<string>();
    const clashing = new Set<string>();
    for (const base of bases) {
      if (base === '') continue;
      if (state.taken.has(base) || seen.has(base) || bad(base)) clashing.add(base);
      seen.add(base);
    }
    if (clashing.size === 0) return;
    // A base too long for a suffix is cut before it (truncateSlug()): its shorter start finds those.
    const prefixes = [...clashing].map((base) => (base.length + SUFFIX_ROOM <= SLUG_LENGTH ? `${base}-` : base.slice(0, SLUG_LENGTH / 2)));
    for (const slug of await posts.slugsLike(slugTypesOf(options.postType), prefixes)) state.taken.add(slug);
  }

  /** The chunk's new terms and its posts' rows, the INSERT sent (`inserted`: the first id it got). */
  private async sendPosts(state: RunState, posts: PostWriteRepository, drafts: PostDraft[], offset: number, bases: string[]): Promise<SentPosts> {
    const { trx, input, batch } = state;
    const { host, options } = input;
    const local = (ms: number): string => mysqlDateTime(ms + siteOffsetMs(host, ms));
    const postType = options.postType.name;

    await this.insertNewTerms(state, new TermWriteRepository(trx), drafts);
    const bad = badSlugRule(postType, options.postType.hierarchical, host.permalinks?.structure ?? '');
    const commentStatus = defaultCommentStatus(host, postType, 'comment', input.core.defaultCommentStatus);
    const pingStatus = defaultCommentStatus(host, postType, 'ping', input.core.defaultPingStatus);
    const authorOf = drafts.map((d, i) => d.authorId ?? state.pool[(offset + i) % state.pool.length]!);
    const unknown = [...new Set(authorOf)].filter((id) => !state.nicenames.has(id));
    if (unknown.length > 0) for (const [id, name] of await new UserWriteRepository(trx).nicenames(unknown)) state.nicenames.set(id, name);
    const categoryPath = this.categoryPaths(state, drafts);
    const rows: NewPostRow[] = drafts.map((d, i) => {
      // A new post's modified dates are its dates.
      const date = local(d.dateUtcMs);
      const dateGmt = FLOATING.has(d.status) ? ZERO_DATE : mysqlDateTime(d.dateUtcMs);
      const row = {
        post_author: authorOf[i]!,
        post_date: date,
        post_date_gmt: dateGmt,
        post_content: d.content,
        post_title: d.title,
        post_excerpt: d.excerpt,
        post_status: d.status,
        comment_status: commentStatus,
        ping_status: pingStatus,
        post_password: '',
        post_name: bases[i] ? uniqueSlug(bases[i]!, state.taken, bad) : '',
        to_ping: '',
        pinged: '',
        post_modified: date,
        post_modified_gmt: dateGmt,
        post_content_filtered: '',
        post_parent: 0,
        menu_order: 0,
        post_type: postType,
        post_mime_type: '',
        // The approved comments: the count wp_update_comment_count_now() makes.
        comment_count: d.comments.filter((c) => c.approved === '1').length,
      };
      const permalink = {
        postType,
        status: row.post_status,
        slug: row.post_name,
        dateLocal: row.post_date,
        categoryPath: categoryPath[i] ?? '',
        authorNicename: state.nicenames.get(authorOf[i]!) ?? '',
      };
      return {
        marker: `seedpress:${batch}:${offset + i}`,
        row,
        guid: guidBeforeInsert(host, permalink) ?? ((id: number) => insertGuid(host, { ...permalink, id })),
      };
    });
    // The next chunks' slugs are asked for first: their rows are built while this INSERT runs.
    state.slugs.askAnnounced();
    const inserted = handled(posts.sendPosts(rows));
    // Every prepared featured image becomes its post's thumbnail (see insertAttachments()).
    drafts.forEach((d, i) => {
      state.postHistory[offset + i] = openMeta({
        ...input.historyMeta,
        has_featured_image: input.images.has(offset + i),
        custom_fields_populated: d.customFields,
        taxonomies_assigned: Object.entries(d.terms).filter(([, p]) => p.length > 0).map(([t]) => t),
      });
    });
    return { rows, inserted };
  }

  /** What points at the posts: guids made from ids, attachments, meta, terms, comments. */
  private async storeDependents(state: RunState, posts: PostWriteRepository, rows: NewPostRow[], written: InsertedPosts): Promise<void> {
    const { trx, input, drafts } = state;
    const { host, options } = input;
    const local = (ms: number): string => mysqlDateTime(ms + siteOffsetMs(host, ms));
    const terms = new TermWriteRepository(trx);
    const { ids: postIds, pendingGuids } = written;
    if (pendingGuids.length > 0) this.queue(state, posts.writeGuids(pendingGuids));
    state.postIds.push(...postIds);
    rows.forEach((r, i) => {
      if (r.row.post_status === 'future') state.scheduled.push({ id: postIds[i]!, timestamp: Date.parse(`${r.row.post_date_gmt.replace(' ', 'T')}Z`) / 1000 });
    });

    // Featured images: attachments are children of their post.
    await this.insertAttachments(state);

    // Post meta.
    const meta: Array<{ post_id: number; meta_key: string; meta_value: string }> = [];
    drafts.forEach((d, i) => {
      const post_id = postIds[i]!;
      meta.push({ post_id, meta_key: GENERATED_FLAG, meta_value: '1' });
      if (options.template) meta.push({ post_id, meta_key: TEMPLATE_META, meta_value: String(options.template.id) });
      const thumbnail = state.thumbnailFor.get(i);
      if (thumbnail !== undefined) meta.push({ post_id, meta_key: '_thumbnail_id', meta_value: String(thumbnail) });
      for (const [meta_key, meta_value] of d.meta) meta.push({ post_id, meta_key, meta_value });
    });
    this.queue(state, posts.insertMeta(meta));
    // Pods' relationship rows: no bidirectional sister fields are synced, so related_pod/field stay 0.
    this.queue(state, new PodsRelationRepository(trx).insert(drafts.flatMap((d, i) => d.podsRelations.map((r) => ({
      pod_id: r.podId, field_id: r.fieldId, item_id: postIds[i]!, related_pod_id: 0, related_field_id: 0, related_item_id: r.relatedItemId, weight: r.weight,
    })))));

    // Term relationships, with the default category for posts that got none (wp_insert_post does the same).
    const relations: Array<{ object_id: number; term_taxonomy_id: number }> = [];
    drafts.forEach((d, i) => {
      const ids = new Set<number>();
      for (const [taxonomy, picks] of Object.entries(d.terms)) {
        for (const p of picks) ids.add(p.kind === 'existing' ? p.termTaxonomyId : state.ttByName.get(termKey(taxonomy, p.name))!);
      }
      if (state.defaultCategory && !d.terms.category?.length) ids.add(state.defaultCategory.termTaxonomyId);
      const published = rows[i]!.row.post_status === 'publish';
      for (const term_taxonomy_id of ids) {
        relations.push({ object_id: postIds[i]!, term_taxonomy_id });
        if (published) state.published.set(term_taxonomy_id, (state.published.get(term_taxonomy_id) ?? 0) + 1);
      }
    });
    this.queue(state, terms.relate(relations));
    for (const r of relations) state.relatedTt.add(r.term_taxonomy_id);

    // Comments, level by level so replies know their parent's id.
    await this.insertComments(state, drafts, postIds, local);
  }

  /** What is counted or listed once per run: future posts' cron events, term counts, the history. */
  private async finish(state: RunState): Promise<RunOutput> {
    const { trx, input, batch, created } = state;
    const { host, options } = input;
    const postType = options.postType.name;
    if (state.scheduled.length > 0) {
      await updateCron(new OptionRepository(trx), (cron) => withFutureEvents(cron, state.scheduled));
    }
    const terms = new TermWriteRepository(trx);
    const relatedTerms = await terms.byTermTaxonomyIds([...state.relatedTt]);
    const objectTypes = countedObjectTypes(host);
    // A term's count is its published objects of the taxonomy's types: exact ones get this run's
    // posts added (one statement, whatever the term's size); the others are counted in full.
    const exact = relatedTerms.filter((t) => input.precounted.has(t.termTaxonomyId));
    this.queue(state, terms.addToCounts(new Map(exact.map((t) => [t.termTaxonomyId, objectTypes(t.taxonomy).includes(postType) ? state.published.get(t.termTaxonomyId) ?? 0 : 0]))));
    this.queue(state, terms.recount(relatedTerms.filter((t) => !input.precounted.has(t.termTaxonomyId)), objectTypes));

    // History: one row per created item.
    const authorIds = state.newAuthorIds;
    const seconds = Math.round(Date.now() - input.startedMs) / 1000;
    const meta = closeMeta(openMeta(input.historyMeta), seconds);
    const historyRows: NewHistoryRow[] = [
      ...state.postIds.map((id, i) => this.history('post', id, postType, created, batch, closeMeta(state.postHistory[i]!, seconds))),
      ...authorIds.map((id) => this.history('user', id, 'author', created, batch, meta)),
      ...state.newTerms.map((t) => this.history('term', t.termId, t.taxonomy, created, batch, meta)),
      ...state.commentIds.map((id) => this.history('comment', id, postType, created, batch, meta)),
      ...state.attachmentIds.map((id) => this.history('media', id, 'attachment', created, batch, meta)),
    ];
    this.queue(state, new HistoryRepository(trx).insert(historyRows));
    await Promise.all(state.queued);
    this.rethrow(state);

    const newTermIds = new Set(state.newTerms.map((t) => t.termId));
    return {
      drafts: state.drafts,
      postIds: state.postIds,
      authorIds,
      newTerms: state.newTerms,
      commentIds: state.commentIds,
      attachmentIds: state.attachmentIds,
      withThumbnail: new Set(state.thumbnailFor.keys()),
      touched: {
        ...(state.scheduled.length > 0 ? { options: ['cron'] } : {}),
        posts: [...state.postIds, ...state.attachmentIds],
        users: authorIds,
        terms: [...newTermIds],
        term_counts: relatedTerms.map((t) => t.termId).filter((id) => !newTermIds.has(id)),
        comments: state.commentIds,
      },
    };
  }

  private history(type: string, id: number, subtype: string, created: string, batch: string, meta: string): NewHistoryRow {
    return { content_type: type, content_id: id, content_subtype: subtype, meta, batch_id: batch, created_at: created, deleted_at: null };
  }

  /** %category% of each post: its lowest-id category with the parents' slugs before it, as get_permalink() builds it. */
  private categoryPaths(state: RunState, drafts: PostDraft[]): string[] {
    const byTt = new Map(state.categories.map((t) => [t.termTaxonomyId, t]));
    const byId = new Map(state.categories.map((t) => [t.termId, t]));
    const path = (t: StoredTerm | undefined): string => {
      const parts: string[] = [];
      for (let cur = t, depth = 0; cur && depth < 20; cur = byId.get(cur.parent), depth++) parts.unshift(cur.slug);
      return parts.join('/');
    };
    return drafts.map((d) => {
      const picked = (d.terms.category ?? [])
        .map((p) => byTt.get(p.kind === 'existing' ? p.termTaxonomyId : state.ttByName.get(termKey('category', p.name)) ?? 0))
        .filter((t): t is StoredTerm => t !== undefined)
        .sort((a, b) => a.termId - b.termId);
      return path(picked[0] ?? state.defaultCategory);
    });
  }

  /**
   * New term names of a chunk, per taxonomy; a name the taxonomy already has is that term
   * (wp_insert_term refuses duplicates). A taxonomy's terms are read once per run.
   */
  private async insertNewTerms(state: RunState, terms: TermWriteRepository, drafts: PostDraft[]): Promise<void> {
    const wanted = new Map<string, Map<string, string>>();
    for (const d of drafts) {
      for (const [taxonomy, picks] of Object.entries(d.terms)) {
        for (const p of picks) {
          if (p.kind !== 'new') continue;
          const names = wanted.get(taxonomy) ?? new Map<string, string>();
          wanted.set(taxonomy, names.set(p.name.toLowerCase(), p.name));
        }
      }
    }
    for (const [taxonomy, names] of wanted) {
      if (!state.termsRead.has(taxonomy)) {
        for (const t of await terms.inTaxonomies([taxonomy])) state.ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
        state.termsRead.add(taxonomy);
      }
      const fresh = [...names.values()].filter((name) => !state.ttByName.has(termKey(taxonomy, name)));
      if (fresh.length === 0) continue;
      const stored = await new TermWriter(state.trx).write(state.input.host, state.input.host.taxonomies[taxonomy]!, fresh.map((name) => ({ name, description: '', parentIndex: -1 })));
      for (const t of stored) state.ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
      state.newTerms.push(...stored);
      if (taxonomy === 'category') state.categories.push(...stored);
    }
  }

  /** Featured images: new attachments for stored images, library ids for reused ones. */
  private async insertAttachments(state: RunState): Promise<void> {
    const { input, batch } = state;
    const mine = [...input.images];
    for (const [index, image] of mine) if (image.kind === 'existing') state.thumbnailFor.set(index, image.attachmentId);
    const stored = mine.flatMap(([index, image]) => (image.kind === 'stored' ? [[index, image] as const] : []));
    if (stored.length === 0) return;
    const ids = await new AttachmentWriter(state.trx).write(input.host, stored.map(([index, image]) => ({
      stored: image.stored,
      serializedMetadata: image.serializedMetadata,
      slug: image.slug,
      title: image.title,
      alt: image.alt,
      author: state.drafts[index]!.authorId ?? state.pool[index % state.pool.length]!,
      parent: state.postIds[index]!,
    })), `seedpress:${batch}:a`, { core: input.core, nowMs: input.nowMs });
    stored.forEach(([index], n) => state.thumbnailFor.set(index, ids[n]!));
    state.attachmentIds.push(...ids);
  }

  private async insertComments(state: RunState, drafts: PostDraft[], postIds: number[], local: (ms: number) => string): Promise<void> {
    const ids = await new CommentWriter(state.trx).write(drafts.map((d, i) => ({ postId: postIds[i]!, comments: d.comments })), local);
    state.commentIds.push(...ids);
  }
}
