import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deleteStoredFiles, storeImage, type StoreImageOptions } from '../../../../worker/src/generators/images/store-image.js';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';
import { DEFAULT_IMAGE_SIZES } from '../../../support/wordpress-defaults.js';


const IMAGE_META = {
  aperture: '0',
  credit: '',
  camera: '',
  caption: '',
  created_timestamp: '0',
  copyright: '',
  focal_length: '0',
  iso: '0',
  shutter_speed: '0',
  title: '',
  orientation: '0',
  keywords: [],
};

describe('storeImage', () => {
  let basedir: string;
  let options: StoreImageOptions;

  beforeEach(async () => {
    basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
    options = {
      uploads: { basedir, baseurl: 'http://example.test/wp-content/uploads', yearmonth: true },
      sizes: DEFAULT_IMAGE_SIZES,
      date: new Date('2026-11-05T10:00:00Z'),
      baseName: 'sunset-lake',
      wpVersion: '6.8.7',
    };
  });

  afterEach(async () => {
    await rm(basedir, { recursive: true, force: true });
  });

  const sizeOf = async (path: string) => (await stat(path)).size;
  const dimensionsOf = async (path: string) => {
    const meta = await sharp(path).metadata();
    return `${meta.format} ${meta.width}x${meta.height}`;
  };

  it('stores a 1200×800 JPEG with its sub-sizes and the metadata WordPress writes', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 1200, height: 800, seed: 1 });
    const dir = join(basedir, '2026/11');

    // Action
    const stored = await storeImage(jpeg, options);

    // Assert
    expect(stored).toMatchObject({
      file: '2026/11/sunset-lake.jpg',
      url: 'http://example.test/wp-content/uploads/2026/11/sunset-lake.jpg',
      width: 1200,
      height: 800,
      mime: 'image/jpeg',
      filesize: jpeg.length,
    });
    expect((await readdir(dir)).sort()).toEqual([
      'sunset-lake-1024x683.jpg',
      'sunset-lake-150x150.jpg',
      'sunset-lake-300x200.jpg',
      'sunset-lake-768x512.jpg',
      'sunset-lake.jpg',
    ]);
    const size = async (file: string, width: number, height: number) => ({ file, width, height, 'mime-type': 'image/jpeg', filesize: await sizeOf(join(dir, file)) });
    expect(stored.metadata).toEqual({
      width: 1200,
      height: 800,
      file: '2026/11/sunset-lake.jpg',
      filesize: jpeg.length,
      sizes: {
        medium: await size('sunset-lake-300x200.jpg', 300, 200),
        large: await size('sunset-lake-1024x683.jpg', 1024, 683),
        thumbnail: await size('sunset-lake-150x150.jpg', 150, 150),
        medium_large: await size('sunset-lake-768x512.jpg', 768, 512),
      },
      image_meta: IMAGE_META,
    });
    expect(Object.keys(stored.metadata)).toEqual(['width', 'height', 'file', 'filesize', 'sizes', 'image_meta']);
    expect(Object.keys(stored.metadata.sizes as object)).toEqual(['medium', 'large', 'thumbnail', 'medium_large']);
    expect(Object.keys((stored.metadata.sizes as Record<string, object>).medium!)).toEqual(['file', 'width', 'height', 'mime-type', 'filesize']);
    expect(await dimensionsOf(join(dir, 'sunset-lake-150x150.jpg'))).toBe('jpeg 150x150');
    expect(await dimensionsOf(join(dir, 'sunset-lake-1024x683.jpg'))).toBe('jpeg 1024x683');
    expect(stored.paths.sort()).toEqual((await readdir(dir)).map((f) => join(dir, f)).sort());
  });

  it('gives the original bytes back untouched and files the permission bits of their folder', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 400, height: 300, seed: 2 });

    // Action
    const stored = await storeImage(jpeg, options);

    // Assert
    const folderMode = (await stat(join(basedir, '2026/11'))).mode & 0o777;
    for (const path of stored.paths) expect((await stat(path)).mode & 0o777).toBe(folderMode & 0o666);
    expect(folderMode).toBe((await stat(basedir)).mode & 0o777);
    expect(await sizeOf(stored.paths[0]!)).toBe(jpeg.length);
  });

  it('scales a big image down to a -scaled copy, keeping the original and naming sub-sizes after it', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 4000, height: 3000, seed: 3 });
    const dir = join(basedir, '2026/11');

    // Action
    const stored = await storeImage(jpeg, options);

    // Assert
    expect(stored).toMatchObject({ file: '2026/11/sunset-lake-scaled.jpg', width: 2560, height: 1920 });
    expect(stored.filesize).toBe(await sizeOf(join(dir, 'sunset-lake-scaled.jpg')));
    expect(Object.keys(stored.metadata)).toEqual(['width', 'height', 'file', 'filesize', 'sizes', 'image_meta', 'original_image']);
    expect(stored.metadata).toMatchObject({ width: 2560, height: 1920, file: '2026/11/sunset-lake-scaled.jpg', original_image: 'sunset-lake.jpg' });
    const sizes = stored.metadata.sizes as Record<string, { file: string }>;
    expect(Object.entries(sizes).map(([name, s]) => `${name}=${s.file}`)).toEqual([
      'medium=sunset-lake-300x225.jpg',
      'large=sunset-lake-1024x768.jpg',
      'thumbnail=sunset-lake-150x150.jpg',
      'medium_large=sunset-lake-768x576.jpg',
      '1536x1536=sunset-lake-1536x1152.jpg',
      '2048x2048=sunset-lake-2048x1536.jpg',
    ]);
    expect(await dimensionsOf(join(dir, 'sunset-lake-scaled.jpg'))).toBe('jpeg 2560x1920');
    expect(stored.paths).toHaveLength(8);
  });

  it('honours another big-image threshold, or none', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 1200, height: 800, seed: 4 });

    // Action
    const lower = await storeImage(jpeg, { ...options, bigImageThreshold: 1000 });
    const none = await storeImage(jpeg, { ...options, bigImageThreshold: 0 });

    // Assert
    expect(lower).toMatchObject({ file: '2026/11/sunset-lake-scaled.jpg', width: 1000, height: 667 });
    expect(none).toMatchObject({ file: '2026/11/sunset-lake-1.jpg', width: 1200, height: 800 });
  });

  it('gives a second image of the same name the next free number, sub-sizes included', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 600, height: 300, seed: 5 });

    // Action
    const first = await storeImage(jpeg, options);
    const second = await storeImage(jpeg, options);

    // Assert
    expect(first.file).toBe('2026/11/sunset-lake.jpg');
    expect(second.file).toBe('2026/11/sunset-lake-1.jpg');
    expect(Object.values(second.metadata.sizes as Record<string, { file: string }>).map((s) => s.file)).toEqual([
      'sunset-lake-1-300x150.jpg',
      'sunset-lake-1-150x150.jpg',
    ]);
  });

  it('stores straight into basedir without year/month folders, using the UTC month otherwise', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 200, height: 200, seed: 6 });

    // Action
    const flat = await storeImage(jpeg, { ...options, uploads: { ...options.uploads, yearmonth: false } });
    const dated = await storeImage(jpeg, { ...options, date: new Date('2027-01-31T23:30:00Z') });

    // Assert
    expect(flat.file).toBe('sunset-lake.jpg');
    expect(flat.url).toBe('http://example.test/wp-content/uploads/sunset-lake.jpg');
    expect(dated.file).toBe('2027/01/sunset-lake.jpg');
  });

  it('leaves filesize out before WordPress 6.0', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 400, height: 300, seed: 7 });

    // Action
    const stored = await storeImage(jpeg, { ...options, wpVersion: '5.9.3' });

    // Assert
    expect(Object.keys(stored.metadata)).toEqual(['width', 'height', 'file', 'sizes', 'image_meta']);
    expect(Object.keys((stored.metadata.sizes as Record<string, object>).medium!)).toEqual(['file', 'width', 'height', 'mime-type']);
  });

  it('keeps a PNG a PNG, sub-sizes included', async () => {
    // Setup
    const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#36a8' } }).png().toBuffer();

    // Action
    const stored = await storeImage(png, { ...options, baseName: 'logo' });

    // Assert
    expect(stored).toMatchObject({ file: '2026/11/logo.png', mime: 'image/png' });
    expect((stored.metadata.sizes as Record<string, object>).medium).toMatchObject({ file: 'logo-300x240.png', 'mime-type': 'image/png' });
    expect(await dimensionsOf(join(basedir, '2026/11/logo-300x240.png'))).toBe('png 300x240');
  });

  it('stores a photo without its EXIF, so the neutral image_meta is true of the file', async () => {
    // Setup
    const jpeg = await sharp(await renderPlaceholder({ width: 400, height: 300, seed: 8 }))
      .withExif({ IFD0: { Artist: 'A. Photographer', Model: 'Camera 9000' } })
      .jpeg()
      .toBuffer();

    // Action
    const stored = await storeImage(jpeg, options);

    // Assert
    expect((await sharp(stored.paths[0]!).metadata()).exif).toBeUndefined();
    expect(stored.filesize).toBe(await sizeOf(stored.paths[0]!));
    expect(stored.metadata.image_meta).toEqual(IMAGE_META);
  });

  it('sanitizes the name it is given', async () => {
    // Setup
    const jpeg = await renderPlaceholder({ width: 200, height: 200, seed: 9 });

    // Action
    const stored = await storeImage(jpeg, { ...options, baseName: '../%d0%bf-lake' });

    // Assert
    expect(stored.file).toBe('2026/11/d0bf-lake.jpg');
  });

  it('throws on bytes that are not an image and leaves nothing behind', async () => {
    // Action
    const attempt = storeImage(Buffer.from('not an image'), options);

    // Assert
    await expect(attempt).rejects.toThrow();
    expect(await readdir(basedir)).toEqual([]);
  });
});

describe('deleteStoredFiles', () => {
  it('removes the files and does not mind ones already gone', async () => {
    // Setup
    const basedir = await mkdtemp(join(tmpdir(), 'seedpress-uploads-'));
    const stored = await storeImage(await renderPlaceholder({ width: 800, height: 600, seed: 1 }), {
      uploads: { basedir, baseurl: 'http://example.test/wp-content/uploads', yearmonth: false },
      sizes: DEFAULT_IMAGE_SIZES,
      date: new Date(),
      baseName: 'gone',
      wpVersion: '6.8.7',
    });

    // Action
    await deleteStoredFiles([...stored.paths, join(basedir, 'never-there.jpg')]);

    // Assert
    expect(await readdir(basedir)).toEqual([]);
    await rm(basedir, { recursive: true, force: true });
  });
});
