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
  makeIdentitiesFree(drafts, taken);
  return { existing, drafts };
}

/**
 * Logins, nicenames and e-mail addresses made free as wp_insert_user() demands: a taken login gets
 * a number, a nicename `-2`, `-3`… within 50 characters, an address a number before the `@`.
 * `taken` grows by what the drafts get.
 */
export function makeIdentitiesFree(drafts: NewUserWithMeta[], taken: TakenIdentities): void {
  for (const draft of drafts) {
    const { row } = draft;
    const login = row.user_login;
    for (let n = 2; taken.logins.has(row.user_login); n++) row.user_login = `${row.user_login.replace(/\d+$/, '')}${n}`;
    taken.logins.add(row.user_login);
    // The nickname is the login unless given (wp_insert_user()).
    draft.meta = draft.meta.map(([key, value]) => [key, key === 'nickname' && value === login ? row.user_login : value]);
    const base = row.user_nicename;
    for (let n = 2; taken.nicenames.has(row.user_nicename); n++) row.user_nicename = `${base.slice(0, 49 - String(n).length)}-${n}`;
    taken.nicenames.add(row.user_nicename);
    const [local, domain] = splitAddress(row.user_email);
    for (let n = 2; taken.emails.has(row.user_email.toLowerCase()); n++) row.user_email = `${local}${n}@${domain}`;
    taken.emails.add(row.user_email.toLowerCase());
  }
}

function splitAddress(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}
