import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const session = adminSession(site.env, () => site.api('DELETE', '/cleanup/all', { as: 'admin' }));
const url = (screen: string): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=${screen}`;

/** The rows of a table named by its chart's heading, as "label value" lines. */
const rows = async (name: string): Promise<string[]> =>
  session.page.getByRole('table', { name }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent).join(' ')));

describe('the Dashboard\'s charts in Chromium', () => {
  beforeAll(async () => {
    await site.api('POST', '/generate/posts', { as: 'admin', body: { count: 2, set_featured_image: false, auto_comments: true, comments_per_post_min: 1, comments_per_post_max: 1 } });
  });

  it('holds the same numbers in each chart\'s table as the API reports', async () => {
    // Setup
    const stats = ((await site.api('GET', '/history/stats', { as: 'admin' })).body as { stats: { by_type: Record<string, number> } }).stats;
    const saved = ((await site.api('GET', '/time-saved', { as: 'admin' })).body as { time_savings: { by_type: Record<string, { formatted: string }> } }).time_savings;

    // Action
    await session.page.goto(url('seedpress'));
    await session.page.getByRole('heading', { name: 'Content by type' }).waitFor();

    // Assert
    const count = (type: string): number => stats.by_type[type] ?? 0;
    await expect(rows('Content by type')).resolves.toEqual([`Posts ${count('post')}`, `Terms ${count('term')}`, `Users ${count('user')}`, `Comments ${count('comment')}`, `Media ${count('media')}`]);
    await expect(rows('Time saved per type')).resolves.toEqual(
      [['Posts', 'posts'], ['Terms', 'terms'], ['Users', 'users'], ['Comments', 'comments']].map(([label, key]) => `${label} ${saved.by_type[key!]?.formatted ?? '0'}`),
    );
    expect(count('post')).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'dashboard-charts');
  });
});
