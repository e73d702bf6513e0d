import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sanitizeFileBase } from '../../core-parity/sanitize-file-name.js';
import { uniqueFilename } from '../../core-parity/unique-filename.js';
import type { JournalEntry } from '../images/run-file-journal.js';
import { deleteStoredFiles } from '../images/store-image.js';
import { fileModeFor, makeFolder, uploadFolder, type UploadsInfo } from '../images/upload-folder.js';

export interface StoredFile {
  /** Relative to basedir: the `_wp_attached_file` value. */
  file: string;
  url: string;
  mime: string;
  filesize: number;
  /** The one file written, for a rollback. */
  paths: string[];
}

export interface StoreFileOptions {
  uploads: UploadsInfo;
  /** Decides the YYYY/MM folder, read in UTC (see store-image.ts). */
  date: Date;
  /** A sanitized slug. */
  baseName: string;
  extension: string;
  mime: string;
  wpVersion: string;
  beforeWrite?: (entry: JournalEntry) => Promise<void>;
}

/** Another writer may take a free name between the check and the write. */
const NAME_ATTEMPTS = 5;

/**
 * Writes a file that is not an image (a document, a sound) where wp_handle_upload() puts an
 * upload: the uploads folder of its date, under a wp_unique_filename() name, with its folder's
 * permission bits.
 */
export async function storeFile(data: Buffer, options: StoreFileOptions): Promise<StoredFile> {
  const folder = uploadFolder(options.uploads, options.date);
  await makeFolder(folder.path);
  const mode = await fileModeFor(folder.path);
  const wanted = `${sanitizeFileBase(options.baseName)}.${options.extension}`;
  const context = { basedir: options.uploads.basedir, wpVersion: options.wpVersion, mime: options.mime };
  for (let attempt = 1; ; attempt++) {
    const name = await uniqueFilename(folder.path, wanted, context);
    const path = join(folder.path, name);
    const relative = folder.subdir ? `${folder.subdir}/${name}` : name;
    await options.beforeWrite?.({ stem: relative.slice(0, relative.lastIndexOf('.')), path });
    try {
      await writeFile(path, data, { flag: 'wx' });
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
    return { file: relative, url: `${options.uploads.baseurl}/${relative}`, mime: options.mime, filesize: data.length, paths: [path] };
  }
}
