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

  it.each([
    ['{"hourly_rate":', 'application/json', 'The request body is not valid JSON.'],
    ['[1,2]', 'application/json', 'The request body must be a JSON object.'],
    ['hourly_rate=5', 'application/x-www-form-urlencoded', 'The request body must be JSON (Content-Type: application/json).'],
  ])('refuses the body %j with invalid_parameter', async (raw, type, message) => {
    // Setup
    const token = await shellToken({ secret: TEST_SECRET, method: 'POST', target: '/settings', body: raw, contextHash: files.worker.contextHash });

    // Action
    const res = await request(files.worker.app).post('/settings').set('Authorization', `Bearer ${token}`).set('Content-Type', type).send(raw);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message });
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
