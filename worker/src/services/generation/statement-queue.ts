/**
 * Statements of a run sent without waiting for them: the transaction's one connection runs
 * statements in the order they are sent, so the next one is built while the database executes
 * this one. A failure is raised at the next check (rethrow()) or when the run settles.
 */
export class StatementQueue {
  private readonly queued: Array<Promise<void>> = [];
  private failure: { error: unknown } | null = null;

  /** Sends `statement` on its way; nothing waits for its result. */
  add(statement: Promise<unknown>): void {
    this.queued.push(statement.then(() => undefined, (error: unknown) => {
      this.failure ??= { error };
    }));
  }

  /** A stage whose result is awaited later, maybe only after it failed: its failure is also raised at the next check. */
  track<T>(stage: Promise<T>): Promise<T> {
    this.add(stage);
    stage.catch(() => undefined);
    return stage;
  }

  rethrow(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Every statement done; the first failure raised. */
  async settle(): Promise<void> {
    await this.drain();
    this.rethrow();
  }

  /** Every statement done, failed or not: nothing may still run once the transaction rolls back. */
  async drain(): Promise<void> {
    await Promise.all(this.queued);
  }
}

/** `work` with a queue of its own: every statement queued is done, and its failure raised, before this returns or throws. */
export async function queued<T>(work: (queue: StatementQueue) => Promise<T>): Promise<T> {
  const queue = new StatementQueue();
  try {
    const result = await work(queue);
    await queue.settle();
    return result;
  } catch (error) {
    await queue.drain();
    throw error;
  }
}
