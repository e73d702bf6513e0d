import type { Database } from '../../db/database.js';
import { UserWriteRepository, type NewUserWithMeta, type TakenIdentities } from '../../db/repositories/user.repository.js';
import type { StatementQueue } from './statement-queue.js';

/**
 * Writes users as wp_insert_user() does, under the site's write lock: logins, nicenames and
 * e-mail addresses made free against the site, then one INSERT for the rows and one for their
 * meta. Post runs (the author pool) and user runs write their users through it.
 */
export class UserWriter {
  private readonly users: UserWriteRepository;

  /** `queue`: the run's, which takes the meta (nothing waits for it). */
  constructor(trx: Database, private readonly queue: StatementQueue) {
    this.users = new UserWriteRepository(trx);
  }

  /** The users' ids, in order. `taken`: the site's identities among the users', when already read. */
  async write(users: NewUserWithMeta[], taken?: TakenIdentities): Promise<number[]> {
    if (users.length === 0) return [];
    makeIdentitiesFree(users, taken ?? await this.users.takenIdentities(users.map((u) => u.row)));
    const ids = await this.users.insert(users);
    this.queue.add(this.users.insertMeta(users.flatMap((u, i) => u.meta.map(([meta_key, meta_value]) => ({ user_id: ids[i]!, meta_key, meta_value })))));
    return ids;
  }
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
