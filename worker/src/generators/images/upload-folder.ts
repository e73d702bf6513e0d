import { chmod, mkdir, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface UploadsInfo {
  basedir: string;
  baseurl: string;
  /** The site's uploads_use_yearmonth_folders option. */
  yearmonth: boolean;
  /**
   * A worker that cannot see the site's uploads folder: the names the site's attachments use in a
   * folder ('' or '2026/11'), which new names must stay clear of as of files on disk.
   */
  siteNames?: (subdir: string) => Promise<ReadonlySet<string>>;
}

export interface UploadFolder {
  /** Absolute directory. */
  path: string;
  /** Relative to basedir: '' or '2026/11'. */
  subdir: string;
}

/** wp_upload_dir( $time ): the year and month come from the Date's UTC fields. */
export function uploadFolder(uploads: UploadsInfo, date: Date): UploadFolder {
  if (!uploads.yearmonth) return { path: uploads.basedir, subdir: '' };
  const subdir = `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  return { path: join(uploads.basedir, subdir), subdir };
}

/** wp_mkdir_p(): new folders take the permission bits of the nearest existing parent. */
export async function makeFolder(target: string): Promise<void> {
  if (await isDirectory(target)) return;
  let parent = dirname(target);
  while (!(await isDirectory(parent)) && dirname(parent) !== parent) parent = dirname(parent);
  const mode = (await stat(parent)).mode & 0o7777;
  const created = await mkdir(target, { recursive: true, mode });
  // mkdir() is subject to the umask; WordPress chmods every new level to the parent's bits.
  if (created) {
    for (let dir = target; dir.length >= created.length; dir = dirname(dir)) await chmod(dir, mode);
  }
}

/** How often a write starts again in its folder made anew (inFolder()). */
const FOLDER_ATTEMPTS = 5;

/**
 * Makes the folder and runs `write`, which creates the folder's first file; when the folder went
 * before that file was in (ENOENT and no folder), makes it again and starts over. Deleting
 * generated content removes the month folders it empties (removeUploads()), and a removal can fall
 * between makeFolder() and the write. A retry rather than a lock shared with the remover: another
 * worker writing the same uploads folder (the plugin's own and an external one, or several on one
 * database) removes folders too, and no lock inside this process reaches it. Once the first file
 * is in, rmdir() cannot take the folder any more.
 */
export async function inFolder<T>(folder: string, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await makeFolder(folder);
      return await write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= FOLDER_ATTEMPTS || (await isDirectory(folder))) throw error;
    }
  }
}

/** wp_upload_dir()'s year/month subdir, relative to basedir. */
const MONTH_FOLDER = /^\d{4}\/\d{2}$/;

/**
 * Deletes files of the uploads folder (absolute paths under basedir), then the year/month folders
 * that deleting them left empty, and a year folder whose last month went with them. Only folders
 * that held one of these files: rmdir() takes an empty folder only, so one with any other file
 * stays, and basedir or a folder of another shape is never a candidate.
 */
export async function removeUploads(basedir: string, paths: string[]): Promise<void> {
  const emptied = new Set<string>();
  await Promise.all(
    paths.map(async (path) => {
      if (await deleted(path)) emptied.add(dirname(path));
    }),
  );
  const root = resolve(basedir);
  const years = new Set<string>();
  for (const folder of emptied) {
    if (MONTH_FOLDER.test(relative(root, folder).split(sep).join('/')) && (await removedIfEmpty(folder))) years.add(dirname(folder));
  }
  for (const year of years) await removedIfEmpty(year);
}

/** Whether this call deleted the file; one already gone emptied nothing. */
async function deleted(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A folder that stays (not empty, gone, not ours to remove) costs nothing: the files are deleted. */
const removedIfEmpty = (folder: string): Promise<boolean> =>
  rmdir(folder).then(
    () => true,
    () => false,
  );

/** _wp_handle_upload() and the image editors: a file gets its folder's bits without execute. */
export async function fileModeFor(folder: string): Promise<number> {
  return (await stat(folder)).mode & 0o666;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
