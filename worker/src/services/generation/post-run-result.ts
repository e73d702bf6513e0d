import { duration, secondsSaved } from '../time-saved.service.js';
import type { RunOutput } from './run-writer.js';

/** The generation result of a post run (spec, "Generation result (posts)"). */
export interface GenerationResult {
  success: true;
  count: number;
  ids: number[];
  message: string;
  warnings: string[];
  variation_stats: { with_featured_image: number; without_featured_image: number };
  auto_created: { authors: number; terms: Record<string, number>; comments: number; related_posts: number; related_per_cpt: Record<string, number> };
  time_saved: string;
  seed: number;
}

/** The time a person would have needed for what the run made (spec, "Time savings"). */
export function savedBy(written: RunOutput): ReturnType<typeof secondsSaved> {
  const rich = written.drafts.filter((d, i) => written.withThumbnail.has(i) || d.customFields > 0).length;
  return secondsSaved({ basicPosts: written.drafts.length - rich, richPosts: rich, terms: written.newTerms.length, users: written.authorIds.length, comments: written.commentIds.length });
}

/** `related`: posts made for relational fields before the run, per post type. */
export function postRunResult(written: RunOutput, related: Record<string, { count: number }>, warnings: string[], seed: number): GenerationResult {
  const withImage = written.withThumbnail.size;
  const termsPerTaxonomy: Record<string, number> = {};
  for (const t of written.newTerms) termsPerTaxonomy[t.taxonomy] = (termsPerTaxonomy[t.taxonomy] ?? 0) + 1;
  const count = written.postIds.length;
  return {
    success: true,
    count,
    ids: written.postIds,
    message: `${count} ${count === 1 ? 'post' : 'posts'} generated successfully`,
    warnings,
    variation_stats: { with_featured_image: withImage, without_featured_image: written.drafts.length - withImage },
    auto_created: {
      authors: written.authorIds.length,
      terms: termsPerTaxonomy,
      comments: written.commentIds.length,
      related_posts: Object.values(related).reduce((n, t) => n + t.count, 0),
      related_per_cpt: Object.fromEntries(Object.entries(related).map(([type, t]) => [type, t.count])),
    },
    time_saved: duration(Object.values(savedBy(written)).reduce((a, b) => a + b, 0)).formatted,
    seed,
  };
}

/** Runs made for one request (a template chain) answered as one: counts added up, ids and warnings in run order, the last run's seed. */
export function mergeRunResults(runs: ReadonlyArray<{ result: GenerationResult; seconds: number }>): GenerationResult {
  const results = runs.map((r) => r.result);
  const add = (values: Array<Record<string, number>>): Record<string, number> => {
    const sum: Record<string, number> = {};
    for (const value of values) for (const [key, n] of Object.entries(value)) sum[key] = (sum[key] ?? 0) + n;
    return sum;
  };
  const total = (pick: (r: GenerationResult) => number): number => results.reduce((n, r) => n + pick(r), 0);
  const count = total((r) => r.count);
  return {
    success: true,
    count,
    ids: results.flatMap((r) => r.ids),
    message: `${count} ${count === 1 ? 'post' : 'posts'} generated successfully`,
    warnings: results.flatMap((r) => r.warnings),
    variation_stats: { with_featured_image: total((r) => r.variation_stats.with_featured_image), without_featured_image: total((r) => r.variation_stats.without_featured_image) },
    auto_created: {
      authors: total((r) => r.auto_created.authors),
      terms: add(results.map((r) => r.auto_created.terms)),
      comments: total((r) => r.auto_created.comments),
      related_posts: total((r) => r.auto_created.related_posts),
      related_per_cpt: add(results.map((r) => r.auto_created.related_per_cpt)),
    },
    time_saved: duration(runs.reduce((n, r) => n + r.seconds, 0)).formatted,
    seed: results.at(-1)!.seed,
  };
}
