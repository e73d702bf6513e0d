import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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
