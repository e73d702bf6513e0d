import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HandoffOutbox, isUploadsPath, OFFER_LEASE_MS } from '../../../../worker/src/services/handoff/handoff-outbox.js';
import { RunFileJournal } from '../../../../worker/src/generators/images/run-file-journal.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'seedpress-outbox-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function stage(path: string, content: string): Promise<string> {
  const absolute = join(root, path);
  await mkdir(join(absolute, '..'), { recursive: true });
  await writeFile(absolute, content);
  return absolute;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();
}

describe('HandoffOutbox', () => {
  it('offers the staged files with their size and hash, not its own bookkeeping', async () => {
    // Setup
    await stage('2026/11/lake.jpg', 'jpeg');
    await stage('2026/11/lake-150x150.jpg', 'small');
    await stage('seedpress/site-marker', 'not an upload');

    // Action
    const batch = await new HandoffOutbox(root).take(10);

    // Assert
    expect(batch).toEqual({
      files: [
        { path: '2026/11/lake-150x150.jpg', size: 5, sha256: sha256('small') },
        { path: '2026/11/lake.jpg', size: 4, sha256: sha256('jpeg') },
      ],
      deletes: [],
    });
  });

  it('holds back the files of a run that has not committed, and offers them once its journal closes', async () => {
    // Setup
    const journal = new RunFileJournal(root);
    await journal.note({ stem: '2026/11/open', path: join(root, '2026', '11', 'open.jpg') });
    await stage('2026/11/open.jpg', 'uncommitted');
    const outbox = new HandoffOutbox(root);

    // Action
    const during = await outbox.take(10);
    await journal.close();
    const after = await outbox.take(10);

    // Assert
    expect(during.files).toEqual([]);
    expect(after.files.map((f) => f.path)).toEqual(['2026/11/open.jpg']);
  });

  it('drops written and refused copies once acknowledged, with their emptied folders, and keeps what failed', async () => {
    // Setup
    await stage('2026/11/a.jpg', 'a');
    await stage('2026/11/b.jpg', 'b');
    await stage('2026/12/c.pdf', 'c');
    let now = 1_000_000;
    const outbox = new HandoffOutbox(root, () => now);
    await outbox.take(10);

    // Action
    await outbox.acknowledge({ written: ['2026/11/a.jpg', '2026/12/c.pdf'], deleted: [], refused: [] });

    // Assert
    expect(await filesUnder(root)).toEqual(['2026/11/b.jpg', 'seedpress/handoff-deletions.txt', 'seedpress/handoff-refused.txt']);
    expect(existsSync(join(root, '2026', '12'))).toBe(false);
    now += OFFER_LEASE_MS;
    expect((await outbox.take(10)).files.map((f) => f.path)).toEqual(['2026/11/b.jpg']);
  });

  it('does not offer a file to a second drain while the first holds it, until the lease is over', async () => {
    // Setup
    await stage('2026/11/busy.jpg', 'x');
    let now = 1_000_000;
    const outbox = new HandoffOutbox(root, () => now);

    // Action
    const first = await outbox.take(10);
    const second = await outbox.take(10);
    now += OFFER_LEASE_MS - 1;
    const stillHeld = await outbox.take(10);
    now += 1;
    const again = await outbox.take(10);

    // Assert
    expect(first.files.map((f) => f.path)).toEqual(['2026/11/busy.jpg']);
    expect(second.files).toEqual([]);
    expect(stillHeld.files).toEqual([]);
    expect(again.files.map((f) => f.path)).toEqual(['2026/11/busy.jpg']);
  });

  it('never drops a copy it did not offer, whatever the acknowledgement says', async () => {
    // Setup
    await stage('2026/11/new.jpg', 'new');
    const outbox = new HandoffOutbox(root);

    // Action
    await outbox.acknowledge({ written: ['2026/11/new.jpg', '../outside.jpg'], deleted: [], refused: [] });

    // Assert
    expect(existsSync(join(root, '2026', '11', 'new.jpg'))).toBe(true);
  });

  it('notes the deletion of a file the site already has until the shell has done it', async () => {
    // Setup: a file offered, written by the shell and acknowledged, then deleted by a cleanup.
    await stage('2026/11/gone.jpg', 'x');
    const outbox = new HandoffOutbox(root);
    await outbox.take(10);
    await outbox.acknowledge({ written: ['2026/11/gone.jpg'], deleted: [], refused: [] });

    // Action
    await outbox.remove([join(root, '2026', '11', 'gone.jpg')]);
    const owed = await outbox.take(10);
    await outbox.acknowledge({ written: [], deleted: ['2026/11/gone.jpg'], refused: [] });

    // Assert
    expect(owed).toEqual({ files: [], deletes: ['2026/11/gone.jpg'] });
    expect((await outbox.take(10)).deletes).toEqual([]);
  });

  it('deletes a copy the shell was never offered right here: the site never had it', async () => {
    // Setup
    const staged = await stage('2026/11/early.jpg', 'x');
    const outbox = new HandoffOutbox(root);

    // Action
    await outbox.remove([staged]);

    // Assert
    expect(existsSync(staged)).toBe(false);
    expect(existsSync(join(root, '2026'))).toBe(false);
    expect(await outbox.take(10)).toEqual({ files: [], deletes: [] });
  });

  it('still tells the shell to delete a copy deleted while it was on offer', async () => {
    // Setup
    const staged = await stage('2026/11/racing.jpg', 'x');
    const outbox = new HandoffOutbox(root);
    await outbox.take(10);

    // Action
    await outbox.remove([staged]);

    // Assert
    expect(existsSync(staged)).toBe(false);
    expect((await outbox.take(10)).deletes).toEqual(['2026/11/racing.jpg']);
  });

  it('never sends a deletion to a path the shell refused: the file there is not the worker\'s', async () => {
    // Setup
    await stage('2026/11/taken.pdf', 'ours');
    const outbox = new HandoffOutbox(root);
    await outbox.take(10);
    await outbox.acknowledge({ written: [], deleted: [], refused: [{ path: '2026/11/taken.pdf', reason: 'another file of that name is already in the uploads folder' }] });

    // Action
    await outbox.remove([join(root, '2026', '11', 'taken.pdf')]);

    // Assert
    expect(existsSync(join(root, '2026', '11', 'taken.pdf'))).toBe(false);
    expect(await outbox.take(10)).toEqual({ files: [], deletes: [] });
  });

  it('offers at most the batch size', async () => {
    // Setup
    for (const n of [1, 2, 3]) await stage(`2026/11/${n}.jpg`, String(n));

    // Action
    const batch = await new HandoffOutbox(root).take(2);

    // Assert
    expect(batch.files.map((f) => f.path)).toEqual(['2026/11/1.jpg', '2026/11/2.jpg']);
  });

  it('reads only staged uploads paths', async () => {
    // Setup
    await stage('2026/11/x.jpg', 'x');
    await writeFile(join(root, '..', `outside-${root.split('/').pop()}.jpg`), 'secret');
    const outbox = new HandoffOutbox(root);

    // Action + Assert
    expect(await outbox.read('2026/11/x.jpg')).toEqual(Buffer.from('x'));
    expect(await outbox.read(`../outside-${root.split('/').pop()}.jpg`)).toBeNull();
    expect(await outbox.read('seedpress/handoff-deletions.txt')).toBeNull();
    expect(await outbox.read('2026/11/missing.jpg')).toBeNull();
    await rm(join(root, '..', `outside-${root.split('/').pop()}.jpg`));
  });
});

describe('isUploadsPath', () => {
  it.each(['2026/11/a.jpg', 'a.jpg', 'sites/2/2026/11/a.jpg'])('accepts %s', (path) => {
    expect(isUploadsPath(path)).toBe(true);
  });

  it.each(['', '../a.jpg', '2026/../../a.jpg', '/etc/passwd', './a.jpg', '2026//a.jpg', 'a\\..\\b.jpg', 'seedpress/site-marker', 'a\0.jpg'])('refuses %j', (path) => {
    expect(isUploadsPath(path)).toBe(false);
  });
});
