import type { PostDraft } from '../../../../worker/src/generators/posts/post-draft.js';
import { allAtOnce, DRAFT_CHUNK, draftedInChunks } from '../../../../worker/src/services/generation/draft-source.js';

const draftNo = (n: number): PostDraft => ({ title: `Post ${n}` }) as PostDraft;

async function drain(source: () => Promise<PostDraft[] | null>): Promise<PostDraft[][]> {
  const chunks: PostDraft[][] = [];
  for (let chunk = await source(); chunk !== null; chunk = await source()) chunks.push(chunk);
  return chunks;
}

describe('draftedInChunks', () => {
  it('drafts every post once, in order, a chunk at a time, and says when all are drafted', async () => {
    // Setup
    let n = 0;
    let doneAfter = -1;
    const source = draftedInChunks(() => draftNo(++n), DRAFT_CHUNK * 2 + 7, () => (doneAfter = n));

    // Action
    const chunks = await drain(source);

    // Assert
    expect(chunks.map((c) => c.length)).toEqual([DRAFT_CHUNK, DRAFT_CHUNK, 7]);
    expect(chunks.flat().map((d) => d.title)).toEqual(Array.from({ length: DRAFT_CHUNK * 2 + 7 }, (_, i) => `Post ${i + 1}`));
    expect(doneAfter).toBe(DRAFT_CHUNK * 2 + 7);
  });

  it('lets other work run while it drafts a chunk', async () => {
    // Setup
    let n = 0;
    const seen: number[] = [];
    const source = draftedInChunks(() => draftNo(++n), DRAFT_CHUNK, () => undefined);
    const other = (async () => {
      while (n < DRAFT_CHUNK) {
        seen.push(n);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    // Action
    await source();
    await other;

    // Assert: the other task ran between drafts, not only before or after the chunk.
    expect(seen.some((k) => k > 0 && k < DRAFT_CHUNK)).toBe(true);
  });
});

describe('allAtOnce', () => {
  it('hands over the drafts as one chunk, then nothing', async () => {
    // Action
    const chunks = await drain(allAtOnce([draftNo(1), draftNo(2)]));

    // Assert
    expect(chunks).toEqual([[draftNo(1), draftNo(2)]]);
  });
});
