import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { REPO_ROOT, need, type StackEnv } from '../support/stack-env.js';

/** Debian's Chromium (make test-browser installs it); never a browser downloaded by a package. */
export const CHROMIUM = process.env.SEEDPRESS_CHROMIUM ?? '/usr/lib/chromium/chromium';
export const ARTIFACTS = `${REPO_ROOT}tests/browser/artifacts`;

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true });
}

/** A page logged in as the stack's admin through wp-login.php, collecting console errors. */
export async function adminPage(browser: Browser, env: StackEnv): Promise<{ page: Page; errors: string[] }> {
  // A context of our own: axe-core's builder opens pages in the page's context.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const site = new URL(need(env, 'SEEDPRESS_URL')).origin;
  // Nothing leaves the machine: what wp-admin asks of other hosts (the admin bar's Gravatar) gets
  // an empty answer, an image where one is wanted, so only the site's own failures show.
  await context.route((url) => url.origin !== site, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/png', body: PIXEL })
      : route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The login form is posted by the context's own request client, which shares the browser's
  // cookies: a click on the form's button, sent while the loaded page was still settling on a
  // busy machine, was now and then never submitted.
  const login = `${need(env, 'SEEDPRESS_URL')}/wp-login.php`;
  const admin = `${need(env, 'SEEDPRESS_URL')}/wp-admin/`;
  await context.request.get(login); // sets wordpress_test_cookie, which the login checks for
  const answer = await context.request.post(login, {
    form: { log: need(env, 'SEEDPRESS_ADMIN_USER'), pwd: need(env, 'SEEDPRESS_ADMIN_PASSWORD'), 'wp-submit': 'Log In', redirect_to: admin, testcookie: '1' },
    maxRedirects: 0,
  });
  if (answer.status() !== 302 || !answer.headers()['location']?.startsWith(admin)) throw new Error(`wp-login.php answered ${answer.status()}: the admin could not log in`);
  await page.goto(admin);
  await page.locator('#wpadminbar').waitFor();
  return { page, errors };
}

/** Violations of impact serious or critical, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are measured once the page stops moving: in a modal still fading in, text is part
  // transparent and reads as low contrast. Endless animations (spinners) are not waited for, and
  // one cancelled meanwhile has ended too.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished.catch(() => undefined))));
  // Core's own "Collapse Menu" button names itself differently from its text: core's to fix, not ours.
  const { violations } = await new AxeBuilder({ page }).exclude('#collapse-button').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/**
 * Hooks for a suite on one logged-in admin page: a console error fails the test that showed it,
 * and `cleanup` runs once the browser is closed. Read `session.page` from the suite's hooks or tests.
 */
export function adminSession(env: StackEnv, cleanup: () => Promise<unknown>): { page: Page } {
  const session = {} as { page: Page };
  let browser: Browser | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    ({ page: session.page, errors } = await adminPage(browser, env));
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await cleanup();
  });
  return session;
}
