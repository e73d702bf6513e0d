import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import { starterTemplates } from '../../../../worker/src/services/templates/system-templates.js';

const type = (name: string, extra: Record<string, unknown> = {}) => ({
  name, label: `${name}s`, labels: { singular_name: name[0]!.toUpperCase() + name.slice(1) }, description: '', public: true, hierarchical: false,
  has_archive: false, show_ui: true, builtin: false, supports: { title: true, editor: true, excerpt: false }, taxonomies: [], menu_icon: null, ...extra,
});
const taxonomy = (name: string, hierarchical: boolean) => ({ name, label: name, labels: {}, hierarchical, public: true, show_ui: true, builtin: true, object_type: ['post'] });
const field = (name: string, type: string) => ({ key: `field_${name}`, name, label: name, type, required: false, instructions: '', choices: [], default_value: null, settings: {} });

const host = {
  post_types: {
    post: type('post', { builtin: true, supports: { title: true, editor: true, excerpt: true }, taxonomies: ['category', 'post_tag', 'post_format'] }),
    page: type('page', { builtin: true, hierarchical: true }),
    book: type('book'),
    note: type('note'),
    secret: type('secret', { public: false }),
  },
  taxonomies: { category: taxonomy('category', true), post_tag: taxonomy('post_tag', false), post_format: taxonomy('post_format', false) },
  fields: { adapters: [{ slug: 'acf', name: 'ACF', version: '6.3', active: true }], definitions: { acf: { book: [field('isbn', 'text'), field('pages', 'number')], secret: [field('code', 'text')] } } },
} as unknown as HostContext;

describe('starterTemplates', () => {
  it('supplies posts, pages and each public custom post type with plugin fields, every field created as detection reads it', () => {
    // Action
    const starters = starterTemplates(host, (postType) => new Map(postType === 'book' ? [['field_isbn', 'isbn']] : []));

    // Assert
    expect(starters.map((s) => [s.post_type, s.name])).toEqual([['post', 'Blog post'], ['page', 'Page'], ['book', 'Book']]);
    const [post, page, book] = starters;
    expect(Object.keys(post!.field_config.core_fields ?? {})).toEqual(['post_title', 'post_content', 'post_excerpt']);
    expect(post!.taxonomy_config).toEqual({
      category: { mode: 'create', count_min: 1, count_max: 2, use_existing: true },
      post_tag: { mode: 'create', count_min: 2, count_max: 5, use_existing: true },
    });
    expect(Object.keys(page!.field_config.core_fields ?? {})).toEqual(['post_title', 'post_content']);
    expect(book!.field_config.custom_fields).toEqual({ isbn: { mode: 'create', field_type: 'isbn' }, pages: { mode: 'create' } });
  });
});
