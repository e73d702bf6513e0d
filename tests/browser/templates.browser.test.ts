import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const screenUrl = (): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=seedpress-templates`;
const NAME = 'Browser test recipe';
const TITLE = 'A title the template chose';

interface Template { id: number; name: string; post_type: string; is_default: boolean; is_system: boolean; parent_id: number | null }
const templates = async (): Promise<Template[]> =>
  ((await site.api('GET', '/templates', { as: 'admin' })).body as { templates: Template[] }).templates;
const ours = async (): Promise<Template[]> => (await templates()).filter((item) => item.name.startsWith(NAME));

type Settings = Record<string, unknown>;
const settings = async (): Promise<Settings> => ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Settings } }).settings.general;
/** Runs `work` with some general settings changed, and puts them back. */
async function withSettings(changed: Settings, work: () => Promise<void>): Promise<void> {
  const before = await settings();
  await site.api('POST', '/settings', { as: 'admin', body: changed });
  try {
    await work();
  } finally {
    await site.api('POST', '/settings', { as: 'admin', body: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key]])) });
  }
}

/** Deletes the templates the suite made (variants go with their parents) and the posts. */
async function cleanup(): Promise<void> {
  for (const template of (await ours()).filter((item) => item.parent_id === null)) {
    await site.api('DELETE', `/templates/${template.id}`, { as: 'admin' });
  }
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
}

describe('the Templates screen in Chromium', () => {
  const session = adminSession(site.env, cleanup);
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('lists the templates with the starters marked, filtered by kind', async () => {
    // Setup
    const all = await templates();
    const starters = all.filter((item) => item.is_system);
    expect(starters.length).toBeGreaterThan(0);

    // Action
    await page.goto(screenUrl());

    // Assert
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    const rows = page.locator('.dataviews-view-table tbody tr');
    await page.locator('#seedpress-admin').getByText(starters[0]!.name, { exact: true }).first().waitFor();
    await expect(rows.count()).resolves.toBe(all.length);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'templates');

    // Action: search by name.
    await page.getByRole('searchbox').fill(starters[0]!.name);

    // Assert
    await page.waitForFunction(() => document.querySelectorAll('.dataviews-view-table tbody tr').length === 1);
    await page.getByRole('searchbox').fill('');

    // Action: Kind is "Yours" only.
    await page.getByRole('button', { name: /^Kind/ }).first().click();
    await page.getByRole('option', { name: 'Yours' }).click();
    await page.keyboard.press('Escape');

    // Assert
    const user = all.filter((item) => !item.is_system).length;
    await page.waitForFunction((count) => document.querySelectorAll('.dataviews-view-table tbody tr').length === count || (count === 0 && document.body.textContent!.includes('No results')), user);
  });

  it('creates a template in the editor, and Save & Generate makes posts with it', () => withSettings({ save_and_generate_auto_run: false }, async () => {
    // Setup: the run is started by hand here (the next test has it start by itself).
    await page.goto(screenUrl());

    // Action: a new template for posts whose title is chosen from a one-line list.
    await page.getByRole('button', { name: 'Add template' }).click();
    await page.getByRole('heading', { name: 'Add template', level: 1 }).waitFor();
    await page.getByLabel('Name').fill(NAME);
    await page.getByRole('tab', { name: 'Core fields' }).click();
    const title = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Title (required)' }) });
    await title.getByLabel('Mode').selectOption('choose');
    await title.getByLabel('Values, one per line').fill(TITLE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'templates-editor');
    await page.getByRole('tab', { name: 'Taxonomies' }).click();
    const categories = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Categories' }) });
    await categories.getByLabel('Terms', { exact: true }).selectOption('none');
    await Promise.all([page.waitForURL(/page=seedpress-generate-posts/), page.getByRole('button', { name: 'Save & Generate' }).click()]);

    // Assert: the template was stored as made.
    const created = (await ours())[0]!;
    expect(created).toEqual(expect.objectContaining({ name: NAME, post_type: 'post', is_default: false, is_system: false }));
    const stored = (await site.api('GET', `/templates/${created.id}`, { as: 'admin' })).body as { template: { field_config: unknown; taxonomy_config: unknown } };
    expect(stored.template.field_config).toEqual({ core_fields: { post_title: { mode: 'choose', choose: { values: [TITLE], selection_mode: 'random' } } } });
    expect(stored.template.taxonomy_config).toEqual({ category: { mode: 'none' } });
    expect(new URL(page.url()).searchParams.get('template_id')).toBe(String(created.id));

    // Action: generate two posts with it.
    await page.getByRole('heading', { name: 'Generate', exact: true }).waitFor();
    await page.getByLabel('Image provider').selectOption('placeholder');
    await page.getByLabel('Number of posts').fill('2');
    await page.getByRole('button', { name: 'Generate' }).click();

    // Assert: both posts carry the template and its title.
    await page.locator('#seedpress-admin').getByText('2 posts generated successfully').waitFor();
    const links = page.getByRole('link', { name: /^Edit post #\d+$/ });
    await expect(links.count()).resolves.toBe(2);
    for (const name of await links.allTextContents()) {
      const id = Number(/\d+$/.exec(name)![0]);
      const meta = await site.api('GET', `/post-meta/${id}`, { as: 'admin' });
      expect(meta.body).toEqual({ success: true, is_generated: true, template_id: created.id });
      const post = await fetch(`${site.url}/wp-json/wp/v2/posts/${id}`, { headers: { Authorization: site.basicAuth('admin') } });
      expect(((await post.json()) as { title: { raw?: string; rendered: string } }).title.rendered).toBe(TITLE);
    }
  }));

  it('with save_and_generate_auto_run, Save & Generate runs the template at once, and a reload does not run it again', () => withSettings({ save_and_generate_auto_run: true, default_post_count: 2, default_image_provider: 'placeholder' }, async () => {
    // Setup: the template of the previous test, opened in the editor.
    const template = (await ours())[0]!;
    // Posts carrying the template's title, the one value it chooses.
    const madeWith = async (): Promise<number> => {
      const answer = await fetch(`${site.url}/wp-json/wp/v2/posts?per_page=100&search=${encodeURIComponent(TITLE)}`, { headers: { Authorization: site.basicAuth('admin') } });
      return ((await answer.json()) as Array<{ title: { rendered: string } }>).filter((post) => post.title.rendered === TITLE).length;
    };
    const before = await madeWith();
    await page.goto(screenUrl());
    await page.locator('.dataviews-view-table tbody tr', { has: page.getByText(template.name, { exact: true }) }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();

    // Action
    await Promise.all([page.waitForURL(/page=seedpress-generate-posts/), page.getByRole('button', { name: 'Save & Generate' }).click()]);

    // Assert: the run started without a click, and the address no longer asks for one.
    await page.locator('#seedpress-admin').getByText('2 posts generated successfully').waitFor();
    expect(new URL(page.url()).searchParams.get('autorun')).toBeNull();
    expect(await madeWith()).toBe(before + 2);

    // Action: reload the screen, wait until it has chosen the template.
    await page.reload();
    await page.waitForFunction((id) => (document.querySelector<HTMLSelectElement>('select[id^="inspector-select-control"] option:checked[value="' + id + '"]') !== null), String(template.id));
    await page.waitForTimeout(1500);

    // Assert: no second run.
    expect(await page.locator('#seedpress-admin').getByText('posts generated successfully').count()).toBe(0);
    expect(await madeWith()).toBe(before + 2);
  }));

  it('duplicates, makes default, exports, imports and deletes from the list', async () => {
    // Setup
    const created = (await ours())[0]!;
    await page.goto(screenUrl());
    const row = (name: string) => page.locator('.dataviews-view-table tbody tr', { has: page.getByText(name, { exact: true }) });
    const act = async (name: string, action: string) => {
      await row(name).getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: action }).click();
    };
    await row(NAME).waitFor();

    // Action: duplicate, then make the original the default.
    await act(NAME, 'Duplicate');
    await row(`${NAME} (Copy)`).waitFor();
    await act(NAME, 'Set as default');
    await row(NAME).getByText('Default', { exact: true }).waitFor();

    // Assert
    const afterCopy = await ours();
    expect(Object.fromEntries(afterCopy.map((item) => [item.name, item.is_default]))).toEqual({ [NAME]: true, [`${NAME} (Copy)`]: false });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'templates-list-actions');

    // Action: export the original to a file.
    const [download] = await Promise.all([page.waitForEvent('download'), act(NAME, 'Export to file')]);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { templates: Array<{ name: string; post_type: string }>; count: number };

    // Assert
    expect(exported.count).toBe(1);
    expect(exported.templates[0]).toEqual(expect.objectContaining({ name: NAME, post_type: 'post' }));

    // Action: import that file again.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import from file' }).click()]);
    await chooser.setFiles(file);

    // Assert: a second, non-default template of that name.
    await page.locator('#seedpress-admin .components-notice.is-success', { hasText: '1 template imported, 0 failed.' }).waitFor();
    expect((await ours()).filter((item) => item.name === NAME).length).toBe(2);
    await row(NAME).nth(1).waitFor();

    // Action: delete the default, naming the copy as the new default.
    const copy = afterCopy.find((item) => item.name.endsWith('(Copy)'))!;
    await page.locator('.dataviews-view-table tbody tr', { has: page.getByText('Default', { exact: true }) }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete template?' });
    await dialog.getByLabel('New default template').selectOption(String(copy.id));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'templates-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    // Assert
    await dialog.waitFor({ state: 'detached' });
    expect((await ours()).map((item) => item.id)).not.toContain(created.id);
    expect((await ours()).find((item) => item.id === copy.id)?.is_default).toBe(true);
  });

  it('creates a variant that saves only what it changes', async () => {
    // Setup
    const parent = (await ours()).find((item) => item.name === `${NAME} (Copy)`)!;
    await page.goto(screenUrl());
    const row = page.locator('.dataviews-view-table tbody tr', { has: page.getByText(parent.name, { exact: true }) });
    await row.waitFor();

    // Action: a variant whose posts are drafts.
    await row.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Create variant' }).click();
    await page.getByRole('dialog', { name: 'Create a variant' }).getByRole('button', { name: 'Create and edit' }).click();
    await page.getByRole('heading', { name: 'Edit template', level: 1 }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Assert: back on the list; the variant holds the status only.
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    const variant = (await ours()).find((item) => item.parent_id === parent.id)!;
    const stored = (await site.api('GET', `/templates/${variant.id}`, { as: 'admin' })).body as { template: { config_overrides: unknown } };
    expect(stored.template.config_overrides).toEqual({ settings: { post_status: 'draft' } });
    await page.locator('.dataviews-view-table tbody tr', { hasText: `${parent.name} variant` }).getByText('Variant', { exact: true }).waitFor();
  });
  it('names stale templates with what changed, and Resync saves the template again', async () => {
    // Setup: a template of ours, which the site's answers (changed on their way to the page)
    // call stale: a real post type change needs code registered in WordPress.
    const made = await site.api('POST', '/templates', { as: 'admin', body: { name: `${NAME} stale`, post_type: 'post' } });
    expect(made.status).toBe(200);
    const { id, name } = (made.body as { template: Template }).template;
    const reason = 'Taxonomy "genre" was added.';
    await page.route(/\/seedpress\/v1\/templates\?/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), stale: [id] } });
    });
    await page.route(/\/seedpress\/v1\/templates\/stale/, (route) =>
      route.fulfill({ json: { success: true, templates: [{ id, name, post_type: 'post', reasons: [reason] }] } }));
    const saves: Array<{ method: string; body: unknown }> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(`/seedpress/v1/templates/${id}`)) {
        saves.push({ method: request.headers()['x-http-method-override'] ?? request.method(), body: request.postDataJSON() });
      }
    });

    // Action
    await page.goto(screenUrl());
    const banner = page.locator('#seedpress-admin .components-notice.is-warning');
    await banner.getByText(reason).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'templates-stale');
    await banner.getByRole('button', { name: `Resync "${name}"` }).click();

    // Assert
    await page.locator('#seedpress-admin .components-notice.is-success', { hasText: `"${name}" now matches its post type.` }).waitFor();
    expect(saves).toEqual([{ method: 'PUT', body: { name } }]);
    // The list is read again after the save: its answer may still be on its way.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
