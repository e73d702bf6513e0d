import type { NewUserWithMeta } from '../../db/repositories/user.repository.js';

/** A small pool of generated authors, shared by every run (spec: "A small author pool is still auto-created"). */
export const AUTHOR_POOL = 3;

/**
 * What a run does about the pool, decided from what the site has when the run holds the site's
 * write lock: the generated authors it reuses, and the candidates it writes to top the pool up
 * (as many as it has password hashes for; UserWriter makes their identities free).
 */
export function topUpAuthorPool(
  candidates: NewUserWithMeta[],
  existing: number[],
  passwordHashes: string[],
): { existing: number[]; drafts: NewUserWithMeta[] } {
  const missing = Math.min(AUTHOR_POOL - existing.length, passwordHashes.length, candidates.length);
  if (missing <= 0) return { existing: existing.slice(0, AUTHOR_POOL), drafts: [] };
  const drafts = candidates.slice(0, missing).map((d, i) => ({ ...d, row: { ...d.row, user_pass: passwordHashes[i]! } }));
  return { existing, drafts };
}
