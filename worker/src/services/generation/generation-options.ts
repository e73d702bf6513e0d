import { randomInt } from 'node:crypto';
import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import type { TemplateRepository } from '../../db/repositories/template.repository.js';
import { ApiError, ErrorCode, notFound } from '../../errors.js';
import type { TextSource } from '../../generators/text/text-generator.js';
import { resolveLocale } from '../language.catalog.js';
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
  template: { id: number; name: string } | null;
}

/** Limited edition: the spec's caps. */
const LITE_MAX_POSTS = 10;

/** Template settings a request may leave to the template (everything but what the request is about). */
const TEMPLATE_SETTINGS: ReadonlyArray<keyof GeneratePostsRequest> = [
  'post_status', 'set_featured_image', 'download_images', 'image_provider', 'image_category', 'image_width',
  'image_height', 'populate_custom_fields', 'auto_taxonomies', 'auto_comments', 'comments_per_post_min',
  'comments_per_post_max', 'enable_comment_threading', 'comment_reply_probability', 'locale', 'enable_variation',
  'variation_profile',
];

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export class GenerationOptionsResolver {
  constructor(
    private readonly templates: TemplateRepository,
    private readonly settings: SettingsService,
  ) {}

  async resolve(host: HostContext, body: GeneratePostsRequest, given: ReadonlySet<string>, edition: 'full' | 'lite'): Promise<GenerationOptions> {
    if (edition === 'lite' && body.count > LITE_MAX_POSTS) {
      throw new ApiError(ErrorCode.InvalidCount, `count must be between 1 and ${LITE_MAX_POSTS}.`);
    }
    const request: GeneratePostsRequest = { ...body };
    let fieldConfig: FieldConfig = body.field_config ?? {};
    let taxonomyConfig: TaxonomyConfig = body.taxonomy_config ?? {};
    let template: GenerationOptions['template'] = null;

    if (body.template_id !== undefined) {
      const row = await this.templates.find(body.template_id);
      if (!row) throw notFound(`Template ${body.template_id}`);
      if (row.post_type !== body.post_type && given.has('post_type')) {
        throw new ApiError(ErrorCode.InvalidParameter, `Template ${row.id} is for post type "${row.post_type}", not "${body.post_type}".`);
      }
      request.post_type = row.post_type;
      const saved = parseJsonObject(row.settings);
      for (const key of TEMPLATE_SETTINGS) {
        if (!given.has(key) && saved[key] !== undefined) (request as unknown as Record<string, unknown>)[key] = saved[key];
      }
      // Rule 1 of the spec: inline field_config wins over the template's.
      if (!given.has('field_config')) fieldConfig = parseJsonObject(row.field_config) as FieldConfig;
      if (!given.has('taxonomy_config')) taxonomyConfig = parseJsonObject(row.taxonomy_config) as TaxonomyConfig;
      template = { id: row.id, name: row.name };
    }

    const general = await this.settings.get();
    return {
      request,
      postType: requireGeneratablePostType(host, request.post_type),
      locale: resolveLocale(request.locale ?? general.locale, host.site.locale),
      textSource: general.text_source === 'realtext' ? 'realtext' : 'lorem',
      seed: request.seed ?? randomInt(0, 2 ** 32),
      variation: { enabled: request.enable_variation ?? true, profile: request.variation_profile ?? 'random' },
      fieldConfig,
      taxonomyConfig,
      template,
    };
  }
}
