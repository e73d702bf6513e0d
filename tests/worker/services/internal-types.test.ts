import type { PostTypeInfo, TaxonomyInfo } from '../../../worker/src/contract/host-context.js';
import { internalPostTypeReason, internalTaxonomyReason } from '../../../worker/src/services/internal-types.js';

const postType = (name: string, more: Partial<PostTypeInfo> = {}): PostTypeInfo => ({
  name, label: name, labels: {}, description: '', public: true, hierarchical: false, has_archive: false,
  show_ui: true, builtin: false, supports: {}, taxonomies: [], menu_icon: null, ...more,
});
const taxonomy = (name: string, more: Partial<TaxonomyInfo> = {}): TaxonomyInfo => ({
  name, label: name, labels: {}, hierarchical: false, public: true, show_ui: true, builtin: false, object_type: ['post'], ...more,
});
const CORE = "it is WordPress's own data, written by core itself";

describe('internalPostTypeReason', () => {
  it.each(['post', 'page'])('lets core content type %s be generated', (name) => {
    expect(internalPostTypeReason(postType(name, { builtin: true }))).toBeNull();
  });

  it('lets a plugin\'s type with an admin screen be generated', () => {
    expect(internalPostTypeReason(postType('book'))).toBeNull();
  });

  it.each(['revision', 'nav_menu_item', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_block', 'wp_navigation', 'wp_global_styles'])(
    'refuses core\'s own %s, even where it has an admin screen',
    (name) => {
      expect(internalPostTypeReason(postType(name, { builtin: true, show_ui: true }))).toBe(CORE);
    },
  );

  it('refuses a wp_-prefixed type a plugin registers (the prefix is core\'s)', () => {
    expect(internalPostTypeReason(postType('wp_template', { builtin: false }))).toBe(CORE);
  });

  it('refuses attachments with the way to make them', () => {
    expect(internalPostTypeReason(postType('attachment', { builtin: true }))).toBe('attachments come only with their files: use the media endpoints');
  });

  it('refuses a plugin\'s type without an admin screen', () => {
    expect(internalPostTypeReason(postType('shop_order_placehold', { show_ui: false }))).toBe('it has no admin screen');
  });
});

describe('internalTaxonomyReason', () => {
  it.each(['category', 'post_tag'])('lets core content taxonomy %s be filled', (name) => {
    expect(internalTaxonomyReason(taxonomy(name, { builtin: true }))).toBeNull();
  });

  it.each(['post_format', 'nav_menu', 'link_category', 'wp_theme', 'wp_template_part_area', 'wp_pattern_category'])('refuses core\'s own %s', (name) => {
    expect(internalTaxonomyReason(taxonomy(name, { builtin: true }))).toBe(CORE);
  });

  it('refuses a plugin\'s taxonomy without an admin screen, fills one with', () => {
    expect(internalTaxonomyReason(taxonomy('product_visibility', { show_ui: false }))).toBe('it has no admin screen');
    expect(internalTaxonomyReason(taxonomy('genre'))).toBeNull();
  });
});
