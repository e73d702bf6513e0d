import type { Database } from '../db/database.js';
import { pingDatabase } from '../db/ping.js';
import { runtimeReport, type RuntimeReport } from '../platform/runtime-report.js';

/** Short: the admin's status screen waits for it. */
const PING_TIMEOUT_MS = 3_000;

export interface DatabaseReach {
  reachable: boolean;
  /** The driver's reason when it is not reachable. */
  message: string | null;
}

/** What the worker knows of itself for the shell's system status (the shell adds what only PHP knows). */
export class SystemService {
  constructor(private readonly db: Database) {}

  runtime(): RuntimeReport {
    return runtimeReport();
  }

  async database(): Promise<DatabaseReach> {
    try {
      await pingDatabase(this.db, PING_TIMEOUT_MS);
      return { reachable: true, message: null };
    } catch (error) {
      // The driver's errors carry a message; whatever else is thrown is told as it prints.
      const { message } = (error ?? {}) as { message?: unknown };
      return { reachable: false, message: typeof message === 'string' ? message : String(error) };
    }
  }
}
