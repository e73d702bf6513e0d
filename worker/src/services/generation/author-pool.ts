import type { HostContext } from '../../contract/host-context.js';
import type { NewUserWithMeta } from '../../db/repositories/user.repository.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import type { PasswordHashStock } from '../../generators/users/password-hash-stock.js';
import { draftUser, userLevel } from '../../generators/users/user-drafter.js';

/** A small pool of generated authors, shared by every run (spec: "A small author pool is still auto-created"). */
export const AUTHOR_POOL = 3;
/** Offset of the author candidates' seed from the run's (any fixed number apart from 0). */
const AUTHOR_STREAM = 0x7f4a7c15;

/**
 * What a post run needs for its author pool: candidates drafted ahead, and their password hashes
 * from the stock that refills between runs.
 */
export class AuthorPoolSource {
  constructor(
    private readonly passwordHashes: PasswordHashStock,
    private readonly prefix: string,
  ) {}

  get capabilitiesKey(): string {
    return `${this.prefix}capabilities`;
  }

  /** For the length of a run: the stock refills once no run holds it. */
  hold(): () => void {
    return this.passwordHashes.hold();
  }

  /**
   * Authors for a whole pool, drafted from a stream of their own: how many a run writes depends
   * on the site (decided under the write lock), not on the request.
   */
  candidates(host: HostContext, locale: string, seed: number, nowMs: number): NewUserWithMeta[] {
    const faker = createFaker(locale, (seed + AUTHOR_STREAM) % 2 ** 32);
    const text = createTextGenerator(faker, locale, 'realtext');
    const taken = new Set<string>();
    const level = userLevel(host.roles.author?.capabilities ?? { level_2: true });
    return Array.from({ length: AUTHOR_POOL }, () => draftUser(faker, { role: 'author', prefix: this.prefix, nowMs, taken, siteLocale: host.site.locale, passwordHash: '', userLevel: level, text }));
  }

  /** Hashes for the authors the pool lacks, made on another core while the posts are planned. */
  hashes(missing: number, wpVersion: string): Promise<string[]> {
    return this.passwordHashes.take(missing, wpVersion);
  }
}

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
