import { sql } from 'kysely';
import request from 'supertest';
import { shellToken } from '../../support/shell-token.js';
import { freshWorkerPerFile, TEST_SECRET } from '../../support/worker-app.js';

/*
 * One worker, two sites of a network in one database: the main site under wp_ and site 2 under
 * wp_2_ (its tables made as core makes them, like the main site's). The site comes from the
 * token's pfx claim.
 */

const files = freshWorkerPerFile();
const SITE_TABLES = ['options', 'posts', 'postmeta', 'terms', 'term_taxonomy', 'term_relationships', 'termmeta', 'comments', 'commentmeta'];

async function asSite(tablePrefix: string, method: 'GET' | 'POST', target: string, body?: unknown) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const token = await shellToken({ secret: TEST_SECRET, method, target, body: raw, contextHash: files.worker.contextHash, edition: 'lite', tablePrefix });
  const req = request(files.worker.app)[method === 'GET' ? 'get' : 'post'](target).set('Authorization', `Bearer ${token}`);
  return raw === '' ? req : req.set('Content-Type', 'application/json').send(raw);
}

async function tablesUnder(prefix: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = database() and table_name like ${`${prefix.replace(/_/g, '\\_')}seedpress\\_%`} order by table_name`.execute(files.test.db);
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  for (const table of SITE_TABLES) await sql.raw(`CREATE TABLE wp_2_${table} LIKE wp_${table}`).execute(files.test.db);
  // Site 2's own copy of the context the shell stored: same registries, its own tables.
  await sql.raw(`INSERT INTO wp_2_options SELECT * FROM wp_options WHERE option_name = 'seedpress_host_context'`).execute(files.test.db);
});

describe('one worker for every site of a network', () => {
  it('opens site 2 on its first call: its own SeedPress tables are migrated, and its settings go to its own options', async () => {
    // Setup
    const mainBefore = await sql<{ n: number }>`select count(*) as n from wp_options where option_name = 'seedpress_settings'`.execute(files.test.db);

    // Action
    const res = await asSite('wp_2_', 'POST', '/settings', { hourly_rate: 77 });

    // Assert
    expect(res.status).toBe(200);
    expect(await tablesUnder('wp_2_')).toEqual(['wp_2_seedpress_field_detections', 'wp_2_seedpress_history', 'wp_2_seedpress_migrations', 'wp_2_seedpress_migrations_lock', 'wp_2_seedpress_templates']);
    const site2 = await sql<{ v: string }>`select option_value as v from wp_2_options where option_name = 'seedpress_settings'`.execute(files.test.db);
    expect(site2.rows[0]?.v).toContain('s:11:"hourly_rate";i:77;');
    const mainAfter = await sql<{ n: number }>`select count(*) as n from wp_options where option_name = 'seedpress_settings'`.execute(files.test.db);
    expect(mainAfter.rows).toEqual(mainBefore.rows);
    const mainRead = await asSite('wp_', 'GET', '/settings');
    expect((mainRead.body as { hourly_rate: number }).hourly_rate).not.toBe(77);
  });

  it('answers not_found for a site of the network whose tables do not exist', async () => {
    // Action
    const res = await asSite('wp_7_', 'GET', '/settings');

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: 'No site of this network has its tables under "wp_7_".' });
    expect(await tablesUnder('wp_7_')).toEqual([]);
  });

  it('refuses a prefix that is neither DB_PREFIX nor one of its network\'s sites, saying how to start the worker', async () => {
    // Action
    const res = await asSite('shop_', 'GET', '/settings');

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'not_found',
      message: 'The worker serves the tables under "wp_" (DB_PREFIX) and those of its network\'s sites ("wp_2_", …), not "shop_". Start it with DB_PREFIX set to the site\'s $table_prefix from wp-config.php.',
    });
  });
});
