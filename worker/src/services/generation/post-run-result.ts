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
