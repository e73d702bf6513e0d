import type { HostContext, TaxonomyInfo } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { SiteOptionRepository } from '../../db/repositories/site-option.repository.js';
import { TermWriteRepository } from '../../db/repositories/term.repository.js';
import { UserWriteRepository } from '../../db/repositories/user.repository.js';
import { CommentTargetRepository } from '../../db/repositories/comment-target.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ApiError, ErrorCode } from '../../errors.js';
import { generationFailed } from './generation-failure.js';
import { knownTerms } from './precounted-terms.js';
import { mergeRunResults, postRunResult, savedBy, type GenerationResult } from './post-run-result.js';
import { createDrafter, type DraftPlan, type PluginDrafting } from '../../generators/posts/drafter-factory.js';
import type { DrafterThread, ThreadedDrafts } from '../../generators/posts/drafter-thread.js';
import type { PostDraft } from '../../generators/posts/post-draft.js';
import type { ExistingTerm } from '../../generators/terms/term-planner.js';
import { mergeTouched, type Touched } from '../touched.js';
import type { RequestClaims } from '../token.service.js';
import { TIME_SAVED_OPTION, type TimeSavedService } from '../time-saved.service.js';
import type { DeletionService } from '../deletion/deletion.service.js';
import { LITE_MAX_POSTS, type GenerationOptions, type GenerationOptionsResolver } from './generation-options.js';
import { countedObjectTypes } from '../../core-parity/wordpress-rules.js';
import type { GeneratePostsRequest } from './generation-request.js';
import type { ImagePreparer } from './image-preparer.js';
import type { AvatarPreparer } from './avatar-preparer.js';
import { NO_MEDIA, type MediaPreparer, type PreparedMedia } from './media-preparer.js';
import { isGeneratedMediaType } from '../../generators/media/media-order.js';
import { NO_PORTRAITS, prepareVisitorPortraits, type VisitorPortraits } from './visitor-portraits.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import { COMMENT_RUN_DEFAULTS } from '../../generators/comments/comment-drafter.js';
import { allAtOnce, DRAFT_CHUNK, draftedInChunks } from './draft-source.js';
import { RunWriter } from './run-writer.js';
import { fieldsFor, type PluginField } from '../fields/field-catalog.js';
import type { FieldRunSource } from './field-run.js';
import { AUTHOR_POOL, type AuthorPoolSource } from './author-pool.js';
import { checkRun } from './run-checks.js';
import type { CapacityService } from '../capacity/capacity.service.js';
import { postLoad } from '../capacity/run-load.js';
import { internalTaxonomyReason } from '../internal-types.js';
import { counted } from '../counted.js';

/** Offsets of the images' and the media fields' seeds from the run's (any fixed numbers apart from 0). */
const IMAGE_STREAM = 0x5bd1e995;
const MEDIA_STREAM = 0x27d4eb2f;

export interface PreparedRun {
  host: HostContext;
  options: GenerationOptions;
  taxonomies: TaxonomyInfo[];
  existingTerms: Map<string, ExistingTerm[]>;
  fields: PluginField[];
  claims: RequestClaims;
  started: number;
}

/** A created post's event also names it, so a client can count posts without reading the message. */
export type ProgressEvent = { type: 'info' | 'warning'; message: string; post_id?: number; post_type?: string };
export type Progress = (event: ProgressEvent) => void;

/** Taxonomies a post of this type can be filled with: those with an admin UI, post formats aside. */
export function fillableTaxonomies(host: HostContext, postType: string): TaxonomyInfo[] {
  return (host.post_types[postType]?.taxonomies ?? [])
    .map((t) => host.taxonomies[t])
    .filter((t): t is TaxonomyInfo => t !== undefined && internalTaxonomyReason(t) === null);
}

export class PostGenerationService {
  private readonly db: Database;

  constructor(
    private readonly writes: SiteWrites,
    private readonly resolver: GenerationOptionsResolver,
    private readonly images: ImagePreparer,
    private readonly avatars: AvatarPreparer,
    private readonly media: MediaPreparer,
    private readonly timeSaved: TimeSavedService,
    private readonly deletion: DeletionService,
    private readonly fieldRuns: FieldRunSource,
    private readonly authors: AuthorPoolSource,
    private readonly capacity: CapacityService,
    private readonly drafterThread: DrafterThread | null,
  ) {
    this.db = writes.db;
  }

  /** Everything that can refuse the request, before anything is written or streamed. */
  async prepare(host: HostContext, body: GeneratePostsRequest, given: ReadonlySet<string>, claims: RequestClaims): Promise<PreparedRun> {
    const options = await this.resolver.resolve(host, body, given, claims.edition);
    const taxonomies = fillableTaxonomies(host, options.postType.name);
    const existingTerms = await this.existingTerms(taxonomies);
    const fields = fieldsFor(host, options.postType.name);
    await checkRun(this.db, host, options, existingTerms, fields);
    return { host, options, taxonomies, existingTerms, fields, claims, started: Date.now() };
  }

  /**
   * The runs a request asks for: one, or, for a variant when child_generate_behavior is
   * `parent_chain`, one per template of its chain, the root's first (the request's own settings
   * apply to each).
   */
  async prepareAll(host: HostContext, body: GeneratePostsRequest, given: ReadonlySet<string>, claims: RequestClaims): Promise<PreparedRun[]> {
    const run = await this.prepare(host, body, given, claims);
    const chain = run.options.template?.chain ?? [];
    if (chain.length < 2 || !(await this.resolver.followsChain())) return this.withinCapacity([run]);
    const runs: PreparedRun[] = [];
    // Only the first run deletes what earlier requests generated: the others would delete the chain's own posts.
    for (const [i, id] of chain.entries()) runs.push(await this.prepare(host, { ...body, template_id: id, ...(i > 0 ? { delete_existing_before_generate: false } : {}) }, given, claims));
    const total = runs.reduce((n, r) => n + r.options.request.count, 0);
    if (claims.edition === 'lite' && total > LITE_MAX_POSTS) {
      throw new ApiError(ErrorCode.InvalidCount, `The template chain would make ${total} posts; the limited edition makes at most ${LITE_MAX_POSTS} per request.`);
    }
    return this.withinCapacity(runs);
  }

  /** The request's runs, each held to the site's capacity (related posts a run makes for its fields are its own affair). */
  private async withinCapacity(runs: PreparedRun[]): Promise<PreparedRun[]> {
    for (const run of runs) await this.capacity.check(run.host, postLoad(run.options, run.fields), run.options.request.count);
    return runs;
  }

  /**
   * The runs one after the other, answered as one run. `signal` (the client of a stream went away)
   * stops the run still being written: its transaction rolls back and its stored files are removed.
   */
  async generateAll(runs: PreparedRun[], progress: Progress = () => {}, signal?: AbortSignal): Promise<{ result: GenerationResult; touched: Touched }> {
    if (runs.length === 1) return this.generate(runs[0]!, progress, undefined, signal);
    const done: Array<{ result: GenerationResult; touched: Touched; seconds: number }> = [];
    for (const run of runs) done.push(await this.generate(run, progress, undefined, signal));
    const touched: Touched = {};
    for (const d of done) mergeTouched(touched, d.touched);
    return { result: mergeRunResults(done), touched };
  }

  /** `relatedFor`: this run creates targets for another type's relational fields (and no targets of its own). */
  async generate(run: PreparedRun, progress: Progress = () => {}, relatedFor?: string, signal?: AbortSignal): Promise<{ result: GenerationResult; touched: Touched; seconds: number }> {
    // The stock refills once no run is going on.
    const release = this.authors.hold();
    // What earlier attempts committed (a deletion before the run, related posts) stays touched.
    const touched: Touched = { posts: [], terms: [], users: [], comments: [], options: [TIME_SAVED_OPTION] };
    try {
      // A run the database undid (deadlock with another writer of the site) starts again from its beginning.
      return await this.writes.retrying(
        () => this.generateHeld(run, touched, progress, relatedFor, signal),
        (failures) => progress({ type: 'warning', message: `The database undid the run (deadlock); starting it again (attempt ${failures + 1}).` }),
      );
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw error instanceof ApiError ? error : generationFailed(error);
    } finally {
      release();
    }
  }

  private async generateHeld(run: PreparedRun, touched: Touched, progress: Progress, relatedFor: string | undefined, signal: AbortSignal | undefined): Promise<{ result: GenerationResult; touched: Touched; seconds: number }> {
    const { host, options, taxonomies, started, fields } = run;
    let existingTerms = run.existingTerms;
    signal?.throwIfAborted();

    if (options.request.delete_existing_before_generate) {
      const deleted = await this.deletion.deletePosts(host, {
        post_type: options.postType.name,
        delete_scope: options.request.delete_scope,
        delete_related_media: options.request.delete_related_media,
        delete_related_terms: options.request.delete_related_terms,
        delete_related_authors: options.request.delete_related_authors,
        delete_related_comments: options.request.delete_related_comments,
        delete_related_cpts: false,
      });
      mergeTouched(touched, deleted.touched);
      progress({ type: 'info', message: `Deleted ${counted(deleted.deleted_count, 'previously generated post')}.` });
      // Terms of the old run may be gone now: plan only with the ones that are left.
      existingTerms = await this.existingTerms(taxonomies);
    }

    signal?.throwIfAborted();
    const related = relatedFor === undefined && fields.length > 0 ? await this.relatedPosts(run, progress) : { perType: {}, warnings: [] as string[] };
    for (const t of Object.values(related.perType)) mergeTouched(touched, t.touched);

    const nowMs = Date.now();
    const r = options.request;
    // Authors for a whole pool are drafted first; the run takes as many as the pool lacks when it
    // holds the site's write lock.
    const candidates = this.authors.candidates(host, options.locale, options.seed, nowMs);
    const capabilitiesKey = this.authors.capabilitiesKey;
    // Independent reads, asked for at once.
    const [core, fieldRun, existingAuthors, commenters] = await Promise.all([
      new SiteOptionRepository(this.db).coreWriteOptions(),
      this.fieldRuns.load(host, options.postType.name, fields, capabilitiesKey),
      new UserWriteRepository(this.db).generatedWithRole(capabilitiesKey, 'author'),
      r.auto_comments ? new CommentTargetRepository(this.db).users() : Promise.resolve([]),
      this.timeSaved.ensureStored(host),
    ]);
    const precounted = knownTerms(options, existingTerms, core.defaultCategory);
    mergeTouched(touched, { term_counts: precounted.map((t) => t.termId) });
    const plan: DraftPlan = { options, wpVersion: host.wp_version, nowMs, taxonomies, existingTerms, commentDepth: core.threadCommentsDepth, commenters, clock: { site: host.site } };
    const plugin: PluginDrafting | null = fieldRun && {
      fields,
      pools: fieldRun.run.pools,
      site: fieldRun.run.site,
      detected: fieldRun.detected,
      termTaxonomyIds: fieldRun.run.termTaxonomyIds,
      now: new Date(nowMs + host.site.gmt_offset * 3_600_000),
      newMedia: { siteMimeTypes: host.mime_types },
    };
    // New authors' password hashes are made on another core while the posts are planned (as many
    // as the pool lacked when asked; the run writes fewer if another run filled it meanwhile).
    const hashes = this.authors.hashes(AUTHOR_POOL - existingAuthors.length, host.wp_version);
    const planned = (): void => progress({ type: 'info', message: `Planned ${counted(r.count, 'post')}.` });
    const source = this.drafts(plan, plugin, r.count, planned);
    // Featured images and media fields' files are made for every draft before anything is
    // written; without them the posts are drafted while the database writes the ones before (see RunWriter).
    const withImages = r.set_featured_image && options.postType.supports.thumbnail === true;
    const withMedia = fieldRun !== null && [...fieldRun.detected.values()].some(isGeneratedMediaType);
    const upfront: PostDraft[] = [];
    if (withImages || withMedia) for (let chunk = await source.next(); chunk !== null; chunk = await source.next()) upfront.push(...chunk);
    // Images draw from a stream of their own: the drafts' may be on the drafting thread.
    const prepared = await this.images.prepare(host, options, upfront, (options.seed + IMAGE_STREAM) % 2 ** 32, (message, level) => progress({ type: level, message }));
    const portraits = await this.visitorPortraits(host, options, withImages ? upfront : [], progress);
    const media = withMedia ? await this.fieldMedia(host, options, upfront, progress) : NO_MEDIA;
    const passwordHashes = await hashes;
    let written;
    try {
      signal?.throwIfAborted();
      written = await new RunWriter(this.writes, signal).write(
        {
          host,
          options,
          core,
          images: prepared.images,
          portraits,
          media,
          fieldSite: fieldRun?.run.site ?? null,
          authors: { candidates, passwordHashes, capabilitiesKey },
          precounted: new Set(precounted.map((t) => t.termTaxonomyId)),
          historyMeta: {
            locale: options.locale,
            variation_profile: options.variation.enabled ? options.variation.profile : 'none',
            template_name: options.template?.name ?? null,
            seed: options.seed,
            ...(relatedFor !== undefined ? { related_for: relatedFor } : {}),
          },
          startedMs: started,
          nowMs,
        },
        withImages || withMedia ? allAtOnce(upfront) : () => source.next(),
        // The time saved is added in the run's transaction: with its rows, or not at all. A run
        // cancelled up to here rolls back whole.
        (trx, output) => {
          signal?.throwIfAborted();
          return this.timeSaved.add(host, savedBy(output), trx);
        },
        // The known terms' counts are made exact under the lock, before the run adds its posts to them.
        (connection) => new TermWriteRepository(connection).recount(precounted, countedObjectTypes(host)),
      );
    } catch (error) {
      await Promise.all([this.images.discard(prepared), this.avatars.discard(portraits.prepared), this.media.discard(media)]);
      throw error;
    }
    await Promise.all([this.images.kept(prepared), this.avatars.kept(portraits.prepared), this.media.kept(media)]);
    const warnings = await source.warnings();
    mergeTouched(touched, written.touched);
    written.drafts.forEach((d, i) => progress({ type: 'info', message: `Created ${options.postType.labels.singular_name ?? 'post'} #${written.postIds[i]}: ${d.title}`, post_id: written.postIds[i], post_type: options.postType.name }));

    return {
      touched,
      result: postRunResult(written, related.perType, [...related.warnings, ...warnings, ...prepared.warnings, ...portraits.prepared.warnings, ...media.warnings], options.seed),
      seconds: Object.values(savedBy(written)).reduce((a, b) => a + b, 0),
    };
  }

  /**
   * Targets of relational fields, created before the run while fewer published ones exist than
   * the relation's cardinality default (or `related_cpt_options[type].count`); flagged and in
   * history with `related_for`, so `delete_related_cpts` finds them.
   */
  private async relatedPosts(run: PreparedRun, progress: Progress): Promise<{ perType: Record<string, { count: number; touched: Touched }>; warnings: string[] }> {
    const { host, options, claims } = run;
    const needed = await this.fieldRuns.relatedNeeded(host, options.postType.name, options.request.related_cpt_options);
    const perType: Record<string, { count: number; touched: Touched }> = {};
    const warnings: string[] = [];
    let n = 0;
    for (const [type, missing] of needed) {
      if (!host.post_types[type]?.show_ui) continue;
      const count = Math.min(missing, claims.edition === 'lite' ? 10 : 500);
      const request: GeneratePostsRequest = {
        ...options.request,
        post_type: type,
        count,
        post_status: 'publish',
        delete_existing_before_generate: false,
        auto_comments: false,
        populate_custom_fields: true,
        field_config: undefined,
        taxonomy_config: undefined,
        template_id: undefined,
        related_cpt_options: undefined,
        seed: (options.seed + ++n) % 2 ** 32,
      };
      const nested = await this.generate(await this.prepare(host, request, new Set(['post_type', 'count']), claims), () => {}, options.postType.name);
      perType[type] = { count: nested.result.count, touched: nested.touched };
      warnings.push(...nested.result.warnings);
      const labels = host.post_types[type]!.labels;
      progress({ type: 'info', message: `Created ${counted(nested.result.count, `related ${labels.singular_name ?? type}`, `related ${labels.name ?? type}`)} for relational fields.` });
    }
    return { perType, warnings };
  }

  /**
   * Portraits of the comments' visitors, as a comment run gives them by default, when the run
   * downloads images: from the featured images' provider, with the drafts known before writing.
   */
  private async visitorPortraits(host: HostContext, options: GenerationOptions, drafts: PostDraft[], progress: Progress): Promise<VisitorPortraits> {
    const r = options.request;
    if (!r.auto_comments || !r.download_images || drafts.length === 0) return NO_PORTRAITS;
    const portraits = await prepareVisitorPortraits(this.avatars, host, drafts, {
      provider: r.image_provider as ImageProviderKey, percentage: COMMENT_RUN_DEFAULTS.avatarPercentage, locale: options.locale, seed: options.seed,
    });
    if (portraits.prepared.avatars.size > 0) progress({ type: 'info', message: `Stored ${counted(portraits.prepared.avatars.size, 'portrait')} of commenters.` });
    return portraits;
  }

  /** New files for the drafts' media fields (see MediaPreparer), from a stream of their own. */
  private async fieldMedia(host: HostContext, options: GenerationOptions, drafts: PostDraft[], progress: Progress): Promise<PreparedMedia> {
    const media = await this.media.prepare(host, options, drafts, (options.seed + MEDIA_STREAM) % 2 ** 32);
    if (media.files.length > 0) progress({ type: 'info', message: `Stored ${counted(media.files.length, 'new file')} for media fields.` });
    return media;
  }

  /** On the drafting thread, or here when the run has plugin fields (their reference pools live here) or there is no thread. */
  private drafts(plan: DraftPlan, plugin: PluginDrafting | null, count: number, planned: () => void): ThreadedDrafts {
    if (this.drafterThread && !plugin) return this.drafterThread.draft(plan, count, DRAFT_CHUNK, planned);
    const drafter = createDrafter(plan, plugin);
    return { next: draftedInChunks(() => drafter.draft(), count, planned), warnings: async () => drafter.warningsSoFar() };
  }

  private async existingTerms(taxonomies: TaxonomyInfo[]): Promise<Map<string, ExistingTerm[]>> {
    const stored = await new TermWriteRepository(this.db).inTaxonomies(taxonomies.map((t) => t.name));
    const map = new Map<string, ExistingTerm[]>();
    for (const t of stored) (map.get(t.taxonomy) ?? map.set(t.taxonomy, []).get(t.taxonomy)!).push({ termId: t.termId, termTaxonomyId: t.termTaxonomyId, name: t.name });
    return map;
  }


}
