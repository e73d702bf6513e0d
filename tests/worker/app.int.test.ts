import request from 'supertest';
import { sql } from 'kysely';
import { shellToken } from '../support/shell-token.js';
import { freshWorkerPerFile, TEST_SECRET } from '../support/worker-app.js';

const files = freshWorkerPerFile();

describe('worker HTTP surface', () => {
  it('answers the open health check with nothing about the site', async () => {
    // Action
    const res = await request(files.worker.app).get('/healthz');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('refuses every other request without a token, known route or not', async () => {
    for (const path of ['/languages', '/settings', '/no-such-route']) {
      // Action
      const res = await request(files.worker.app).get(path);

      // Assert
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        code: 'rest_not_logged_in',
        message: 'The SeedPress worker only accepts requests signed by the SeedPress plugin.',
      });
    }
  });

  it('answers an unknown route with not_found', async () => {
    // Action
    const res = await files.worker.call('GET', '/no-such-route');

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: 'No such endpoint.' });
  });

  it('hides full-edition routes from the limited edition', async () => {
    // Action
    const res = await files.worker.call('GET', '/settings/ai', undefined, 'lite');

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: 'This endpoint is not available in the limited edition.' });
  });

  it('asks for a retry when the token names a context that is not stored', async () => {
    // Setup
    const token = await shellToken({ secret: TEST_SECRET, method: 'GET', target: '/languages', contextHash: 'f'.repeat(64) });

    // Action
    const res = await request(files.worker.app).get('/languages').set('Authorization', `Bearer ${token}`);

    // Assert
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'host_context_stale', message: 'The site configuration changed during the request; please retry.' });
  });

  async function postSettings(raw: string | Buffer, type?: string): Promise<request.Response> {
    const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target: '/settings', body: raw, contextHash: files.worker.contextHash });
    // Sent as given: supertest would otherwise serialise a Buffer declared as JSON.
    const req = request(files.worker.app).post('/settings').set('Authorization', `Bearer ${token}`).serialize((data: string) => data);
    return (type === undefined ? req : req.set('Content-Type', type)).send(raw);
  }

  it.each([
    ['{"hourly_rate":', 'application/json', 'The request body is not valid JSON in UTF-8.'],
    ['[1,2]', 'application/json', 'The request body must be a JSON object.'],
    ['"hello"', 'application/json', 'The request body must be a JSON object.'],
    ['42', 'application/json', 'The request body must be a JSON object.'],
    ['null', 'application/json', 'The request body must be a JSON object.'],
  ])('refuses the body %j with invalid_parameter', async (raw, type, message) => {
    // Action
    const res = await postSettings(raw, type);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message });
  });

  it('refuses JSON that is not UTF-8 instead of reading replacement characters', async () => {
    // Action
    const res = await postSettings(Buffer.from('{"hourly_rate":"\xff"}', 'latin1'), 'application/json');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'The request body is not valid JSON in UTF-8.' });
  });

  it.each([
    ['hourly_rate=5', 'application/x-www-form-urlencoded'],
    ['hourly_rate=5', undefined],
    ['{"hourly_rate":5}', 'text/plain'],
    // PHP consumes a multipart body, so the shell forwards it empty: its type alone is refused.
    ['', 'multipart/form-data; boundary=x'],
  ])('refuses the body %j of type %s with 415, writing nothing', async (raw, type) => {
    // Action
    const res = await postSettings(raw, type);

    // Assert
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, code: 'unsupported_media_type', message: 'The request body must be JSON (Content-Type: application/json).' });
    expect((await files.worker.call('GET', '/settings')).body.settings.general.hourly_rate).not.toBe(5);
  });

  it.each(['/history/%FF', '/fields/%C3%28', '/history?type=%FF', '/users?search=100%'])('refuses %s, not valid percent-encoded UTF-8, with invalid_parameter', async (target) => {
    // Action
    const res = await files.worker.call(target.startsWith('/history/') ? 'DELETE' : 'GET', target);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'The request URL is not valid percent-encoded UTF-8.' });
  });

  it('takes a query string whose token would not fit a header: the token carries its hash', async () => {
    // Setup: over Node's 16 KiB head limit if the token carried the path (base64 adds a third).
    const target = `/users?search=${'a'.repeat(200)}&roles=${'r'.repeat(9_000)}`;

    // Action
    const res = await files.worker.call('GET', target);

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, users: [] });
  });

  it('answers an unexpected failure with a bare 500 and no internals', async () => {
    // Setup: a broken database is the most realistic unexpected failure.
    await sql`RENAME TABLE ${sql.table(`${files.test.config.prefix}term_taxonomy`)} TO ${sql.table(`${files.test.config.prefix}term_taxonomy_away`)}`.execute(files.test.db);

    try {
      // Action
      const res = await files.worker.call('GET', '/taxonomies/all');

      // Assert
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, code: 'internal_error', message: 'An unexpected error occurred in the SeedPress worker.' });
      expect(res.text).not.toMatch(/term_taxonomy|at .*\.ts|SELECT/i);
    } finally {
      await sql`RENAME TABLE ${sql.table(`${files.test.config.prefix}term_taxonomy_away`)} TO ${sql.table(`${files.test.config.prefix}term_taxonomy`)}`.execute(files.test.db);
    }
  });
});
