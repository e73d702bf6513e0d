import { need } from '../support/stack-env.js';
import { WordPressSite } from '../support/wordpress.js';
import { adminSession, screenshot, seriousViolations } from './browser.js';

const site = new WordPressSite();
const session = adminSession(site.env, () => site.api('DELETE', '/cleanup/all', { as: 'admin' }));
const url = (screen: string): string => `${need(site.env, 'SEEDPRESS_URL')}/wp-admin/admin.php?page=${screen}`;

describe('the Media screen in Chromium', () => {
  it('downloads images into the grid, badged as generated, and finds one by its title', async () => {
    // Setup
    await session.page.goto(url('seedpress-media'));
    await session.page.getByRole('heading', { name: 'SeedPress Media' }).waitFor();

    // Action
    await session.page.getByRole('spinbutton', { name: 'Number of images' }).fill('2');
    await session.page.getByRole('combobox', { name: 'Provider' }).selectOption('placeholder');
    await session.page.getByRole('button', { name: 'Download', exact: true }).click();

    // Assert
    await session.page.locator('#seedpress-admin').getByText('2 images downloaded.').waitFor();
    const images = (await site.api('GET', '/media/images?per_page=20', { as: 'admin' })).body as { images: Array<{ title: string }>; total: number };
    expect(images.total).toBe(2);
    const grid = session.page.locator('.dataviews-view-grid');
    await expect(grid.getByText('Generated', { exact: true }).first().waitFor()).resolves.toBeUndefined();
    await expect(grid.locator('img').count()).resolves.toBe(2);
    expect(await seriousViolations(session.page)).toEqual([]);
    await screenshot(session.page, 'media');

    // Action: search by the first image's title.
    await session.page.getByRole('searchbox', { name: 'Search images' }).fill(images.images[0]!.title);

    // Assert
    await grid.getByText(images.images[0]!.title).first().waitFor();
  });

  it('uploads a file from the computer and lists it with the files', async () => {
    // Setup
    await session.page.goto(url('seedpress-media'));
    await session.page.getByRole('heading', { name: 'SeedPress Media' }).waitFor();
    const chooser = session.page.waitForEvent('filechooser');

    // Action
    await session.page.getByRole('button', { name: 'Upload a file…' }).click();
    await (await chooser).setFiles({ name: 'seedpress-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });

    // Assert
    await session.page.locator('#seedpress-admin').getByText('The file was uploaded.').waitFor();
    await session.page.locator('.seedpress-listing').getByText('seedpress-notes').first().waitFor();
    const files = (await site.api('GET', '/media/files', { as: 'admin' })).body as { files: Array<{ id: number }>; total: number };
    expect(files.total).toBe(1);
    await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'post', ids: files.files.map((f) => f.id), force: true } });
  });
});
