import { hashPasswords, randomPasswords, usesBcrypt } from './background-hasher.js';

/** Any WordPress version that hashes with bcrypt: the stock's hashes are the same for all of them. */
const BCRYPT_WORDPRESS = '6.8';

/**
 * Idle time after the last run before the stock refills. Even at nice 19 a hashing thread took
 * ~300 ms of CPU during the run that emptied the stock (and made it slower): a run keeps both cores
 * busy between the worker and the database, and the scheduler still hands the hasher every gap.
 */
const REFILL_PAUSE_MS = 250;

/**
 * Ready-made bcrypt hashes of random passwords for generated users. Nobody knows a generated
 * user's password, so a hash made in the background is as good as one made in the request, and a
 * run that creates its author pool does not wait ~60 ms per bcrypt hash. Sites before WordPress
 * 6.8 (phpass, fast) are hashed on the spot.
 */
export class PasswordHashStock {
  private ready: string[] = [];
  private refilling = false;
  private runs = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly size: number) {}

  /** Hashes ready to be taken. */
  get available(): number {
    return this.ready.length;
  }

  /**
   * Starts filling the stock now, on a thread of the lowest priority (whatever else wants a core
   * comes first); failures only leave it empty.
   */
  topUp(): void {
    if (this.refilling || this.ready.length >= this.size) return;
    this.refilling = true;
    hashPasswords(randomPasswords(this.size - this.ready.length), BCRYPT_WORDPRESS, { background: true })
      .then((hashes) => this.ready.push(...hashes))
      .catch(() => undefined)
      .finally(() => {
        this.refilling = false;
      });
  }

  /** `count` hashes as the site's wp_hash_password() makes them: from the stock first, the rest made now. */
  async take(count: number, wpVersion: string): Promise<string[]> {
    if (count <= 0) return [];
    if (!usesBcrypt(wpVersion)) return hashPasswords(randomPasswords(count), wpVersion);
    const taken = this.ready.splice(0, count);
    const made = taken.length < count ? await hashPasswords(randomPasswords(count - taken.length), wpVersion) : [];
    if (this.runs === 0) this.refillLater();
    return [...taken, ...made];
  }

  /**
   * For the length of a run that may take hashes: the refill waits until no run holds the stock
   * (and REFILL_PAUSE_MS more). Returns the release.
   */
  hold(): () => void {
    this.runs++;
    this.cancelRefill();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.runs === 0) this.refillLater();
    };
  }

  private refillLater(): void {
    this.cancelRefill();
    if (this.ready.length >= this.size) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.runs === 0) this.topUp();
    }, REFILL_PAUSE_MS);
    // A pending refill never keeps the process (or a test) alive.
    this.timer.unref();
  }

  private cancelRefill(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
