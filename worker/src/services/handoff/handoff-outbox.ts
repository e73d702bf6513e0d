import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { JOURNAL_FOLDER } from '../../generators/images/run-file-journal.js';

/** The staging root's own bookkeeping (run journals, pending deletions): never handed to the site. */
const OWN_FOLDER = 'seedpress';
const DELETIONS_FILE = `${OWN_FOLDER}/handoff-deletions.txt`;
/** Paths the shell would not write: the site's file there is not ours, and no deletion may reach it. */
const REFUSED_FILE = `${OWN_FOLDER}/handoff-refused.txt`;
/** How long an offered file waits for its acknowledgement before it is offered again. */
export const OFFER_LEASE_MS = 60_000;

export interface StagedFile {
  /** Relative to the uploads basedir, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface HandoffBatch {
  files: StagedFile[];
  deletes: string[];
}

export interface HandoffReceipt {
  written: string[];
  deleted: string[];
  refused: Array<{ path: string; reason: string }>;
}

/**
 * What a worker that cannot see the site's files owes the shell. Written files wait in the staging
 * folder under their uploads path (the folder is the list); deletions of files the site already
 * holds wait in a list of their own. A file still named in an open run journal belongs to a run
 * that has not committed yet and is not offered. The shell takes a batch, writes and deletes on
 * the site, and acknowledges: only then are staged copies and noted deletions dropped.
 */
export class HandoffOutbox {
  /**
   * Offered and not yet acknowledged, with when: deleting one of these must reach the site too, and
   * another shell request draining at the same time must not write it as well (it would find a
   * half-written file of that name and refuse it). Offered again once the lease is over.
   */
  private readonly offered = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Up to `limit` staged files not on offer to another drain, and every pending deletion. */
  take(limit: number): Promise<HandoffBatch> {
    return this.serial(async () => {
      const unfinished = await this.unfinishedRunFiles();
      const files: StagedFile[] = [];
      for (const path of await this.stagedPaths()) {
        if (files.length >= limit) break;
        if (unfinished.has(path) || this.now() - (this.offered.get(path) ?? -Infinity) < OFFER_LEASE_MS) continue;
        const bytes = await readFile(this.absolute(path));
        files.push({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
        this.offered.set(path, this.now());
      }
      return { files, deletes: [...(await this.lines(DELETIONS_FILE))] };
    });
  }

  /** A staged file's bytes, or null when it is not (or no longer) staged. */
  async read(path: string): Promise<Buffer | null> {
    if (!isUploadsPath(path)) return null;
    try {
      return await readFile(this.absolute(path));
    } catch {
      return null;
    }
  }

  /**
   * The site must lose these files (absolute paths under the staging root). A copy the shell has
   * not been offered yet is simply dropped: the site never had it.
   */
  remove(paths: string[]): Promise<void> {
    return this.serial(async () => {
      const noted: string[] = [];
      const refused = await this.lines(REFUSED_FILE);
      for (const path of paths.map((p) => relative(this.root, p).split(sep).join('/'))) {
        if (!isUploadsPath(path) || refused.delete(path)) continue;
        const staged = await isFile(this.absolute(path));
        if (staged) {
          await rm(this.absolute(path), { force: true });
          await this.pruneFolders(path);
        }
        if (!staged || this.offered.has(path)) noted.push(path);
      }
      await writeFile(this.absolute(REFUSED_FILE), [...refused].map((p) => `${p}\n`).join(''));
      if (noted.length > 0) await appendFile(this.absolute(DELETIONS_FILE), noted.map((p) => `${p}\n`).join(''));
    });
  }

  /** What the shell did: written and refused copies are dropped, done deletions forgotten. */
  acknowledge(receipt: HandoffReceipt): Promise<void> {
    return this.serial(async () => {
      const refused = await this.lines(REFUSED_FILE);
      const refusedNow = new Set(receipt.refused.map((r) => r.path));
      for (const path of [...receipt.written, ...refusedNow]) {
        if (!isUploadsPath(path) || !this.offered.delete(path)) continue;
        await rm(this.absolute(path), { force: true });
        await this.pruneFolders(path);
        if (refusedNow.has(path)) refused.add(path);
      }
      await writeFile(this.absolute(REFUSED_FILE), [...refused].map((p) => `${p}\n`).join(''));
      const done = new Set(receipt.deleted);
      const left = [...(await this.lines(DELETIONS_FILE))].filter((p) => !done.has(p));
      await writeFile(this.absolute(DELETIONS_FILE), left.map((p) => `${p}\n`).join(''));
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private absolute(path: string): string {
    return join(this.root, ...path.split('/'));
  }

  private async stagedPaths(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(this.root, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((p) => isUploadsPath(p))
      .sort();
  }

  /** One of the bookkeeping lists, one path a line. */
  private async lines(file: string): Promise<Set<string>> {
    await this.ensureOwnFolder();
    const text = await readFile(this.absolute(file), 'utf8').catch(() => '');
    return new Set(text.split('\n').filter((line) => line !== ''));
  }

  private async unfinishedRunFiles(): Promise<Set<string>> {
    const folder = this.absolute(JOURNAL_FOLDER);
    const journals = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.jsonl'));
    const paths = new Set<string>();
    for (const name of journals) {
      const text = await readFile(join(folder, name), 'utf8').catch(() => '');
      for (const path of journalPaths(text)) paths.add(relative(this.root, path).split(sep).join('/'));
    }
    return paths;
  }

  private async ensureOwnFolder(): Promise<void> {
    await mkdir(this.absolute(OWN_FOLDER), { recursive: true });
  }

  /** Empty year/month folders go with their last file, so an idle staging folder is empty. */
  private async pruneFolders(path: string): Promise<void> {
    const parts = path.split('/').slice(0, -1);
    for (let depth = parts.length; depth > 0; depth--) {
      try {
        await rmdir(this.absolute(parts.slice(0, depth).join('/')));
      } catch {
        return;
      }
    }
  }
}

/** A relative uploads path with no way out of the root, outside the root's own bookkeeping. */
export function isUploadsPath(path: string): boolean {
  const segments = path.split('/');
  return (
    path !== '' &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..') &&
    segments[0] !== OWN_FOLDER
  );
}

/** A line cut short by a dying worker names no file that was being written. */
function journalPaths(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    try {
      const path = (JSON.parse(line) as { path?: unknown }).path;
      return typeof path === 'string' ? [path] : [];
    } catch {
      return [];
    }
  });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
