import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostContext } from '../../contract/host-context.js';

/** Where the shell keeps the marker, relative to the uploads basedir. */
export const SITE_MARKER_FILE = 'seedpress/site-marker';

/**
 * Whether this worker sees the site's uploads folder: it can read, at the basedir WordPress
 * reported, the random value the shell wrote there. A shell that sends no marker predates file
 * handoff and shares the worker's machine.
 */
export async function seesSiteUploads(uploads: HostContext['uploads']): Promise<boolean> {
  if (uploads.marker === undefined) return true;
  try {
    return (await readFile(join(uploads.basedir, SITE_MARKER_FILE), 'utf8')).trim() === uploads.marker;
  } catch {
    return false;
  }
}
