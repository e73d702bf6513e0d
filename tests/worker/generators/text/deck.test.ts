import { Faker, en } from '@faker-js/faker';
import { Deck } from '../../../../worker/src/generators/text/deck.js';

function seeded(seed: number): Faker {
  const faker = new Faker({ locale: en });
  faker.seed(seed);
  return faker;
}

describe('Deck', () => {
  it('deals every entry once per round', () => {
    // Setup
    const pool = ['a', 'b', 'c', 'd', 'e'];
    const deck = new Deck(seeded(1), pool);

    // Action
    const rounds = [0, 1, 2].map(() => pool.map(() => deck.draw()));

    // Assert
    for (const round of rounds) expect([...round].sort()).toEqual(pool);
  });

  it('never deals the same entry twice in a row, not even across rounds', () => {
    // Setup
    const deck = new Deck(seeded(7), ['x', 'y']);

    // Action
    const drawn = Array.from({ length: 200 }, () => deck.draw());

    // Assert
    expect(drawn.some((entry, i) => i > 0 && entry === drawn[i - 1])).toBe(false);
  });

  it('deals the same order for the same seed', () => {
    // Setup
    const pool = Array.from({ length: 30 }, (_, i) => i);
    const deal = (seed: number): number[] => {
      const deck = new Deck(seeded(seed), pool);
      return Array.from({ length: 45 }, () => deck.draw());
    };

    // Action
    const [first, second] = [deal(3), deal(3)];

    // Assert
    expect(first).toEqual(second);
  });

  it('refuses an empty pool', () => {
    expect(() => new Deck(seeded(1), [])).toThrow('at least one entry');
  });
});
