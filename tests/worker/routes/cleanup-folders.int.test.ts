import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST_CONTEXT_OPTION } from '../../../worker/src/services/host-context.service.js';
import { SITE_MARKER_FILE } from '../../../worker/src/services/handoff/site-marker.js';
import { multipart, sampleFiles } from '../../support/sample-files.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { workerOn, type WorkerUnderTest } from '../../support/worker-app.js';

let test: TestDatabase;
let worker: WorkerUnderTest;
let basedir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  // The site's uploads folder is this file's own, with the shell's marker in it: the worker writes there itself.
  basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const context = JSON.parse(row.option_value) as { uploads: { basedir: string; marker?: string } };
  context.uploads.basedir = basedir;
  context.uploads.marker = 'cleanup-folders-marker'.padEnd(32, '0');
  await mkdir(join(basedir, SITE_MARKER_FILE, '..'), { recursive: true });
  await writeFile(join(basedir, SITE_MARKER_FILE), context.uploads.marker);
  await test.db.updateTable('options').set({ option_value: JSON.stringify(context) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
  worker = await workerOn(test);
});
afterAll(async () => {
  await rm(basedir, { recursive: true, force: true });
  await test.drop();
});

/** Every entry under the uploads folder but SeedPress's own, folders with a trailing slash. */
async function uploadsTree(): Promise<string[]> {
  const entries = await readdir(basedir, { recursive: true, withFileTypes: true });
  return entries
    .map((e) => join(e.parentPath, e.name).slice(basedir.length + 1) + (e.isDirectory() ? '/' : ''))
    .filter((p) => !p.startsWith('seedpress/'))
    .sort();
}

const attachmentCount = async (): Promise<number> =>
  Number((await test.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('post_type', '=', 'attachment').executeTakeFirstOrThrow()).n);

describe('DELETE /cleanup/all and the uploads folder', () => {
  it('removes the year and month folders its deleted files leave empty', async () => {
    // Setup
    const run = await worker.call('POST', '/generate/posts', { count: 3, enable_variation: false, auto_taxonomies: false, image_provider: 'placeholder', image_width: 300, image_height: 200, seed: 7 });
    expect(run.status).toBe(200);
    expect((await uploadsTree()).filter((p) => /^\d{4}\/\d{2}\/$/.test(p)).length).toBeGreaterThan(0);

    // Action
    const res = await worker.call('DELETE', '/cleanup/all');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Deleted 3 posts, 0 terms, 3 users, 0 comments and 3 media files.',
      stats: { posts: 3, terms: 0, users: 3, media: 3, comments: 0 },
    });
    expect(await attachmentCount()).toBe(0);
    expect(await uploadsTree()).toEqual([]);
    expect((await readdir(basedir)).sort()).toEqual(['seedpress']);
  });

  it('keeps a month folder that holds a file SeedPress did not make, and its year folder', async () => {
    // Setup
    const { body, contentType } = multipart('report.pdf', sampleFiles.pdf());
    const upload = await worker.send('/media/upload', body, contentType);
    expect(upload.status).toBe(200);
    const file = (upload.body.file.url as string).replace('/wp-content/uploads/', '');
    const month = file.slice(0, 'YYYY/MM'.length);
    await writeFile(join(basedir, month, 'hand-made.txt'), 'not generated');

    // Action
    const res = await worker.call('DELETE', '/cleanup/all');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Deleted 0 posts, 0 terms, 0 users, 0 comments and 1 media file.',
      stats: { posts: 0, terms: 0, users: 0, media: 1, comments: 0 },
    });
    expect(await attachmentCount()).toBe(0);
    expect(await uploadsTree()).toEqual([`${month.slice(0, 4)}/`, `${month}/`, `${month}/hand-made.txt`]);
  });
});
