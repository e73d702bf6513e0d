import type { Faker } from '@faker-js/faker';

/**
 * A seeded random stream for bulk draws (filler words: ~150,000 per 500 posts). Each of faker's
 * helpers validates its arguments and goes through its Mersenne Twister, which made filler text
 * the largest cost of a run. Seeded from the run's faker, so a run's seed still decides every word.
 */
export class FastRandom {
  private state: number;

  constructor(faker: Faker) {
    this.state = faker.number.int({ min: 0, max: 0xffffffff });
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(pool: readonly T[]): T {
    return pool[Math.floor(this.next() * pool.length)]!;
  }
}
