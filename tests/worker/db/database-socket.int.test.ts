import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../worker/src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

/*
 * Local and MAMP write DB_HOST "localhost" and run MySQL on a socket and a port of their own; the
 * plugin then hands the worker that socket (DB_SOCKET), and the worker must reach the site's
 * database through it whatever DB_HOST and DB_PORT say.
 */
let test: TestDatabase;
let overSocket: Database | undefined;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await overSocket?.destroy();
  await test?.drop();
});

describe('a worker given DB_SOCKET', () => {
  it('connects through the socket, not to the host and port it was given', async () => {
    // Setup: the server's own socket; a port nothing listens on proves TCP is not used.
    const { rows } = await sql<{ socket: string }>`SELECT @@socket AS socket`.execute(test.db);
    const socket = rows[0]!.socket;
    overSocket = createDatabase({ ...test.config, host: '192.0.2.1', port: 1, socket });

    // Action
    const seen = await sql<{ db: string; via: string }>`SELECT DATABASE() AS db, (SELECT HOST FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()) AS via`.execute(overSocket);

    // Assert
    expect(seen.rows).toEqual([{ db: test.config.database, via: 'localhost' }]);
  });
});
