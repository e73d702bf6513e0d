import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isWordPressAtLeast } from './wp-version.js';

const SUB_SIZE_SUFFIX = /-(?:\d+x\d+|scaled|rotated)$/;

/**
 * Since 6.7 WordPress converts HEIC uploads to JPEG, so a JPEG's name must also stay clear of
 * HEIC files (and their sub-sizes) that would convert to the same name.
 */
const HEIC_EXTENSIONS = ['.heic', '.heif', '.heics', '.heifs'];

export interface UniqueFilenameContext {
  /** The uploads base directory: only files inside it are checked against sub-size names. */
  basedir: string;
  wpVersion: string;
  mime: string;
  /** Names taken in `dir` that are not on this disk (the site's, seen from a worker elsewhere). */
  siteNames?: ReadonlySet<string>;
}

/**
 * Port of wp_unique_filename() (wp-includes/functions.php, WordPress 6.x) for an already sanitized
 * "name.ext" without a callback: appends -1, -2, … until neither the file (nor, for an upper-case
 * extension, its lower-case twin, which is the name it then gets), nor a sub-size-like name of it
 * (name-150x150.ext, name-scaled.ext), nor a HEIC twin exists.
 */
export async function uniqueFilename(dir: string, filename: string, context: UniqueFilenameContext): Promise<string> {
  const dot = filename.lastIndexOf('.');
  const ext = dot > 0 ? filename.slice(dot) : '';
  const fname = dot > 0 ? filename.slice(0, dot) : filename;
  let number: number | '' = '';

  // A name that itself looks like a sub-size always gets a number.
  if (fname && SUB_SIZE_SUFFIX.test(fname)) {
    number = 1;
    filename = `${fname}-1${ext}`;
  }

  const next = (name: string, extension: string): string => {
    const bumped = Number(number) + 1;
    if (`${number}${extension}` === '') return `${name}-${bumped}`;
    return strReplace(name, [`-${number}${extension}`, `${number}${extension}`], `-${bumped}${extension}`);
  };

  const taken = async (name: string): Promise<boolean> => context.siteNames?.has(name) === true || (await exists(join(dir, name)));
  const lcExt = ext.toLowerCase();
  let lcFilename = ext && lcExt !== ext ? replaceExtension(filename, ext, lcExt) : null;
  while ((await taken(filename)) || (lcFilename !== null && (await taken(lcFilename)))) {
    if (lcFilename !== null) lcFilename = next(lcFilename, lcExt);
    filename = next(filename, ext);
    number = Number(number) + 1;
  }
  if (lcFilename !== null) filename = lcFilename;

  let files: string[] = [];
  let count = 10000;
  if (fname && ext && dir.includes(context.basedir)) {
    files = [...(await listDirectory(dir)), ...(context.siteNames ?? [])];
    if (files.length > 0) {
      count = files.length;
      for (let i = 0; i <= count && matchesExistingSubSize(filename, files); i++) {
        filename = next(filename, lcExt);
        number = Number(number) + 1;
      }
    }
  }

  if (context.mime === 'image/jpeg' && isWordPressAtLeast(context.wpVersion, 6, 7)) {
    const alternates = new Map(HEIC_EXTENSIONS.map((alt) => [alt, replaceExtension(filename, lcExt, alt)]));
    alternates.set(lcExt, filename);
    for (let i = 0; i <= count && (await anyAlternateTaken(alternates, taken, files)); i++) {
      for (const [alt, name] of alternates) alternates.set(alt, next(name, alt));
      filename = next(filename, lcExt);
      number = Number(number) + 1;
    }
  }
  return filename;
}

/** _wp_check_existing_file_names(): would "name.ext" collide with name-WxH.ext, name-scaled.ext…? */
function matchesExistingSubSize(filename: string, files: string[]): boolean {
  const dot = filename.lastIndexOf('.');
  const fname = dot >= 0 ? filename.slice(0, dot) : filename;
  const ext = dot >= 0 ? filename.slice(dot) : '';
  if (fname === '') return false;
  const pattern = new RegExp(`^${escapeRegExp(fname)}-(?:\\d+x\\d+|scaled|rotated)${escapeRegExp(ext)}$`, 'i');
  return files.some((file) => pattern.test(file));
}

async function anyAlternateTaken(alternates: Map<string, string>, taken: (name: string) => Promise<boolean>, files: string[]): Promise<boolean> {
  for (const name of alternates.values()) {
    if ((await taken(name)) || matchesExistingSubSize(name, files)) return true;
  }
  return false;
}

/** PHP's str_replace() with an array of needles: each one replaced in turn, everywhere. */
function strReplace(subject: string, needles: string[], replacement: string): string {
  return needles.reduce((text, needle) => (needle === '' ? text : text.split(needle).join(replacement)), subject);
}

function replaceExtension(filename: string, ext: string, alt: string): string {
  return filename.endsWith(ext) ? filename.slice(0, filename.length - ext.length) + alt : filename;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function listDirectory(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
