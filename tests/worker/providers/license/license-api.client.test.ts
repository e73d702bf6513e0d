import { LicenseApiClient, readAnswer } from '../../../../worker/src/providers/license/license-api.client.js';
import { startLicenseServer, testKeySpecs, TEST_KEYS, type LicenseServer } from '../../../license-server/license-server.js';

let server: LicenseServer;
let client: LicenseApiClient;

beforeAll(async () => {
  server = await startLicenseServer({ keys: testKeySpecs() });
  client = new LicenseApiClient(`${server.url}/`, 5000);
});
afterAll(async () => server.close());
beforeEach(() => server.script({ kind: 'serve' }));

describe('LicenseApiClient', () => {
  it('activates, validates and deactivates a seat in the License API\'s wire format', async () => {
    // Action
    const activated = await client.activate(TEST_KEYS.active, 'site-fingerprint');
    const id = activated.reached ? activated.answer.instanceId! : '';
    const validated = await client.validate(TEST_KEYS.active, id);
    const deactivated = await client.deactivate(TEST_KEYS.active, id);

    // Assert
    const seat = { ok: true, error: null, keyStatus: 'active', expiresAt: null, instanceId: id, customerEmail: 'active@example.com' };
    expect(activated).toEqual({ reached: true, answer: seat });
    expect(validated).toEqual({ reached: true, answer: seat });
    expect(deactivated).toEqual({ reached: true, answer: { ...seat, keyStatus: 'inactive', instanceId: null } });
    expect(server.calls.map((c) => [c.action, c.contentType, c.accept, Object.keys(c.form)])).toEqual([
      ['activate', 'application/x-www-form-urlencoded', 'application/json', ['license_key', 'instance_name']],
      ['validate', 'application/x-www-form-urlencoded', 'application/json', ['license_key', 'instance_id']],
      ['deactivate', 'application/x-www-form-urlencoded', 'application/json', ['license_key', 'instance_id']],
    ]);
  });

  it('takes the key out of whatever the server says back', async () => {
    // Setup
    server.script({ kind: 'raw', status: 404, contentType: 'application/json', body: JSON.stringify({ activated: false, error: `Key ${TEST_KEYS.active} is unknown.` }) });

    // Action
    const reply = await client.activate(TEST_KEYS.active, 'site');

    // Assert
    expect(reply).toEqual({ reached: true, answer: { ok: false, error: 'Key [key] is unknown.', keyStatus: null, expiresAt: null, instanceId: null, customerEmail: '' } });
  });

  it('follows no redirect: the key goes to the configured server only', async () => {
    // Setup
    server.script({ kind: 'raw', status: 307, contentType: 'text/plain', body: '' });

    // Action
    const reply = await client.validate(TEST_KEYS.active, 'i');

    // Assert
    expect(reply).toEqual({ reached: false, reason: 'the license server redirected the request (HTTP 307)' });
  });
});

describe('readAnswer', () => {
  it.each([
    ['a non-boolean flag', { valid: 'true' }],
    ['an array', [true]],
    ['null', null],
    ['an expiry of another type', { valid: true, license_key: { expires_at: 1700000000 } }],
  ])('refuses %s', (_label, json) => {
    expect(readAnswer(json, 'valid')).toBeUndefined();
  });

  it('normalises Lemon Squeezy\'s microsecond timestamps to ISO 8601', () => {
    expect(readAnswer({ valid: true, license_key: { status: 'active', expires_at: '2027-05-01T10:00:00.000000Z' } }, 'valid')?.expiresAt).toBe('2027-05-01T10:00:00.000Z');
  });
});
