import { sql } from 'kysely';
import { INCOMPATIBLE_SQL_MODES } from '../../../worker/src/db/session-mode.js';
import { startPrivateMariaDb, type PrivateMariaDb } from '../../support/private-mariadb.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

/** MySQL 8's default modes, plus the one that would turn the worker's backslash escapes into text. */
const HOSTILE_MODE = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,NO_BACKSLASH_ESCAPES';
const TITLE = `It's a "test" \\ with a back\\slash, \\' and \\\\'`;
const FIELD_VALUE = `O'Reilly \\"quoted\\" \\n not a newline \\0`;

let server: PrivateMariaDb;
let test: TestDatabase;
let worker: WorkerUnderTest;

beforeAll(async () => {
  server = await startPrivateMariaDb({ sqlMode: HOSTILE_MODE });
  test = await createTestDatabase(server.server);
  worker = await workerOn(test);
});

afterAll(async () => {
  await test?.drop();
  await server?.stop();
});

describe('the worker on a server whose global sql_mode is strict and backslash-free', () => {
  it('gives its own connections a mode without the modes WordPress and its SQL literals cannot work under', async () => {
    const { rows } = await sql<{ global: string; session: string }>`SELECT @@GLOBAL.sql_mode AS global, @@SESSION.sql_mode AS session`.execute(test.db);
    expect(rows[0]!.global.split(',')).toEqual(expect.arrayContaining(['NO_BACKSLASH_ESCAPES', 'STRICT_TRANS_TABLES', 'NO_ZERO_DATE']));
    const kept = rows[0]!.global.split(',').filter((mode) => !(INCOMPATIBLE_SQL_MODES as readonly string[]).includes(mode));
    expect(kept).toEqual(expect.arrayContaining(['ERROR_FOR_DIVISION_BY_ZERO', 'NO_ENGINE_SUBSTITUTION']));
    // IGNORE_SPACE is the client's: mysql2 asks for it when it connects.
    expect(rows[0]!.session.split(',').filter((mode) => mode !== 'IGNORE_SPACE')).toEqual(kept);
  });

  it('writes drafts with zero GMT dates and text with quotes and backslashes byte for byte', async () => {
    // Action
    const res = await worker.call('POST', '/generate/posts', {
      count: 3,
      post_status: 'draft',
      set_featured_image: false,
      auto_comments: false,
      enable_variation: false,
      field_config: {
        core_fields: { post_title: { mode: 'choose', choose: { values: [TITLE] } } },
        custom_fields: { quoted_field: { mode: 'choose', field_type: 'text', choose: { values: [FIELD_VALUE] } } },
      },
    });

    // Assert
    expect(res.status).toBe(200);
    const ids = res.body.ids as number[];
    const posts = await test.db.selectFrom('posts').select(['post_title', 'post_status', 'post_date_gmt', 'post_modified_gmt', 'post_name']).where('ID', 'in', ids).execute();
    expect(posts).toEqual(ids.map(() => ({ post_title: TITLE, post_status: 'draft', post_date_gmt: '0000-00-00 00:00:00', post_modified_gmt: '0000-00-00 00:00:00', post_name: '' })));
    const meta = await test.db.selectFrom('postmeta').select('meta_value').where('post_id', 'in', ids).where('meta_key', '=', 'quoted_field').execute();
    expect(meta.map((m) => m.meta_value)).toEqual(ids.map(() => FIELD_VALUE));
    const bytes = await sql<{ hex: string }>`SELECT HEX(post_title) AS hex FROM ${sql.table(`${test.config.prefix}posts`)} WHERE ID = ${ids[0]!}`.execute(test.db);
    expect(bytes.rows[0]!.hex).toBe(Buffer.from(TITLE, 'utf8').toString('hex').toUpperCase());
  });
});
