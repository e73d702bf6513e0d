import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DraftPlan } from '../../../../worker/src/generators/posts/drafter-factory.js';
import { DrafterThread, type ThreadedDrafts } from '../../../../worker/src/generators/posts/drafter-thread.js';

// A stand-in for the drafting thread's module, speaking its messages: the real one runs the
// compiled worker, which ts-jest does not make (the end-to-end suite drives that one). The plan's
// `name` titles the drafts; `behaviour` makes it fail or stop.
const STAND_IN = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ run, plan, count, chunk }) => {
  if (plan.behaviour === 'stop') process.exit(3);
  if (plan.behaviour === 'fail') return parentPort.postMessage({ run, error: 'no words for this locale' });
  for (let made = 0; made < count; made += chunk) {
    const size = Math.min(chunk, count - made);
    parentPort.postMessage({ run, drafts: Array.from({ length: size }, (_, i) => ({ title: plan.name + ' ' + (made + i + 1) })) });
  }
  parentPort.postMessage({ run, warnings: [plan.name + ' warned'] });
});
`;

const plan = (name: string, behaviour?: 'fail' | 'stop'): DraftPlan => ({ name, behaviour }) as unknown as DraftPlan;

async function titles(drafts: ThreadedDrafts): Promise<string[][]> {
  const chunks: string[][] = [];
  for (let chunk = await drafts.next(); chunk !== null; chunk = await drafts.next()) chunks.push(chunk.map((d) => d.title));
  return chunks;
}

describe('DrafterThread', () => {
  let dir: string;
  let thread: DrafterThread;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'seedpress-drafter-'));
    writeFileSync(join(dir, 'stand-in.mjs'), STAND_IN);
    thread = new DrafterThread(pathToFileURL(join(dir, 'stand-in.mjs')));
  });

  afterEach(async () => {
    await thread.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands a run its drafts in order, a chunk at a time, then its warnings, and says once when all have come', async () => {
    // Setup
    let allDrafted = 0;

    // Action
    const drafts = thread.draft(plan('Post'), 5, 2, () => allDrafted++);
    const chunks = await titles(drafts);

    // Assert
    expect(chunks).toEqual([['Post 1', 'Post 2'], ['Post 3', 'Post 4'], ['Post 5']]);
    expect(await drafts.warnings()).toEqual(['Post warned']);
    expect(allDrafted).toBe(1);
    expect(await drafts.next()).toBeNull();
  });

  it('keeps the drafts of runs going at the same time apart', async () => {
    // Action
    const first = thread.draft(plan('First'), 3, 2, () => undefined);
    const second = thread.draft(plan('Second'), 2, 2, () => undefined);

    // Assert
    expect(await titles(second)).toEqual([['Second 1', 'Second 2']]);
    expect(await titles(first)).toEqual([['First 1', 'First 2'], ['First 3']]);
  });

  it('fails a run whose drafting failed, and its warnings with it', async () => {
    // Action
    const drafts = thread.draft(plan('Broken', 'fail'), 3, 2, () => undefined);

    // Assert
    await expect(drafts.next()).rejects.toThrow('Drafting failed: no words for this locale');
    await expect(drafts.warnings()).rejects.toThrow('Drafting failed: no words for this locale');
  });

  it('fails the runs of a thread that stopped, and starts a new one for the next run', async () => {
    // Setup
    const lost = thread.draft(plan('Lost', 'stop'), 3, 2, () => undefined);
    await expect(lost.next()).rejects.toThrow('The drafting thread stopped (exit code 3).');

    // Action
    const next = thread.draft(plan('Next'), 1, 2, () => undefined);

    // Assert
    expect(await titles(next)).toEqual([['Next 1']]);
  });
});
