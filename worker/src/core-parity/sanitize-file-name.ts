import { checkFiletype, isAllowedExtension, type MimeTypes } from './check-filetype.js';
import { removeAccents } from './remove-accents.js';

const SPECIAL_CHARS = ['?', '[', ']', '/', '\\', '=', '<', '>', ':', ';', ',', "'", '"', '&', '$', '#', '*', '(', ')', '|', '~', '`', '!', '{', '}', '%', '+', '’', '«', '»', '”', '“', '\0'];

/**
 * The parts of sanitize_file_name() that can change a slug: a sanitize_title() slug may still
 * hold `%xx` octets, and whatever reaches a path must not carry `/` or `..`. A slug has no dots;
 * any that slip in become dashes rather than WordPress's multi-extension handling.
 */
export function sanitizeFileBase(base: string): string {
  let name = base.replace(/\p{Zs}/gu, ' ');
  for (const char of SPECIAL_CHARS) name = name.split(char).join('');
  name = name
    .replace(/\./g, '-')
    .replace(/[\r\n\t -]+/g, '-')
    // WordPress trims the whole "name.ext", so only the start of the name loses these.
    .replace(/^[.\-_]+/, '');
  // sanitize_file_name() turns a bare ".jpg" into "unnamed-file.jpg".
  return name === '' ? 'unnamed-file' : name;
}

/**
 * Port of sanitize_file_name() (wp-includes/formatting.php) for an uploaded file's name: accents
 * removed as remove_accents() does for the site's locale, special characters dropped, runs of
 * spaces and dashes made one dash, and inner extensions that are not allowed marked with "_" (so
 * "shell.php.png" cannot be served as PHP). Two things are narrower than core's: JavaScript
 * strings are always Unicode (core's branch for bytes that are not UTF-8 has no counterpart), and a
 * bare extension ("jpg") is recognised among the allowed types rather than all wp_get_mime_types().
 */
export function sanitizeFileName(filename: string, mimes: MimeTypes, locale: string): string {
  let name = removeAccents(filename, locale).replace(/\p{Zs}/gu, ' ');
  for (const char of SPECIAL_CHARS) name = name.split(char).join('');
  name = name
    .replace(/%20|\+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/[\r\n\t -]+/g, '-')
    .replace(/^[.\-_]+|[.\-_]+$/g, '');

  if (!name.includes('.')) {
    const { ext } = checkFiletype(`test.${name}`, mimes);
    if (ext === name) name = `unnamed-file.${ext}`;
  }

  const parts = name.split('.');
  if (parts.length <= 2) return name;
  let result = parts.shift()!;
  const extension = parts.pop()!;
  for (const part of parts) {
    result += `.${part}`;
    if (/^[a-zA-Z]{2,5}\d?$/.test(part) && !isAllowedExtension(part, mimes)) result += '_';
  }
  return `${result}.${extension}`;
}
