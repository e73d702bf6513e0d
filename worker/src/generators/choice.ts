import type { Faker } from '@faker-js/faker';
import type { SelectionMode } from '../services/generation/generation-request.js';

/** Picks from a pool at random, or in turn across the whole run (rotational). */
export class Chooser<T> {
  private next = 0;

  constructor(
    private readonly faker: Faker,
    private readonly pool: readonly T[],
    private readonly mode: SelectionMode = 'random',
  ) {}

  one(): T {
    if (this.pool.length === 0) throw new Error('Cannot choose from an empty pool.');
    if (this.mode === 'rotational') return this.pool[this.next++ % this.pool.length]!;
    return this.faker.helpers.arrayElement(this.pool);
  }

  /** Up to `count` distinct entries (fewer when the pool is smaller). */
  some(count: number): T[] {
    const wanted = Math.min(count, this.pool.length);
    if (this.mode === 'random') return this.faker.helpers.arrayElements(this.pool, wanted);
    const picked: T[] = [];
    for (let i = 0; i < wanted; i++) picked.push(this.one());
    return picked;
  }
}

/** An integer in [min, max] that tolerates min > max (a client's swapped bounds). */
export function between(faker: Faker, min: number, max: number): number {
  return faker.number.int({ min: Math.min(min, max), max: Math.max(min, max) });
}
