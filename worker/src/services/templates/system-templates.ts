import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import type { FieldConfig, TaxonomyConfig } from '../generation/generation-request.js';
import { fieldsFor } from '../fields/field-catalog.js';
import type { TemplateConfig } from './template-config.js';

export interface StarterTemplate extends TemplateConfig {
  post_type: string;
  name: string;
  description: string;
}

const TITLE = { mode: 'create', create: { method: 'words', word_count_min: 4, word_count_max: 9 } } as const;
const ARTICLE = { mode: 'create', create: { method: 'paragraphs', paragraph_count_min: 4, paragraph_count_max: 8, include_html: true, html_options: { headings: true, lists: true, quotes: true } } } as const;
const EXCERPT = { mode: 'create', create: { method: 'words', word_count_min: 15, word_count_max: 35 } } as const;

/** Core fields a starter fills: title, content and excerpt where the type supports them. */
function coreFields(type: PostTypeInfo): FieldConfig['core_fields'] {
  return {
    post_title: { ...TITLE, create: { ...TITLE.create } },
    ...(type.supports.editor !== false ? { post_content: { ...ARTICLE, create: { ...ARTICLE.create, html_options: { ...ARTICLE.create.html_options } } } } : {}),
    ...(type.supports.excerpt === true ? { post_excerpt: { ...EXCERPT, create: { ...EXCERPT.create } } } : {}),
  };
}

/** A few terms per post from each of the type's taxonomies, existing ones mixed with new. */
function taxonomyConfig(host: HostContext, type: PostTypeInfo): TaxonomyConfig {
  const config: TaxonomyConfig = {};
  for (const name of type.taxonomies) {
    const taxonomy = host.taxonomies[name];
    if (!taxonomy?.show_ui || name === 'post_format') continue;
    config[name] = taxonomy.hierarchical ? { mode: 'create', count_min: 1, count_max: 2, use_existing: true } : { mode: 'create', count_min: 2, count_max: 5, use_existing: true };
  }
  return config;
}

/**
 * The starter templates SeedPress supplies: posts, pages, and each public custom post type whose
 * custom fields a field plugin defines (every field created as `detected` says it reads).
 */
export function starterTemplates(host: HostContext, detected: (postType: string) => Map<string, string>): StarterTemplate[] {
  const starters: StarterTemplate[] = [];
  const post = host.post_types.post;
  if (post) {
    starters.push({
      post_type: 'post', name: 'Blog post', description: 'An article with headings and lists, an excerpt, categories, tags and a featured image.',
      field_config: { core_fields: coreFields(post) }, taxonomy_config: taxonomyConfig(host, post),
      settings: { count: 10, post_status: 'publish', set_featured_image: true, auto_comments: true, comments_per_post_min: 0, comments_per_post_max: 8 },
    });
  }
  const page = host.post_types.page;
  if (page) {
    starters.push({
      post_type: 'page', name: 'Page', description: 'A long page with headings and lists, published, without comments.',
      field_config: { core_fields: coreFields(page) }, taxonomy_config: {}, settings: { count: 5, post_status: 'publish', set_featured_image: true, auto_comments: false },
    });
  }
  for (const type of Object.values(host.post_types)) {
    if (type.builtin || !type.public || !type.show_ui) continue;
    const fields = fieldsFor(host, type.name);
    if (fields.length === 0) continue;
    const types = detected(type.name);
    const custom = Object.fromEntries(fields.map(({ def }) => [def.name, { mode: 'create' as const, ...(types.get(def.key) ? { field_type: types.get(def.key)! } : {}) }]));
    starters.push({
      post_type: type.name, name: type.labels.singular_name ?? type.label, description: `Every custom field of ${type.label}, filled as its type reads.`,
      field_config: { core_fields: coreFields(type), custom_fields: custom }, taxonomy_config: taxonomyConfig(host, type), settings: { count: 10, post_status: 'publish' },
    });
  }
  return starters;
}
