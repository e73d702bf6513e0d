import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isWordPressAtLeast } from '../../core-parity/wp-version.js';
import { phpassHash, wpBcryptPrehash } from '../../core-parity/password-hash.js';

// A plain-JS worker (not a module of this package), so it runs the same from dist/ and under ts-jest.
// In the background it lowers its own thread to the lowest priority (Linux sets nice per thread):
// it then only takes CPU time that the worker, the database and PHP leave unused.
const BCRYPT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.background) {
  try { require('node:os').setPriority(0, 19); } catch {}
}
const bcrypt = require(workerData.bcrypt);
parentPort.postMessage(workerData.inputs.map((input) => bcrypt.hashSync(input, workerData.cost)));
`;

export const usesBcrypt = (wpVersion: string): boolean => isWordPressAtLeast(wpVersion, 6, 8);

/** Random passwords: nobody logs in as a generated user until someone resets the password. */
export function randomPasswords(count: number): string[] {
  return Array.from({ length: count }, () => randomBytes(18).toString('base64url'));
}

/**
 * Hashes as the site's wp_hash_password() makes them. bcrypt (WordPress 6.8+) costs ~60 ms per
 * hash in JavaScript, so it runs on another core while the caller goes on planning the run.
 */
export function hashPasswords(passwords: string[], wpVersion: string, { background = false } = {}): Promise<string[]> {
  if (passwords.length === 0) return Promise.resolve([]);
  if (!usesBcrypt(wpVersion)) return Promise.resolve(passwords.map((p) => phpassHash(p)));
  return new Promise((resolve, reject) => {
    const worker = new Worker(BCRYPT_WORKER, {
      eval: true,
      workerData: { bcrypt: createRequire(import.meta.url).resolve('bcryptjs'), cost: 10, inputs: passwords.map(wpBcryptPrehash), background },
    });
    // Background work must not keep the process (or a test run) alive.
    if (background) worker.unref();
    worker.once('message', (hashes: string[]) => resolve(hashes.map((h) => `$wp${h.replace(/^\$2[ab]\$/, '$2y$')}`)));
    worker.once('error', reject);
  });
}
