import { parentPort } from 'node:worker_threads';
import { createDrafter, type DraftPlan } from './drafter-factory.js';
import type { PostDraft } from './post-draft.js';
import { loadLocale } from '../text/faker-factory.js';
import { IdleCollection } from '../../platform/idle-collection.js';

/** Asks the thread for a run's drafts: `count` of them, sent back `chunk` at a time. */
export interface DraftOrder {
  run: number;
  plan: DraftPlan;
  count: number;
  chunk: number;
}

export type DraftMessage =
  | { run: number; drafts: PostDraft[] }
  | { run: number; warnings: string[] }
  | { run: number; error: string };

// The thread drafts one run after the other (the next waits for the locale data of the one before to
// load), each chunk sent as soon as it is made.
// Its heap is its own: collected, as the request thread's, once it has been idle for a moment.
let previous = Promise.resolve();
const collection = new IdleCollection();
parentPort?.on('message', (order: DraftOrder) => {
  collection.begin();
  previous = previous.then(() => draftRun(order)).finally(() => collection.end());
});

async function draftRun(order: DraftOrder): Promise<void> {
  const send = (message: DraftMessage): void => parentPort!.postMessage(message);
  try {
    await loadLocale(order.plan.options.locale);
    const drafter = createDrafter(order.plan);
    for (let made = 0; made < order.count; ) {
      const drafts: PostDraft[] = [];
      for (; drafts.length < order.chunk && made < order.count; made++) drafts.push(drafter.draft());
      send({ run: order.run, drafts });
    }
    send({ run: order.run, warnings: drafter.warningsSoFar() });
  } catch (error) {
    send({ run: order.run, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
}
