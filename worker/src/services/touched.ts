/** Ids and option names a request changed, so the shell can clean WordPress's object cache for them. */
export interface Touched {
  posts?: number[];
  terms?: number[];
  /** Terms whose count alone changed: the shell cleans them as wp_update_term_count_now() does (their taxonomy's hierarchy stays). */
  term_counts?: number[];
  users?: number[];
  comments?: number[];
  options?: string[];
  /** Too many to list: the shell flushes the object cache (see http/touched-header.ts). */
  flush?: true;
}

/** Adds `more` to `into`, each id and option once. */
export function mergeTouched(into: Touched, more: Touched): void {
  for (const key of ['posts', 'terms', 'term_counts', 'users', 'comments'] as const) if (more[key]?.length) into[key] = [...new Set([...(into[key] ?? []), ...more[key]!])];
  if (more.options?.length) into.options = [...new Set([...(into.options ?? []), ...more.options])];
}
