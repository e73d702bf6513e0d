import { hashPasswords, randomPasswords, usesBcrypt } from './background-hasher.js';

/**
 * Ready-made bcrypt hashes of random passwords for generated users. Nobody knows a generated
 * user's password, so a hash made while the worker was idle is as good as one made in the request,
 * and a run that creates its author pool does not wait ~60 ms per bcrypt hash. Sites before
 * WordPress 6.8 (phpass, fast) are hashed on the spot.
 */
/** Any WordPress version that hashes with bcrypt: the stock's hashes are the same for all of them. */
const BCRYPT_WORDPRESS = '6.8';

/**
 * A take is refilled once the worker has had no request for this long: the hashing thread would
 * otherwise share the machine's two cores with the runs (and their database) that follow.
 */
const REFILL_DELAY_MS = 1000;

export class PasswordHashStock {
  private ready: string[] = [];
  private refilling = false;
  private requestsInFlight = 0;
  private lastRequestEnd = 0;

  constructor(private readonly size: number) {}

  /** Hashes ready to be taken. */
  get available(): number {
    return this.ready.length;
  }

  /** Starts filling the stock in the background; failures only leave it empty. */
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

  /** Marks one of the worker's requests as running; the returned function marks its end. */
  requestStarted(): () => void {
    this.requestsInFlight++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.requestsInFlight--;
      this.lastRequestEnd = Date.now();
    };
  }

  private refillWhenIdle(): void {
    setTimeout(() => {
      if (this.requestsInFlight > 0 || Date.now() - this.lastRequestEnd < REFILL_DELAY_MS) this.refillWhenIdle();
      else this.topUp();
    }, REFILL_DELAY_MS).unref();
  }

  /** `count` hashes as the site's wp_hash_password() makes them: from the stock first, the rest made now. */
  async take(count: number, wpVersion: string): Promise<string[]> {
    if (count <= 0) return [];
    if (!usesBcrypt(wpVersion)) return hashPasswords(randomPasswords(count), wpVersion);
    const taken = this.ready.splice(0, count);
    const made = taken.length < count ? await hashPasswords(randomPasswords(count - taken.length), wpVersion) : [];
    this.refillWhenIdle();
    return [...taken, ...made];
  }
}
