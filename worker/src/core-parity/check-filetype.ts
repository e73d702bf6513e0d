/**
 * The site's allowed MIME types as get_allowed_mime_types() returns them: an extension pattern
 * ("jpg|jpeg|jpe") mapped to its type, in WordPress's order (the first match wins).
 */
export type MimeTypes = Readonly<Record<string, string>>;

export interface FileType {
  ext: string | false;
  type: string | false;
}

export interface CheckedFileType extends FileType {
  /** The name with the extension the content really has, when it differs (images only), else false. */
  proper_filename: string | false;
}

/**
 * What the content really is, as PHP sees it: `image` as wp_get_image_mime() (exif_imagetype() and
 * its fallbacks), `file` as finfo_file() with FILEINFO_MIME_TYPE.
 */
export interface ContentSniffer {
  image(head: Uint8Array): string | false;
  file(head: Uint8Array): string;
}

/** PCRE's `$` without the D modifier also matches before a final newline. */
const extensionPattern = (pattern: string, anchored: boolean): RegExp => new RegExp(anchored ? `^(${pattern})(?=\\n?$)` : `\\.(${pattern})(?=\\n?$)`, 'i');

/** wp_check_filetype(): the first allowed extension pattern the name ends with. */
export function checkFiletype(filename: string, mimes: MimeTypes): FileType {
  for (const [pattern, type] of Object.entries(mimes)) {
    const match = extensionPattern(pattern, false).exec(filename);
    if (match) return { ext: match[1]!, type };
  }
  return { ext: false, type: false };
}

/** Whether `part` is one of the allowed extensions (sanitize_file_name()'s test of inner extensions). */
export function isAllowedExtension(part: string, mimes: MimeTypes): boolean {
  return Object.keys(mimes).some((pattern) => extensionPattern(pattern, true).test(part));
}

/** getimagesize_mimes_to_exts: image types whose misnamed files are renamed rather than refused. */
const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

const HEIC_EXTENSIONS = ['heif', 'heics', 'heifs'];
const GOOGLE_DOCS_TYPES = ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
/** fileinfo often misidentifies obscure files as one of these. */
const NONSPECIFIC_TYPES = ['application/octet-stream', 'application/encrypted', 'application/CDFV2-encrypted', 'application/zip'];
const TEXT_PLAIN_FORGIVEN = ['text/plain', 'text/csv', 'application/csv', 'text/richtext', 'text/tsv', 'text/vtt'];

const major = (mime: string): string => mime.slice(0, mime.indexOf('/') === -1 ? mime.length : mime.indexOf('/'));

/**
 * Port of wp_check_filetype_and_ext() (wp-includes/functions.php, WordPress 6.8) for a file that
 * exists: the extension must be allowed, and the content must be what the extension says. Images
 * named with another image type's extension get `proper_filename`; anything else whose content
 * disagrees (PHP or HTML named .png) comes back with `ext` and `type` false.
 */
export function checkFiletypeAndExt(head: Uint8Array, filename: string, mimes: MimeTypes, sniff: ContentSniffer): CheckedFileType {
  let proper: string | false = false;
  let { ext, type } = checkFiletype(filename, mimes);
  let realMime: string | false = false;

  if (type && type.startsWith('image/')) {
    realMime = sniff.image(head);
    if (realMime && (realMime !== type || HEIC_EXTENSIONS.includes(String(ext)))) {
      const properExtension = IMAGE_EXTENSIONS[realMime];
      if (properExtension) {
        const parts = filename.split('.');
        parts.pop();
        parts.push(properExtension);
        const renamed = parts.join('.');
        if (renamed !== filename) proper = renamed;
        ({ ext, type } = checkFiletype(renamed, mimes));
      } else {
        realMime = false;
      }
    }
  }

  if (type && !realMime) {
    let real = sniff.file(head);
    for (const docs of GOOGLE_DOCS_TYPES) if (real.split(docs).length - 1 === 2) real = docs;
    if (!contentAgrees(real, type)) {
      type = false;
      ext = false;
    }
  }

  if (type && !Object.values(mimes).includes(type)) {
    type = false;
    ext = false;
  }
  return { ext, type, proper_filename: proper };
}

/** The leeway WordPress gives fileinfo's answer, by the kind of content it found. */
function contentAgrees(real: string, type: string): boolean {
  if (NONSPECIFIC_TYPES.includes(real)) return ['application', 'video', 'audio'].includes(major(type));
  if (real.startsWith('video/') || real.startsWith('audio/')) return major(real) === major(type);
  if (real === 'text/plain') return TEXT_PLAIN_FORGIVEN.includes(type);
  if (real === 'application/csv') return ['text/csv', 'text/plain', 'application/csv'].includes(type);
  if (real === 'text/rtf') return ['text/rtf', 'text/plain', 'application/rtf'].includes(type);
  return type === real;
}
