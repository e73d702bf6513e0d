import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import { RunFileJournal } from '../../../../worker/src/generators/images/run-file-journal.js';
import { HOST_CONTEXT_OPTION } from '../../../../worker/src/services/host-context.service.js';
import { removeFilesOfUnfinishedRuns } from '../../../../worker/src/services/generation/unfinished-runs.js';
import { storeUpload } from '../../../../worker/src/services/media/upload/store-upload.js';
import { sampleFiles } from '../../../support/sample-files.js';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.js';

/*
 * Uploads are journaled as generated images are: files stored for an upload whose worker died
 * before its attachment was committed are removed at the next start, and only those.
 */

let test: TestDatabase;
let basedir: string;
let host: HostContext;

beforeAll(async () => {
  test = await createTestDatabase();
  basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
  // The site's uploads folder, as the stored host context names it, is this test's own.
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  host = JSON.parse(row.option_value) as HostContext;
  host.uploads = { ...host.uploads, basedir };
  await test.db.updateTable('options').set({ option_value: JSON.stringify(host) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
});

afterAll(async () => {
  await rm(basedir, { recursive: true, force: true });
  await test.drop();
});

async function accepted(name: string, content: Buffer, type: string) {
  const path = join(basedir, `incoming-${name}`);
  await writeFile(path, content);
  return { path, name, size: content.length, type, title: name };
}

describe('uploads of a worker that died before their commit', () => {
  it('are removed at the next start, images with their sub-sizes, while committed ones stay', async () => {
    // Setup: an image and a PDF stored and journaled but never committed, and a PDF whose attachment exists.
    const journal = new RunFileJournal(basedir);
    const image = await storeUpload(host, await accepted('Lost Photo.png', await sampleFiles.png(800, 600), 'image/png'), journal, Date.now());
    const pdf = await storeUpload(host, await accepted('lost.pdf', sampleFiles.pdf(), 'application/pdf'), journal, Date.now());
    const kept = await storeUpload(host, await accepted('kept.pdf', sampleFiles.pdf(), 'application/pdf'), journal, Date.now());
    const { insertId } = await test.db.insertInto('posts').values({ post_type: 'attachment', post_title: 'kept', post_status: 'inherit', post_mime_type: 'application/pdf' } as never).executeTakeFirstOrThrow();
    await test.db.insertInto('postmeta').values({ post_id: Number(insertId), meta_key: '_wp_attached_file', meta_value: kept.file }).execute();

    // Action
    await removeFilesOfUnfinishedRuns(test.db, pino({ level: 'silent' }), join(basedir, 'no-staging'));

    // Assert
    expect(image.paths.length).toBeGreaterThan(1);
    expect([...image.paths, ...pdf.paths].filter((p) => existsSync(p))).toEqual([]);
    expect(kept.paths.filter((p) => existsSync(p))).toEqual(kept.paths);
  });
});
