import { metaString, phpArray, phpNumberString } from '../../../worker/src/core-parity/php-value.js';

describe('metaString', () => {
  it('stores strings as they are and numbers as PHP casts them', () => {
    // Setup
    const values = ['héllo', 12, 51.50735091234567, -0.5];

    // Action
    const stored = values.map(metaString);

    // Assert
    expect(stored).toEqual(['héllo', '12', '51.507350912346', '-0.5']);
  });

  it('serializes lists with integer indexes and string lengths in bytes', () => {
    // Setup
    const list = ['12', 'é'];

    // Action
    const stored = metaString(list);

    // Assert
    expect(stored).toBe('a:2:{i:0;s:2:"12";i:1;s:2:"é";}');
  });

  it('turns decimal-integer keys into integer keys as PHP arrays do, and keeps the others as strings', () => {
    // Setup
    const array = phpArray([['12', 'a'], ['007', 'b'], ['item-0', 'c'], [3, 'd']]);

    // Action
    const stored = metaString(array);

    // Assert
    expect(stored).toBe('a:4:{i:12;s:1:"a";s:3:"007";s:1:"b";s:6:"item-0";s:1:"c";i:3;s:1:"d";}');
  });
});

describe('phpNumberString', () => {
  it('writes integers as digits and floats with 14 significant digits', () => {
    // Setup
    const numbers = [1714571100, 2.5, 0.1 + 0.2];

    // Action
    const strings = numbers.map(phpNumberString);

    // Assert
    expect(strings).toEqual(['1714571100', '2.5', '0.3']);
  });
});
