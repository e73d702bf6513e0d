import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeImage } from '../../../../worker/src/generators/images/store-image.js';
import { removeUploads } from '../../../../worker/src/generators/images/upload-folder.js';
import { storeFile } from '../../../../worker/src/generators/media/store-file.js';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';
import { DEFAULT_IMAGE_SIZES } from '../../../support/wordpress-defaults.js';

let basedir: string;

beforeEach(async () => {
  basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
});
afterEach(async () => {
  await rm(basedir, { recursive: true, force: true });
});

/** Writes files (relative paths) under basedir, making their folders. */
async function files(...relative: string[]): Promise<string[]> {
  const paths = relative.map((r) => join(basedir, r));
  for (const path of paths) {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, 'bytes');
  }
  return paths;
}

/** Every entry under basedir, folders with a trailing slash. */
async function tree(): Promise<string[]> {
  const entries = await readdir(basedir, { recursive: true, withFileTypes: true });
  return entries.map((e) => join(e.parentPath, e.name).slice(basedir.length + 1) + (e.isDirectory() ? '/' : '')).sort();
}

const UPLOADS = { baseurl: 'http://example.test/wp-content/uploads', yearmonth: true };
const NOVEMBER = new Date('2026-11-05T10:00:00Z');

describe('removeUploads', () => {
  it('removes the month folder the deleted files leave empty, and the year folder when its last month goes', async () => {
    // Setup
    const paths = await files('2026/11/sunset.jpg', '2026/11/sunset-150x150.jpg', '2026/10/report.pdf');

    // Action
    await removeUploads(basedir, paths);

    // Assert
    expect(await tree()).toEqual([]);
  });

  it('keeps a folder that holds any other file, and the year folder above it', async () => {
    // Setup
    const paths = await files('2026/11/sunset.jpg', '2026/10/report.pdf');
    await files('2026/11/hand-made.pdf');

    // Action
    await removeUploads(basedir, paths);

    // Assert
    expect(await tree()).toEqual(['2026/', '2026/11/', '2026/11/hand-made.pdf']);
  });

  it('leaves the uploads folder itself, folders of another shape, and folders it did not empty', async () => {
    // Setup: WordPress made this month's folder and nothing is in it; a file already gone emptied nothing.
    const paths = await files('loose.jpg', 'custom/inside.jpg', '2026/11/nested/deep.jpg');
    await mkdir(join(basedir, '2026/09'), { recursive: true });

    // Action
    await removeUploads(basedir, [...paths, join(basedir, '2026/09/gone.jpg')]);

    // Assert
    expect(existsSync(basedir)).toBe(true);
    expect(await tree()).toEqual(['2026/', '2026/09/', '2026/11/', '2026/11/nested/', 'custom/']);
  });
});

describe('a write into a month folder whose removal runs at the same time', () => {
  it('stores an image when the folder goes between being made and the first file', async () => {
    // Setup: the folder's last file is deleted, and its folder removed, right before the image's first write.
    const [last] = await files('2026/11/last.jpg');
    let removals = 0;
    const image = await renderPlaceholder({ width: 800, height: 600, seed: 1 });

    // Action
    const stored = await storeImage(image, {
      uploads: { basedir, ...UPLOADS },
      sizes: DEFAULT_IMAGE_SIZES,
      date: NOVEMBER,
      baseName: 'sunset',
      wpVersion: '6.8.12',
      beforeWrite: async () => {
        if (removals++ === 0) await removeUploads(basedir, [last!]);
      },
    });

    // Assert
    expect(stored.file).toBe('2026/11/sunset.jpg');
    expect(stored.paths.length).toBeGreaterThan(1);
    expect(stored.paths.every((p) => existsSync(p))).toBe(true);
    expect((await tree()).filter((p) => p.endsWith('/'))).toEqual(['2026/', '2026/11/']);
  });

  it('stores a document when the folder goes between being made and the write', async () => {
    // Setup
    const [last] = await files('2026/11/last.pdf');
    let removals = 0;

    // Action
    const stored = await storeFile(Buffer.from('%PDF-1.4'), {
      uploads: { basedir, ...UPLOADS },
      date: NOVEMBER,
      mime: 'application/pdf',
      wpVersion: '6.8.12',
      baseName: 'report',
      extension: 'pdf',
      beforeWrite: async () => {
        if (removals++ === 0) await removeUploads(basedir, [last!]);
      },
    });

    // Assert
    expect(stored.file).toBe('2026/11/report.pdf');
    expect(await tree()).toEqual(['2026/', '2026/11/', '2026/11/report.pdf']);
  });

  it('loses no write when deletions empty the folder while documents are written into it', async () => {
    // Setup: each round, the folder's only file is deleted while a new one is written.
    const rounds = 100;
    const written: string[] = [];
    let [previous] = await files('2026/11/first.pdf');

    // Action
    for (let round = 0; round < rounds; round++) {
      const [stored] = await Promise.all([
        storeFile(Buffer.from(`round ${round}`), { uploads: { basedir, ...UPLOADS }, date: NOVEMBER, mime: 'application/pdf', wpVersion: '6.8.12', baseName: `round-${round}`, extension: 'pdf' }),
        removeUploads(basedir, [previous!]),
      ]);
      written.push(stored.file);
      previous = join(basedir, stored.file);
    }

    // Assert
    expect(written).toHaveLength(rounds);
    expect(await tree()).toEqual(['2026/', '2026/11/', `2026/11/round-${rounds - 1}.pdf`]);
  });
});
