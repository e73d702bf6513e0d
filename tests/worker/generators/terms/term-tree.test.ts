import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { planTerms, treeSize } from '../../../../worker/src/generators/terms/term-tree.js';

const text = (seed: number) => createTextGenerator(createFaker('en_US', seed), 'en_US', 'realtext');

describe('treeSize', () => {
  it.each([[1, 1, 1], [3, 3, 39], [2, 10, 110], [5, 3, 363]])('depth %i breadth %i: %i terms', (depth, breadth, expected) => {
    // Assert
    expect(treeSize(depth, breadth)).toBe(expected);
  });
});

describe('planTerms', () => {
  it('plans a tree breadth wide under every parent, parents first, names unique among siblings', () => {
    // Action
    const planned = planTerms(text(1), { count: 39, tree: { depth: 3, breadth: 3 } }, new Set());

    // Assert
    expect(planned).toHaveLength(39);
    const children = (parent: number) => planned.filter((t) => t.parentIndex === parent);
    expect(children(-1)).toHaveLength(3);
    planned.forEach((term, index) => {
      expect(term.parentIndex).toBeLessThan(index);
      expect(term.description).not.toBe('');
    });
    const depthOf = (index: number): number => (planned[index]!.parentIndex === -1 ? 1 : 1 + depthOf(planned[index]!.parentIndex));
    expect(planned.map((_, index) => depthOf(index)).filter((depth) => depth === 3)).toHaveLength(27);
    for (const parent of [-1, ...planned.keys()]) {
      const names = children(parent).map((t) => t.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      if (parent !== -1 && depthOf(parent) < 3) expect(names).toHaveLength(3);
    }
  });

  it('plans a flat list that avoids the top level\'s names in any letter case, the same for the same seed', () => {
    // Setup
    const first = planTerms(text(2), { count: 40, tree: null }, new Set());
    const taken = new Set(first.slice(0, 20).map((t) => t.name.toUpperCase()));

    // Action
    const again = planTerms(text(2), { count: 40, tree: null }, new Set());
    const avoiding = planTerms(text(2), { count: 40, tree: null }, taken);

    // Assert
    expect(again).toEqual(first);
    expect(first.every((t) => t.parentIndex === -1)).toBe(true);
    expect(new Set(first.map((t) => t.name.toLowerCase())).size).toBe(40);
    expect(avoiding.filter((t) => taken.has(t.name.toUpperCase()))).toEqual([]);
  });
});
