import type { Faker } from '@faker-js/faker';
import type { HostContext } from '../../contract/host-context.js';
import { utcFromSiteTime } from '../../core-parity/site-clock.js';
import type { GenerationOptions } from '../../services/generation/generation-options.js';
import type { FieldSetting } from '../../services/generation/generation-request.js';
import { Chooser } from '../choice.js';
import type { CommentDrafter } from '../comments/comment-drafter.js';
import { blockContent, plainContent } from '../content/block-content.js';
import type { FieldFiller } from '../fields/field-filler.js';
import type { DeferredField, MediaOrders } from '../media/media-order.js';
import { plainMetaValue, storedChoice } from '../fields/plain-meta.js';
import type { PluginField } from '../../services/fields/field-catalog.js';
import type { TermPlanner } from '../terms/term-planner.js';
import type { TextGenerator } from '../text/text-generator.js';
import type { ConcreteStatus, PostDraft } from './post-draft.js';
import { Variation } from './variation.js';

const DAY_MS = 86_400_000;
const CONCRETE_STATUSES: readonly ConcreteStatus[] = ['publish', 'draft', 'pending', 'private', 'future'];
/** `random` status: mostly published, like a real site. */
const RANDOM_STATUS_WEIGHTS: ReadonlyArray<{ weight: number; value: ConcreteStatus }> = [
  { weight: 6, value: 'publish' },
  { weight: 1, value: 'draft' },
  { weight: 1, value: 'pending' },
  { weight: 1, value: 'private' },
  { weight: 1, value: 'future' },
];

export interface DraftContext {
  faker: Faker;
  text: TextGenerator;
  options: GenerationOptions;
  wpVersion: string;
  nowMs: number;
  /** The site's timezone settings: chosen dates are site time, as post_date is. */
  clock: Pick<HostContext, 'site'>;
  terms: TermPlanner;
  comments: CommentDrafter;
  /** Fields the active field plugins define for this post type, and how to fill them. */
  plugin: { fields: readonly PluginField[]; filler: FieldFiller; termTaxonomyIds: ReadonlyMap<number, number>; mediaOrders?: MediaOrders } | null;
}

/** Plans every post of a run in memory; deterministic for a seed. */
export class PostDrafter {
  private readonly variation: Variation;
  private readonly choosers = new Map<string, Chooser<unknown>>();
  private readonly warnings = new Set<string>();

  constructor(private readonly c: DraftContext) {
    this.variation = new Variation(c.faker, c.options.variation.enabled, c.options.variation.profile);
  }

  warningsSoFar(): string[] {
    return [...this.warnings];
  }

  /** The next post of the run. */
  draft(): PostDraft {
    this.variation.nextPost();
    const core = this.c.options.fieldConfig.core_fields ?? {};
    const status = this.status(core.post_status);
    const dateUtcMs = this.date(status, core.post_date);
    const supports = this.c.options.postType.supports;
    const wantsComments = this.c.options.request.auto_comments && (status === 'publish' || status === 'private');
    return {
      title: this.title(core.post_title),
      content: supports.editor === false ? '' : this.content(core.post_content),
      excerpt: this.excerpt(core.post_excerpt),
      status,
      dateUtcMs,
      authorId: this.author(core.post_author),
      ...this.customFields(this.c.terms.picksForNextPost()),
      comments: wantsComments ? this.c.comments.draftFor(dateUtcMs) : [],
      wantsImage: this.c.options.request.set_featured_image && supports.thumbnail === true && this.variation.fillOptional(),
    };
  }

  /** The variation profile's decision for one optional part of the current post (plugin sub-fields ask it too). */
  fillOptional(): boolean {
    return this.variation.fillOptional();
  }

  private chosen(key: string, setting: FieldSetting): unknown {
    let chooser = this.choosers.get(key);
    if (!chooser) {
      chooser = new Chooser(this.c.faker, setting.choose?.values ?? [], setting.choose?.selection_mode ?? 'random');
      this.choosers.set(key, chooser);
    }
    return chooser.one();
  }

  private title(setting: FieldSetting | undefined): string {
    // The title is required: `none` falls back to generation (spec, mode rules).
    if (setting?.mode === 'choose') return storedChoice(this.chosen('core:post_title', setting));
    const o = setting?.mode === 'create' ? (setting.create ?? {}) : {};
    if (o.method === 'words') return capitalise(this.c.text.words(o.word_count_min ?? 3, o.word_count_max ?? 8));
    if (o.method === 'sentence') return this.c.text.sentence();
    return this.c.text.title();
  }

  private content(setting: FieldSetting | undefined): string {
    if (setting?.mode === 'none') return '';
    if (setting?.mode === 'choose') return storedChoice(this.chosen('core:post_content', setting));
    const o = setting?.create ?? {};
    if (o.method === 'words') return this.c.text.words(o.word_count_min ?? 20, o.word_count_max ?? 60);
    if (o.method === 'sentence') return this.c.text.sentence();
    const shape = {
      paragraphsMin: o.paragraph_count_min ?? 3,
      paragraphsMax: o.paragraph_count_max ?? 6,
      includeHtml: o.include_html ?? true,
      html: o.html_options ?? {},
      wpVersion: this.c.wpVersion,
    };
    return shape.includeHtml ? blockContent(this.c.text, this.c.faker, shape) : plainContent(this.c.text, shape);
  }

  private excerpt(setting: FieldSetting | undefined): string {
    if (setting?.mode === 'none') return '';
    if (setting?.mode === 'choose') return storedChoice(this.chosen('core:post_excerpt', setting));
    if (setting?.mode === 'create') {
      const o = setting.create ?? {};
      return o.method === 'words' ? this.c.text.words(o.word_count_min ?? 10, o.word_count_max ?? 30) : this.c.text.excerpt();
    }
    return this.c.options.postType.supports.excerpt && this.variation.fillOptional() ? this.c.text.excerpt() : '';
  }

  private status(setting: FieldSetting | undefined): ConcreteStatus {
    if (setting?.mode === 'choose') return this.chosen('core:post_status', setting) as ConcreteStatus;
    const requested = this.c.options.request.post_status;
    if (requested !== 'random') return requested;
    return this.c.faker.helpers.weightedArrayElement(RANDOM_STATUS_WEIGHTS.map((w) => ({ ...w })));
  }

  /** Past dates within a year; `future` posts between an hour and 90 days ahead, as scheduling needs. */
  private date(status: ConcreteStatus, setting: FieldSetting | undefined): number {
    // A chosen date is post_date, in site time; wp_insert_post() derives post_date_gmt from it.
    if (setting?.mode === 'choose') return utcFromSiteTime(this.c.clock, Date.parse(`${String(this.chosen('core:post_date', setting)).replace(' ', 'T')}Z`));
    const now = this.c.nowMs;
    if (status === 'future') return now + this.c.faker.number.int({ min: 3_600_000, max: 90 * DAY_MS });
    return now - this.c.faker.number.int({ min: 60_000, max: 365 * DAY_MS });
  }

  private author(setting: FieldSetting | undefined): number | null {
    return setting?.mode === 'choose' ? Number(this.chosen('core:post_author', setting)) : null;
  }

  /** Plugin fields first (in their plugin's storage format), then plain meta for the other configured keys. */
  private customFields(terms: PostDraft['terms']): Pick<PostDraft, 'meta' | 'terms' | 'customFields' | 'podsRelations' | 'media'> {
    const config = this.c.options.fieldConfig.custom_fields ?? {};
    const meta: Array<[string, string]> = [];
    const podsRelations: PostDraft['podsRelations'] = [];
    const deferred: DeferredField[] = [];
    let filled = 0;
    const handled = new Set<string>();
    const fieldTerms: PostDraft['terms'] = {};
    for (const { plugin, def } of this.c.plugin?.fields ?? []) {
      handled.add(def.name);
      const setting = config[def.name];
      // Required fields are filled whatever the mode or profile (spec, mode rules).
      if (!def.required) {
        if (setting ? setting.mode === 'none' : !this.c.options.request.populate_custom_fields) continue;
        if (!this.variation.fillOptional()) continue;
      }
      const chosen = setting?.mode === 'choose' ? this.chosen(`custom:${def.name}`, setting) : undefined;
      const result = this.c.plugin!.filler.fill(plugin, def, setting, chosen);
      if (!result) continue;
      for (const warning of result.warnings ?? []) this.warnings.add(warning);
      if (result.empty) continue;
      if (result.deferred) {
        deferred.push({
          plugin, def, value: result.deferred,
          meta: { start: meta.length, count: result.stored.meta.length },
          pods: { start: podsRelations.length, count: result.stored.podsRelations?.length ?? 0 },
        });
      }
      meta.push(...result.stored.meta);
      podsRelations.push(...(result.stored.podsRelations ?? []));
      for (const { taxonomy, termId } of result.stored.terms) {
        const termTaxonomyId = this.c.plugin!.termTaxonomyIds.get(termId);
        if (termTaxonomyId !== undefined) (fieldTerms[taxonomy] ??= []).push({ kind: 'existing', termTaxonomyId });
      }
      filled++;
    }
    for (const [key, setting] of Object.entries(config)) {
      if (handled.has(key) || setting.mode === 'none' || !this.variation.fillOptional()) continue;
      filled++;
      if (setting.mode === 'choose') {
        meta.push([key, storedChoice(this.chosen(`custom:${key}`, setting))]);
        continue;
      }
      const value = plainMetaValue(setting.field_type ?? 'text', this.c.faker, this.c.text, setting.create ?? {}, new Date(this.c.nowMs));
      if (value.warning) this.warnings.add(`${key}: ${value.warning}`);
      meta.push([key, value.value]);
    }
    // A field that sets the post's terms of a taxonomy replaces them, as its plugin's save does after the taxonomy box's
    // (wp_set_object_terms() without append): the post then holds the terms its field shows.
    const orders = this.c.plugin?.mediaOrders?.take() ?? [];
    return { meta, terms: { ...terms, ...fieldTerms }, customFields: filled, podsRelations, ...(orders.length > 0 ? { media: { orders, fields: deferred } } : {}) };
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { CONCRETE_STATUSES };
