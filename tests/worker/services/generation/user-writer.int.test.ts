import { UserWriteRepository, type NewUserWithMeta } from '../../../../worker/src/db/repositories/user.repository.js';
import { queued } from '../../../../worker/src/services/generation/statement-queue.js';
import { UserWriter } from '../../../../worker/src/services/generation/user-writer.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const user = (name: string): NewUserWithMeta => ({
  row: {
    user_login: name, user_pass: '$P$Bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', user_nicename: name, user_email: `${name}@example.org`,
    user_url: '', user_registered: '2026-01-01 10:00:00', user_activation_key: '', user_status: 0, display_name: name,
  },
  meta: [['nickname', name], ['first_name', name]],
});

describe('UserWriter', () => {
  it('makes a taken login free, and writes each user\'s meta to its id once the queue settles', async () => {
    // Setup: a hand-made "ada".
    await new UserWriteRepository(test.db).insert([user('ada')]);

    // Action
    const ids = await test.db.transaction().execute((trx) => queued((queue) => new UserWriter(trx, queue).write([user('ada'), user('grace')])));

    // Assert: the new Ada is ada2, her nickname with her.
    const rows = await test.db.selectFrom('users').select(['ID', 'user_login']).where('ID', 'in', ids).execute();
    expect(ids.map((id) => rows.find((r) => r.ID === id)?.user_login)).toEqual(['ada2', 'grace']);
    const meta = await test.db.selectFrom('usermeta').select(['user_id', 'meta_key', 'meta_value']).where('user_id', 'in', ids).orderBy('umeta_id').execute();
    expect(meta).toEqual([
      { user_id: ids[0], meta_key: 'nickname', meta_value: 'ada2' },
      { user_id: ids[0], meta_key: 'first_name', meta_value: 'ada' },
      { user_id: ids[1], meta_key: 'nickname', meta_value: 'grace' },
      { user_id: ids[1], meta_key: 'first_name', meta_value: 'grace' },
    ]);
  });
});
