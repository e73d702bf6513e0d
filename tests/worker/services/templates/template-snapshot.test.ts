import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import type { TemplateRow } from '../../../../worker/src/db/schema.js';
import { snapshotOf, staleReasons } from '../../../../worker/src/services/templates/template-snapshot.js';

const taxonomy = (name: string) => ({ name, label: name, labels: {}, hierarchical: false, public: true, show_ui: true, builtin: false, object_type: ['book'] });
const field = (name: string, type: string) => ({ key: `field_${name}`, name, label: name, type, required: false, instructions: '', choices: [], default_value: null, settings: {} });
const hostWith = (fields: Array<ReturnType<typeof field>>, taxonomies: string[]): HostContext => ({
  post_types: { book: { name: 'book', label: 'Books', labels: {}, description: '', public: true, hierarchical: false, has_archive: false, show_ui: true, builtin: false, supports: {}, taxonomies, menu_icon: null } },
  taxonomies: Object.fromEntries(taxonomies.map((t) => [t, taxonomy(t)])),
  fields: { adapters: [{ slug: 'acf', name: 'ACF', version: '6.3', active: true }], definitions: { acf: { book: fields } } },
}) as unknown as HostContext;
const rowFor = (host: HostContext): TemplateRow => ({ post_type: 'book', fields_snapshot: JSON.stringify(snapshotOf(host, 'book')) }) as TemplateRow;

describe('staleReasons', () => {
  it('finds nothing while the post type is as it was', () => {
    // Setup
    const host = hostWith([field('isbn', 'text'), field('pages', 'number')], ['genre']);

    // Action + Assert
    expect(staleReasons(host, rowFor(host))).toEqual([]);
  });

  it('names each field added, removed or retyped and each taxonomy added or removed', () => {
    // Setup
    const saved = rowFor(hostWith([field('isbn', 'text'), field('pages', 'number'), field('blurb', 'textarea')], ['genre']));
    const now = hostWith([field('isbn', 'number'), field('pages', 'number'), field('cover', 'image')], ['series']);

    // Action + Assert
    expect(staleReasons(now, saved)).toEqual([
      'Field "isbn" changed type from text to number.',
      'Field "cover" was added.',
      'Field "blurb" was removed.',
      'Taxonomy "series" was added.',
      'Taxonomy "genre" was removed.',
    ]);
  });

  it('says when the post type is gone', () => {
    // Setup
    const saved = rowFor(hostWith([], []));

    // Action + Assert
    expect(staleReasons({ ...hostWith([], []), post_types: {} } as HostContext, saved)).toEqual(['Post type "book" is no longer registered.']);
  });

  it('finds nothing for a template saved without a snapshot', () => {
    expect(staleReasons(hostWith([field('isbn', 'text')], []), { post_type: 'book', fields_snapshot: null } as TemplateRow)).toEqual([]);
  });
});
