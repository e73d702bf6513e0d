import { uniqueTermSlug, type TermSlugSite } from '../../../worker/src/core-parity/unique-term-slug.js';

// wp_unique_term_slug() (wp-includes/taxonomy.php); unique-term-slug.int.test.ts asks the real one.

const site = (inTaxonomy: string[], elsewhere: string[] = [], parents: Record<number, { slug: string; parent: number }> = {}): TermSlugSite => ({
  inTaxonomy: new Set(inTaxonomy),
  anywhere: new Set([...inTaxonomy, ...elsewhere]),
  parentOf: (id) => parents[id],
});

describe('uniqueTermSlug', () => {
  it.each([
    ['free in the taxonomy, even if another taxonomy has it', 'travel', { parent: 0, hierarchical: true }, site([], ['travel']), 'travel'],
    ['taken at the top level: a number', 'travel', { parent: 0, hierarchical: true }, site(['travel']), 'travel-2'],
    ['numbers count on past every taken one, in any taxonomy', 'travel', { parent: 0, hierarchical: false }, site(['travel', 'travel-2'], ['travel-3']), 'travel-4'],
    ['a child: its parent\'s slug', 'europe', { parent: 7, hierarchical: true }, site(['europe'], [], { 7: { slug: 'travel', parent: 0 } }), 'europe-travel'],
    ['a grandchild: the parents\' slugs while taken', 'city', { parent: 8, hierarchical: true }, site(['city', 'city-europe'], [], { 8: { slug: 'europe', parent: 7 }, 7: { slug: 'travel', parent: 0 } }), 'city-europe-travel'],
    ['all parents taken: a number after them', 'city', { parent: 8, hierarchical: true }, site(['city', 'city-europe', 'city-europe-travel'], [], { 8: { slug: 'europe', parent: 7 }, 7: { slug: 'travel', parent: 0 } }), 'city-europe-travel-2'],
    ['flat taxonomies ignore parents', 'news', { parent: 7, hierarchical: false }, site(['news'], [], { 7: { slug: 'x', parent: 0 } }), 'news-2'],
  ])('%s', (_case, slug, term, given, expected) => {
    // Action
    const unique = uniqueTermSlug(slug, term, given);

    // Assert
    expect(unique).toBe(expected);
  });
});
