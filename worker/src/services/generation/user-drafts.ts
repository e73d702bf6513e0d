import { setImmediate as nextTurn } from 'node:timers/promises';
import type { NewUserWithMeta } from '../../db/repositories/user.repository.js';

/** Users drafted between two turns of the event loop while a slice before them is being written. */
const DRAFTED_PER_TURN = 25;

export interface DraftedUser {
  user: NewUserWithMeta;
  role: string;
}

/**
 * A run's users, drafted in order from one seeded stream, as many as asked for so far: a run
 * drafts its first users, sends them to the database, and drafts the rest while the database
 * writes those (the run's CPU work and the database's overlap instead of adding up).
 */
export class UserDrafts {
  readonly drafted: DraftedUser[] = [];

  constructor(readonly total: number, private readonly draftOne: () => DraftedUser) {}

  /** At least `count` users drafted (at most the run's total). */
  fill(count: number): void {
    while (this.drafted.length < Math.min(count, this.total)) this.drafted.push(this.draftOne());
  }

  /** Every user drafted, a few between turns of the event loop so that statements already sent go on. */
  async fillAll(): Promise<void> {
    while (this.drafted.length < this.total) {
      this.fill(this.drafted.length + DRAFTED_PER_TURN);
      await nextTurn();
    }
  }
}
