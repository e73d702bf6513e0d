import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { TEST_KEYS } from '../license-server/license-server.js';
import { need, REPO_ROOT } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * The license through WordPress, on the dev stack: make up activated the stack's dev key against
 * the License API stand-in. Every test leaves the dev key active, as the other files need it.
 */

const site = new WordPressSite();
const DEV_KEY = need(site.env, 'SEEDPRESS_LICENSE_KEY');
const masked = (key: string): string => `${key.slice(0, 4)}${'•'.repeat(11)}${key.slice(-4)}`;
const activate = (key: string) => site.api('POST', '/license/activate', { as: 'admin', body: { license_key: key } });
const generate = () => site.api('POST', '/generate/posts', { as: 'admin', body: { count: 1, set_featured_image: false, auto_comments: false, auto_taxonomies: false } });
const activeDevLicense = {
  key: masked(DEV_KEY), has_key: true, valid: true, status: 'active', message: 'The license is active.', expires: null, customer: 'dev@example.com',
  site_fingerprint: expect.stringMatching(/^[0-9a-f]{8}…[0-9a-f]{8}$/), site_url: site.url,
};

afterAll(async () => {
  expect((await activate(DEV_KEY)).status).toBe(200);
});

describe('the dev stack\'s license', () => {
  it('shows an active license with the masked dev key', async () => {
    // Action
    const res = await site.api('GET', '/license', { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, license: activeDevLicense });
  });

  it('gates generation after deactivation, keeps the license screen\'s routes open, and opens again with the dev key', async () => {
    // Action
    const deactivated = await site.api('POST', '/license/deactivate', { as: 'admin' });
    const gated = await generate();
    const open = await Promise.all(['/license', '/urls', '/settings', '/history', '/history/stats'].map(async (path) => [path, (await site.api('GET', path, { as: 'admin' })).status]));
    const reactivated = await activate(DEV_KEY.toLowerCase());
    const generated = await generate();

    // Assert
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toEqual({ success: true, message: 'The license was deactivated on this site.', license: { key: '', has_key: false, valid: false, status: 'inactive' } });
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual({
      success: false,
      code: 'license_required',
      message: 'SeedPress needs a valid license. No license key is activated on this site. Activate a license key to use this feature: POST /license/activate with {"license_key": "XXXX-XXXX-XXXX-XXXX"}.',
    });
    expect(open).toEqual([['/license', 200], ['/urls', 200], ['/settings', 200], ['/history', 200], ['/history/stats', 200]]);
    expect(reactivated.body).toEqual({ success: true, message: 'The license is active.', license: { key: masked(DEV_KEY), has_key: true, valid: true, status: 'active', expires: null, customer: 'dev@example.com' } });
    expect(generated.status).toBe(200);
    expect((generated.body as { ids: number[] }).ids).toHaveLength(1);
    expect((await site.api('DELETE', '/cleanup/all', { as: 'admin' })).status).toBe(200);
  });

  it.each([
    [TEST_KEYS.expired, 'This license key has expired.'],
    [TEST_KEYS.disabled, 'This license key is disabled.'],
    [TEST_KEYS.limitReached, 'This license key has reached the activation limit.'],
  ])('refuses %s with the server\'s message and keeps the active license', async (key, message) => {
    // Action
    const res = await activate(key);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await site.api('GET', '/license', { as: 'admin' })).body).toEqual({ success: true, license: activeDevLicense });
  });

  it('rotates to another key and back', async () => {
    // Action
    const rotated = await activate(TEST_KEYS.active);
    const shown = await site.api('GET', '/license', { as: 'admin' });
    const back = await activate(DEV_KEY);

    // Assert
    expect(rotated.status).toBe(200);
    expect((shown.body as { license: { key: string; customer: string } }).license).toEqual({ ...activeDevLicense, key: masked(TEST_KEYS.active), customer: 'active@example.com' });
    expect(back.status).toBe(200);
  });

  it('keeps the key out of the database and the logs in plain text', async () => {
    // Action
    const dump = await promisify(execFile)(
      'mariadb-dump',
      ['-h', need(site.env, 'DB_HOST'), '-P', need(site.env, 'DB_PORT'), '-u', need(site.env, 'DB_USER'), '--skip-comments', need(site.env, 'DB_NAME')],
      { env: { ...process.env, MYSQL_PWD: need(site.env, 'DB_PASSWORD') }, maxBuffer: 256 * 1024 * 1024 },
    );
    const logDir = `${REPO_ROOT}.seedpress/logs`;
    const logs = readdirSync(logDir).map((file) => readFileSync(`${logDir}/${file}`, 'utf8'));

    // Assert
    expect(dump.stdout).toContain('seedpress_license');
    for (const text of [dump.stdout, ...logs]) {
      for (const key of [DEV_KEY, TEST_KEYS.active]) expect(text.toUpperCase()).not.toContain(key);
    }
  });
});
