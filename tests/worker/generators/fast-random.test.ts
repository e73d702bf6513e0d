import { FastRandom } from '../../../worker/src/generators/fast-random.js';
import { createFaker } from '../../../worker/src/generators/text/faker-factory.js';
import { loadContentLocales } from '../../support/content-locales.js';

beforeAll(loadContentLocales);

const draws = (seed: number, n: number): number[] => {
  const random = new FastRandom(createFaker('en_US', seed));
  return Array.from({ length: n }, () => random.int(1, 6));
};

describe('FastRandom', () => {
  it('follows the seed of the faker it was made from', () => {
    // Action
    const [first, again, other] = [draws(7, 50), draws(7, 50), draws(8, 50)];

    // Assert
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
  });

  it('draws integers within the bounds, each about equally often', () => {
    // Action
    const counts = new Map<number, number>();
    for (const n of draws(3, 60_000)) counts.set(n, (counts.get(n) ?? 0) + 1);

    // Assert
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('picks every entry of a pool and nothing else', () => {
    // Setup
    const random = new FastRandom(createFaker('en_US', 1));
    const pool = ['a', 'b', 'c'];

    // Action
    const picked = new Set(Array.from({ length: 200 }, () => random.pick(pool)));

    // Assert
    expect([...picked].sort()).toEqual(pool);
  });
});
