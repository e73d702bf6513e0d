import type { Browser, Page } from 'playwright-core';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminPage, launch, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const url = (page: string): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=${page}`;

let browser: Browser;
let page: Page;
let errors: string[];

describe('the SeedPress admin screens in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await adminPage(browser, site.env));
  });

  afterEach(() => {
    // Any console error on a screen fails the test that showed it.
    expect(errors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
  });

  it('shows the Dashboard with the totals and time saved the API reports', async () => {
    // Setup
    const stats = (await site.api('GET', '/history/stats', { as: 'admin' })).body as { stats: { by_type: Record<string, number> } };
    const saved = (await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { total: { formatted: string } } };

    // Action
    await page.goto(url('seedpress'));

    // Assert
    await page.getByRole('heading', { name: 'SeedPress Dashboard' }).waitFor();
    const posts = page.getByRole('row', { name: /^Posts/ });
    await expect(posts.getByRole('cell').first().textContent()).resolves.toBe(String(stats.stats.by_type.post ?? 0));
    await expect(page.locator('.seedpress-total-time').textContent()).resolves.toBe(saved.time_savings.total.formatted);
    expect(await page.getByRole('link', { name: 'Generate', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard');
  });

  it('generates 3 posts from Generate, counting them on the progress bar up to the summary', async () => {
    // Setup
    await page.goto(url('seedpress-generate-posts'));
    await page.getByRole('heading', { name: 'Generate', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'generate-posts');

    // Action: images rendered on this machine (other providers would reach out), and the keyboard
    // submits the form from the count field.
    await page.getByLabel('Image provider').selectOption('placeholder');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/generate/posts/stream')) posts.push(request.method());
    });
    await page.getByLabel('Number of posts').fill('3');
    await page.getByLabel('Number of posts').press('Enter');

    // Assert
    const screen = page.locator('#seedpress-admin');
    await screen.getByText('3 posts generated successfully').waitFor();
    await expect(page.locator('#seedpress-progress').evaluate((p: HTMLProgressElement) => [p.value, p.max])).resolves.toEqual([3, 3]);
    await expect(screen.getByText('3 of 3 posts created').count()).resolves.toBe(1);
    const links = page.getByRole('link', { name: /^Edit post #\d+$/ });
    await expect(links.count()).resolves.toBe(3);
    for (const name of await links.allTextContents()) {
      const id = Number(/\d+$/.exec(name)![0]);
      const meta = await site.api('GET', `/post-meta/${id}`, { as: 'admin' });
      expect(meta.body).toEqual(expect.objectContaining({ success: true, is_generated: true }));
    }
    await expect(screen.getByRole('heading', { name: 'Warnings' }).count()).resolves.toBe(0);
    expect(posts).toEqual(['POST']);
    await expect(page.locator('#a11y-speak-polite').textContent()).resolves.toContain('3 posts generated successfully');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'generate-posts-summary');
  });

  it('cancels a run by aborting its request, and says so', async () => {
    // Setup: the run's request is held (never answered), so it is still open when Cancel is pressed.
    await page.goto(url('seedpress-generate-posts'));
    let held = false;
    await page.route('**/generate/posts/stream*', () => {
      held = true;
    });
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/generate/posts/stream'));

    // Action
    await page.getByRole('button', { name: 'Generate' }).click();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await cancel.click();

    // Assert
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    expect(held).toBe(true);
    await page.locator('#seedpress-admin').getByText(/^Cancelled\./).waitFor();
    await expect(cancel.count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Generate' }).isEnabled()).resolves.toBe(true);
    await page.unroute('**/generate/posts/stream*');
  });

  it('shows a refused run\'s message and does not send it again', async () => {
    // Setup: the site answers as it does when the worker is down.
    await page.goto(url('seedpress-generate-posts'));
    let sent = 0;
    await page.route('**/generate/posts/stream*', (route) => {
      sent += 1;
      return route.fulfill({ status: 503, json: { success: false, code: 'worker_unavailable', message: 'The SeedPress worker is not running.' } });
    });

    // Action
    await page.getByRole('button', { name: 'Generate' }).click();

    // Assert
    await page.locator('#seedpress-admin .components-notice.is-error').getByText('The SeedPress worker is not running.').waitFor();
    expect(sent).toBe(1);
    await page.unroute('**/generate/posts/stream*');
    // The browser logs the 503 itself; that one is expected here.
    expect(errors.splice(0).filter((e) => !e.includes('503'))).toEqual([]);
  });

  it('loads its script on its own screens only, and shows them to managers only', async () => {
    // Action
    await page.goto(`${need(site.env, 'SEEDPRESS_URL')}/wp-admin/`);
    const elsewhere = await page.locator('script[src*="/admin/build/index.js"]').count();
    await page.goto(url('seedpress'));
    const own = await page.locator('script[src*="/admin/build/index.js"]').count();
    const editor = await site.cookieSession('editor');
    const refused = await fetch(url('seedpress'), { headers: { Cookie: editor.cookie }, redirect: 'manual' });

    // Assert
    expect([elsewhere, own]).toEqual([0, 1]);
    expect(refused.status).toBe(403);
  });

  it('resets time saved after the confirmation dialog, which keeps and returns focus', async () => {
    // Setup: the run above saved time.
    const before = (await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { total: { total_seconds: number } } };
    expect(before.time_savings.total.total_seconds).toBeGreaterThan(0);
    const stats = (await site.api('GET', '/history/stats', { as: 'admin' })).body as { stats: { recent_activity: Array<{ date: string; count: string }> } };
    await page.goto(url('seedpress'));
    const open = page.getByRole('button', { name: 'Reset time saved' });

    // The chart's numbers as a table, opened from the keyboard.
    await page.getByText('Show as table').focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Activity in the last 30 days' });
    await table.waitFor();
    expect(stats.stats.recent_activity.length).toBeGreaterThan(0);
    // Thirty days, quiet ones as zero, the API's days among them.
    await expect(table.locator('tbody tr').count()).resolves.toBe(30);
    for (const day of stats.stats.recent_activity) {
      await expect(table.getByRole('row', { name: `${day.date} ${day.count}`, exact: true }).count()).resolves.toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-activity');

    // Action: Escape closes the dialog without resetting, and focus goes back to its button.
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Reset time saved?' });
    await dialog.waitFor();
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-reset-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(open.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    const kept = (await site.api('GET', '/time-saved', { as: 'admin' })).body as typeof before;
    expect(kept.time_savings.total.total_seconds).toBe(before.time_savings.total.total_seconds);

    // Action: confirmed this time.
    await open.click();
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();

    // Assert
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#a11y-speak-polite', { hasText: 'Time saved was reset to zero.' }).waitFor({ state: 'attached' });
    const after = (await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { total: { total_seconds: number; formatted: string } } };
    expect(after.time_savings.total.total_seconds).toBe(0);
    await page.locator('.seedpress-total-time', { hasText: after.time_savings.total.formatted }).waitFor();
  });
});
