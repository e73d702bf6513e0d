import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { removeUploads } from './upload-folder.js';

/** Where runs note the image files they write until their rows are committed, under the uploads folder. */
export const JOURNAL_FOLDER = 'seedpress/unfinished-runs';

/** One file a run wrote: its path, and the image it belongs to (its folder and name, without extension). */
export interface JournalEntry {
  stem: string;
  path: string;
}

/**
 * A run's image files, each noted just before it is written: a worker that dies before the run's
 * rows are committed leaves the list behind, and the next start removes the files on it that no
 * attachment refers to (see removeUnfinishedRunFiles()).
 */
export class RunFileJournal {
  private readonly path: string;
  private folderMade: Promise<unknown> | null = null;

  constructor(basedir: string) {
    this.path = join(basedir, JOURNAL_FOLDER, `${randomUUID()}.jsonl`);
  }

  async note(entry: JournalEntry): Promise<void> {
    this.folderMade ??= mkdir(join(this.path, '..'), { recursive: true });
    await this.folderMade;
    await appendFile(this.path, `${JSON.stringify(entry)}\n`);
  }

  /** The run is over: committed, or its files removed. */
  async close(): Promise<void> {
    await rm(this.path, { force: true });
  }
}

/**
 * The journals runs left behind (their worker died mid-run): every file on them whose image has no
 * attachment (`_wp_attached_file` is the image's original or its -scaled copy) is removed, with the
 * month folder it leaves empty, then the journal. `attached`: which of the given `_wp_attached_file` values the site has.
 */
export async function removeUnfinishedRunFiles(basedir: string, attached: (files: string[]) => Promise<Set<string>>): Promise<{ removed: string[] }> {
  const folder = join(basedir, JOURNAL_FOLDER);
  const journals = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.jsonl'));
  const removed: string[] = [];
  for (const name of journals) {
    const entries = (await readFile(join(folder, name), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .flatMap((line) => parsed(line));
    const candidates = [...new Set(entries.flatMap((e) => attachedFileNames(e)))];
    const kept = await attached(candidates);
    for (const entry of entries) {
      if (attachedFileNames(entry).some((file) => kept.has(file))) continue;
      await removeUploads(basedir, [entry.path]);
      removed.push(entry.path);
    }
    await rm(join(folder, name), { force: true });
  }
  return { removed };
}

/** An entry's image as attachments name it: the original, or its -scaled copy (an extension is kept from the file). */
function attachedFileNames(entry: JournalEntry): string[] {
  const extension = /\.[a-z0-9]+$/i.exec(entry.path)?.[0] ?? '';
  return [`${entry.stem}${extension}`, `${entry.stem}-scaled${extension}`];
}

/** A line cut short by the worker's death is skipped: its file was not being written yet. */
function parsed(line: string): JournalEntry[] {
  try {
    const entry = JSON.parse(line) as Partial<JournalEntry>;
    return typeof entry.stem === 'string' && typeof entry.path === 'string' ? [{ stem: entry.stem, path: entry.path }] : [];
  } catch {
    return [];
  }
}
