import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sanitizeFileBase } from '../../core-parity/sanitize-file-name.js';
import { uniqueFilename } from '../../core-parity/unique-filename.js';
import type { JournalEntry } from '../images/run-file-journal.js';
import { deleteStoredFiles } from '../images/store-image.js';
import { fileModeFor, inFolder, uploadFolder, type UploadsInfo } from '../images/upload-folder.js';

export interface StoredFile {
  /** Relative to basedir: the `_wp_attached_file` value. */
  file: string;
  url: string;
  mime: string;
  filesize: number;
  /** The one file written, for a rollback. */
  paths: string[];
}

export interface StoreFileOptions extends PlaceFileOptions {
  /** A sanitized slug. */
  baseName: string;
  extension: string;
}

/** Another writer may take a free name between the check and the write. */
const NAME_ATTEMPTS = 5;

/** Where a file landed in the uploads folder. */
export interface PlacedFile {
  /** Relative to basedir: the `_wp_attached_file` value. */
  file: string;
  url: string;
  path: string;
}

export interface PlaceFileOptions {
  uploads: UploadsInfo;
  /** Decides the YYYY/MM folder, read in UTC (see store-image.ts). */
  date: Date;
  mime: string;
  wpVersion: string;
  beforeWrite?: (entry: JournalEntry) => Promise<void>;
}

/**
 * Puts a file where wp_handle_upload() puts an upload: the uploads folder of its date, under a
 * wp_unique_filename() name, with its folder's permission bits. `put` must create the file
 * exclusively (EEXIST when the name was taken since the check), so a name is never shared.
 */
export async function placeFile(fileName: string, put: (path: string) => Promise<void>, options: PlaceFileOptions): Promise<PlacedFile> {
  const folder = uploadFolder(options.uploads, options.date);
  const siteNames = await options.uploads.siteNames?.(folder.subdir);
  const context = { basedir: options.uploads.basedir, wpVersion: options.wpVersion, mime: options.mime, ...(siteNames ? { siteNames } : {}) };
  return inFolder(folder.path, async () => {
    const mode = await fileModeFor(folder.path);
    for (let attempt = 1; ; attempt++) {
      const name = await uniqueFilename(folder.path, fileName, context);
      const path = join(folder.path, name);
      const relative = folder.subdir ? `${folder.subdir}/${name}` : name;
      await options.beforeWrite?.({ stem: relative.slice(0, relative.lastIndexOf('.')), path });
      try {
        await put(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < NAME_ATTEMPTS) continue;
        throw error;
      }
      try {
        await chmod(path, mode);
      } catch (error) {
        await deleteStoredFiles([path]);
        throw error;
      }
      return { file: relative, url: `${options.uploads.baseurl}/${relative}`, path };
    }
  });
}

/** Writes a file that is not an image (a document, a sound) as an upload (placeFile()). */
export async function storeFile(data: Buffer, options: StoreFileOptions): Promise<StoredFile> {
  const wanted = `${sanitizeFileBase(options.baseName)}.${options.extension}`;
  const placed = await placeFile(wanted, (path) => writeFile(path, data, { flag: 'wx' }), options);
  return { file: placed.file, url: placed.url, mime: options.mime, filesize: data.length, paths: [placed.path] };
}
