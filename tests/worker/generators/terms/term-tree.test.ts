import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { planTerms, treeSize } from '../../../../worker/src/generators/terms/term-tree.js';
import { termVocabulary } from '../../../../worker/src/generators/terms/topic-sections.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const sources = (seed: number, locale = 'en_US') => {
  const faker = createFaker(locale, seed);
  return { faker, text: createTextGenerator(faker, locale, 'realtext'), ...termVocabulary(locale) };
};

describe('treeSize', () => {
  it.each([[1, 1, 1], [3, 3, 39], [2, 10, 110], [5, 3, 363]])('depth %i breadth %i: %i terms', (depth, breadth, expected) => {
    // Assert
    expect(treeSize(depth, breadth)).toBe(expected);
  });
});

describe('planTerms', () => {
  it('plans a tree breadth wide under every parent, parents first, names unique among siblings', () => {
    // Action
    const planned = planTerms(sources(1), { count: 39, tree: { depth: 3, breadth: 3 } }, new Set());

    // Assert
    expect(planned).toHaveLength(39);
    const children = (parent: number) => planned.filter((t) => t.parentIndex === parent);
    expect(children(-1)).toHaveLength(3);
    planned.forEach((term, index) => {
      expect(term.parentIndex).toBeLessThan(index);
      expect(termVocabulary('en_US').descriptions.map((template) => template.replace('{name}', term.name))).toContain(term.description);
    });
    const depthOf = (index: number): number => (planned[index]!.parentIndex === -1 ? 1 : 1 + depthOf(planned[index]!.parentIndex));
    expect(planned.map((_, index) => depthOf(index)).filter((depth) => depth === 3)).toHaveLength(27);
    for (const parent of [-1, ...planned.keys()]) {
      const names = children(parent).map((t) => t.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      if (parent !== -1 && depthOf(parent) < 3) expect(names).toHaveLength(3);
    }
  });

  it('starts a tree with the locale\'s sections and puts their own topics under them', () => {
    // Setup
    const { sections } = termVocabulary('de_DE');

    // Action
    const planned = planTerms(sources(3, 'de_DE'), { count: 12, tree: { depth: 2, breadth: 3 } }, new Set(['Reisen']));

    // Assert
    const top = planned.filter((t) => t.parentIndex === -1);
    expect(top.every((t) => sections.some((s) => s.name === t.name))).toBe(true);
    expect(top.map((t) => t.name)).not.toContain('Reisen');
    planned.filter((t) => t.parentIndex !== -1).forEach((child) => {
      const section = sections.find((s) => s.name === planned[child.parentIndex]!.name)!;
      expect(section.topics).toContain(child.name);
    });
  });

  it('names the third level after facets of the topic above: Travel › Train Travel › Guides', () => {
    // Action
    const planned = planTerms(sources(5), { count: 39, tree: { depth: 3, breadth: 3 } }, new Set());

    // Assert
    const third = planned.filter((t) => t.parentIndex !== -1 && planned[t.parentIndex]!.parentIndex !== -1);
    expect(third).toHaveLength(27);
    expect(third.every((t) => termVocabulary('en_US').facets.includes(t.name))).toBe(true);
  });

  it('goes on with further topic names where a section has fewer topics than the breadth, and below the second level', () => {
    // Action
    const planned = planTerms(sources(4), { count: 10 + 100, tree: { depth: 3, breadth: 10 } }, new Set());

    // Assert
    expect(planned).toHaveLength(10 + 100 + 1000);
    for (const parent of [-1, ...planned.keys()]) {
      const names = planned.filter((t) => t.parentIndex === parent).map((t) => t.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('plans a flat list that avoids the top level\'s names in any letter case, the same for the same seed', () => {
    // Setup
    const first = planTerms(sources(2), { count: 40, tree: null }, new Set());
    const taken = new Set(first.slice(0, 20).map((t) => t.name.toUpperCase()));

    // Action
    const again = planTerms(sources(2), { count: 40, tree: null }, new Set());
    const avoiding = planTerms(sources(2), { count: 40, tree: null }, taken);

    // Assert
    expect(again).toEqual(first);
    expect(first.every((t) => t.parentIndex === -1)).toBe(true);
    expect(new Set(first.map((t) => t.name.toLowerCase())).size).toBe(40);
    expect(avoiding.filter((t) => taken.has(t.name.toUpperCase()))).toEqual([]);
  });
});
