import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attachmentMetadata, type SavedImage } from './attachment-metadata.js';
import { withoutCameraMetadata } from './camera-metadata.js';
import { readImage, renderResized, type ImageFormat } from './image-format.js';
import type { RegisteredSize } from './registered-size.js';
import { imageResizeDimensions, type ResizeDimensions } from '../../core-parity/resize-dimensions.js';
import { sanitizeFileBase } from '../../core-parity/sanitize-file-name.js';
import { planSubSizes } from './sub-size-plan.js';
import { uniqueFilename } from '../../core-parity/unique-filename.js';
import type { JournalEntry } from './run-file-journal.js';
import { fileModeFor, inFolder, uploadFolder, type UploadFolder, type UploadsInfo } from './upload-folder.js';

export type { RegisteredSize } from './registered-size.js';
export type { UploadsInfo } from './upload-folder.js';

export interface StoredImage {
  /** Relative to basedir, e.g. '2026/11/sunset-lake.jpg': the `_wp_attached_file` value. */
  file: string;
  /** baseurl + '/' + file. */
  url: string;
  width: number;
  height: number;
  mime: string;
  filesize: number;
  /** The PHP array WordPress stores as `_wp_attachment_metadata`, keys in WordPress's order. */
  metadata: Record<string, unknown>;
  /** Absolute paths of every file written (original, -scaled, sub-sizes), for a rollback. */
  paths: string[];
}

export interface StoreImageOptions {
  uploads: UploadsInfo;
  sizes: Record<string, RegisteredSize>;
  /** Decides the YYYY/MM folder, read in UTC: pass the post's local post_date as if it were UTC. */
  date: Date;
  /** A sanitized slug; the extension follows the image's format (generated images). */
  baseName?: string;
  /**
   * Instead of `baseName`: a name as sanitize_file_name() left it, whose extension the image and
   * its copies keep (in lower case), as uploads keep theirs.
   */
  fileName?: string;
  wpVersion: string;
  /** big_image_size_threshold; 0 turns the -scaled copy off, as the filter's false does. */
  bigImageThreshold?: number;
  /** Told of each file just before it is written (a run's journal, see run-file-journal.ts). */
  beforeWrite?: (entry: JournalEntry) => Promise<void>;
  /**
   * The resized copies of this same image, kept between stores: an image uploaded again gets
   * files of its own without being resized again.
   */
  resized?: Map<string, Promise<Buffer>>;
}

const DEFAULT_BIG_IMAGE_THRESHOLD = 2560;
/** Another writer may take a free name between the check and the write. */
const NAME_ATTEMPTS = 5;

/**
 * Writes an image into the uploads folder as an upload through WordPress would leave it:
 * wp_handle_upload()'s unique name, then wp_generate_attachment_metadata()'s -scaled copy and
 * sub-sizes, and the metadata describing them. Throws when the image cannot be stored, after
 * removing whatever it had written.
 */
export async function storeImage(data: Buffer, options: StoreImageOptions): Promise<StoredImage> {
  const source = await withoutCameraMetadata(data);
  const { format, width, height } = await readImage(source);
  const folder = uploadFolder(options.uploads, options.date);
  /** The folder's bits without execute, read once the folder is made (inFolder()). */
  let mode = 0;
  const paths: string[] = [];
  const relative = (file: string): string => (folder.subdir ? `${folder.subdir}/${file}` : file);
  /** `stem`: the original's name without its extension, which every file of the image starts with. */
  const save = async (name: string, bytes: Buffer, stem: string): Promise<void> => {
    const path = join(folder.path, name);
    await options.beforeWrite?.({ stem: relative(stem), path });
    await writeFile(path, bytes, { flag: 'wx' });
    paths.push(path);
    await chmod(path, mode);
  };

  const resize = (target: ResizeDimensions): Promise<Buffer> => {
    if (!options.resized) return renderResized(source, format, { width, height }, target);
    const key = `${target.srcX},${target.srcY},${target.srcW},${target.srcH}>${target.dstW}x${target.dstH}`;
    if (!options.resized.has(key)) options.resized.set(key, renderResized(source, format, { width, height }, target));
    return options.resized.get(key)!;
  };

  try {
    const filename = await inFolder(folder.path, async () => {
      mode = await fileModeFor(folder.path);
      return saveOriginal(source, format, folder, options, save);
    });
    const extension = filename.slice(filename.lastIndexOf('.') + 1);
    const name = filename.slice(0, -(extension.length + 1));

    let main: SavedImage = { file: relative(filename), width, height, mime: format.mime, filesize: source.length };
    let originalImage: string | undefined;
    const threshold = options.bigImageThreshold ?? DEFAULT_BIG_IMAGE_THRESHOLD;
    const scaled = threshold > 0 && (width > threshold || height > threshold) ? imageResizeDimensions(width, height, threshold, threshold) : false;
    if (scaled) {
      const file = `${name}-scaled.${extension}`;
      const bytes = await resize(scaled);
      await save(file, bytes, name);
      main = { file: relative(file), width: scaled.dstW, height: scaled.dstH, mime: format.mime, filesize: bytes.length };
      originalImage = filename;
    }

    // Sub-sizes come from the original, not the -scaled copy, and are named after it.
    const sizes = [];
    for (const size of planSubSizes(width, height, options.sizes)) {
      const file = `${name}-${size.dstW}x${size.dstH}.${extension}`;
      const bytes = await resize(size);
      await save(file, bytes, name);
      sizes.push({ name: size.name, file, width: size.dstW, height: size.dstH, mime: format.mime, filesize: bytes.length });
    }

    return {
      file: main.file,
      url: `${options.uploads.baseurl}/${main.file}`,
      width: main.width,
      height: main.height,
      mime: format.mime,
      filesize: main.filesize,
      metadata: attachmentMetadata({ main, originalImage, sizes, wpVersion: options.wpVersion }),
      paths,
    };
  } catch (error) {
    await deleteStoredFiles(paths);
    throw error;
  }
}

async function saveOriginal(
  source: Buffer,
  format: ImageFormat,
  folder: UploadFolder,
  options: StoreImageOptions,
  save: (name: string, bytes: Buffer, stem: string) => Promise<void>,
): Promise<string> {
  const wanted = options.fileName ?? `${sanitizeFileBase(options.baseName ?? '')}.${format.extension}`;
  const siteNames = await options.uploads.siteNames?.(folder.subdir);
  const context = { basedir: options.uploads.basedir, wpVersion: options.wpVersion, mime: format.mime, ...(siteNames ? { siteNames } : {}) };
  for (let attempt = 1; ; attempt++) {
    const filename = await uniqueFilename(folder.path, wanted, context);
    try {
      await save(filename, source, filename.slice(0, filename.lastIndexOf('.')));
      return filename;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= NAME_ATTEMPTS) throw error;
    }
  }
}

/** Removes stored files again (a rolled-back run); files already gone are fine. */
export async function deleteStoredFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
