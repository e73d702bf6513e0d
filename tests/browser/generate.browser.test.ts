import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const session = adminSession(site.env, () => site.api('DELETE', '/cleanup/all', { as: 'admin' }));
const url = (screen: string): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=${screen}`;

const generatedCount = async (type: string): Promise<number> =>
  ((await site.api('GET', '/history/stats', { as: 'admin' })).body as { stats: { by_type: Record<string, number> } }).stats.by_type[type] ?? 0;

async function openTab(name: string): Promise<void> {
  await session.page.goto(url('seedpress-generate-posts'));
  await session.page.getByRole('heading', { name: 'Generate', exact: true }).waitFor();
  await session.page.getByRole('tab', { name }).click();
}

describe('the Generate screen\'s tabs in Chromium', () => {
  afterAll(async () => {
    await site.api('POST', '/settings', { as: 'admin', body: { capacity_override: null } });
  });

  it('shows a tab per content type, each without serious accessibility violations', async () => {
    // Action
    await openTab('Posts');

    // Assert
    await expect(session.page.getByRole('tab').allTextContents()).resolves.toEqual(['Posts', 'Terms', 'Users', 'Comments']);
    for (const tab of ['Posts', 'Terms', 'Users', 'Comments']) {
      await session.page.getByRole('tab', { name: tab }).click();
      await session.page.getByRole('tabpanel').getByRole('button', { name: /^Generate/ }).waitFor();
      expect(await seriousViolations(session.page)).toEqual([]);
      await screenshot(session.page, `generate-${tab.toLowerCase()}`);
    }
  });

  it('shows a hierarchy\'s total as depth and breadth change, and generates that many terms', async () => {
    // Setup
    await openTab('Terms');
    const before = await generatedCount('term');

    // Action
    await session.page.getByRole('checkbox', { name: 'Build a hierarchy' }).check();
    await session.page.getByRole('spinbutton', { name: 'Depth (levels)' }).fill('2');
    await session.page.getByRole('spinbutton', { name: /^Breadth/ }).fill('3');
    await session.page.getByText('The tree holds 12 terms.').waitFor();
    await session.page.getByRole('spinbutton', { name: /^Breadth/ }).fill('2');
    await session.page.getByText('The tree holds 6 terms.').waitFor();
    await session.page.getByRole('button', { name: 'Generate terms' }).click();

    // Assert
    await session.page.getByRole('tabpanel').locator('.components-notice.is-success').waitFor();
    expect((await generatedCount('term')) - before).toBe(6);
  });

  it('warns against production sites and generates users with the chosen role', async () => {
    // Setup
    await openTab('Users');
    const before = await generatedCount('user');

    // Action
    await session.page.getByRole('tabpanel').getByText('Never generate users on a production site.').waitFor();
    await session.page.getByRole('spinbutton', { name: 'Number of users' }).fill('2');
    await session.page.getByRole('combobox', { name: 'Role' }).selectOption('subscriber');
    await session.page.getByRole('button', { name: 'Generate users' }).click();

    // Assert
    await session.page.getByRole('tabpanel').locator('.components-notice.is-success').waitFor();
    expect((await generatedCount('user')) - before).toBe(2);
  });

  it('refuses a comment range whose most is below its least, then generates comments for one post', async () => {
    // Setup: one published post to comment on.
    const run = (await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 1, set_featured_image: false, post_status: 'publish' } })).body as { ids: number[] };
    await openTab('Comments');

    // Action
    await session.page.getByRole('spinbutton', { name: 'At least, per post' }).fill('3');
    await session.page.getByRole('spinbutton', { name: 'At most, per post' }).fill('2');
    await session.page.getByText('At most must not be below at least.').waitFor();
    const refused = await session.page.getByRole('button', { name: 'Generate comments' }).isDisabled();
    await session.page.getByRole('spinbutton', { name: 'At most, per post' }).fill('3');
    await session.page.getByRole('textbox', { name: 'Only these posts (IDs)' }).fill(String(run.ids[0]));
    await session.page.getByRole('button', { name: 'Generate comments' }).click();

    // Assert
    expect(refused).toBe(true);
    await session.page.getByRole('tabpanel').locator('.components-notice.is-success').waitFor();
    const comments = (await site.api('GET', `/history?type=comment&limit=100`, { as: 'admin' })).body as { total: number };
    expect(comments.total).toBe(3);
  });

  it('sends the terms chosen from a searched pool and the taxonomies left without terms', async () => {
    // Setup
    await openTab('Posts');
    await session.page.getByRole('spinbutton', { name: 'Number of posts' }).fill('1');
    await session.page.getByRole('checkbox', { name: 'Featured images' }).uncheck();
    const categories = session.page.getByRole('group', { name: 'Categories' });
    const tags = session.page.getByRole('group', { name: 'Tags' });
    let sent: Record<string, unknown> = {};
    session.page.on('request', (request) => {
      if (request.url().includes('/generate/posts/stream')) sent = request.postDataJSON() as Record<string, unknown>;
    });

    // Action
    await categories.getByRole('combobox', { name: 'Terms' }).selectOption('choose');
    await categories.getByRole('combobox', { name: 'Categories' }).fill('Uncat');
    await session.page.getByRole('option', { name: 'Uncategorized' }).click();
    await tags.getByRole('combobox', { name: 'Terms' }).selectOption('none');
    await session.page.getByRole('button', { name: 'Generate', exact: true }).click();

    // Assert
    await session.page.locator('#seedpress-admin').getByText('1 post generated successfully').waitFor();
    expect(sent.taxonomy_config).toEqual({ category: { mode: 'choose', term_ids: [1] }, post_tag: { mode: 'none' } });
  });

  it('lists the type\'s detected custom fields with their types and sends the mode chosen for each', async () => {
    // Setup: the stack has no field plugin, so the site's answer names one field; the run is answered here too.
    await session.page.route('**/templates/fields/post*', (route) =>
      route.fulfill({ json: { success: true, post_type: 'post', core_fields: {}, custom_fields: { acf: { group_title: 'ACF', fields: [
        { key: 'field_price', name: 'price', label: 'Price', type: 'price', category: 'number', required: false, modes: ['none', 'create'], default: { mode: 'create' } },
        { key: 'field_city', name: 'city', label: 'City', type: 'city', category: 'address', required: false, modes: ['none', 'choose', 'create'], default: { mode: 'create' } },
      ] } } } }),
    );
    let sent: Record<string, unknown> = {};
    await session.page.route('**/generate/posts/stream*', (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      return route.fulfill({ contentType: 'text/event-stream', body: 'data: {"type":"complete","result":{"success":true,"message":"1 post generated successfully.","count":1,"ids":[],"warnings":[]}}\n\n' });
    });
    await openTab('Posts');

    // Action
    await session.page.getByRole('combobox', { name: 'Price (price)' }).selectOption('none');
    await session.page.getByRole('combobox', { name: 'City (city)' }).selectOption('choose');
    await session.page.getByRole('textbox', { name: 'Values, one per line' }).fill('Lyon\nGhent');
    await session.page.getByRole('combobox', { name: 'Pick' }).selectOption('rotational');
    await session.page.getByRole('button', { name: 'Generate', exact: true }).click();

    // Assert
    await session.page.locator('#seedpress-admin').getByText('1 post generated successfully').waitFor();
    expect(sent.field_config).toEqual({
      custom_fields: { field_price: { mode: 'none' }, field_city: { mode: 'choose', choose: { values: ['Lyon', 'Ghent'], selection_mode: 'rotational' } } },
    });
    await session.page.unroute('**/templates/fields/post*');
    await session.page.unroute('**/generate/posts/stream*');
  });

  it('cancels a real run: the site stops it and keeps none of its posts', async () => {
    // Setup: a run long enough to be cancelled while the site works on it (500 posts that each
    // try a featured image: above the dev site's computed capacity, so the override allows them).
    expect((await site.api('POST', '/settings', { as: 'admin', body: { capacity_override: 500 } })).status).toBe(200);
    await openTab('Posts');
    const before = await generatedCount('post');
    await session.page.getByRole('spinbutton', { name: 'Number of posts' }).fill('500');
    await session.page.getByRole('checkbox', { name: 'Add comments to each post' }).check();
    const aborted = session.page.waitForEvent('requestfailed', (request) => request.url().includes('/generate/posts/stream'));

    // Action: Cancel once the site said it planned the posts.
    await session.page.getByRole('button', { name: 'Generate' }).click();
    await session.page.getByRole('log').getByText('Planned 500 posts.').waitFor({ timeout: 120_000 });
    await session.page.getByRole('button', { name: 'Cancel' }).click();

    // Assert
    await aborted;
    await session.page.locator('#seedpress-admin').getByText(/^Cancelled\./).waitFor();
    // A run that the site ends takes the write lock; once this one is written, the cancelled one is over.
    const after = (await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 1, set_featured_image: false } })).body as { count: number };
    expect(after.count).toBe(1);
    expect((await generatedCount('post')) - before).toBe(1);
  });
});

describe('the Generate screen\'s counts in Chromium', () => {
  const change = (body: Record<string, unknown>) => site.api('POST', '/settings', { as: 'admin', body });
  let prefilled: unknown;

  beforeAll(async () => {
    prefilled = ((await site.api('GET', '/settings', { as: 'admin' })).body as { settings: { general: Record<string, unknown> } }).settings.general.default_post_count;
  });

  afterAll(async () => {
    await change({ capacity_override: null, default_post_count: prefilled });
  });

  it('offers no more posts, terms and users than the site\'s per-request capacity, and pre-fills no more', async () => {
    // Setup
    expect((await change({ capacity_override: 12, default_post_count: 40 })).status).toBe(200);

    // Action
    await openTab('Posts');
    const posts = session.page.getByRole('spinbutton', { name: 'Number of posts' });
    await posts.waitFor();
    const postsMax = await posts.getAttribute('max');
    const postsValue = await posts.inputValue();
    const postsHelp = await session.page.getByText(/^From 1 to \d+ per run\.$/).textContent();
    await session.page.getByRole('tab', { name: 'Terms' }).click();
    const termsMax = await session.page.getByRole('spinbutton', { name: 'Number of terms' }).getAttribute('max');
    await session.page.getByRole('tab', { name: 'Users' }).click();
    const usersMax = await session.page.getByRole('spinbutton', { name: 'Number of users' }).getAttribute('max');
    const usersHelp = await session.page.getByRole('tabpanel').getByText(/^From 1 to \d+\.$/).textContent();

    // Assert
    expect([postsMax, postsValue, postsHelp, termsMax, usersMax, usersHelp]).toEqual(['12', '12', 'From 1 to 12 per run.', '12', '12', 'From 1 to 12.']);
  });
});
