import { batchBody, batchSeed, mergeResults, planBatches, secondsIn, wordSeconds } from '../../cli/src/batches.js';

describe('planBatches', () => {
  it.each([
    [1200, 500, [500, 500, 200]],
    [1000, 500, [500, 500]],
    [500, 500, [500]],
    [1, 500, [1]],
    [100_000, 500, Array<number>(200).fill(500)],
  ])('splits %i into batches of at most %i', (total, max, expected) => {
    // Action + Assert
    expect(planBatches(total, max)).toEqual(expected);
  });
});

describe('batchSeed', () => {
  it('keeps the given seed for the first batch and derives the others from it, within 0 to 2^32 - 1', () => {
    // Action
    const seeds = [0, 1, 2].map((i) => batchSeed(7, i));

    // Assert
    expect(seeds).toEqual([7, 2654435776, 1013904249]);
    expect(batchSeed(4294967295, 1)).toBe(2654435768);
  });

  it('gives every batch of a large run its own seed', () => {
    // Action
    const seeds = new Set(Array.from({ length: 200 }, (_, i) => batchSeed(42, i)));

    // Assert
    expect(seeds.size).toBe(200);
  });
});

describe('batchBody', () => {
  it('sends the deletion of existing content with the first batch only', () => {
    // Setup
    const body = { count: 500, delete_existing_before_generate: true, delete_related_media: true, delete_existing: true, post_type: 'page' };

    // Action
    const [first, second] = [0, 1].map((i) => batchBody(body, i));

    // Assert
    expect(first).toEqual(body);
    expect(second).toEqual({ count: 500, delete_related_media: true, post_type: 'page' });
  });
});

describe('time_saved texts', () => {
  it.each([
    ['40 seconds', 40],
    ['1 minute', 60],
    ['2 hours 5 minutes', 7500],
    ['25 hours', 90000],
  ])('reads "%s" as %i seconds and words it back the same', (text, seconds) => {
    // Action + Assert
    expect(secondsIn(text)).toBe(seconds);
    expect(wordSeconds(seconds)).toBe(text);
  });
});

describe('mergeResults', () => {
  it('adds counts, joins ids and warnings in batch order, adds up time saved and keeps the first seed', () => {
    // Setup
    const run = (ids: number[], seed: number, terms: Record<string, number>, saved: string) => ({
      success: true,
      count: ids.length,
      ids,
      message: `${ids.length} posts generated successfully`,
      warnings: [`w${seed}`],
      variation_stats: { with_featured_image: ids.length - 1, without_featured_image: 1 },
      auto_created: { authors: seed === 7 ? 3 : 0, terms, comments: 2, related_posts: 0, related_per_cpt: {} },
      time_saved: saved,
      seed,
    });

    // Action
    const merged = mergeResults([run([1, 2], 7, { category: 2 }, '30 minutes'), run([3], 9, { category: 1, post_tag: 4 }, '45 minutes')]);

    // Assert
    expect(merged).toEqual({
      success: true,
      count: 3,
      ids: [1, 2, 3],
      message: '1 posts generated successfully',
      warnings: ['w7', 'w9'],
      variation_stats: { with_featured_image: 1, without_featured_image: 2 },
      auto_created: { authors: 3, terms: { category: 3, post_tag: 4 }, comments: 4, related_posts: 0, related_per_cpt: {} },
      time_saved: '1 hour 15 minutes',
      seed: 7,
    });
  });
});
