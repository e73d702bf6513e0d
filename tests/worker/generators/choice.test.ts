import { Faker, en } from '@faker-js/faker';
import { between, Chooser } from '../../../worker/src/generators/choice.js';

const faker = () => {
  const f = new Faker({ locale: en });
  f.seed(1);
  return f;
};

describe('Chooser', () => {
  it('rotates through the pool across calls in rotational mode', () => {
    // Setup
    const chooser = new Chooser(faker(), ['a', 'b', 'c'], 'rotational');

    // Action
    const picked = [chooser.one(), chooser.one(), ...chooser.some(2), chooser.one()];

    // Assert
    expect(picked).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('picks distinct entries at random, never more than the pool holds', () => {
    // Setup
    const chooser = new Chooser(faker(), [1, 2, 3]);

    // Action
    const some = chooser.some(5);

    // Assert
    expect([...some].sort()).toEqual([1, 2, 3]);
  });

  it('tolerates swapped bounds', () => {
    const f = faker();
    for (let i = 0; i < 20; i++) expect([3, 4, 5]).toContain(between(f, 5, 3));
  });
});
