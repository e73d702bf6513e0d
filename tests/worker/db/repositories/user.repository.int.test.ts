import { UserWriteRepository, type NewUserWithMeta } from '../../../../worker/src/db/repositories/user.repository.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const users = (tag: string): NewUserWithMeta[] =>
  ['ada', 'grace', 'linus'].map((name) => ({
    row: {
      user_login: `${tag}-${name}`, user_pass: '$P$Bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', user_nicename: `${tag}-${name}`, user_email: `${tag}-${name}@example.org`,
      user_url: '', user_registered: '2026-01-01 10:00:00', user_activation_key: '', user_status: 0, display_name: name,
    },
    meta: [['nickname', `${tag}-${name}`], ['first_name', name]],
  }));

describe('UserWriteRepository.insert', () => {
  it('answers the ids in row order (read back by login)', async () => {
    // Setup
    const input = users('pool');

    // Action
    const ids = await test.db.transaction().execute((trx) => new UserWriteRepository(trx).insert(input));

    // Assert
    const logins = await test.db.selectFrom('users').select(['ID', 'user_login']).where('ID', 'in', ids).execute();
    const loginOf = new Map(logins.map((r) => [r.ID, r.user_login]));
    expect(ids.map((id) => loginOf.get(id))).toEqual(input.map((u) => u.row.user_login));
  });
});
