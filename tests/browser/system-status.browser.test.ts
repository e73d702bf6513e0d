import { startBundledSite, readCmdline, type BundledSite } from '../support/bundled-site.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

/*
 * The Settings screen's System status panel, on the stack's site served without an external
 * worker: the plugin runs its bundled worker, and the admin restarts it from the panel.
 */

const stack = new WordPressSite();
const env = { ...stack.env };
let bundled: BundledSite | undefined;

beforeAll(async () => {
  bundled = await startBundledSite(stack.env);
  env.SEEDPRESS_URL = bundled.url;
}, 60_000);

const session = adminSession(env, async () => bundled?.stop());

/** The value beside a row's heading; a row's name is its heading, a space, then its value. */
const cell = (label: string) => session.page.getByRole('row', { name: new RegExp(`^${label.replace(/[.()]/g, '\\$&')} `) }).getByRole('cell');

describe('the System status panel in Chromium', () => {
  it('shows the bundled worker, and Restart worker starts a new one', async () => {
    // Setup: the screen's first calls start the worker.
    await session.page.goto(`${bundled!.url}/wp-admin/admin.php?page=seedpress-settings`);
    await session.page.getByRole('heading', { name: 'System status' }).waitFor();
    await cell('Running').filter({ hasText: 'Yes' }).waitFor();
    const before = bundled!.workerState()!;
    await expect(cell('PID').textContent()).resolves.toBe(String(before.pid));
    await expect(cell('Port').textContent()).resolves.toBe(String(before.port));
    await expect(cell('Worker').textContent()).resolves.toBe('Run by SeedPress');
    await expect(cell('Database').textContent()).resolves.toBe('Reachable');
    await expect(cell('Image library').textContent()).resolves.toMatch(/^native \(sharp \d+\.\d+\.\d+, libvips \d+\.\d+\.\d+\)$/);
    await expect(cell('Node.js').textContent()).resolves.toMatch(/^\/\S+ \(version \d+\.\d+\.\d+\)$/);
    await expect(cell('Memory (resident)').textContent()).resolves.toMatch(/^\d+\.\d MiB$/);
    await expect(cell('Platform').textContent()).resolves.toBe(`${process.platform} ${process.arch} glibc`);
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'settings-system-status');

    // Action
    await session.page.getByRole('button', { name: 'Restart worker' }).click();

    // Assert
    await session.page.locator('.seedpress-system-status .components-notice.is-success').getByText('The worker was restarted.').waitFor({ timeout: 90_000 });
    const after = bundled!.workerState()!;
    expect(after.pid).not.toBe(before.pid);
    await cell('PID').filter({ hasText: new RegExp(`^${after.pid}$`) }).waitFor();
    expect(readCmdline(before.pid)).not.toContain('worker/dist/server.js');
    expect(readCmdline(after.pid)).toContain('worker/dist/server.js');
    await expect(cell('Running').textContent()).resolves.toBe('Yes');
    expect(await seriousViolations(session.page)).toEqual([]);
    // Two worker starts (the screen's first call, then the restart) take a minute or more on two busy cores.
  }, 240_000);
});
