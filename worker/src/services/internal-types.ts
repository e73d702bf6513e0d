import type { PostTypeInfo, TaxonomyInfo } from '../contract/host-context.js';

/**
 * Which registered post types and taxonomies hold content a site owner writes, and which are
 * WordPress's own machinery. Core registers its machinery as built-in types (revisions, menu
 * items, changesets, oEmbed caches, privacy requests, the block editor's patterns, navigation,
 * templates, global styles and fonts) and reserves the `wp_` prefix for more of it; rows of those
 * types are read by core code that expects what core wrote, so fake ones would break screens
 * (a generated `wp_global_styles` post restyles the whole site). Post types without an admin
 * screen are internal to whoever registered them.
 */
const CORE_CONTENT_POST_TYPES = new Set(['post', 'page']);
const CORE_CONTENT_TAXONOMIES = new Set(['category', 'post_tag']);

/** Why SeedPress does not generate posts of this type, or null when it does. */
export function internalPostTypeReason(type: PostTypeInfo): string | null {
  if (type.name === 'attachment') return 'attachments come only with their files: use the media endpoints';
  if (isCoreMachinery(type, CORE_CONTENT_POST_TYPES)) return 'it is WordPress\'s own data, written by core itself';
  if (!type.show_ui) return 'it has no admin screen';
  return null;
}

/** Why SeedPress does not generate terms of this taxonomy, or null when it does. */
export function internalTaxonomyReason(taxonomy: TaxonomyInfo): string | null {
  if (isCoreMachinery(taxonomy, CORE_CONTENT_TAXONOMIES)) return 'it is WordPress\'s own data, written by core itself';
  if (!taxonomy.show_ui) return 'it has no admin screen';
  return null;
}

function isCoreMachinery(item: { name: string; builtin: boolean }, content: Set<string>): boolean {
  return !content.has(item.name) && (item.builtin || item.name.startsWith('wp_'));
}
