import type { ExistingTerm } from '../../generators/terms/term-planner.js';
import type { GenerationOptions } from './generation-options.js';

/**
 * The terms the run is known to relate posts to (the default category of posts, the terms of
 * `choose` pools): recounted as wp_update_term_count_now() counts them before the run's
 * transaction, the run then adds its own posts to these counts in one statement instead of counting
 * every object of every term again while it holds its transaction. Concurrent runs stay right: each
 * adds only its own posts, and each recounts under the site's write lock.
 */
export function knownTerms(options: GenerationOptions, existing: Map<string, ExistingTerm[]>, defaultCategory: number): Array<ExistingTerm & { taxonomy: string }> {
  const wanted = new Map<string, Set<number>>();
  const want = (taxonomy: string, termId: number): void => {
    wanted.set(taxonomy, (wanted.get(taxonomy) ?? new Set<number>()).add(termId));
  };
  if (options.postType.name === 'post') want('category', defaultCategory);
  for (const [taxonomy, setting] of Object.entries(options.taxonomyConfig)) {
    if (setting.mode === 'choose') for (const id of setting.term_ids ?? []) want(taxonomy, id);
  }
  return [...wanted].flatMap(([taxonomy, ids]) => (existing.get(taxonomy) ?? []).filter((t) => ids.has(t.termId)).map((t) => ({ ...t, taxonomy })));
}
