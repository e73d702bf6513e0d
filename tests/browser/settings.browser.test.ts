import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const session = adminSession(site.env, () => site.api('DELETE', '/cleanup/all', { as: 'admin' }));
const url = (screen: string): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=${screen}`;

let general: Record<string, unknown>;

const settings = async (): Promise<Record<string, unknown>> =>
  ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Record<string, unknown> } }).settings.general;

describe('the Settings and License screens in Chromium', () => {
  beforeAll(async () => {
    general = await settings();
  });

  afterAll(async () => {
    await site.api('POST', '/settings', { as: 'admin', body: general });
    await site.api('POST', '/settings/ai', { as: 'admin', body: { enabled: false, provider: 'ai_a', ai_a_api_key: '' } });
    // A gate test that failed half-way must not leave the site without its license.
    const license = ((await site.api('GET', '/license', { as: 'admin' })).body as { license: { valid: boolean } }).license;
    if (!license.valid) await site.api('POST', '/license/activate', { as: 'admin', body: { license_key: need(site.env, 'SEEDPRESS_LICENSE_KEY') } });
  });

  it('saves a changed hourly rate, which the Dashboard\'s money uses', async () => {
    // Setup
    await session.page.goto(url('seedpress-settings'));
    await session.page.getByRole('heading', { name: 'SeedPress Settings' }).waitFor();
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'settings');

    // Action
    await session.page.getByRole('spinbutton', { name: 'Hourly rate (USD)' }).fill('40');
    await session.page.getByRole('button', { name: 'Save settings' }).click();

    // Assert
    await session.page.locator('.components-notice.is-success').first().waitFor();
    await expect(settings()).resolves.toEqual({ ...general, hourly_rate: 40 });
    const saved = (await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { money_saved: { hourly_rate: number } } };
    expect(saved.time_savings.money_saved.hourly_rate).toBe(40);
  });

  it('overrides the per-request capacity, and computes it again when the field is emptied', async () => {
    // Setup
    await session.page.goto(url('seedpress-settings'));
    const field = session.page.getByRole('spinbutton', { name: 'Items per request' });
    await field.waitFor();
    const empty = await field.inputValue();

    // Action
    await field.fill('12');
    await session.page.getByRole('button', { name: 'Save settings' }).click();
    await session.page.locator('.components-notice.is-success').first().waitFor();
    const overridden = await settings();
    await session.page.goto(url('seedpress-settings'));
    await field.waitFor();
    const shown = await field.inputValue();
    const help = await session.page.getByText(/^From 10 to 500\. Empty: computed/).textContent();
    await field.fill('');
    await session.page.getByRole('button', { name: 'Save settings' }).click();
    await session.page.locator('.components-notice.is-success').first().waitFor();

    // Assert
    expect(empty).toBe('');
    expect(overridden.capacity_override).toBe(12);
    expect(shown).toBe('12');
    expect(help).toBe('From 10 to 500. Empty: computed from PHP’s time and memory limits. Now 12 posts with a new picture each, 12 without.');
    expect((await settings()).capacity_override).toBeNull();
  });

  it('stores an AI key without showing it again, only its mask', async () => {
    // Setup
    await session.page.goto(url('seedpress-settings'));
    const key = session.page.getByLabel('API key');
    await key.waitFor();

    // Action
    await key.fill('sk-test-0123456789abcdef');
    await session.page.getByRole('button', { name: 'Save AI settings' }).click();
    await session.page.locator('#seedpress-admin .components-notice.is-success').first().waitFor();

    // Assert
    const ai = (await site.api('GET', '/settings/ai', { as: 'admin' })).body as { settings: { providers: Record<string, { has_api_key: boolean; masked_api_key: string }> } };
    await session.page.getByText(`Stored: ${ai.settings.providers.ai_a!.masked_api_key}.`, { exact: false }).waitFor();
    expect(ai.settings.providers.ai_a!.has_api_key).toBe(true);
    await expect(key.inputValue()).resolves.toBe('');
    await expect(session.page.content()).resolves.not.toContain('0123456789abcdef');
  });

  it('clears the field detection cache', async () => {
    // Setup
    await session.page.goto(url('seedpress-settings'));

    // Action
    await session.page.getByRole('button', { name: 'Clear detection cache' }).click();

    // Assert
    await session.page.getByText(/detection/i).and(session.page.locator('.components-notice.is-success p')).first().waitFor();
  });

  it('shows the site\'s license', async () => {
    // Setup
    const license = ((await site.api('GET', '/license', { as: 'admin' })).body as { license: { key: string; message: string } }).license;

    // Action
    await session.page.goto(url('seedpress-license'));

    // Assert
    await session.page.getByRole('heading', { name: 'SeedPress License' }).waitFor();
    await session.page.getByText(license.key).waitFor();
    await session.page.locator('#seedpress-admin').getByText(license.message).waitFor();
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'license');
  });

  it('shows the screens in German when the screens\' language is set to German', async () => {
    // Setup
    await session.page.goto(url('seedpress-settings'));
    await session.page.getByRole('combobox', { name: 'Language of these screens' }).selectOption('de_DE');
    await session.page.getByRole('button', { name: 'Save settings' }).click();
    await session.page.locator('.components-notice.is-success').first().waitFor();

    // Action
    await session.page.goto(url('seedpress-generate-posts'));

    // Assert: the heading, the tabs and a plural form come from the German translation.
    await session.page.getByRole('heading', { name: 'Erzeugen', exact: true }).waitFor();
    await session.page.getByRole('tab', { name: 'Beiträge' }).waitFor();
    await expect(session.page.getByRole('tab').allTextContents()).resolves.toEqual(['Beiträge', 'Begriffe', 'Benutzer', 'Kommentare']);
    await session.page.getByRole('tab', { name: 'Begriffe' }).click();
    await session.page.getByRole('checkbox', { name: 'Eine Hierarchie aufbauen' }).check();
    await session.page.getByText('Der Baum enthält 39 Begriffe.').waitFor();
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'generate-terms-de');
    // The dashboard words the time saved in German too, each unit with its plural form.
    const saved = ((await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { total: { hours: number; minutes: number; seconds: number } } }).time_savings.total;
    const unit = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
    const german = saved.hours || saved.minutes
      ? [saved.hours ? unit(saved.hours, 'Stunde', 'Stunden') : '', saved.minutes ? unit(saved.minutes, 'Minute', 'Minuten') : ''].filter(Boolean).join(' ')
      : unit(saved.seconds, 'Sekunde', 'Sekunden');
    await session.page.goto(url('seedpress'));
    await expect(session.page.locator('.seedpress-total-time strong').textContent()).resolves.toBe(german);
    await site.api('POST', '/settings', { as: 'admin', body: { admin_locale: 'auto' } });
  });

  it('gates the screens while the site has no license, and opens them once one is activated', async () => {
    // Setup
    await site.api('POST', '/license/deactivate', { as: 'admin' });

    // Action
    await session.page.goto(url('seedpress-media'));
    await session.page.getByRole('heading', { name: 'A license is needed' }).waitFor();
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'license-gate');
    await session.page.getByRole('link', { name: 'Activate a license' }).click();
    await session.page.getByRole('textbox', { name: 'License key' }).fill(need(site.env, 'SEEDPRESS_LICENSE_KEY'));
    await session.page.getByRole('button', { name: 'Activate' }).click();

    // Assert
    await session.page.locator('#seedpress-admin .components-notice.is-success').first().waitFor();
    const license = ((await site.api('GET', '/license', { as: 'admin' })).body as { license: { valid: boolean } }).license;
    expect(license.valid).toBe(true);
    await session.page.goto(url('seedpress-media'));
    await session.page.getByRole('heading', { name: 'SeedPress Media' }).waitFor();
  });
});
