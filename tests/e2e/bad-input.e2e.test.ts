import { request as httpRequest } from 'node:http';
import mysql from 'mysql2/promise';
import { loadRouteManifest, routeKey } from '../../worker/src/contract/route-manifest.js';
import { ErrorCode } from '../../worker/src/errors.js';
import { badRequests, OVERSIZE_BYTES, type BadRequest } from '../support/bad-requests.js';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * Malformed requests generated from schemas/ for every route, sent through WordPress: each must be
 * a 4xx with exactly the spec's error body, and together they must leave every table of the site
 * (WordPress's and SeedPress's) as it was. The database is checksummed per route, and a route
 * whose batch changed it is bisected down to the requests that did.
 */

const site = new WordPressSite();
const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
/** php -S runs four workers here; more requests at once would only queue. */
const CONCURRENCY = 4;

interface Answer {
  status: number;
  text: string;
}

const cases = badRequests();
const byRoute = new Map<string, BadRequest[]>();
for (const c of cases) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), c]);

/** node:http rather than fetch: GET with a body, and the path exactly as written. */
function send(c: BadRequest): Promise<Answer> {
  const url = new URL(site.url);
  const body = c.body ?? '';
  const headers: Record<string, string | number> = { Authorization: site.basicAuth('admin'), 'Content-Length': Buffer.byteLength(body) };
  if (c.contentType) headers['Content-Type'] = c.contentType;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: c.method, path: `/wp-json/seedpress/v1${c.target}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What is wrong with an answer to a malformed request, if anything. */
function problemWith(answer: Answer): string | null {
  if (answer.status < 400 || answer.status > 499) return `HTTP ${answer.status}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `HTTP ${answer.status} with a body that is not JSON`;
  }
  const { success, code, message, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (success !== false || typeof code !== 'string' || !KNOWN_CODES.has(code) || typeof message !== 'string' || message === '' || Object.keys(rest).length > 0) {
    return `HTTP ${answer.status} with the body ${answer.text.slice(0, 200)}`;
  }
  return null;
}

async function inPool<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return results;
}

describe('every malformed request through WordPress', () => {
  let db: mysql.Connection;

  /** CHECKSUM TABLE of every table of the site's database, WordPress's and SeedPress's. */
  async function checksum(): Promise<string> {
    const [tables] = await db.query<mysql.RowDataPacket[]>('SHOW TABLES');
    const names = tables.map((row) => `\`${String(Object.values(row)[0])}\``);
    const [sums] = await db.query<mysql.RowDataPacket[]>(`CHECKSUM TABLE ${names.join(', ')}`);
    return JSON.stringify(sums);
  }

  /** Sends the batch; the requests among them that changed the database, found by halving. */
  async function writers(batch: readonly BadRequest[], problems: string[]): Promise<BadRequest[]> {
    const before = await checksum();
    const answers = await inPool(batch, send);
    answers.forEach((answer, i) => {
      const problem = problemWith(answer);
      if (problem) problems.push(`${batch[i]!.label}: ${problem}`);
    });
    if ((await checksum()) === before) return [];
    if (batch.length === 1) return [...batch];
    const half = Math.ceil(batch.length / 2);
    return [...(await writers(batch.slice(0, half), [])), ...(await writers(batch.slice(half), []))];
  }

  beforeAll(async () => {
    db = await mysql.createConnection({
      host: need(site.env, 'DB_HOST'),
      port: Number(need(site.env, 'DB_PORT')),
      user: need(site.env, 'DB_USER'),
      password: need(site.env, 'DB_PASSWORD'),
      database: need(site.env, 'DB_NAME'),
    });
    // Core records an application password's use once a day: that write is not the suite's business.
    expect((await site.api('GET', '/languages', { as: 'admin' })).status).toBe(200);
  });
  afterAll(async () => db.end());

  it('has at least 1,000 of them, for every route of schemas/routes.json', () => {
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    expect([...byRoute.keys()].sort()).toEqual(loadRouteManifest().routes.map(routeKey).sort());
  });

  it.each([...byRoute.keys()])('%s: each is a 4xx with the error body, and the database is unchanged', async (route) => {
    // Setup
    const batch = byRoute.get(route)!;
    const problems: string[] = [];

    // Action
    const changed = await writers(batch, problems);

    // Assert
    expect(problems).toEqual([]);
    expect(changed.map((c) => c.label)).toEqual([]);
  });

  it('refuses a body over the 64 MB limit with 413 and the error body, writing nothing', async () => {
    // Setup
    const padding = 'x'.repeat(OVERSIZE_BYTES);
    const oversize: BadRequest = { route: 'POST /generate/posts', label: 'oversize', method: 'POST', target: '/generate/posts', body: `{"count":5,"pad":"${padding}"}`, contentType: 'application/json' };
    const before = await checksum();

    // Action
    const answer = await send(oversize);

    // Assert
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ success: false, code: 'invalid_parameter', message: 'The request body is too large.' });
    expect(await checksum()).toBe(before);
  });
});
