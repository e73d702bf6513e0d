import type { PostDraft } from '../../generators/posts/post-draft.js';
import type { DraftSource } from './run-writer.js';

/** Posts per chunk: the writer writes one while the next is drafted. */
export const DRAFT_CHUNK = 100;

/** Posts drafted between two turns of the event loop, so the writer's next statement never waits long. */
const YIELD_EVERY = 5;

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Drafts `count` posts a chunk at a time, giving the event loop a turn every few posts. */
export function draftedInChunks(draft: () => PostDraft, count: number, done: () => void): DraftSource {
  let made = 0;
  return async () => {
    if (made >= count) return null;
    const chunk: PostDraft[] = [];
    while (chunk.length < DRAFT_CHUNK && made < count) {
      chunk.push(draft());
      made++;
      if (made % YIELD_EVERY === 0 && made < count) await turn();
    }
    if (made >= count) done();
    return chunk;
  };
}

/** Drafts made beforehand (a run with featured images), as one chunk. */
export function allAtOnce(drafts: PostDraft[]): DraftSource {
  let given = false;
  return async () => {
    if (given || drafts.length === 0) return null;
    given = true;
    return drafts;
  };
}
