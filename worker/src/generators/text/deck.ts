import type { Faker } from '@faker-js/faker';

/**
 * Deals a pool in seeded random order, every entry once per round, so a post repeats nothing
 * until the pool is used up; a new round never starts with the entry that ended the last one.
 */
export class Deck<T> {
  private round: T[] = [];
  private last: T | undefined;

  constructor(
    private readonly faker: Faker,
    private readonly pool: readonly T[],
  ) {
    if (pool.length === 0) throw new Error('A deck needs at least one entry.');
  }

  draw(): T {
    if (this.round.length === 0) this.round = this.shuffled();
    const entry = this.round.pop()!;
    this.last = entry;
    return entry;
  }

  private shuffled(): T[] {
    const round = this.faker.helpers.shuffle([...this.pool]);
    const top = round.length - 1;
    if (top > 0 && round[top] === this.last) [round[0], round[top]] = [round[top]!, round[0]!];
    return round;
  }
}
