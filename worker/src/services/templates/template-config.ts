import type { FieldConfig, GeneratePostsRequest, TaxonomyConfig } from '../generation/generation-request.js';

/**
 * The general generation options a template keeps besides its field and taxonomy configuration
 * (schemas/definitions.json#templateSettings): what a run takes from the template unless the
 * request gives it.
 */
export const TEMPLATE_SETTING_KEYS = [
  'count', 'post_status', 'set_featured_image', 'download_images', 'image_provider', 'image_category', 'image_width',
  'image_height', 'populate_custom_fields', 'auto_taxonomies', 'auto_comments', 'comments_per_post_min',
  'comments_per_post_max', 'enable_comment_threading', 'comment_reply_probability', 'locale', 'enable_variation',
  'variation_profile',
] as const satisfies ReadonlyArray<keyof GeneratePostsRequest>;

export type TemplateSettings = Partial<Pick<GeneratePostsRequest, (typeof TEMPLATE_SETTING_KEYS)[number]>>;

/** A template's whole recipe. */
export interface TemplateConfig {
  field_config: FieldConfig;
  taxonomy_config: TaxonomyConfig;
  settings: TemplateSettings;
}

/** A variant's changes to its parent's recipe: only the members it changes, field by field. */
export interface ConfigOverrides {
  field_config?: FieldConfig;
  taxonomy_config?: TaxonomyConfig;
  settings?: TemplateSettings;
}

export const EMPTY_CONFIG: TemplateConfig = Object.freeze({ field_config: {}, taxonomy_config: {}, settings: {} });

/**
 * The parent's recipe with a variant's overrides: a field, taxonomy or setting the variant names
 * replaces the parent's whole; everything else stays the parent's.
 */
export function applyOverrides(parent: TemplateConfig, overrides: ConfigOverrides): TemplateConfig {
  const fields = overrides.field_config ?? {};
  const field_config: FieldConfig = {};
  for (const group of ['core_fields', 'custom_fields'] as const) {
    const merged = { ...(parent.field_config[group] ?? {}), ...(fields[group] ?? {}) };
    if (Object.keys(merged).length > 0) field_config[group] = merged;
  }
  return {
    field_config,
    taxonomy_config: { ...parent.taxonomy_config, ...(overrides.taxonomy_config ?? {}) },
    settings: { ...parent.settings, ...(overrides.settings ?? {}) },
  };
}

/** A variant's overrides as the variant's own recipe is edited: the members sent replace its earlier overrides of the same names. */
export function combineOverrides(earlier: ConfigOverrides, later: ConfigOverrides): ConfigOverrides {
  const combined = applyOverrides(
    { field_config: earlier.field_config ?? {}, taxonomy_config: earlier.taxonomy_config ?? {}, settings: earlier.settings ?? {} },
    later,
  );
  return withoutEmpty(combined);
}

/** Overrides without the members that change nothing. */
export function withoutEmpty(overrides: ConfigOverrides): ConfigOverrides {
  const out: ConfigOverrides = {};
  const fields = overrides.field_config ?? {};
  const field_config: FieldConfig = {};
  if (Object.keys(fields.core_fields ?? {}).length > 0) field_config.core_fields = fields.core_fields;
  if (Object.keys(fields.custom_fields ?? {}).length > 0) field_config.custom_fields = fields.custom_fields;
  if (Object.keys(field_config).length > 0) out.field_config = field_config;
  if (Object.keys(overrides.taxonomy_config ?? {}).length > 0) out.taxonomy_config = overrides.taxonomy_config;
  if (Object.keys(overrides.settings ?? {}).length > 0) out.settings = overrides.settings;
  return out;
}

/** Only the template settings of a stored or sent object (unknown members are dropped). */
export function pickSettings(value: Record<string, unknown>): TemplateSettings {
  const out: Record<string, unknown> = {};
  for (const key of TEMPLATE_SETTING_KEYS) if (value[key] !== undefined) out[key] = value[key];
  return out as TemplateSettings;
}
