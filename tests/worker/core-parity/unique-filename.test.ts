import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueFilename } from '../../../worker/src/core-parity/unique-filename.js';

describe('uniqueFilename (wp_unique_filename)', () => {
  let basedir: string;
  let dir: string;
  const jpeg = { wpVersion: '6.8.7', mime: 'image/jpeg' };

  beforeEach(async () => {
    basedir = await mkdtemp(join(tmpdir(), 'seedpress-unique-'));
    dir = join(basedir, '2026', '11');
    await mkdir(dir, { recursive: true });
  });

  afterEach(async () => {
    await rm(basedir, { recursive: true, force: true });
  });

  const touch = (...names: string[]) => Promise.all(names.map((n) => writeFile(join(dir, n), '')));
  const unique = (name: string, over: Partial<typeof jpeg> = {}) => uniqueFilename(dir, name, { basedir, ...jpeg, ...over });

  it('keeps a free name', async () => {
    expect(await unique('lake.jpg')).toBe('lake.jpg');
  });

  it('counts up past taken names', async () => {
    // Setup
    await touch('lake.jpg', 'lake-1.jpg');

    // Action + Assert
    expect(await unique('lake.jpg')).toBe('lake-2.jpg');
  });

  it('numbers a name ending in digits after them', async () => {
    // Setup
    await touch('room-101.jpg');

    // Action + Assert
    expect(await unique('room-101.jpg')).toBe('room-101-1.jpg');
  });

  it('avoids names whose sub-sizes exist, case-insensitively', async () => {
    // Setup
    await touch('lake-150x150.jpg', 'lake-1-SCALED.JPG');

    // Action + Assert
    expect(await unique('lake.jpg')).toBe('lake-2.jpg');
  });

  it('always numbers a name that looks like a sub-size', async () => {
    expect(await unique('lake-300x200.jpg')).toBe('lake-300x200-1.jpg');
    expect(await unique('lake-scaled.jpg')).toBe('lake-scaled-1.jpg');
  });

  it('keeps a JPEG clear of HEIC files from WordPress 6.7 on', async () => {
    // Setup
    await touch('lake.heic', 'lake-1-150x150.heif');

    // Action + Assert
    expect(await unique('lake.jpg')).toBe('lake-2.jpg');
    expect(await unique('lake.jpg', { wpVersion: '6.6.2' })).toBe('lake.jpg');
    expect(await unique('lake.png', { mime: 'image/png' })).toBe('lake.png');
  });

  it('stays clear of the site\'s attachments a worker elsewhere cannot see on its disk, and of their sub-sizes\' names', async () => {
    // Setup: the site's folder has lake.jpg and lake-1.jpg (attachments); this disk has lake-2.jpg (staged).
    await touch('lake-2.jpg');
    const siteNames = new Set(['lake.jpg', 'lake-1.jpg', 'tree-scaled.jpg']);

    // Action + Assert
    expect(await uniqueFilename(dir, 'lake.jpg', { basedir, ...jpeg, siteNames })).toBe('lake-3.jpg');
    expect(await uniqueFilename(dir, 'tree.jpg', { basedir, ...jpeg, siteNames })).toBe('tree-1.jpg');
    expect(await uniqueFilename(dir, 'river.jpg', { basedir, ...jpeg, siteNames })).toBe('river.jpg');
  });
});
