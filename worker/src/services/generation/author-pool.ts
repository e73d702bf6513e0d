import type { NewUserWithMeta, TakenIdentities } from '../../db/repositories/user.repository.js';

/** A small pool of generated authors, shared by every run (spec: "A small author pool is still auto-created"). */
export const AUTHOR_POOL = 3;

/**
 * What a run does about the pool, decided from what the site has when the run holds the site's
 * write lock: the generated authors it reuses, and the candidates it writes to top the pool up
 * (as many as it has password hashes for; their logins, nicenames and e-mail addresses made free
 * as wp_insert_user() demands).
 */
export function topUpAuthorPool(
  candidates: NewUserWithMeta[],
  existing: number[],
  passwordHashes: string[],
  taken: TakenIdentities,
): { existing: number[]; drafts: NewUserWithMeta[] } {
  const missing = Math.min(AUTHOR_POOL - existing.length, passwordHashes.length, candidates.length);
  if (missing <= 0) return { existing: existing.slice(0, AUTHOR_POOL), drafts: [] };
  const drafts = candidates.slice(0, missing).map((d, i) => ({ ...d, row: { ...d.row, user_pass: passwordHashes[i]! } }));
  for (const { row } of drafts) {
    for (let n = 2; taken.logins.has(row.user_login); n++) row.user_login = `${row.user_login.replace(/\d+$/, '')}${n}`;
    taken.logins.add(row.user_login);
    // A nicename another user has gets `-2`, `-3`… within 50 characters.
    const base = row.user_nicename;
    for (let n = 2; taken.nicenames.has(row.user_nicename); n++) row.user_nicename = `${base.slice(0, 49 - String(n).length)}-${n}`;
    taken.nicenames.add(row.user_nicename);
    const [local, domain] = splitAddress(row.user_email);
    for (let n = 2; taken.emails.has(row.user_email.toLowerCase()); n++) row.user_email = `${local}${n}@${domain}`;
    taken.emails.add(row.user_email.toLowerCase());
  }
  return { existing, drafts };
}

function splitAddress(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}
