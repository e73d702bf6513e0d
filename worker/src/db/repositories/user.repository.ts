import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { NewUser } from '../schema.js';
import { GENERATED_FLAG } from '../seedpress-meta.js';
import { idsByMarker, insertRows } from './batch-writes.js';

export interface UserRecord {
  ID: number;
  user_login: string;
  user_email: string;
  display_name: string;
  /** The serialized `{prefix}capabilities` value. */
  capabilities: string | null;
}

export interface UserFilter {
  roles: string[];
  search?: string | undefined;
  limit: number;
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export class UserRepository {
  constructor(
    private readonly db: Database,
    private readonly capabilitiesKey: string,
  ) {}

  /** WP_User_Query's role filter matches the serialized capabilities the same way: `%"role"%`. */
  async list(filter: UserFilter): Promise<{ users: UserRecord[]; total: number }> {
    let query = this.db
      .selectFrom('users')
      .leftJoin('usermeta', (join) => join.onRef('usermeta.user_id', '=', 'users.ID').on('usermeta.meta_key', '=', this.capabilitiesKey));
    if (filter.roles.length > 0) {
      query = query.where((eb) => eb.or(filter.roles.map((role) => eb('usermeta.meta_value', 'like', `%"${escapeLike(role)}"%`))));
    }
    if (filter.search) {
      const term = `%${escapeLike(filter.search)}%`;
      query = query.where((eb) =>
        eb.or([eb('users.user_login', 'like', term), eb('users.user_email', 'like', term), eb('users.display_name', 'like', term)]),
      );
    }
    const [users, total] = await Promise.all([
      query
        .select(['users.ID', 'users.user_login', 'users.user_email', 'users.display_name', 'usermeta.meta_value as capabilities'])
        .orderBy('users.user_login')
        .limit(filter.limit)
        .execute(),
      query.select(sql<number | string>`count(distinct ${sql.ref('users.ID')})`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { users, total: Number(total.total) };
  }
}

export interface NewUserWithMeta {
  row: NewUser;
  meta: Array<[key: string, value: string]>;
}

export interface TakenIdentities {
  logins: Set<string>;
  nicenames: Set<string>;
  /** Lower-cased: WordPress compares addresses without case. */
  emails: Set<string>;
}

export class UserWriteRepository {
  constructor(private readonly db: Database) {}

  /** Generated users (flag and history) holding a role, oldest first (the author pool). */
  async generatedWithRole(capabilitiesKey: string, role: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .innerJoin('usermeta as flag', (j) => j.onRef('flag.user_id', '=', 'users.ID').on('flag.meta_key', '=', GENERATED_FLAG))
      .innerJoin('usermeta as caps', (j) => j.onRef('caps.user_id', '=', 'users.ID').on('caps.meta_key', '=', capabilitiesKey))
      .select('users.ID')
      .where('caps.meta_value', 'like', `%"${role}"%`)
      .where('users.ID', 'in', this.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', 'user').where('deleted_at', 'is', null))
      .orderBy('users.ID')
      .execute();
    return rows.map((r) => r.ID);
  }

  /** Which of these logins, nicenames and e-mail addresses users of the site already have (each unique in WordPress). */
  async takenIdentities(candidates: NewUser[]): Promise<TakenIdentities> {
    const taken: TakenIdentities = { logins: new Set(), nicenames: new Set(), emails: new Set() };
    if (candidates.length === 0) return taken;
    const rows = await this.db
      .selectFrom('users')
      .select(['user_login', 'user_nicename', 'user_email'])
      .where((w) => w.or([
        w('user_login', 'in', candidates.map((c) => c.user_login)),
        w('user_nicename', 'in', candidates.map((c) => c.user_nicename)),
        w('user_email', 'in', candidates.map((c) => c.user_email)),
      ]))
      .execute();
    for (const r of rows) {
      taken.logins.add(r.user_login);
      taken.nicenames.add(r.user_nicename);
      taken.emails.add(r.user_email.toLowerCase());
    }
    return taken;
  }

  async nicenames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['ID', 'user_nicename']).where('ID', 'in', ids).execute();
    return new Map(rows.map((r) => [r.ID, r.user_nicename]));
  }

  async existingIds(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('users').select('ID').where('ID', 'in', ids).execute();
    return new Set(rows.map((r) => r.ID));
  }

  async insertMeta(rows: Array<{ user_id: number; meta_key: string; meta_value: string }>): Promise<void> {
    await insertRows(this.db, 'usermeta', rows);
  }

  /**
   * The users' rows (not their meta) in one INSERT; ids, in order, are read back by login
   * (WordPress keeps logins unique, and the caller has made these free), from the first id the
   * insert got on.
   */
  async insert(users: ReadonlyArray<Pick<NewUserWithMeta, 'row'>>): Promise<number[]> {
    if (users.length === 0) return [];
    const first = await insertRows(this.db, 'users', users.map((u) => u.row));
    const logins = users.map((u) => u.row.user_login);
    const found = await this.db.selectFrom('users').select(['ID', 'user_login']).where('ID', '>=', first).where('user_login', 'in', logins).execute();
    return idsByMarker(logins, found.map((f) => [f.user_login, f.ID] as const), 'user');
  }
}
