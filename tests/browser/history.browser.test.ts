import type { Page } from 'playwright-core';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const screenUrl = (): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=seedpress-history`;

interface Entry { id: string; content_type: string; content_id: string; content_title: string | null; content_exists: boolean }
const history = async (query = ''): Promise<{ history: Entry[]; total: number }> =>
  (await site.api('GET', `/history${query}`, { as: 'admin' })).body as { history: Entry[]; total: number };
const postMeta = async (id: string): Promise<number> => (await site.api('GET', `/post-meta/${id}`, { as: 'admin' })).status;

describe('the History screen in Chromium', () => {
  const session = adminSession(site.env, () => site.api('DELETE', '/cleanup/all', { as: 'admin' }));
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('lists what was generated, newest first, with live titles, and filters by type', async () => {
    // Setup: three posts (with the authors and terms a run makes for them) and two terms.
    await site.api('DELETE', '/cleanup/all', { as: 'admin' });
    const posts = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 3, set_featured_image: false } });
    expect(posts.status).toBe(200);
    const terms = await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'category', count: 2 } });
    expect(terms.status).toBe(200);
    const firstPage = await history('?limit=20');

    // Action
    await page.goto(screenUrl());

    // Assert: the page's entries are the rows, in the API's order, titled with the item's
    // current title and marked as existing.
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const rows = page.locator('.dataviews-view-table tbody tr');
    // A run's tag and category may share a name, so each title is looked for in its own row.
    await rows.first().getByText(firstPage.history[0]!.content_title!, { exact: true }).waitFor();
    await expect(rows.count()).resolves.toBe(firstPage.history.length);
    for (const [index, entry] of firstPage.history.entries()) {
      await expect(rows.nth(index).getByText(entry.content_title!, { exact: true }).count()).resolves.toBe(1);
      await expect(rows.nth(index).getByText('Exists', { exact: true }).count()).resolves.toBe(1);
    }
    const postId = String((posts.body as { ids: number[] }).ids[0]);
    const firstPostRow = firstPage.history.findIndex((entry) => entry.content_type === 'post' && entry.content_id === postId);
    const firstPost = firstPage.history[firstPostRow]!;
    await expect(rows.nth(firstPostRow).getByRole('link', { name: firstPost.content_title!, exact: true }).getAttribute('href'))
      .resolves.toContain(`post.php?post=${postId}&action=edit`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'history');

    // Action: the Type filter, set to Post.
    await page.getByRole('button', { name: /^Type/ }).first().click();
    await page.getByRole('option', { name: 'Post', exact: true }).click();
    await page.keyboard.press('Escape');

    // Assert: the three posts only.
    const postRows = await history('?type=post');
    expect(postRows.total).toBe(3);
    await page.waitForFunction(() => document.querySelectorAll('.dataviews-view-table tbody tr').length === 3);
    for (const entry of postRows.history) {
      await expect(rows.filter({ hasText: entry.content_title! }).count()).resolves.toBe(1);
    }
  });

  it('deletes an entry with its content, and another without, from the row actions', async () => {
    // Setup
    const before = await history('?type=post');
    const [withContent, withoutContent] = before.history as [Entry, Entry];
    await page.goto(screenUrl());
    const rows = page.locator('.dataviews-view-table tbody tr');
    await rows.filter({ hasText: withContent.content_title! }).first().waitFor();

    // Action: Delete from the row's actions menu; the content box is ticked.
    await rows.filter({ hasText: withContent.content_title! }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete history entries?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('checkbox', { name: 'Also delete the generated content' }).isChecked()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'history-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    // Assert: entry and post are gone, and the screen said so.
    await page.locator('#seedpress-admin .components-notice', { hasText: '1 entry and its content were deleted.' }).waitFor();
    await page.locator('#a11y-speak-polite', { hasText: '1 entry and its content were deleted.' }).waitFor({ state: 'attached' });
    const afterFirst = await history('?type=post');
    expect(afterFirst.history.map((entry) => entry.id)).not.toContain(withContent.id);
    expect(afterFirst.total).toBe(before.total - 1);
    expect(await postMeta(withContent.content_id)).toBe(404);
    await expect(rows.filter({ hasText: withContent.content_title! }).count()).resolves.toBe(0);

    // Action: the next one keeps its content, once the first dialog has closed (a menu opened while
    // it still fades out can be closed by it, and its Delete then opens nothing).
    await dialog.waitFor({ state: 'hidden' });
    await rows.filter({ hasText: withoutContent.content_title! }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Also delete the generated content' }).uncheck();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    // Assert: the entry is gone, the post stays.
    await page.locator('#seedpress-admin .components-notice', { hasText: '1 entry was deleted; its content stays.' }).waitFor();
    const afterSecond = await history('?type=post');
    expect(afterSecond.history.map((entry) => entry.id)).not.toContain(withoutContent.id);
    expect(await postMeta(withoutContent.content_id)).toBe(200);

    // Cleanup: the post the history no longer knows, through core's own API.
    const gone = await fetch(`${site.url}/wp-json/wp/v2/posts/${withoutContent.content_id}?force=true`, {
      method: 'DELETE',
      headers: { Authorization: site.basicAuth('admin') },
    });
    expect(gone.status).toBe(200);
  });

  it('deletes the generated posts of a type with the related content chosen, after a confirmation', async () => {
    // Setup: a post run makes authors and terms along with its posts.
    const run = await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 2, set_featured_image: false } });
    expect(run.status).toBe(200);
    const ids = (run.body as { ids: number[] }).ids;
    const authorsBefore = (await history('?type=user')).total;
    expect(authorsBefore).toBeGreaterThan(0);
    await page.goto(screenUrl());
    const tools = page.locator('.seedpress-delete-generated');
    await tools.getByLabel('Content').waitFor();

    // Action: posts of type Posts, keeping the authors, once the clean-up settings have ticked their boxes.
    await tools.getByLabel('Content').selectOption('post');
    await tools.getByLabel('Post type').selectOption('post');
    await tools.locator('input[type="checkbox"]:not([disabled])').first().waitFor();
    expect(await tools.getByLabel('Authors generated with them').isChecked()).toBe(true);
    await tools.getByLabel('Authors generated with them').uncheck();
    await tools.getByRole('button', { name: 'Delete generated Posts…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all generated Posts?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    // Assert: the posts are gone, the authors stay.
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#seedpress-admin .components-notice.is-success').waitFor();
    for (const id of ids) expect(await postMeta(String(id))).toBe(404);
    expect((await history('?type=post')).total).toBe(0);
    expect((await history('?type=user')).total).toBe(authorsBefore);
  });

  it('deletes all generated content only after the word is typed, from the keyboard', async () => {
    // Setup
    expect((await history()).total).toBeGreaterThan(0);
    await page.goto(screenUrl());
    const open = page.getByRole('button', { name: 'Delete all generated content…' });
    await open.waitFor();

    // Action: Escape closes the dialog, and focus returns to its button.
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete all generated content?' });
    await dialog.waitFor();
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(open.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Action: again; the confirm button waits for the typed word.
    await page.keyboard.press('Enter');
    const confirm = dialog.getByRole('button', { name: 'Delete everything generated' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'history-delete-all');
    await expect(confirm.isEnabled()).resolves.toBe(true);
    await page.keyboard.press('Enter');

    // Assert
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#seedpress-admin .components-notice.is-success').waitFor();
    expect((await history()).total).toBe(0);
    await page.getByText('No results').waitFor();
  });
});
