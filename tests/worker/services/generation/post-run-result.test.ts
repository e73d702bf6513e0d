import { mergeRunResults, type GenerationResult } from '../../../../worker/src/services/generation/post-run-result.js';

const result = (ids: number[], extra: Partial<GenerationResult> = {}): GenerationResult => ({
  success: true,
  count: ids.length,
  ids,
  message: '',
  warnings: [],
  variation_stats: { with_featured_image: ids.length, without_featured_image: 0 },
  auto_created: { authors: 0, terms: {}, comments: 0, related_posts: 0, related_per_cpt: {} },
  time_saved: '',
  seed: 1,
  ...extra,
});

describe('mergeRunResults', () => {
  it('answers a template chain\'s runs as one: counts added up, ids and warnings in run order, the last seed', () => {
    // Action
    const merged = mergeRunResults([
      { result: result([1, 2], { warnings: ['a'], auto_created: { authors: 3, terms: { category: 2 }, comments: 4, related_posts: 1, related_per_cpt: { book: 1 } }, seed: 7 }), seconds: 600 },
      { result: result([3], { warnings: ['b'], variation_stats: { with_featured_image: 0, without_featured_image: 1 }, auto_created: { authors: 0, terms: { category: 1, post_tag: 5 }, comments: 2, related_posts: 2, related_per_cpt: { book: 2 } }, seed: 9 }), seconds: 5_400 },
    ]);

    // Assert
    expect(merged).toEqual({
      success: true,
      count: 3,
      ids: [1, 2, 3],
      message: '3 posts generated successfully',
      warnings: ['a', 'b'],
      variation_stats: { with_featured_image: 2, without_featured_image: 1 },
      auto_created: { authors: 3, terms: { category: 3, post_tag: 5 }, comments: 6, related_posts: 3, related_per_cpt: { book: 3 } },
      time_saved: '1 hour 40 minutes',
      seed: 9,
    });
  });
});
