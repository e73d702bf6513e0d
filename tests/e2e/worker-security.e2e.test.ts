import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import mysql from 'mysql2/promise';
import { need } from '../support/stack-env.js';
import { RecordingProxy, type RecordedRequest } from '../support/recording-proxy.js';
import { startPhpServer, startWorker, type RunningProcess } from '../support/processes.js';
import { shellToken } from '../support/shell-token.js';
import { WordPressSite } from '../support/wordpress.js';

const site = new WordPressSite();
const workerUrl = need(site.env, 'SEEDPRESS_WORKER_URL');
const REFUSED = { success: false, code: 'rest_not_logged_in', message: 'The SeedPress worker only accepts requests signed by the SeedPress plugin.' };

async function direct(method: string, target: string, token: string | undefined, body?: Buffer | string) {
  const payload = typeof body === 'string' || body === undefined ? body : body.toString('utf8');
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${workerUrl}${target}`, { method, headers, body: payload });
  return { status: res.status, body: await res.json() };
}

describe('the worker port called directly', () => {
  let proxy: RecordingProxy;
  let shell: RunningProcess;
  let captured: RecordedRequest;
  let token: string;

  beforeAll(async () => {
    proxy = new RecordingProxy(workerUrl);
    shell = await startPhpServer(site.env, { SEEDPRESS_WORKER_URL: await proxy.start() });
    const res = await site.at(shell.url).api('POST', '/settings', { as: 'admin', body: { telemetry_enabled: true } });
    expect(res.status).toBe(200);
    captured = proxy.requests.at(-1)!;
    token = String(captured.headers.authorization).replace(/^Bearer /, '');
  });
  afterAll(async () => {
    await shell.stop();
    await proxy.stop();
  });

  it('received a token from the shell bound to method, path, body, user, edition and context', async () => {
    // Setup
    const db = await mysql.createConnection({ host: need(site.env, 'DB_HOST'), port: Number(need(site.env, 'DB_PORT')), user: need(site.env, 'DB_USER'), password: need(site.env, 'DB_PASSWORD'), database: need(site.env, 'DB_NAME') });
    const [rows] = await db.query<mysql.RowDataPacket[]>(`SELECT option_value FROM ${need(site.env, 'DB_PREFIX')}options WHERE option_name = 'seedpress_host_context'`);
    await db.end();

    // Action
    const claims = decodeJwt(token);

    // Assert
    expect(captured.method).toBe('POST');
    expect(captured.url).toBe('/settings');
    expect(claims).toMatchObject({
      iss: 'seedpress-shell',
      aud: 'seedpress-worker',
      sub: '1',
      mth: 'POST',
      psh: createHash('sha256').update('/settings').digest('hex'),
      bsh: createHash('sha256').update(captured.body).digest('hex'),
      edn: 'full',
      ctx: createHash('sha256').update(rows[0]!.option_value as string).digest('hex'),
    });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(60);
    expect(String(claims.jti)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a request without a token', async () => {
    expect(await direct('GET', '/languages', undefined)).toEqual({ status: 401, body: REFUSED });
  });

  it('refuses the shell token replayed', async () => {
    expect(await direct('POST', '/settings', token, captured.body)).toEqual({ status: 401, body: REFUSED });
  });

  it('refuses the shell token for another path', async () => {
    expect(await direct('POST', '/settings/ai', token, captured.body)).toEqual({ status: 401, body: REFUSED });
  });

  it('refuses the shell token for another body', async () => {
    expect(await direct('POST', '/settings', token, '{"hourly_rate":1}')).toEqual({ status: 401, body: REFUSED });
  });

  it('refuses an expired token signed with the right secret', async () => {
    // Setup
    const claims = decodeJwt(token);
    const expired = await shellToken({
      secret: need(site.env, 'SEEDPRESS_WORKER_SECRET'),
      method: 'GET',
      target: '/languages',
      contextHash: String(claims.ctx),
      issuedAtMs: Date.now() - 120_000,
    });

    // Action / Assert
    expect(await direct('GET', '/languages', expired)).toEqual({ status: 401, body: REFUSED });
  });

  it('accepts a fresh token signed with the right secret (the refusals above are about the token)', async () => {
    // Setup
    const fresh = await shellToken({ secret: need(site.env, 'SEEDPRESS_WORKER_SECRET'), method: 'GET', target: '/languages', contextHash: String(decodeJwt(token).ctx) });

    // Action
    const res = await direct('GET', '/languages', fresh);

    // Assert
    expect(res.status).toBe(200);
  });
});

describe('the worker stopped', () => {
  it('makes the shell answer 503 worker_unavailable saying how to start it', async () => {
    // Setup
    const worker = await startWorker(site.env);
    const shell = await startPhpServer(site.env, { SEEDPRESS_WORKER_URL: worker.url });
    try {
      const before = await site.at(shell.url).api('GET', '/languages', { as: 'admin' });
      await worker.stop();

      // Action
      const after = await site.at(shell.url).api('GET', '/languages', { as: 'admin' });

      // Assert
      expect(before.status).toBe(200);
      expect(after.status).toBe(503);
      expect(after.body).toEqual({
        success: false,
        code: 'worker_unavailable',
        message: `The SeedPress worker is not reachable at ${worker.url}. Start the worker that SEEDPRESS_WORKER_URL in wp-config.php points to, or remove SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET from wp-config.php so that SeedPress runs its own.`,
      });
    } finally {
      await shell.stop();
      await worker.stop();
    }
  });
});
