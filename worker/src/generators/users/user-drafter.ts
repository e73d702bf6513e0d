import type { Faker } from '@faker-js/faker';
import { serialize } from 'php-serialize';
import type { NewUserWithMeta } from '../../db/repositories/user.repository.js';
import { mysqlDateTime } from '../../services/site-clock.js';
import { sanitizeTitle } from '../text/sanitize-title.js';

/** `{prefix}user_level` of the default roles, as WordPress derives it from the level_N capabilities. */
const USER_LEVELS: Readonly<Record<string, number>> = { administrator: 10, editor: 7, author: 2, contributor: 1, subscriber: 0 };

export interface UserDraftOptions {
  role: string;
  prefix: string;
  nowMs: number;
  /** Logins already taken on the site or earlier in this run. */
  taken: Set<string>;
  /** The site locale: user_nicename is sanitize_title() of the login. */
  siteLocale: string;
  /** user_pass as the site's wp_hash_password() writes it (see background-hasher.ts). */
  passwordHash: string;
}

function loginFor(faker: Faker, first: string, last: string, taken: Set<string>): string {
  const base = faker.internet.username({ firstName: first, lastName: last }).toLowerCase().replace(/[^a-z0-9_.@-]/g, '').slice(0, 50) || 'author';
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}${n}`;
  taken.add(login);
  return login;
}

/** A user as wp_insert_user() writes one: the row plus the usermeta core adds for every new user. */
export function draftUser(faker: Faker, o: UserDraftOptions): NewUserWithMeta {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const login = loginFor(faker, first, last, o.taken);
  return {
    row: {
      user_login: login,
      user_pass: o.passwordHash,
      user_nicename: sanitizeTitle(login.slice(0, 50), o.siteLocale),
      user_email: `${login}@${faker.internet.domainName()}`.toLowerCase(),
      user_url: '',
      user_registered: mysqlDateTime(o.nowMs),
      user_activation_key: '',
      user_status: 0,
      display_name: `${first} ${last}`,
    },
    meta: [
      ['nickname', login],
      ['first_name', first],
      ['last_name', last],
      ['description', ''],
      ['rich_editing', 'true'],
      ['syntax_highlighting', 'true'],
      ['comment_shortcuts', 'false'],
      ['admin_color', 'fresh'],
      ['use_ssl', '0'],
      ['show_admin_bar_front', 'true'],
      ['locale', ''],
      [`${o.prefix}capabilities`, serialize({ [o.role]: true })],
      [`${o.prefix}user_level`, String(USER_LEVELS[o.role] ?? 0)],
      ['_seedpress_generated', '1'],
    ],
  };
}
