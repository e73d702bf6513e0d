import { setFlagsFromString } from 'node:v8';

/** How long the worker must have been idle after work before it collects. */
const IDLE_COLLECTION_DELAY_MS = 1000;

/**
 * node's gc() (--expose-gc), compacting: a plain full collection frees a run's garbage but keeps
 * the half-empty pages it leaves (the old generation stayed at its size during the run); moving
 * the survivors together lets V8 give those pages back. Compaction is only for this one
 * collection: on every full collection during a run it would slow the run.
 */
function compactingCollection(): (() => void) | undefined {
  const gc = globalThis.gc;
  if (!gc) return undefined;
  return () => {
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

/**
 * A full garbage collection once work has ended and nothing else started for a moment. After a
 * run, V8 sees no reason to collect an idle heap, so the run's garbage stays, and with it the
 * native memory its buffers (images, SQL statements) hold outside the heap: RSS stayed some 40 MB
 * above the worker's idle size for minutes. Collecting once gives both back, at a cost of a few
 * tens of milliseconds when no request waits. Needs node's --expose-gc (else it does nothing).
 */
export class IdleCollection {
  private busy = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly collect: (() => void) | undefined = compactingCollection(),
    private readonly delayMs = IDLE_COLLECTION_DELAY_MS,
  ) {}

  /** Work starts: a pending collection waits for it. */
  begin(): void {
    this.busy++;
    this.cancel();
  }

  /** Work ends: once nothing else works for the delay, the heap is collected. */
  end(): void {
    this.busy = Math.max(0, this.busy - 1);
    if (this.busy > 0 || !this.collect) return;
    this.cancel();
    const collect = this.collect;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.busy === 0) collect();
    }, this.delayMs);
    // A pending collection never keeps the process (or a test) alive.
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
