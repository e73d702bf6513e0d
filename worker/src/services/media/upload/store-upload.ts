import { constants, copyFile, readFile } from 'node:fs/promises';
import type { HostContext } from '../../../contract/host-context.js';
import { sanitizeFileName } from '../../../core-parity/sanitize-file-name.js';
import { siteOffsetMs } from '../../../core-parity/site-clock.js';
import type { RunFileJournal } from '../../../generators/images/run-file-journal.js';
import { storeImage } from '../../../generators/images/store-image.js';
import { placeFile } from '../../../generators/media/store-file.js';
import { inspectImage, UPLOAD_IMAGE_FORMATS } from '../../../providers/images/image-inspection.js';
import type { AcceptedFile } from './upload-check.js';
import { damagedImage, writeFailed } from './upload-messages.js';

export interface StoredUpload {
  /** Relative to basedir: the `_wp_attached_file` value. */
  file: string;
  url: string;
  mime: string;
  /** `_wp_attachment_metadata` as core writes it for this kind of file. */
  metadata: Record<string, unknown>;
  /** Every file written, for a rollback. */
  paths: string[];
}

/** The image types whose sub-sizes the worker renders as WordPress's GD editor does (store-image). */
const SUB_SIZED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Puts an accepted file where wp_handle_upload() puts it: the uploads folder of the site's current
 * month, under its sanitize_file_name() name made unique. JPEG, PNG, WebP and GIF images get every
 * registered sub-size and the image metadata, as generated images do; other files get what
 * wp_generate_attachment_metadata() writes for a file it cannot render (`filesize`). Each file is
 * noted in the journal before it is written, so a worker that dies leaves none behind.
 */
export async function storeUpload(host: HostContext, file: AcceptedFile, journal: RunFileJournal, nowMs: number): Promise<StoredUpload> {
  const fileName = sanitizeFileName(file.name, host.mime_types, host.site.locale);
  // wp_upload_dir() without a time files by the site's local date: read as UTC by uploadFolder().
  const date = new Date(nowMs + siteOffsetMs(host, nowMs));
  try {
    if (SUB_SIZED.has(file.type)) {
      const data = await readFile(file.path);
      if (!(await inspectImage(data, UPLOAD_IMAGE_FORMATS)).ok) throw damagedImage();
      const stored = await storeImage(data, { uploads: host.uploads, sizes: host.image_sizes, date, fileName, wpVersion: host.wp_version, beforeWrite: (entry) => journal.note(entry) });
      return { file: stored.file, url: stored.url, mime: stored.mime, metadata: stored.metadata, paths: stored.paths };
    }
    return await copyPlainFile(host, file, fileName, date, journal);
  } catch (error) {
    if (isWriteError(error)) throw writeFailed(error);
    throw error;
  }
}

async function copyPlainFile(host: HostContext, file: AcceptedFile, fileName: string, date: Date, journal: RunFileJournal): Promise<StoredUpload> {
  const copy = (path: string): Promise<void> => copyFile(file.path, path, constants.COPYFILE_EXCL);
  const placed = await placeFile(fileName, copy, { uploads: host.uploads, date, mime: file.type, wpVersion: host.wp_version, beforeWrite: (entry) => journal.note(entry) });
  return { file: placed.file, url: placed.url, mime: file.type, metadata: { filesize: file.size }, paths: [placed.path] };
}

/** Failures of the file system (no room, no permission), as opposed to the file's own. */
const isWriteError = (error: unknown): boolean => ['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EDQUOT', 'EIO'].includes((error as NodeJS.ErrnoException).code ?? '');
