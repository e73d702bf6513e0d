import { existsSync } from 'node:fs';
import path from 'node:path';
import { unserialize } from 'php-serialize';
import { freshWorkerPerFile } from '../../support/worker-app.js';

/*
 * The media library on a fresh site: downloads become attachments with their files and sizes on
 * disk, and the listings page, search and sort them by family as upload.php does.
 */

const files = freshWorkerPerFile();
let uploads: { basedir: string; baseurl: string };

beforeAll(async () => {
  const context = await files.test.db.selectFrom('options').select('option_value').where('option_name', '=', 'seedpress_host_context').executeTakeFirstOrThrow();
  uploads = JSON.parse(context.option_value).uploads;
});
afterAll(async () => {
  // The files went into the stack's uploads folder: remove them the way users do.
  await files.worker.call('DELETE', '/cleanup/all');
});

/** A file attachment as wp_insert_attachment() leaves an upload of it, made by hand (not SeedPress's). */
async function handMade(title: string, mime: string, file: string, date: string): Promise<number> {
  const db = files.test.db;
  const result = await db.insertInto('posts').values({
    post_author: 1, post_date: date, post_date_gmt: date, post_content: '', post_title: title, post_excerpt: '', post_status: 'inherit', comment_status: 'open', ping_status: 'closed',
    post_password: '', post_name: title.toLowerCase(), to_ping: '', pinged: '', post_modified: date, post_modified_gmt: date, post_content_filtered: '', post_parent: 0,
    guid: `${uploads.baseurl}/${file}`, menu_order: 0, post_type: 'attachment', post_mime_type: mime, comment_count: 0,
  }).executeTakeFirstOrThrow();
  const id = Number(result.insertId);
  await db.insertInto('postmeta').values([{ post_id: id, meta_key: '_wp_attached_file', meta_value: file }, { post_id: id, meta_key: '_wp_attachment_metadata', meta_value: 'a:1:{s:8:"filesize";i:2048;}' }]).execute();
  return id;
}

describe('POST /media/download', () => {
  it('makes each picture a flagged attachment of the user with every registered size on disk', async () => {
    // Action
    const res = await files.worker.call('POST', '/media/download', { count: 3, provider: 'placeholder', width: 900, aspect_ratio: '3:2', seed: 5, locale: 'de_DE' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true, message: '3 images downloaded.', count: 3, warnings: [], seed: 5,
      images: [0, 1, 2].map(() => ({ id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+\.(jpg|png)$/), thumbnail: expect.stringMatching(/-150x150\.(jpg|png)$/), dimensions: '900x600', ratio: '3:2' })),
    });
    const ids = res.body.images.map((i: { id: number }) => i.id);
    const rows = await files.test.db.selectFrom('posts').select(['ID', 'post_parent', 'post_status', 'post_author']).where('ID', 'in', ids).execute();
    expect(rows.map((r) => [r.post_parent, r.post_status])).toEqual([[0, 'inherit'], [0, 'inherit'], [0, 'inherit']]);
    const meta = await files.test.db.selectFrom('postmeta').select(['post_id', 'meta_key', 'meta_value']).where('post_id', 'in', ids).execute();
    for (const id of ids) {
      const of = (key: string) => meta.find((m) => m.post_id === id && m.meta_key === key)?.meta_value;
      expect(of('_seedpress_generated')).toBe('1');
      const metadata = unserialize(of('_wp_attachment_metadata') ?? '') as { file: string; width: number; height: number; sizes: Record<string, { file: string }> };
      expect(metadata).toMatchObject({ file: of('_wp_attached_file'), width: 900, height: 600 });
      const folder = path.dirname(path.join(uploads.basedir, metadata.file));
      expect([metadata.file, ...Object.values(metadata.sizes).map((s) => path.join(path.relative(uploads.basedir, folder), s.file))].every((f) => existsSync(path.join(uploads.basedir, f)))).toBe(true);
      expect(Object.keys(metadata.sizes)).toEqual(expect.arrayContaining(['thumbnail', 'medium']));
    }
    const history = await files.test.db.selectFrom('seedpress_history').select('content_id').where('content_type', '=', 'media').where('content_id', 'in', ids).execute();
    expect(history).toHaveLength(3);
  });

  it('takes each width between width_min and width_max, and reports a picture it could not have instead of failing', async () => {
    // Action
    const sized = await files.worker.call('POST', '/media/download', { count: 4, provider: 'placeholder', random_size: true, width_min: 300, width_max: 500, aspect_ratio: '1:1', seed: 9 });
    const failing = await files.worker.call('POST', '/media/download', { count: 2, provider: 'photos_random', seed: 9 });

    // Assert
    expect(sized.body.count).toBe(4);
    for (const image of sized.body.images as Array<{ dimensions: string; ratio: string }>) {
      const [width, height] = image.dimensions.split('x').map(Number);
      expect(width).toBeGreaterThanOrEqual(300);
      expect(width).toBeLessThanOrEqual(500);
      expect(height).toBe(width);
      expect(image.ratio).toBe('1:1');
    }
    expect(failing.status).toBe(200);
    expect(failing.body).toMatchObject({ success: true, count: 0, images: [], message: '0 of 2 images downloaded; see the warnings for the others.' });
    expect(failing.body.warnings).toHaveLength(2);
  });

  it('refuses width_min above width_max and a count over 20, writing nothing', async () => {
    // Setup
    const before = await files.test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute();

    // Action
    const crossed = await files.worker.call('POST', '/media/download', { random_size: true, width_min: 900, width_max: 400 });
    const many = await files.worker.call('POST', '/media/download', { count: 21 });

    // Assert
    expect(crossed.status).toBe(400);
    expect(crossed.body).toMatchObject({ success: false, code: 'invalid_parameter' });
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ success: false, code: 'invalid_count', message: 'count must be between 1 and 20.' });
    expect(await files.test.db.selectFrom('posts').select('ID').where('post_type', '=', 'attachment').execute()).toEqual(before);
  });
});

describe('GET /media/images and /media/files', () => {
  it('lists images newest first with their sizes, pages and searches them by title', async () => {
    // Setup
    const res = await files.worker.call('POST', '/media/download', { count: 3, provider: 'placeholder', width: 600, height: 400, seed: 12 });
    const newest = res.body.images as Array<{ id: number; title: string }>;

    // Action
    const firstPage = await files.worker.call('GET', '/media/images?per_page=2&page=1');
    const found = await files.worker.call('GET', `/media/images?search=${encodeURIComponent(newest[1]!.title)}`);

    // Assert
    expect(firstPage.body).toMatchObject({ success: true, page: 1 });
    expect(firstPage.body.total).toBeGreaterThanOrEqual(3);
    expect(firstPage.body.total_pages).toBe(Math.ceil(firstPage.body.total / 2));
    expect(firstPage.body.images.map((i: { id: number }) => i.id)).toEqual([newest[2]!.id, newest[1]!.id]);
    expect(firstPage.body.images[0]).toEqual({ ...res.body.images[2], medium: expect.stringMatching(/-300x200\.(jpg|png)$/), generated: true });
    expect(found.body.images.map((i: { id: number }) => i.id)).toContain(newest[1]!.id);
  });

  it('lists files by core\'s families, with their size and whether SeedPress uploaded them', async () => {
    // Setup
    const pdf = await handMade('Report', 'application/pdf', '2026/01/report.pdf', '2026-01-02 10:00:00');
    const zip = await handMade('Bundle', 'application/zip', '2026/01/bundle.zip', '2026-01-03 10:00:00');
    const sheet = await handMade('Budget', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '2026/01/budget.xlsx', '2026-01-04 10:00:00');

    // Action
    const all = await files.worker.call('GET', '/media/files');
    const documents = await files.worker.call('GET', '/media/files?file_type=document');
    const archives = await files.worker.call('GET', '/media/files?file_type=archive');
    const sheets = await files.worker.call('GET', '/media/files?file_type=spreadsheet&per_page=1');

    // Assert
    expect(all.body).toEqual({ success: true, files: expect.any(Array), total: 3, total_pages: 1, page: 1 });
    expect(all.body.files.map((f: { id: number }) => f.id)).toEqual([sheet, zip, pdf]);
    expect(documents.body.files).toEqual([{ id: pdf, title: 'Report', filename: 'report.pdf', url: `${uploads.baseurl}/2026/01/report.pdf`, mime_type: 'application/pdf', extension: 'pdf', filesize: 2048, uploaded: false }]);
    expect(archives.body.files.map((f: { id: number }) => f.id)).toEqual([zip]);
    expect(sheets.body).toMatchObject({ total: 1, total_pages: 1, files: [{ id: sheet, extension: 'xlsx' }] });
  });
});
