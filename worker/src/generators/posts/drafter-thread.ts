import { Worker } from 'node:worker_threads';
import type { DraftPlan } from './drafter-factory.js';
import type { DraftMessage, DraftOrder } from './drafter-thread.worker.js';
import type { PostDraft } from './post-draft.js';

/** A run's drafts as the thread sends them. */
export interface ThreadedDrafts {
  /** The next chunk, in order, or null once all have come. */
  next(): Promise<PostDraft[] | null>;
  /** The drafter's warnings, once every draft has come. */
  warnings(): Promise<string[]>;
}

/** One run's chunks, kept until the writer asks for them. */
class RunInbox implements ThreadedDrafts {
  private readonly chunks: PostDraft[][] = [];
  private waiting: { resolve: (chunk: PostDraft[] | null) => void; reject: (error: Error) => void } | null = null;
  private ended = false;
  private failure: Error | null = null;
  private readonly finished: Promise<string[]>;
  private finish!: { resolve: (warnings: string[]) => void; reject: (error: Error) => void };

  constructor(private readonly allDrafted: () => void) {
    this.finished = new Promise((resolve, reject) => (this.finish = { resolve, reject }));
    // Read only after the run's writing: a failure before that is the run's failure, raised by next().
    this.finished.catch(() => undefined);
  }

  next(): Promise<PostDraft[] | null> {
    const chunk = this.chunks.shift();
    if (chunk) return Promise.resolve(chunk);
    if (this.failure) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  warnings(): Promise<string[]> {
    return this.finished;
  }

  receive(message: DraftMessage): boolean {
    if ('drafts' in message) {
      this.chunks.push(message.drafts);
      this.wake();
      return false;
    }
    if ('warnings' in message) {
      this.ended = true;
      this.allDrafted();
      this.finish.resolve(message.warnings);
      this.wake();
      return true;
    }
    this.fail(new Error(`Drafting failed: ${message.error}`));
    return true;
  }

  fail(error: Error): void {
    if (this.ended || this.failure) return;
    this.failure = error;
    this.finish.reject(error);
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    const chunk = this.chunks.shift();
    if (chunk) waiting.resolve(chunk);
    else if (this.failure) waiting.reject(this.failure);
    else if (this.ended) waiting.resolve(null);
    else this.waiting = waiting;
  }
}

/**
 * Drafts runs on a thread of their own. Drafting is a third of the request thread's work in a
 * run without plugin fields; on the thread it runs on the core the database leaves free, ahead of
 * the writer, which only builds and sends the rows. The thread lives as long as the process
 * (starting it, with its modules and a locale's data, takes a good part of a run; idle, it keeps only its collected heap) and is started again if it ever stops.
 */
export class DrafterThread {
  private worker: Worker | null = null;
  private readonly runs = new Map<number, RunInbox>();
  private lastRun = 0;

  /** `script`: the thread's module (tests give a stand-in that speaks the same messages). */
  constructor(private readonly script: URL = new URL('./drafter-thread.worker.js', import.meta.url)) {}

  /** Starts the thread ahead of the first run. */
  start(): void {
    this.thread();
  }

  /** Sends the plan; the drafts come `chunk` at a time. `allDrafted` is called once the last has come. */
  draft(plan: DraftPlan, count: number, chunk: number, allDrafted: () => void): ThreadedDrafts {
    const run = ++this.lastRun;
    const inbox = new RunInbox(allDrafted);
    this.runs.set(run, inbox);
    const order: DraftOrder = { run, plan, count, chunk };
    this.thread().postMessage(order);
    return inbox;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script);
    // Idle, it must not keep the process (or a test run) alive.
    worker.unref();
    worker.on('message', (message: DraftMessage) => {
      if (this.runs.get(message.run)?.receive(message)) this.runs.delete(message.run);
    });
    const stopped = (error: Error): void => {
      if (this.worker === worker) this.worker = null;
      for (const inbox of this.runs.values()) inbox.fail(error);
      this.runs.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`The drafting thread stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}
