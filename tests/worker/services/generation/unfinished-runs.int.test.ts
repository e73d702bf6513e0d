import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { JOURNAL_FOLDER, RunFileJournal } from '../../../../worker/src/generators/images/run-file-journal.js';
import { storeImage, type StoredImage } from '../../../../worker/src/generators/images/store-image.js';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';
import { HOST_CONTEXT_OPTION } from '../../../../worker/src/services/host-context.service.js';
import { removeFilesOfUnfinishedRuns } from '../../../../worker/src/services/generation/unfinished-runs.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';
import { DEFAULT_IMAGE_SIZES } from '../../../support/wordpress-defaults.js';

let test: TestDatabase;
let basedir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
  // The site's uploads folder, as the stored host context names it, is this test's own.
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const context = JSON.parse(row.option_value) as { uploads: Record<string, string> };
  context.uploads = { ...context.uploads, basedir };
  await test.db.updateTable('options').set({ option_value: JSON.stringify(context) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
});

afterAll(async () => {
  await rm(basedir, { recursive: true, force: true });
  await test.drop();
});

async function store(journal: RunFileJournal, name: string, folder = basedir): Promise<StoredImage> {
  return storeImage(await renderPlaceholder({ width: 1200, height: 800, label: name, seed: 1 }), {
    uploads: { basedir: folder, baseurl: 'http://uploads.test/wp-content/uploads', yearmonth: true },
    sizes: DEFAULT_IMAGE_SIZES,
    date: new Date(Date.UTC(2026, 10, 24)),
    baseName: name,
    wpVersion: '6.8.12',
    beforeWrite: (entry) => journal.note(entry),
  });
}

describe('image files of a run whose worker died', () => {
  it('are removed at the next start, but for those of attachments already committed and files SeedPress did not write', async () => {
    // Setup: a run wrote two images and died; the first image's attachment was committed, the second's not.
    const journal = new RunFileJournal(basedir);
    const committed = await store(journal, 'committed-image');
    const unfinished = await store(journal, 'unfinished-image');
    await test.db.insertInto('postmeta').values({ post_id: 123456, meta_key: '_wp_attached_file', meta_value: committed.file }).execute();
    const handMade = join(basedir, '2026', '11', 'hand-made.jpg');
    await writeFile(handMade, 'not ours');
    // Another run died while noting a file: its last line is cut short.
    const other = new RunFileJournal(basedir);
    await other.note({ stem: '2026/11/gone', path: join(basedir, '2026', '11', 'gone.jpg') });
    const journals = await readdir(join(basedir, JOURNAL_FOLDER));
    await appendFile(join(basedir, JOURNAL_FOLDER, journals.find((j) => !j.startsWith('.'))!), '{"stem":"2026/11/cut');

    // Action
    await removeFilesOfUnfinishedRuns(test.db, pino({ level: 'silent' }), join(basedir, 'no-staging'));

    // Assert
    expect(unfinished.paths.length).toBeGreaterThan(1);
    expect(unfinished.paths.filter((p) => existsSync(p))).toEqual([]);
    expect(committed.paths.filter((p) => !existsSync(p))).toEqual([]);
    expect(existsSync(handMade)).toBe(true);
    expect(await readdir(join(basedir, JOURNAL_FOLDER))).toEqual([]);
  });

  it('are removed from the staging folder of a worker that hands its files to the shell: they never reached the site', async () => {
    // Setup: a run of a worker that cannot see the site's uploads wrote into its staging folder and died.
    const staging = join(basedir, 'staging');
    const journal = new RunFileJournal(staging);
    const unfinished = await store(journal, 'staged-image', staging);

    // Action
    await removeFilesOfUnfinishedRuns(test.db, pino({ level: 'silent' }), staging);

    // Assert
    expect(unfinished.paths.length).toBeGreaterThan(1);
    expect(unfinished.paths.filter((p) => existsSync(p))).toEqual([]);
    expect(await readdir(join(staging, JOURNAL_FOLDER))).toEqual([]);
    // The month folder the dead run made goes with its files.
    expect((await readdir(staging)).sort()).toEqual(['seedpress']);
  });

  it('leave nothing to do on a site whose runs all finished', async () => {
    await expect(removeFilesOfUnfinishedRuns(test.db, pino({ level: 'silent' }), join(basedir, 'no-staging'))).resolves.toBeUndefined();
  });
});
