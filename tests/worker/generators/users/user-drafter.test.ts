import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { draftUser, userLevel } from '../../../../worker/src/generators/users/user-drafter.js';
import { makeIdentitiesFree } from '../../../../worker/src/services/generation/user-writer.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const draft = (seed: number, taken = new Set<string>()) => {
  const faker = createFaker('de_DE', seed);
  return draftUser(faker, { role: 'editor', prefix: 'wp_', nowMs: Date.UTC(2026, 10, 24), taken, siteLocale: 'en_US', passwordHash: '$hash', userLevel: 7, text: createTextGenerator(faker, 'de_DE', 'realtext') });
};

describe('userLevel', () => {
  it.each([
    [{ read: true, level_0: true }, 0],
    [{ level_0: true, level_1: true, level_2: true, edit_posts: true }, 2],
    [{ level_10: true, level_9: true }, 10],
    [{ level_7: false, level_1: true }, 1],
    [{ read: true }, 0],
  ])('%j → %i', (capabilities, expected) => {
    // Assert
    expect(userLevel(capabilities)).toBe(expected);
  });
});

describe('draftUser', () => {
  it('drafts a complete profile on reserved example domains, with the role and its level', () => {
    // Action
    const user = draft(3);

    // Assert
    const meta = Object.fromEntries(user.meta);
    expect(user.row.user_email).toMatch(/^[^@]+@example\.(com|net|org)$/);
    expect(user.row.user_url).toBe(`${/^https:\/\/example\.(com|net|org)\//.exec(user.row.user_url)?.[0]}${user.row.user_nicename}`);
    expect(user.row.display_name).toBe(`${meta.first_name} ${meta.last_name}`);
    expect(meta.nickname).toBe(user.row.user_login);
    expect(meta.description).not.toBe('');
    expect([meta.wp_capabilities, meta.wp_user_level, meta._seedpress_generated]).toEqual(['a:1:{s:6:"editor";b:1;}', '7', '1']);
  });

  it('keeps the nickname the login when a taken login gets a number', () => {
    // Setup
    const user = draft(4);
    const login = user.row.user_login;

    // Action
    makeIdentitiesFree([user], { logins: new Set([login]), nicenames: new Set(), emails: new Set() });

    // Assert
    expect(user.row.user_login).not.toBe(login);
    expect(Object.fromEntries(user.meta).nickname).toBe(user.row.user_login);
  });
});
