import { randomInt } from 'node:crypto';
import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import type { TemplateRow } from '../../db/schema.js';
import type { TemplateService } from '../templates/template.service.js';
import { ApiError, ErrorCode } from '../../errors.js';
import { loadLocale } from '../../generators/text/faker-factory.js';
import type { TextSource } from '../../generators/text/text-generator.js';
import { resolveLocale } from '../language.catalog.js';
import { checkLitePostType } from './lite-limits.js';
import { requireGeneratablePostType } from '../post-type.service.js';
import type { SettingsService } from '../settings.service.js';
import type { FieldConfig, GeneratePostsRequest, TaxonomyConfig } from './generation-request.js';

export type VariationProfile = 'random' | 'minimal' | 'partial';

export interface GenerationOptions {
  /** The request with template settings filled in where the client sent nothing. */
  request: GeneratePostsRequest;
  postType: PostTypeInfo;
  locale: string;
  textSource: TextSource;
  seed: number;
  variation: { enabled: boolean; profile: VariationProfile };
  fieldConfig: FieldConfig;
  taxonomyConfig: TaxonomyConfig;
  /** The template used, and its chain from the root template down to it (itself last). */
  template: { id: number; name: string; chain: number[] } | null;
}

/** Limited edition: the spec's caps. */
export const LITE_MAX_POSTS = 10;

export class GenerationOptionsResolver {
  constructor(
    private readonly templates: TemplateService,
    private readonly settings: SettingsService,
  ) {}

  async resolve(host: HostContext, body: GeneratePostsRequest, given: ReadonlySet<string>, edition: 'full' | 'lite'): Promise<GenerationOptions> {
    const general = await this.settings.get();
    const request: GeneratePostsRequest = { ...body };
    let fieldConfig: FieldConfig = body.field_config ?? {};
    let taxonomyConfig: TaxonomyConfig = body.taxonomy_config ?? {};
    let template: GenerationOptions['template'] = null;

    const row = await this.templateFor(body, given);
    if (row) {
      request.post_type = row.post_type;
      const recipe = await this.templates.effective(row);
      // Rule 1 of the spec: what the request gives wins; inline field_config over the template's too.
      for (const [key, value] of Object.entries(recipe.settings)) {
        if (!given.has(key) && value !== undefined) (request as unknown as Record<string, unknown>)[key] = value;
      }
      if (!given.has('field_config')) fieldConfig = recipe.field_config;
      if (!given.has('taxonomy_config')) taxonomyConfig = recipe.taxonomy_config;
      template = { id: Number(row.id), name: row.name, chain: (await this.templates.chain(row)).map((t) => Number(t.id)) };
    }
    if (edition === 'lite' && request.count > LITE_MAX_POSTS) {
      throw new ApiError(ErrorCode.InvalidCount, `count must be between 1 and ${LITE_MAX_POSTS}.`);
    }

    const postType = requireGeneratablePostType(host, request.post_type);
    if (edition === 'lite') checkLitePostType(host, postType);
    // Related posts are generated too, so the types named for them must be ones a run may fill.
    for (const related of Object.keys(request.related_cpt_options ?? {})) requireGeneratablePostType(host, related);
    const locale = resolveLocale(request.locale ?? general.locale, host.site.locale);
    await loadLocale(locale);
    return {
      request,
      postType,
      locale,
      textSource: general.text_source === 'realtext' ? 'realtext' : 'lorem',
      seed: request.seed ?? randomInt(0, 2 ** 32),
      variation: { enabled: request.enable_variation ?? true, profile: request.variation_profile ?? 'random' },
      fieldConfig,
      taxonomyConfig,
      template,
    };
  }

  /** Whether a variant's run also generates with each of its parents (setting child_generate_behavior; `ask` is the UI's, `child_only` here). */
  async followsChain(): Promise<boolean> {
    return (await this.settings.get()).child_generate_behavior === 'parent_chain';
  }

  /** The template named, else (when the setting says so) the post type's default. */
  /**
   * The template the client named. None is used unless named: the spec's defaults apply then, and
   * `auto_select_default_template` is the admin screen's (it pre-selects the default template).
   */
  private async templateFor(body: GeneratePostsRequest, given: ReadonlySet<string>): Promise<TemplateRow | undefined> {
    if (body.template_id === undefined) return undefined;
    if (body.template_id === 'default') {
      const fallback = await this.templates.defaultFor(body.post_type);
      if (!fallback) throw new ApiError(ErrorCode.NotFound, `Post type "${body.post_type}" has no default template.`);
      return fallback;
    }
    const row = await this.templates.require(body.template_id);
    if (row.post_type !== body.post_type && given.has('post_type')) {
      throw new ApiError(ErrorCode.InvalidParameter, `Template ${row.id} is for post type "${row.post_type}", not "${body.post_type}".`);
    }
    return row;
  }
}
