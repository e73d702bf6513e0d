import { open } from 'node:fs/promises';
import type { HostContext } from '../../../contract/host-context.js';
import { checkFiletypeAndExt, type ContentSniffer } from '../../../core-parity/check-filetype.js';
import { SNIFF_BYTES } from '../../../core-parity/content-sniffer.js';
import { sanitizeTextField } from '../../../core-parity/sanitize-text-field.js';
import { emptyFile, tooLarge, typeNotAllowed } from './upload-messages.js';

/** A file received (upload) or fetched (URL) into a temporary file, with the name its sender gave it. */
export interface IncomingFile {
  path: string;
  name: string;
  size: number;
}

/** A file that passed the checks: `name` as it is to be stored (before sanitize_file_name()). */
export interface AcceptedFile extends IncomingFile {
  type: string;
  title: string;
}

/**
 * wp_max_upload_size() as the shell read it; contexts stored before it was sent fall back to what
 * that function computes without filters. Zero (no limit in php.ini) leaves the size unchecked.
 */
export function maxUploadBytes(host: HostContext): number {
  const { max_upload_size, upload_max_filesize, post_max_size } = host.limits;
  const limit = max_upload_size ?? Math.min(upload_max_filesize, post_max_size);
  return limit > 0 ? limit : Number.MAX_SAFE_INTEGER;
}

/**
 * _wp_handle_upload()'s checks: not empty, within the site's limit, and a type the site allows whose
 * content is what its extension says (wp_check_filetype_and_ext()); an image named with another
 * image type's extension is renamed as core renames it. The title is media_handle_upload()'s: the
 * sender's name without its extension.
 */
export async function checkUpload(host: HostContext, file: IncomingFile, sniffer: ContentSniffer): Promise<AcceptedFile> {
  if (file.size === 0) throw emptyFile();
  if (file.size > maxUploadBytes(host)) throw tooLarge();
  const head = await readHead(file.path, Math.min(file.size, SNIFF_BYTES));
  const checked = checkFiletypeAndExt(head, file.name, host.mime_types, sniffer);
  if (!checked.type || !checked.ext) throw typeNotAllowed();
  const dot = file.name.lastIndexOf('.');
  return { ...file, name: checked.proper_filename || file.name, type: checked.type, title: sanitizeTextField(dot > 0 ? file.name.slice(0, dot) : file.name) };
}

async function readHead(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
