import { hashPasswords, randomPasswords, usesBcrypt } from './background-hasher.js';

/**
 * Ready-made bcrypt hashes of random passwords for generated users. Nobody knows a generated
 * user's password, so a hash made in the background is as good as one made in the request, and a
 * run that creates its author pool does not wait ~60 ms per bcrypt hash. Sites before WordPress
 * 6.8 (phpass, fast) are hashed on the spot.
 */
/** Any WordPress version that hashes with bcrypt: the stock's hashes are the same for all of them. */
const BCRYPT_WORDPRESS = '6.8';

export class PasswordHashStock {
  private ready: string[] = [];
  private refilling = false;

  constructor(private readonly size: number) {}

  /** Hashes ready to be taken. */
  get available(): number {
    return this.ready.length;
  }

  /**
   * Starts filling the stock on a thread of the lowest priority, so the refill after a take never
   * competes with the run that took (or the next one) for the machine's cores; failures only leave
   * it empty.
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
    this.topUp();
    return [...taken, ...made];
  }
}
