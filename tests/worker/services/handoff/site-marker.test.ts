import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seesSiteUploads, SITE_MARKER_FILE } from '../../../../worker/src/services/handoff/site-marker.js';

let basedir: string;
const MARKER = 'k3J9x'.repeat(8);

beforeEach(async () => {
  basedir = await mkdtemp(join(tmpdir(), 'seedpress-marker-'));
});

afterEach(async () => {
  await rm(basedir, { recursive: true, force: true });
});

async function writeMarker(value: string): Promise<void> {
  await mkdir(join(basedir, 'seedpress'), { recursive: true });
  await writeFile(join(basedir, SITE_MARKER_FILE), value);
}

describe('seesSiteUploads', () => {
  it('is true when the marker the shell wrote is readable at the basedir with the context\'s value', async () => {
    await writeMarker(`${MARKER}\n`);
    await expect(seesSiteUploads({ basedir, baseurl: 'http://site.test/wp-content/uploads', yearmonth: true, marker: MARKER })).resolves.toBe(true);
  });

  it('is false when the basedir has no marker (another machine, another container)', async () => {
    await expect(seesSiteUploads({ basedir, baseurl: '', yearmonth: true, marker: MARKER })).resolves.toBe(false);
    await expect(seesSiteUploads({ basedir: join(basedir, 'missing'), baseurl: '', yearmonth: true, marker: MARKER })).resolves.toBe(false);
  });

  it('is false when the folder at that path holds another site\'s marker', async () => {
    await writeMarker('another site'.padEnd(40, 'x'));
    await expect(seesSiteUploads({ basedir, baseurl: '', yearmonth: true, marker: MARKER })).resolves.toBe(false);
  });

  it('is true for a context without a marker: a shell from before file handoff shares the worker\'s machine', async () => {
    await expect(seesSiteUploads({ basedir, baseurl: '', yearmonth: true })).resolves.toBe(true);
  });
});
