import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { HOST_CONTEXT_OPTION } from '../../../worker/src/services/host-context.service.js';
import { LICENSE_OPTION } from '../../../worker/src/services/license/license-store.js';
import { closedLoopbackPort } from '../../support/ai-stand-in.js';
import { startLicenseServer, testKeySpecs, TEST_KEYS, type LicenseServer } from '../../license-server/license-server.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type LicenseSetup, type WorkerUnderTest } from '../../support/worker-app.js';

/*
 * Every transition of the spec's licensing table, against the License API stand-in, with the
 * worker's and the server's clock in the test's hand.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number): string => new Date(ms).toISOString();
const KEYS = { ...TEST_KEYS, rotated: 'ROTA-TED0-0000-0005', shortLived: 'SHRT-LIVE-D000-0006', renewable: 'RENE-WABL-E000-0007', revoked: 'REVO-KED0-0000-0008', previous: 'PREV-IOUS-0000-0009' };
const LICENSE_REQUIRED = (reason: string) => ({
  success: false,
  code: 'license_required',
  message: `SeedPress needs a valid license. ${reason} Activate a license key to use this feature: POST /license/activate with {"license_key": "XXXX-XXXX-XXXX-XXXX"}.`,
});
const NO_LICENSE = 'No license key is activated on this site.';
const masked = (key: string): string => `${key.slice(0, 4)}${'•'.repeat(11)}${key.slice(-4)}`;
const activated = (key: string, customer: string, expires: string | null = null) => ({ key: masked(key), has_key: true, valid: true, status: 'active', expires, customer });

let clock = START;
let test: TestDatabase;
let server: LicenseServer;
let worker: WorkerUnderTest;
let host: HostContext;
/** The stored context as the shell wrote it: its hash is what the worker's tokens carry. */
let context: string;

const setup = (licenseApi: string): LicenseSetup => ({ licenseApi, licensed: false, license: { now: () => clock, timeoutMs: 1000 } });
const view = (over: Record<string, unknown>) => ({
  key: '', has_key: false, valid: false, status: 'inactive', message: NO_LICENSE, expires: null, customer: '',
  site_fingerprint: `${host.site.fingerprint.slice(0, 8)}…${host.site.fingerprint.slice(-8)}`, site_url: host.site.url, ...over,
});
const stored = async (): Promise<string | undefined> =>
  (await test.db.selectFrom('options').select('option_value').where('option_name', '=', LICENSE_OPTION).executeTakeFirst())?.option_value;
const validations = (): number => server.calls.filter((c) => c.action === 'validate').length;
const activate = (key: string, w = worker) => w.call('POST', '/license/activate', { license_key: key });
const getLicense = async (w = worker) => (await w.call('GET', '/license')).body;
const generate = (w = worker) => w.call('POST', '/generate/posts', { count: 1, set_featured_image: false, auto_taxonomies: false, auto_comments: false });

beforeAll(async () => {
  test = await createTestDatabase();
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  context = row.option_value;
  host = JSON.parse(context) as HostContext;
  server = await startLicenseServer({
    now: () => clock,
    keys: [
      ...testKeySpecs(),
      { key: KEYS.rotated, expiresAt: null, activationLimit: null, customerEmail: 'rotated@example.com' },
      { key: KEYS.shortLived, expiresAt: iso(START + HOUR), activationLimit: null, customerEmail: 'short@example.com' },
      { key: KEYS.renewable, expiresAt: iso(START + HOUR), activationLimit: null, customerEmail: 'renew@example.com' },
      { key: KEYS.revoked, expiresAt: null, activationLimit: null, customerEmail: 'revoked@example.com' },
      { key: KEYS.previous, expiresAt: null, activationLimit: null, customerEmail: 'previous@example.com' },
    ],
  });
  worker = await workerOn(test, undefined, undefined, setup(server.url));
});

afterAll(async () => {
  await server.close();
  await test.drop();
});

beforeEach(async () => {
  clock = START;
  server.script({ kind: 'serve' });
  server.calls.length = 0;
  await test.db.deleteFrom('options').where('option_name', '=', LICENSE_OPTION).execute();
});

describe('without a license (inactive)', () => {
  it('shows the inactive license with the site fingerprint', async () => {
    // Action
    const res = await worker.call('GET', '/license');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, license: view({}) });
    expect(host.site.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers full-edition features with 403 license_required saying how to activate', async () => {
    for (const [method, path] of [['POST', '/generate/posts'], ['GET', '/languages'], ['POST', '/settings'], ['DELETE', '/cleanup/all']] as const) {
      // Action
      const res = await worker.call(method, path, method === 'GET' ? undefined : {});

      // Assert
      expect(res.status).toBe(403);
      expect(res.body).toEqual(LICENSE_REQUIRED(NO_LICENSE));
    }
    expect(await test.db.selectFrom('posts').select('ID').where('post_type', '=', 'post').execute()).toHaveLength(1);
  });

  it('keeps the license endpoints, /urls, settings and history reads open for the license screen', async () => {
    for (const path of ['/license', '/urls', '/settings', '/settings/ai', '/history', '/history/stats']) {
      // Action
      const res = await worker.call('GET', path);

      // Assert
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('does not gate the limited edition, which has no license', async () => {
    // Action
    const res = await worker.call('GET', '/languages', undefined, 'lite');

    // Assert
    expect(res.status).toBe(200);
  });
});

describe('inactive → POST /license/activate', () => {
  it('activates a valid key typed in any case, sends only the fingerprint, seals the key and opens the gate', async () => {
    // Action
    const res = await activate(KEYS.active.toLowerCase());

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The license is active.', license: activated(KEYS.active, 'active@example.com') });
    expect(server.calls).toEqual([
      { action: 'activate', contentType: 'application/x-www-form-urlencoded', accept: 'application/json', form: { license_key: KEYS.active, instance_name: host.site.fingerprint } },
    ]);
    expect(server.instanceNames(KEYS.active)).toContain(host.site.fingerprint);
    const row = await stored();
    expect(row).toMatch(/s:3:"key";s:\d+:"v1:/);
    expect(row?.toUpperCase()).not.toContain(KEYS.active);
    expect((await worker.call('GET', '/languages')).status).toBe(200);
  });

  it('serves the status from its cache for 2 hours, then asks the server again', async () => {
    // Setup
    await activate(KEYS.active);

    // Action
    clock = START + 2 * HOUR - 1;
    const cached = await getLicense();
    clock = START + 2 * HOUR;
    const checked = await getLicense();

    // Assert
    expect(cached).toEqual({ success: true, license: view({ ...activated(KEYS.active, 'active@example.com'), message: 'The license is active.' }) });
    expect(checked).toEqual(cached);
    expect(validations()).toBe(1);
  });

  it.each([
    ['an expired key', KEYS.expired, 'This license key has expired.'],
    ['a disabled key', KEYS.disabled, 'This license key is disabled.'],
    ['a key at its activation limit', KEYS.limitReached, 'This license key has reached the activation limit.'],
    ['an unknown key', 'NONE-SUCH-KEY0-0000', 'license_key not found.'],
  ])('refuses %s with the server\'s message and writes nothing', async (_label, key, message) => {
    // Action
    const res = await activate(key);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect(await stored()).toBeUndefined();
    expect((await generate()).status).toBe(403);
  });

  it('refuses a key that is not XXXX-XXXX-XXXX-XXXX before asking the server', async () => {
    // Action
    const res = await activate('ABCD-EFGH-IJKL');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: license_key must be four groups of four letters or digits joined by hyphens, like XXXX-XXXX-XXXX-XXXX.' });
    expect(server.calls).toEqual([]);
  });

  it('says so when the server is down, and writes nothing', async () => {
    // Setup
    const port = await closedLoopbackPort();
    const cut = await workerOn(test, undefined, undefined, setup(`http://127.0.0.1:${port}`));

    // Action
    const res = await activate(KEYS.active, cut);

    // Assert
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/^The license server could not be reached: .*ECONNREFUSED.*\. Nothing was changed; try again later\.$/) });
    expect(await stored()).toBeUndefined();
  });

  it.each([
    ['no answer in time', { kind: 'hang' } as const, 'no answer within 1000 ms'],
    ['an HTML error page', { kind: 'raw', status: 500, contentType: 'text/html', body: '<html>Bad gateway</html>' } as const, 'the license server failed (HTTP 500)'],
    ['a body that is not JSON', { kind: 'raw', status: 200, contentType: 'text/plain', body: 'OK' } as const, "the license server's answer (HTTP 200) is not a License API answer"],
    ['JSON of another shape', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"data":{"activated":true}}' } as const, "the license server's answer (HTTP 200) is not a License API answer"],
    ['an expiry that is no date', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"activated":true,"error":null,"license_key":{"status":"active","expires_at":"soon"},"instance":{"id":"x"}}' } as const, "the license server's answer (HTTP 200) is not a License API answer"],
  ])('takes %s for no verdict: 502, nothing written', async (_label, script, reason) => {
    // Setup
    server.script(script);

    // Action
    const res = await activate(KEYS.active);

    // Assert
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: `The license server could not be reached: ${reason}. Nothing was changed; try again later.` });
    expect(await stored()).toBeUndefined();
  });

  it('confirms the seat it holds when the same key is activated again, instead of taking another', async () => {
    // Setup
    await activate(KEYS.rotated);

    // Action
    const res = await activate(KEYS.rotated);

    // Assert
    expect(res.body).toEqual({ success: true, message: 'The license is active.', license: activated(KEYS.rotated, 'rotated@example.com') });
    expect(server.calls.map((c) => c.action)).toEqual(['activate', 'validate']);
    expect(server.instanceNames(KEYS.rotated).filter((n) => n === host.site.fingerprint)).toHaveLength(1);
    await worker.call('POST', '/license/deactivate');
  });
});

describe('active → POST /license/deactivate', () => {
  it('frees the seat on the server, forgets the key and closes the gate', async () => {
    // Setup
    await activate(KEYS.active);
    const seats = server.instanceNames(KEYS.active).length;

    // Action
    const res = await worker.call('POST', '/license/deactivate');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The license was deactivated on this site.', license: { key: '', has_key: false, valid: false, status: 'inactive' } });
    expect(server.instanceNames(KEYS.active)).toHaveLength(seats - 1);
    expect(await stored()).toBeUndefined();
    expect((await generate()).body).toEqual(LICENSE_REQUIRED(NO_LICENSE));
  });

  it('refuses when there is nothing to deactivate', async () => {
    // Action
    const res = await worker.call('POST', '/license/deactivate');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'No license is activated on this site.' });
  });

  it('keeps the license when the server cannot be reached', async () => {
    // Setup
    await activate(KEYS.active);
    const before = await stored();
    server.script({ kind: 'raw', status: 503, contentType: 'text/plain', body: 'down' });

    // Action
    const res = await worker.call('POST', '/license/deactivate');

    // Assert
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: 'The license server could not be reached: the license server failed (HTTP 503). Nothing was changed; try again later.' });
    expect(await stored()).toBe(before);
  });
});

describe('active → the license passes its expiry date → expired', () => {
  it('is expired once the clock passes the date, even inside the cache, and the features stop', async () => {
    // Setup
    await activate(KEYS.shortLived);
    clock = START + 90 * MINUTE;

    // Action
    const body = await getLicense();
    const gated = await generate();

    // Assert
    const message = 'The license expired on 2026-03-01. Renew it, then refresh the license.';
    expect(body).toEqual({ success: true, license: view({ key: masked(KEYS.shortLived), has_key: true, status: 'expired', message, expires: iso(START + HOUR), customer: 'short@example.com' }) });
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual(LICENSE_REQUIRED(message));
    expect(validations()).toBe(0);
  });

  it('takes the server\'s expired verdict when the cache is refreshed', async () => {
    // Setup
    await activate(KEYS.shortLived);
    clock = START + 3 * HOUR;

    // Action
    const body = await getLicense();

    // Assert
    expect(validations()).toBe(1);
    expect(body).toEqual({ success: true, license: view({ key: masked(KEYS.shortLived), has_key: true, status: 'expired', message: 'The license expired on 2026-03-01. Renew it, then refresh the license.', expires: iso(START + HOUR), customer: 'short@example.com' }) });
    expect(await stored()).toContain('s:7:"expired"');
  });
});

describe('expired → POST /license/refresh after renewal → active', () => {
  it('bypasses the cache and takes the renewed expiry date', async () => {
    // Setup
    await activate(KEYS.renewable);
    clock = START + 90 * MINUTE;
    server.renew(KEYS.renewable, iso(START + 365 * 24 * HOUR));

    // Action
    const res = await worker.call('POST', '/license/refresh');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'The license status was refreshed: The license is active.',
      license: view({ ...activated(KEYS.renewable, 'renew@example.com', iso(START + 365 * 24 * HOUR)), message: 'The license is active.' }),
    });
    expect(validations()).toBe(1);
    expect((await worker.call('GET', '/languages')).status).toBe(200);
  });
});

describe('any → POST /license/refresh → as the server reports', () => {
  it('replaces the cache with the server\'s verdict', async () => {
    // Setup
    await activate(KEYS.revoked);
    server.disable(KEYS.revoked);

    // Action
    const res = await worker.call('POST', '/license/refresh');

    // Assert
    const message = 'This license key is disabled.';
    expect(res.body).toEqual({ success: true, message: `The license status was refreshed: ${message}`, license: view({ key: masked(KEYS.revoked), has_key: true, message, customer: 'revoked@example.com' }) });
    expect((await generate()).body).toEqual(LICENSE_REQUIRED(message));
  });

  it('refuses without a key', async () => {
    // Action
    const res = await worker.call('POST', '/license/refresh');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'No license key is activated on this site; activate one with POST /license/activate.' });
  });
});

describe('a license server that cannot be reached', () => {
  it('keeps a valid license through the cache and the 72 h grace period, retrying every 10 minutes, then says so', async () => {
    // Setup
    await activate(KEYS.active);
    server.script({ kind: 'hang' });
    const since = `The license server has not confirmed the license since ${iso(START)} (no answer within 1000 ms)`;

    // Action
    clock = START + 2 * HOUR;
    const first = await getLicense();
    clock = START + 2 * HOUR + 9 * MINUTE;
    const within = await worker.call('GET', '/languages');
    const callsWithin = validations();
    clock = START + 2 * HOUR + 10 * MINUTE;
    await getLicense();
    clock = START + 74 * HOUR;
    const after = await getLicense();
    const gated = await generate();

    // Assert
    expect(first).toEqual({ success: true, license: view({ ...activated(KEYS.active, 'active@example.com'), message: `${since}; it stays valid until ${iso(START + 74 * HOUR)} unless the server answers.` }) });
    expect(within.status).toBe(200);
    expect(callsWithin).toBe(1);
    const ended = `${since}, and its grace period ended at ${iso(START + 74 * HOUR)}. Refresh the license once the server can be reached.`;
    expect(after).toEqual({ success: true, license: view({ key: masked(KEYS.active), has_key: true, status: 'inactive', message: ended, customer: 'active@example.com' }) });
    expect(gated.body).toEqual(LICENSE_REQUIRED(ended));
    expect(validations()).toBe(3);
  });

  it('takes a garbage answer to a refresh for no verdict and keeps the license', async () => {
    // Setup
    await activate(KEYS.active);
    server.script({ kind: 'raw', status: 200, contentType: 'application/json', body: '[1,2,3]' });

    // Action
    const res = await worker.call('POST', '/license/refresh');

    // Assert
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      message: "The license server could not be reached: the license server's answer (HTTP 200) is not a License API answer. Nothing was changed; try again later.",
      license: view({ ...activated(KEYS.active, 'active@example.com'), message: 'The license is active.' }),
    });
  });
});

describe('key rotation and site changes', () => {
  it('activating another key frees the old key\'s seat on this site', async () => {
    // Setup
    await activate(KEYS.previous);

    // Action
    const res = await activate(KEYS.rotated);

    // Assert
    expect(res.body).toEqual({ success: true, message: 'The license is active.', license: activated(KEYS.rotated, 'rotated@example.com') });
    expect(server.instanceNames(KEYS.previous)).toEqual([]);
    expect(server.instanceNames(KEYS.rotated)).toContain(host.site.fingerprint);
    expect((await getLicense()).license.key).toBe(masked(KEYS.rotated));
    await worker.call('POST', '/license/deactivate');
  });

  it('needs the license activated again when the site fingerprint changes (another site URL), leaving the old seat alone', async () => {
    // Setup
    await activate(KEYS.active);
    const moved = { ...host, site: { ...host.site, url: 'http://moved.example', fingerprint: 'f'.repeat(64) } };
    await test.db.updateTable('options').set({ option_value: JSON.stringify(moved) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
    const there = await workerOn(test, undefined, undefined, setup(server.url));

    // Action
    const before = await getLicense(there);
    const gated = await generate(there);
    const again = await activate(KEYS.active, there);

    // Assert
    const message = "This site is not the one the license was activated for: its URL, installation path, database name, table prefix or security keys changed. Activate the license again.";
    expect(before).toEqual({ success: true, license: { ...view({ key: masked(KEYS.active), has_key: true, message, customer: 'active@example.com' }), site_fingerprint: 'ffffffff…ffffffff', site_url: 'http://moved.example' } });
    expect(gated.body).toEqual(LICENSE_REQUIRED(message));
    expect(again.body).toEqual({ success: true, message: 'The license is active.', license: activated(KEYS.active, 'active@example.com') });
    expect(server.instanceNames(KEYS.active)).toEqual(expect.arrayContaining([host.site.fingerprint, 'f'.repeat(64)]));
    await test.db.updateTable('options').set({ option_value: context }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
  });
});
