import type { Faker } from '@faker-js/faker';
import { serialize } from 'php-serialize';
import type { NewUserWithMeta } from '../../db/repositories/user.repository.js';
import { GENERATED_FLAG } from '../../db/seedpress-meta.js';
import { mysqlDateTime } from '../../core-parity/site-clock.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import type { TextGenerator } from '../text/text-generator.js';
import { RESERVED_DOMAINS } from '../reserved-domains.js';

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
  /** `{prefix}user_level`: the highest level_N capability of the role (0 without one). */
  userLevel: number;
  /** The biography, in the content locale. */
  text: TextGenerator;
}

/** The user_level WordPress derives from a role's level_N capabilities (WP_User::level_reduction()). */
export function userLevel(capabilities: Readonly<Record<string, boolean>>): number {
  return Object.entries(capabilities).reduce((level, [cap, granted]) => {
    const match = /^level_(10|[0-9])$/.exec(cap);
    return granted && match ? Math.max(level, Number(match[1])) : level;
  }, 0);
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
  const nicename = sanitizeTitle(login.slice(0, 50), o.siteLocale);
  return {
    row: {
      user_login: login,
      user_pass: o.passwordHash,
      user_nicename: nicename,
      user_email: `${login}@${faker.helpers.arrayElement(RESERVED_DOMAINS)}`.toLowerCase(),
      user_url: `https://${faker.helpers.arrayElement(RESERVED_DOMAINS)}/${nicename}`,
      user_registered: mysqlDateTime(o.nowMs),
      user_activation_key: '',
      user_status: 0,
      display_name: `${first} ${last}`,
    },
    meta: [
      ['nickname', login],
      ['first_name', first],
      ['last_name', last],
      ['description', o.text.excerpt()],
      ['rich_editing', 'true'],
      ['syntax_highlighting', 'true'],
      ['comment_shortcuts', 'false'],
      ['admin_color', 'fresh'],
      ['use_ssl', '0'],
      ['show_admin_bar_front', 'true'],
      ['locale', ''],
      [`${o.prefix}capabilities`, serialize({ [o.role]: true })],
      [`${o.prefix}user_level`, String(o.userLevel)],
      [GENERATED_FLAG, '1'],
    ],
  };
}
