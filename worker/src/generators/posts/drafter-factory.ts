import type { HostContext, TaxonomyInfo } from '../../contract/host-context.js';
import type { PluginField } from '../../services/fields/field-catalog.js';
import type { GenerationOptions } from '../../services/generation/generation-options.js';
import { COMMENT_RUN_DEFAULTS, CommentDrafter, type RegisteredCommenter } from '../comments/comment-drafter.js';
import { FieldFiller } from '../fields/field-filler.js';
import type { StorageContext } from '../fields/field-value.js';
import type { ReferencePools } from '../fields/reference-pools.js';
import { storageFor } from '../fields/storage/storage-registry.js';
import { MediaOrders } from '../media/media-order.js';
import { TermPlanner, type ExistingTerm } from '../terms/term-planner.js';
import { createFaker } from '../text/faker-factory.js';
import { createTextGenerator } from '../text/text-generator.js';
import { PostDrafter } from './post-drafter.js';

/** Offsets of the term planner's and the comments' seeds from the run's (any fixed numbers apart from 0). */
const TERM_STREAM = 0x9e3779b9;
const COMMENT_STREAM = 0x85ebca6b;

/**
 * Everything a run's drafts depend on, as plain data (it crosses to the drafting thread by
 * structured clone): the same plan gives the same drafts on any thread.
 */
export interface DraftPlan {
  options: GenerationOptions;
  wpVersion: string;
  nowMs: number;
  taxonomies: TaxonomyInfo[];
  existingTerms: ReadonlyMap<string, ExistingTerm[]>;
  /** The site's thread_comments_depth. */
  commentDepth: number;
  /** Users of the site who may write the comments (auto_comments). */
  commenters: readonly RegisteredCommenter[];
  /** The site's timezone settings, for dates given in site time. */
  clock: Pick<HostContext, 'site'>;
}

/** What plugin fields need: the site's reference pools and lookups, which stay on the request's thread. */
export interface PluginDrafting {
  fields: PluginField[];
  pools: ReferencePools;
  site: StorageContext;
  /** Semantic type by field key. */
  detected: ReadonlyMap<string, string>;
  termTaxonomyIds: ReadonlyMap<number, number>;
  /** The site's local time, for date fields. */
  now: Date;
  /** Media fields get new attachments of their kind (else library images); the site's allowed types. */
  newMedia?: { siteMimeTypes: Record<string, string> };
}

export function createDrafter(plan: DraftPlan, plugin: PluginDrafting | null = null): PostDrafter {
  const { options, nowMs } = plan;
  const faker = createFaker(options.locale, options.seed);
  const text = createTextGenerator(faker, options.locale, options.textSource);
  const optional = { fill: (): boolean => true };
  const mediaOrders = plugin?.newMedia ? new MediaOrders() : undefined;
  const drafter: PostDrafter = new PostDrafter({
    plugin: plugin && {
      fields: plugin.fields,
      termTaxonomyIds: plugin.termTaxonomyIds,
      mediaOrders,
      filler: new FieldFiller({
        faker,
        text,
        now: plugin.now,
        storageFor,
        detected: plugin.detected,
        pools: plugin.pools,
        site: plugin.site,
        fillOptional: () => optional.fill(),
        ...(mediaOrders && plugin.newMedia ? { media: { orders: mediaOrders, siteMimeTypes: plugin.newMedia.siteMimeTypes } } : {}),
      }),
    },
    faker,
    text,
    options,
    wpVersion: plan.wpVersion,
    nowMs,
    clock: plan.clock,
    terms: termPlanner(plan),
    comments: commentDrafter(plan),
  });
  optional.fill = () => drafter.fillOptional();
  return drafter;
}

/**
 * Comments have a stream of their own too: who writes them depends on the site's users, and the
 * posts' text must not.
 */
function commentDrafter(plan: DraftPlan): CommentDrafter {
  const { options, nowMs } = plan;
  const r = options.request;
  const faker = createFaker(options.locale, (options.seed + COMMENT_STREAM) % 2 ** 32);
  return new CommentDrafter(faker, createTextGenerator(faker, options.locale, options.textSource), {
    min: r.comments_per_post_min,
    max: r.comments_per_post_max,
    threading: r.enable_comment_threading,
    replyProbability: r.comment_reply_probability,
    maxDepth: plan.commentDepth,
    // The realism of a comment run's defaults: some held for moderation, some by the site's users.
    pendingPercentage: COMMENT_RUN_DEFAULTS.pendingPercentage,
    anonymousPercentage: COMMENT_RUN_DEFAULTS.anonymousPercentage,
    registered: plan.commenters,
    nowMs,
  });
}

/**
 * Term planning draws as many numbers as the site's term pools ask for (a run that finds no
 * tags makes new ones), so it gets a stream of its own: the posts' text then depends on the
 * seed and the request only, not on the terms an earlier run left.
 */
function termPlanner(plan: DraftPlan): TermPlanner {
  const { options } = plan;
  const faker = createFaker(options.locale, (options.seed + TERM_STREAM) % 2 ** 32);
  const text = createTextGenerator(faker, options.locale, options.textSource);
  return new TermPlanner(faker, text, plan.taxonomies, options.taxonomyConfig, options.request.auto_taxonomies, plan.existingTerms);
}
