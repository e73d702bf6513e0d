import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { PodsRelationRepository } from '../../db/repositories/pods-relation.repository.js';
import { PostWriteRepository, type NewPostRow } from '../../db/repositories/post.repository.js';
import type { CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import { UserWriteRepository } from '../../db/repositories/user.repository.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import { guidBeforeInsert, insertGuid } from '../../core-parity/permalink.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { mysqlDateTime, siteOffsetMs } from '../../core-parity/site-clock.js';
import { badSlugRule, defaultCommentStatus, uniqueSlug } from '../../core-parity/wordpress-rules.js';
import { GENERATED_FLAG, TEMPLATE_META } from '../../db/seedpress-meta.js';
import type { GenerationOptions } from './generation-options.js';
import type { PostTermLinks } from './post-term-links.js';
import { SlugLookup } from './slug-lookup.js';
import type { StatementQueue } from './statement-queue.js';

/** Statuses wp_insert_post() gives no slug and no GMT date (they float until published). */
const FLOATING = new Set(['draft', 'pending', 'auto-draft']);
const ZERO_DATE = '0000-00-00 00:00:00';
/** The types whose slugs a post's slug must differ from (wp_unique_post_slug(): hierarchical types share with attachments). */
const slugTypesOf = (postType: PostTypeInfo): string[] => (postType.hierarchical ? [postType.name, 'attachment'] : [postType.name]);
/** post_name's length, and what a `-N` suffix may take of it. */
const SLUG_LENGTH = 200;
const SUFFIX_ROOM = 11;

export interface PostRun {
  host: HostContext;
  options: GenerationOptions;
  core: CoreWriteOptions;
  /** Unique per run: the posts' markers (see NewPostRow). */
  batch: string;
  /** The authors of drafts that name none, in turn. */
  pool: number[];
  /** Authors' nicenames (for %author% in permalinks), as far as known. */
  nicenames: Map<number, string>;
}

/** A chunk's posts as sent: the INSERT resolves to the first id it got. */
interface SentPosts {
  rows: NewPostRow[];
  inserted: Promise<number>;
}

/** The run's posts as written, in draft order. */
export interface WrittenPosts {
  ids: number[];
  rows: NewPostRow[];
  /** Future posts and when they go out (Unix seconds), for their cron events. */
  scheduled: Array<{ id: number; timestamp: number }>;
}

/**
 * The one writer of a run's posts, chunk after chunk: each chunk's posts are built and sent as
 * soon as its slugs are known (after the chunk before: slugs are handed out in order), so the
 * database writes one chunk while the next is built. The ids are read back for the whole run
 * once every INSERT is sent; what points at the posts follows in few large statements.
 */
export class PostWriter {
  readonly drafts: PostDraft[] = [];
  private readonly posts: PostWriteRepository;
  private readonly slugs: SlugLookup;
  /** Slugs known to be taken: from the database and from this run. */
  private readonly taken = new Set<string>();
  private readonly sent: Array<Promise<SentPosts>> = [];
  private readonly bad: (slug: string) => boolean;
  private readonly commentStatus: string;
  private readonly pingStatus: string;

  constructor(private readonly trx: Database, private readonly run: PostRun, private readonly terms: PostTermLinks, private readonly queue: StatementQueue) {
    const { postType } = run.options;
    this.posts = new PostWriteRepository(trx);
    this.slugs = new SlugLookup((slugs) => this.posts.slugsIn(slugTypesOf(postType), slugs));
    this.bad = badSlugRule(postType.name, postType.hierarchical, run.host.permalinks?.structure ?? '');
    this.commentStatus = defaultCommentStatus(run.host, postType.name, 'comment', run.core.defaultCommentStatus);
    this.pingStatus = defaultCommentStatus(run.host, postType.name, 'ping', run.core.defaultPingStatus);
  }

  /** The author of the draft at this run-wide index. */
  authorOf(index: number): number {
    return this.drafts[index]!.authorId ?? this.run.pool[index % this.run.pool.length]!;
  }

  /**
   * Sends a chunk's posts once the chunk before is sent. Its bases are announced at once, so one
   * slug lookup answers for every chunk drafted by then.
   */
  send(drafts: PostDraft[]): void {
    const offset = this.drafts.length;
    this.drafts.push(...drafts);
    // sanitize_title() follows the site's locale (remove_accents), not the content's.
    const bases = drafts.map((d) => (FLOATING.has(d.status) ? '' : sanitizeTitle(d.title, this.run.host.site.locale)));
    this.slugs.announce(bases);
    const previous = this.sent.at(-1) ?? Promise.resolve();
    this.sent.push(this.queue.track((async () => {
      await previous;
      for (const slug of await this.slugs.taken(bases)) this.taken.add(slug);
      await this.suffixesTaken(bases);
      return this.sendRows(drafts, offset, bases);
    })()));
  }

  /** Once every chunk is sent: the posts' ids, read back at once; guids made from ids follow. */
  async readBack(): Promise<WrittenPosts> {
    const sent = await Promise.all(this.sent);
    const rows = sent.flatMap((s) => s.rows);
    const first = Promise.all(sent.map((s) => s.inserted)).then((ids) => Math.min(...ids));
    const { ids, pendingGuids } = await this.posts.readBack(rows, first);
    if (pendingGuids.length > 0) this.queue.add(this.posts.writeGuids(pendingGuids));
    const scheduled = rows.flatMap((r, i) => (r.row.post_status === 'future'
      ? [{ id: ids[i]!, timestamp: Date.parse(`${r.row.post_date_gmt.replace(' ', 'T')}Z`) / 1000 }]
      : []));
    return { ids, rows, scheduled };
  }

  /** The flag, the template, the featured image (`thumbnails` by draft index) and the drafts' own meta. */
  writeMeta(postIds: number[], thumbnails: ReadonlyMap<number, number>): void {
    const template = this.run.options.template;
    const meta: Array<{ post_id: number; meta_key: string; meta_value: string }> = [];
    this.drafts.forEach((d, i) => {
      const post_id = postIds[i]!;
      meta.push({ post_id, meta_key: GENERATED_FLAG, meta_value: '1' });
      if (template) meta.push({ post_id, meta_key: TEMPLATE_META, meta_value: String(template.id) });
      const thumbnail = thumbnails.get(i);
      if (thumbnail !== undefined) meta.push({ post_id, meta_key: '_thumbnail_id', meta_value: String(thumbnail) });
      for (const [meta_key, meta_value] of d.meta) meta.push({ post_id, meta_key, meta_value });
    });
    this.queue.add(this.posts.insertMeta(meta));
    // Pods' relationship rows: no bidirectional sister fields are synced, so related_pod/field stay 0.
    this.queue.add(new PodsRelationRepository(this.trx).insert(this.drafts.flatMap((d, i) => d.podsRelations.map((r) => ({
      pod_id: r.podId, field_id: r.fieldId, item_id: postIds[i]!, related_pod_id: 0, related_field_id: 0, related_item_id: r.relatedItemId, weight: r.weight,
    })))));
  }

  /**
   * The `base-N` slugs the site has, for the bases that cannot be used as they are (taken, refused,
   * or twice in the chunk): wp_unique_post_slug() counts up from 2 past them. Fresh titles rarely
   * need this, so the exact lookup of the bases is all most chunks ask.
   */
  private async suffixesTaken(bases: string[]): Promise<void> {
    const seen = new Set<string>();
    const clashing = new Set<string>();
    for (const base of bases) {
      if (base === '') continue;
      if (this.taken.has(base) || seen.has(base) || this.bad(base)) clashing.add(base);
      seen.add(base);
    }
    if (clashing.size === 0) return;
    // A base too long for a suffix is cut before it (truncateSlug()): its shorter start finds those.
    const prefixes = [...clashing].map((base) => (base.length + SUFFIX_ROOM <= SLUG_LENGTH ? `${base}-` : base.slice(0, SLUG_LENGTH / 2)));
    for (const slug of await this.posts.slugsLike(slugTypesOf(this.run.options.postType), prefixes)) this.taken.add(slug);
  }

  /** The chunk's new terms, then its posts' rows, the INSERT sent. */
  private async sendRows(drafts: PostDraft[], offset: number, bases: string[]): Promise<SentPosts> {
    await this.terms.insertNew(drafts);
    const authors = drafts.map((_, i) => this.authorOf(offset + i));
    await this.knowNicenames(authors);
    const categoryPaths = this.terms.categoryPaths(drafts);
    const rows = drafts.map((d, i) => this.postRow(d, offset + i, bases[i]!, authors[i]!, categoryPaths[i] ?? ''));
    // The next chunks' slugs are asked for first: their rows are built while this INSERT runs.
    this.slugs.askAnnounced();
    const inserted = this.posts.sendPosts(rows);
    inserted.catch(() => undefined);
    return { rows, inserted };
  }

  private async knowNicenames(authors: number[]): Promise<void> {
    const unknown = [...new Set(authors)].filter((id) => !this.run.nicenames.has(id));
    if (unknown.length === 0) return;
    for (const [id, name] of await new UserWriteRepository(this.trx).nicenames(unknown)) this.run.nicenames.set(id, name);
  }

  private postRow(d: PostDraft, index: number, base: string, author: number, categoryPath: string): NewPostRow {
    const { host, options, batch } = this.run;
    const postType = options.postType.name;
    // A new post's modified dates are its dates.
    const date = mysqlDateTime(d.dateUtcMs + siteOffsetMs(host, d.dateUtcMs));
    const dateGmt = FLOATING.has(d.status) ? ZERO_DATE : mysqlDateTime(d.dateUtcMs);
    const row = {
      post_author: author,
      post_date: date,
      post_date_gmt: dateGmt,
      post_content: d.content,
      post_title: d.title,
      post_excerpt: d.excerpt,
      post_status: d.status,
      comment_status: this.commentStatus,
      ping_status: this.pingStatus,
      post_password: '',
      post_name: base ? uniqueSlug(base, this.taken, this.bad) : '',
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
      categoryPath,
      authorNicename: this.run.nicenames.get(author) ?? '',
    };
    return {
      marker: `seedpress:${batch}:${index}`,
      row,
      guid: guidBeforeInsert(host, permalink) ?? ((id: number) => insertGuid(host, { ...permalink, id })),
    };
  }
}
