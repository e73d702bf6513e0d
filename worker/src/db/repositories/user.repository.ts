import { sql } from 'kysely';
import type { Database } from '../database.js';

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
