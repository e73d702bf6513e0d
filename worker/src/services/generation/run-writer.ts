import { randomUUID } from 'node:crypto';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { CommentRepository, type NewCommentRow } from '../../db/repositories/comment.repository.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import { PodsRelationRepository } from '../../db/repositories/pods-relation.repository.js';
import { PostWriteRepository, type NewPostRow } from '../../db/repositories/post.repository.js';
import type { CoreWriteOptions } from '../../db/repositories/site-option.repository.js';
import { TermWriteRepository, type StoredTerm } from '../../db/repositories/term.repository.js';
import { UserWriteRepository, type NewUserWithMeta } from '../../db/repositories/user.repository.js';
import type { NewHistoryRow } from '../../db/schema.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import { sanitizeTitle } from '../../generators/text/sanitize-title.js';
import type { Touched } from '../../routes/route-handler.js';
import { GENERATED_FLAG, TEMPLATE_META } from '../post-meta.service.js';
import { mysqlDateTime, siteOffsetMs } from '../site-clock.js';
import type { GenerationOptions } from './generation-options.js';
import type { PreparedImage } from './image-preparer.js';
import { insertGuid } from './permalink.js';
import { updateCron, withFutureEvents } from './future-cron.js';
import { OptionRepository } from '../../db/repositories/option.repository.js';
import { badSlugRule, defaultCommentStatus, uniqueSlug } from './wordpress-rules.js';

/** Statuses wp_insert_post() gives no slug and no GMT date (they float until published). */
const FLOATING = new Set(['draft', 'pending', 'auto-draft']);
const ZERO_DATE = '0000-00-00 00:00:00';
const termKey = (taxonomy: string, name: string): string => `${taxonomy}\u0000${name.toLowerCase()}`;

export interface RunInput {
  host: HostContext;
  options: GenerationOptions;
  core: CoreWriteOptions;
  drafts: PostDraft[];
  /** Featured image per draft index (downloaded and stored, or an existing attachment id). */
  images: Map<number, PreparedImage>;
  existingAuthorIds: number[];
  /** Authors to create for the pool, inside the run's transaction. */
  newAuthors: NewUserWithMeta[];
  /** History meta shared by every item of the run. */
  historyMeta: Record<string, unknown>;
  nowMs: number;
}

export interface RunOutput {
  postIds: number[];
  /** Authors created by this run. */
  authorIds: number[];
  newTerms: StoredTerm[];
  commentIds: number[];
  attachmentIds: number[];
  touched: Touched;
}

/** Writes one planned run inside a transaction: every row of every post, or none. */
export class RunWriter {
  constructor(private readonly db: Database) {}

  async write(input: RunInput): Promise<RunOutput> {
    return this.db.transaction().execute(async (trx) => {
      const posts = new PostWriteRepository(trx);
      const terms = new TermWriteRepository(trx);
      const batch = randomUUID();
      const { host, options, drafts, nowMs } = input;
      const created = mysqlDateTime(nowMs);
      const local = (ms: number): string => mysqlDateTime(ms + siteOffsetMs(host, ms));
      const postType = options.postType.name;

      // Authors and terms first: posts point at them.
      const authorIds = await new UserWriteRepository(trx).insert(input.newAuthors);
      const pool = [...input.existingAuthorIds, ...authorIds];
      const { inserted: newTerms, ttByName } = await this.insertNewTerms(terms, drafts, input);

      // Posts.
      // sanitize_title() follows the site's locale (remove_accents), not the content's.
      const bases = drafts.map((d) => (FLOATING.has(d.status) ? '' : sanitizeTitle(d.title, host.site.locale)));
      const taken = await posts.slugsLike(options.postType.hierarchical ? [postType, 'attachment'] : [postType], [...new Set(bases.filter(Boolean))]);
      const bad = badSlugRule(postType, options.postType.hierarchical, host.permalinks?.structure ?? '');
      const commentStatus = defaultCommentStatus(host, postType, 'comment', input.core.defaultCommentStatus);
      const pingStatus = defaultCommentStatus(host, postType, 'ping', input.core.defaultPingStatus);
      const authorOf = drafts.map((d, i) => d.authorId ?? pool[i % pool.length]!);
      const nicenames = await new UserWriteRepository(trx).nicenames([...new Set(authorOf)]);
      // Only posts have categories in their permalinks and a default category.
      const categories = postType === 'post' ? await terms.inTaxonomies(['category']) : [];
      const defaultCategory = categories.find((t) => t.termId === input.core.defaultCategory);
      const categoryPath = this.categoryPaths(categories, drafts, ttByName, defaultCategory);
      const rows: NewPostRow[] = drafts.map((d, i) => ({
        marker: `seedpress:${batch}:${i}`,
        row: {
          post_author: authorOf[i]!,
          post_date: local(d.dateUtcMs),
          post_date_gmt: FLOATING.has(d.status) ? ZERO_DATE : mysqlDateTime(d.dateUtcMs),
          post_content: d.content,
          post_title: d.title,
          post_excerpt: d.excerpt,
          post_status: d.status,
          comment_status: commentStatus,
          ping_status: pingStatus,
          post_password: '',
          post_name: bases[i] ? uniqueSlug(bases[i]!, taken, bad) : '',
          to_ping: '',
          pinged: '',
          post_modified: local(d.dateUtcMs),
          post_modified_gmt: FLOATING.has(d.status) ? ZERO_DATE : mysqlDateTime(d.dateUtcMs),
          post_content_filtered: '',
          post_parent: 0,
          menu_order: 0,
          post_type: postType,
          post_mime_type: '',
          // Every drafted comment is approved: the count wp_update_comment_count_now() makes.
          comment_count: d.comments.length,
        },
      }));
      const postIds = await posts.insertPosts(rows, (id, i) => {
        const row = rows[i]!;
        return insertGuid(host, {
          id,
          postType,
          status: row.row.post_status,
          slug: row.row.post_name,
          dateLocal: row.row.post_date,
          categoryPath: categoryPath[i] ?? '',
          authorNicename: nicenames.get(authorOf[i]!) ?? '',
        });
      });

      const scheduled = rows.map((r, i) => ({ id: postIds[i]!, status: r.row.post_status, gmt: r.row.post_date_gmt })).filter((p) => p.status === 'future');
      if (scheduled.length > 0) {
        await updateCron(new OptionRepository(trx), (cron) => withFutureEvents(cron, scheduled.map((p) => ({ id: p.id, timestamp: Date.parse(`${p.gmt.replace(' ', 'T')}Z`) / 1000 }))));
      }

      // Featured images: attachments are children of their post.
      const thumbnailFor = await this.insertAttachments(posts, input, postIds, pool, batch, local, created);
      const attachmentIds = [...input.images].filter(([, image]) => image.kind === 'stored').map(([index]) => thumbnailFor.get(index)!);

      // Post meta.
      const meta: Array<{ post_id: number; meta_key: string; meta_value: string }> = [];
      drafts.forEach((d, i) => {
        const post_id = postIds[i]!;
        meta.push({ post_id, meta_key: GENERATED_FLAG, meta_value: '1' });
        if (options.template) meta.push({ post_id, meta_key: TEMPLATE_META, meta_value: String(options.template.id) });
        const thumbnail = thumbnailFor.get(i);
        if (thumbnail !== undefined) meta.push({ post_id, meta_key: '_thumbnail_id', meta_value: String(thumbnail) });
        for (const [meta_key, meta_value] of d.meta) meta.push({ post_id, meta_key, meta_value });
      });
      await posts.insertMeta(meta);
      // Pods' relationship rows: no bidirectional sister fields are synced, so related_pod/field stay 0.
      await new PodsRelationRepository(trx).insert(drafts.flatMap((d, i) => d.podsRelations.map((r) => ({
        pod_id: r.podId, field_id: r.fieldId, item_id: postIds[i]!, related_pod_id: 0, related_field_id: 0, related_item_id: r.relatedItemId, weight: r.weight,
      }))));

      // Term relationships, with the default category for posts that got none (wp_insert_post does the same).
      const relations: Array<{ object_id: number; term_taxonomy_id: number }> = [];
      drafts.forEach((d, i) => {
        const ids = new Set<number>();
        for (const [taxonomy, picks] of Object.entries(d.terms)) {
          for (const p of picks) ids.add(p.kind === 'existing' ? p.termTaxonomyId : ttByName.get(termKey(taxonomy, p.name))!);
        }
        if (defaultCategory && !d.terms.category?.length) ids.add(defaultCategory.termTaxonomyId);
        for (const term_taxonomy_id of ids) relations.push({ object_id: postIds[i]!, term_taxonomy_id });
      });
      await terms.relate(relations);
      const relatedTerms = await terms.byTermTaxonomyIds([...new Set(relations.map((r) => r.term_taxonomy_id))]);
      await terms.recount(relatedTerms, (taxonomy) => host.taxonomies[taxonomy]?.object_type ?? []);

      // Comments, level by level so replies know their parent's id.
      const commentIds = await this.insertComments(trx, drafts, postIds, batch, local);

      // History: one row per created item.
      const history = new HistoryRepository(trx);
      const historyRows: NewHistoryRow[] = [
        ...postIds.map((id, i) => this.history('post', id, postType, created, batch, {
          ...input.historyMeta,
          has_featured_image: thumbnailFor.has(i),
          custom_fields_populated: drafts[i]!.customFields,
          taxonomies_assigned: Object.entries(drafts[i]!.terms).filter(([, p]) => p.length > 0).map(([t]) => t),
        })),
        ...authorIds.map((id) => this.history('user', id, 'author', created, batch, input.historyMeta)),
        ...newTerms.map((t) => this.history('term', t.termId, t.taxonomy, created, batch, input.historyMeta)),
        ...commentIds.map((id) => this.history('comment', id, postType, created, batch, input.historyMeta)),
        ...attachmentIds.map((id) => this.history('media', id, 'attachment', created, batch, input.historyMeta)),
      ];
      await history.insert(historyRows);

      return {
        postIds,
        authorIds,
        newTerms,
        commentIds,
        attachmentIds,
        touched: { ...(scheduled.length > 0 ? { options: ['cron'] } : {}), posts: [...postIds, ...attachmentIds], users: authorIds, terms: [...new Set([...newTerms.map((t) => t.termId), ...relatedTerms.map((t) => t.termId)])], comments: commentIds },
      };
    });
  }

  private history(type: string, id: number, subtype: string, created: string, batch: string, meta: Record<string, unknown>): NewHistoryRow {
    return { content_type: type, content_id: id, content_subtype: subtype, meta: JSON.stringify(meta), batch_id: batch, created_at: created, deleted_at: null };
  }

  /** %category% of each post: its lowest-id category with the parents' slugs before it, as get_permalink() builds it. */
  private categoryPaths(categories: StoredTerm[], drafts: PostDraft[], ttByName: Map<string, number>, defaultCategory: StoredTerm | undefined): string[] {
    const byTt = new Map(categories.map((t) => [t.termTaxonomyId, t]));
    const byId = new Map(categories.map((t) => [t.termId, t]));
    const path = (t: StoredTerm | undefined): string => {
      const parts: string[] = [];
      for (let cur = t, depth = 0; cur && depth < 20; cur = byId.get(cur.parent), depth++) parts.unshift(cur.slug);
      return parts.join('/');
    };
    return drafts.map((d) => {
      const picked = (d.terms.category ?? [])
        .map((p) => byTt.get(p.kind === 'existing' ? p.termTaxonomyId : ttByName.get(termKey('category', p.name)) ?? 0))
        .filter((t): t is StoredTerm => t !== undefined)
        .sort((a, b) => a.termId - b.termId);
      return path(picked[0] ?? defaultCategory);
    });
  }

  /** New term names of the run, per taxonomy; a name the taxonomy already has is that term (wp_insert_term refuses duplicates). */
  private async insertNewTerms(terms: TermWriteRepository, drafts: PostDraft[], input: RunInput): Promise<{ inserted: StoredTerm[]; ttByName: Map<string, number> }> {
    const wanted = new Map<string, Map<string, string>>();
    for (const d of drafts) {
      for (const [taxonomy, picks] of Object.entries(d.terms)) {
        const names = wanted.get(taxonomy) ?? new Map<string, string>();
        wanted.set(taxonomy, names);
        for (const p of picks) if (p.kind === 'new') names.set(p.name.toLowerCase(), p.name);
      }
    }
    const inserted: StoredTerm[] = [];
    const ttByName = new Map<string, number>();
    for (const [taxonomy, names] of wanted) {
      const existing = await terms.inTaxonomies([taxonomy]);
      const taken = new Set(existing.map((t) => t.slug));
      for (const t of existing) ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
      const fresh = [...names.values()]
        .filter((name) => !ttByName.has(termKey(taxonomy, name)))
        .map((name) => ({ name, slug: uniqueSlug(sanitizeTitle(name, input.host.site.locale) || 'term', taken) }));
      const stored = await terms.insert(taxonomy, fresh);
      await terms.insertMeta(stored.map((t) => ({ term_id: t.termId, meta_key: GENERATED_FLAG, meta_value: '1' })));
      for (const t of stored) ttByName.set(termKey(taxonomy, t.name), t.termTaxonomyId);
      inserted.push(...stored);
    }
    return { inserted, ttByName };
  }

  /** Returns the featured image id per draft index: new attachments for stored images, library ids for reused ones. */
  private async insertAttachments(posts: PostWriteRepository, input: RunInput, postIds: number[], pool: number[], batch: string, local: (ms: number) => string, created: string): Promise<Map<number, number>> {
    const thumbnails = new Map<number, number>();
    for (const [index, image] of input.images) if (image.kind === 'existing') thumbnails.set(index, image.attachmentId);
    const stored = [...input.images.entries()].filter(([, image]) => image.kind === 'stored');
    if (stored.length === 0) return thumbnails;
    const taken = await posts.slugsLike(['attachment', ...Object.keys(input.host.post_types)], [...new Set(stored.map(([, image]) => (image.kind === 'stored' ? image.slug : '')))]);
    const rows: NewPostRow[] = stored.map(([index, image], n) => {
      if (image.kind !== 'stored') throw new Error('unreachable');
      return {
        marker: `seedpress:${batch}:a${n}`,
        row: {
          post_author: input.drafts[index]!.authorId ?? pool[index % pool.length]!,
          post_date: local(input.nowMs),
          post_date_gmt: created,
          post_content: '',
          post_title: image.title,
          post_excerpt: '',
          post_status: 'inherit',
          comment_status: defaultCommentStatus(input.host, 'attachment', 'comment', input.core.defaultCommentStatus),
          ping_status: defaultCommentStatus(input.host, 'attachment', 'ping', input.core.defaultPingStatus),
          post_password: '',
          post_name: uniqueSlug(image.slug, taken),
          to_ping: '',
          pinged: '',
          post_modified: local(input.nowMs),
          post_modified_gmt: created,
          post_content_filtered: '',
          post_parent: postIds[index]!,
          menu_order: 0,
          post_type: 'attachment',
          post_mime_type: image.stored.mime,
          comment_count: 0,
        },
      };
    });
    const urls = stored.map(([, image]) => (image.kind === 'stored' ? image.stored.url : ''));
    const ids = await posts.insertPosts(rows, (_id, i) => urls[i]!);
    const meta = stored.flatMap(([, image], n) => {
      if (image.kind !== 'stored') return [];
      const post_id = ids[n]!;
      return [
        { post_id, meta_key: '_wp_attached_file', meta_value: image.stored.file },
        { post_id, meta_key: '_wp_attachment_metadata', meta_value: image.serializedMetadata },
        { post_id, meta_key: '_wp_attachment_image_alt', meta_value: image.alt },
        { post_id, meta_key: GENERATED_FLAG, meta_value: '1' },
      ];
    });
    await posts.insertMeta(meta);
    stored.forEach(([index], n) => thumbnails.set(index, ids[n]!));
    return thumbnails;
  }

  private async insertComments(trx: Database, drafts: PostDraft[], postIds: number[], batch: string, local: (ms: number) => string): Promise<number[]> {
    const comments = new CommentRepository(trx);
    const idOf = new Map<string, number>();
    const all: number[] = [];
    let level = drafts.flatMap((d, p) => d.comments.map((c, i) => ({ p, i, c })).filter((x) => x.c.parent === null));
    const depthOf = (p: number, i: number): number => {
      let depth = 0;
      for (let cur = drafts[p]!.comments[i]!; cur.parent !== null; cur = drafts[p]!.comments[cur.parent]!) depth++;
      return depth;
    };
    for (let depth = 0; level.length > 0; depth++) {
      const rows: NewCommentRow[] = level.map(({ p, i, c }) => ({
        marker: `seedpress:${batch}:${p}:${i}`,
        agent: c.agent,
        row: {
          comment_post_ID: postIds[p]!,
          comment_author: c.author,
          comment_author_email: c.email,
          comment_author_url: c.url,
          comment_author_IP: c.ip,
          comment_date: local(c.dateUtcMs),
          comment_date_gmt: mysqlDateTime(c.dateUtcMs),
          comment_content: c.content,
          comment_karma: 0,
          comment_approved: '1',
          comment_type: 'comment',
          comment_parent: c.parent === null ? 0 : idOf.get(`${p}:${c.parent}`)!,
          user_id: 0,
        },
      }));
      const ids = await comments.insert(rows);
      level.forEach(({ p, i }, n) => idOf.set(`${p}:${i}`, ids[n]!));
      all.push(...ids);
      level = drafts.flatMap((d, p) => d.comments.map((c, i) => ({ p, i, c })).filter((x) => x.c.parent !== null && depthOf(x.p, x.i) === depth + 1));
    }
    await comments.insertMeta(all.map((comment_id) => ({ comment_id, meta_key: GENERATED_FLAG, meta_value: '1' })));
    return all;
  }
}
