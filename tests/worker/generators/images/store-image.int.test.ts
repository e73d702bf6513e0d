import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialize } from 'php-serialize';
import sharp from 'sharp';
import { storeImage, type RegisteredSize, type StoredImage } from '../../../../worker/src/generators/images/store-image.js';
import { renderPlaceholder } from '../../../../worker/src/providers/images/placeholder-image.js';
import { imageResizeDimensions } from '../../../../worker/src/core-parity/resize-dimensions.js';
import { need, readStackEnv } from '../../../support/stack-env.js';
import { runWordPressPhp } from '../../../support/wordpress-php.js';
import { DEFAULT_IMAGE_SIZES } from '../../../support/wordpress-defaults.js';

const ORACLE = fileURLToPath(new URL('./wordpress-attachments.php', import.meta.url));
const UPLOADS_URL = 'http://uploads.test/wp-content/uploads';

interface Source {
  name: string;
  time: string;
  bytes: Buffer;
}

interface OracleAnswer {
  sizes: Record<string, RegisteredSize>;
  uploads: Array<{ attached_file: string; url: string; serialized: string; metadata: Record<string, unknown> }>;
  wordpress_files: string[];
  wordpress_files_left: string[];
  ours: Array<{ metadata_read_back: unknown; image_meta_of_file: unknown; original_exists: boolean; thumbnail: [string, number, number] | null }>;
  our_files_left: string[];
}

/** Runs the PHP oracle inside the stack's WordPress. */
function askWordPress(job: unknown): OracleAnswer {
  const env = readStackEnv();
  const out = execFileSync('php', ['-d', 'display_errors=stderr', ORACLE, `${need(env, 'SEEDPRESS_WP_PATH')}/wp-load.php`, need(env, 'SEEDPRESS_URL')], {
    input: JSON.stringify(job),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as OracleAnswer;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** Our metadata with WordPress's byte counts: GD and libvips encode the same pixels differently. */
function withFilesizesOf(ours: Record<string, unknown>, theirs: Record<string, unknown>): Record<string, unknown> {
  const sizes = ours.sizes as Record<string, Record<string, unknown>>;
  const theirSizes = theirs.sizes as Record<string, Record<string, unknown>>;
  return {
    ...ours,
    filesize: theirs.filesize,
    sizes: Object.fromEntries(Object.entries(sizes).map(([name, size]) => [name, { ...size, filesize: theirSizes[name]?.filesize }])),
  };
}

describe('storeImage against WordPress 6.8 (wp_handle_sideload + wp_generate_attachment_metadata)', () => {
  let workdir: string;
  let wordpressUploads: string;
  let ourUploads: string;
  let sources: Source[];
  let stored: StoredImage[];
  /** Our files with their pixel sizes and byte counts, taken before the oracle deletes them through WordPress. */
  let ourFiles: Map<string, { dimensions: string; bytes: number }>;
  let answer: OracleAnswer;

  beforeAll(async () => {
    workdir = await mkdtemp(join(tmpdir(), 'seedpress-store-int-'));
    wordpressUploads = await mkdtemp(join(workdir, 'wordpress-'));
    ourUploads = await mkdtemp(join(workdir, 'ours-'));
    const jpeg = (width: number, height: number, seed: number) => renderPlaceholder({ width, height, seed });
    sources = [
      { name: 'sunset-lake', time: '2026-11-05 10:00:00', bytes: await jpeg(1200, 800, 1) },
      { name: 'sunset-lake', time: '2026-11-05 10:00:00', bytes: await jpeg(1200, 800, 2) },
      { name: 'big-photo', time: '2026-11-05 10:00:00', bytes: await jpeg(4000, 3000, 3) },
      { name: 'wide-banner', time: '2026-11-05 10:00:00', bytes: await jpeg(2600, 400, 4) },
      { name: 'small-strip', time: '2025-02-01 08:00:00', bytes: await jpeg(600, 300, 5) },
      { name: 'portrait-shot', time: '2025-02-01 08:00:00', bytes: await jpeg(1000, 1500, 6) },
      { name: 'lake-300x200', time: '2025-02-01 08:00:00', bytes: await jpeg(769, 100, 7) },
      { name: 'logo-mark', time: '2025-02-01 08:00:00', bytes: await sharp({ create: { width: 800, height: 600, channels: 4, background: '#36a8' } }).png().toBuffer() },
      { name: 'web-image', time: '2025-02-01 08:00:00', bytes: await sharp(await jpeg(900, 600, 9)).webp({ quality: 80 }).toBuffer() },
      { name: 'badge', time: '2025-02-01 08:00:00', bytes: await sharp(await jpeg(700, 500, 10)).gif().toBuffer() },
    ];
    const sizes = askWordPress({ wordpress_uploads: wordpressUploads, our_uploads: ourUploads, uploads_url: UPLOADS_URL, sources: [], ours: [] }).sizes;

    stored = [];
    for (const source of sources) {
      stored.push(
        await storeImage(source.bytes, {
          uploads: { basedir: ourUploads, baseurl: UPLOADS_URL, yearmonth: true },
          sizes,
          date: new Date(`${source.time.replace(' ', 'T')}Z`),
          baseName: source.name,
          wpVersion: need(readStackEnv(), 'SEEDPRESS_WP_VERSION'),
        }),
      );
    }

    ourFiles = new Map();
    for (const file of await filesUnder(ourUploads)) {
      const meta = await sharp(join(ourUploads, file)).metadata();
      ourFiles.set(file, { dimensions: `${meta.width}x${meta.height}`, bytes: (await stat(join(ourUploads, file))).size });
    }

    const sourceFiles = await Promise.all(
      sources.map(async (source, i) => {
        const { format } = await sharp(source.bytes).metadata();
        const extension = format === 'jpeg' ? 'jpg' : format;
        const path = join(workdir, `source-${i}.${extension}`);
        await writeFile(path, source.bytes);
        return { path, name: `${source.name}.${extension}`, time: source.time };
      }),
    );
    answer = askWordPress({
      wordpress_uploads: wordpressUploads,
      our_uploads: ourUploads,
      uploads_url: UPLOADS_URL,
      sources: sourceFiles,
      ours: stored.map((s) => ({ file: s.file, serialized_metadata: serialize(s.metadata) })),
    });
  }, 180_000);

  afterAll(async () => {
    await rm(workdir, { recursive: true, force: true });
  });

  it('is checked against the sizes WordPress registers by default', () => {
    expect(answer.sizes).toEqual(DEFAULT_IMAGE_SIZES);
  });

  it('writes files of the same names, in the same folders, as WordPress', () => {
    expect(answer.wordpress_files.length).toBeGreaterThan(30);
    expect([...ourFiles.keys()]).toEqual(answer.wordpress_files);
  });

  it('writes sub-sizes of the pixel sizes their names say, as WordPress names them', () => {
    for (const [file, { dimensions }] of ourFiles) {
      const [, size] = /-(\d+x\d+)\.\w+$/.exec(file) ?? [];
      if (size) expect(`${file}: ${dimensions}`).toBe(`${file}: ${size}`);
    }
  });

  it('gives the same _wp_attached_file and URL', () => {
    expect(stored.map((s) => s.file)).toEqual(answer.uploads.map((u) => u.attached_file));
    expect(stored.map((s) => s.url)).toEqual(answer.uploads.map((u) => u.url));
  });

  it('serializes to the same _wp_attachment_metadata, byte counts of re-encoded files aside', () => {
    stored.forEach((ours, i) => {
      const theirs = answer.uploads[i]!;
      expect(serialize(withFilesizesOf(ours.metadata, theirs.metadata))).toBe(theirs.serialized);
    });
  });

  it('keeps the uploaded original byte for byte, as WordPress does', () => {
    stored.forEach((ours, i) => {
      const originalName = (ours.metadata.original_image as string | undefined) ?? ours.file.replace(/^.*\//, '');
      const original = ours.file.replace(/[^/]+$/, originalName);
      expect(ourFiles.get(original)?.bytes).toBe(sources[i]!.bytes.length);
      if (ours.metadata.original_image === undefined) expect(answer.uploads[i]!.metadata.filesize).toBe(sources[i]!.bytes.length);
    });
  });

  it('re-encodes the -scaled copy and sub-sizes to within 15% of the bytes GD writes', () => {
    const ratios: number[] = [];
    for (const [i, ours] of stored.entries()) {
      const theirs = answer.uploads[i]!.metadata;
      const theirSizes = theirs.sizes as Record<string, { filesize: number }>;
      for (const [name, size] of Object.entries(ours.metadata.sizes as Record<string, { filesize: number }>)) ratios.push(size.filesize / theirSizes[name]!.filesize);
      if (ours.metadata.original_image !== undefined) ratios.push(ours.filesize / (theirs.filesize as number));
    }
    expect(Math.min(...ratios)).toBeGreaterThan(0.85);
    expect(Math.max(...ratios)).toBeLessThan(1.15);
  });

  it('writes metadata WordPress reads back unchanged and uses for its image functions', () => {
    stored.forEach((ours, i) => {
      const check = answer.ours[i]!;
      expect(check.metadata_read_back).toEqual(ours.metadata);
      expect(check.original_exists).toBe(true);
      const thumb = (ours.metadata.sizes as Record<string, { file: string; width: number; height: number }>).thumbnail;
      if (thumb) expect(check.thumbnail).toEqual([`${UPLOADS_URL}/${ours.file.replace(/[^/]+$/, thumb.file)}`, thumb.width, thumb.height]);
    });
  });

  it('stores files whose own EXIF/IPTC WordPress reads as the neutral image_meta it was given', () => {
    stored.forEach((ours, i) => expect(answer.ours[i]!.image_meta_of_file).toEqual(ours.metadata.image_meta));
  });

  it('lets wp_delete_attachment() remove every file, on both sides', () => {
    expect(answer.wordpress_files_left).toEqual([]);
    expect(answer.our_files_left).toEqual([]);
  });
});

describe('imageResizeDimensions against image_resize_dimensions() of the site', () => {
  it('agrees on thousands of sizes, crops and crop positions', () => {
    // Setup: a fixed pseudo-random sweep, weighted towards the sizes sites register.
    let state = 20261105;
    const next = (max: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % max;
    };
    const boxes = [150, 300, 768, 1024, 1536, 2048, 2560, 0];
    const crops: unknown[] = [false, true, ['left', 'top'], ['right', 'bottom'], ['center', 'bottom'], ['left', 'center']];
    const cases = Array.from({ length: 4000 }, () => {
      const w = next(4) === 0 ? boxes[next(7)]! + next(3) - 1 : 1 + next(5000);
      const h = 1 + next(5000);
      const destW = next(3) === 0 ? next(2600) : boxes[next(boxes.length)]!;
      const destH = next(3) === 0 ? next(2600) : boxes[next(boxes.length)]!;
      return [w, h, destW, destH, crops[next(crops.length)]] as const;
    });

    // Action
    const php = runWordPressPhp(
      `foreach (json_decode(stream_get_contents(STDIN), true) as [$w, $h, $dw, $dh, $crop]) {
         echo json_encode(image_resize_dimensions($w, $h, $dw, $dh, $crop)), "\\n";
       }`,
      JSON.stringify(cases),
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as number[] | false);

    // Assert
    const ours = cases.map(([w, h, dw, dh, crop]) => {
      const d = imageResizeDimensions(w, h, dw, dh, crop);
      return d && [0, 0, d.srcX, d.srcY, d.dstW, d.dstH, d.srcW, d.srcH];
    });
    const differing = cases.filter((_, i) => JSON.stringify(ours[i]) !== JSON.stringify(php[i]));
    expect(differing).toEqual([]);
    expect(php.filter((r) => r !== false).length).toBeGreaterThan(1000);
  }, 60_000);
});
