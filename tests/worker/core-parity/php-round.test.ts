import { phpRound } from '../../../worker/src/core-parity/php-round.js';

describe('phpRound', () => {
  it('rounds half away from zero', () => {
    expect([0.5, 1.5, 2.5, -0.5, -2.5, 2.4, 0].map(phpRound)).toEqual([1, 2, 3, -1, -3, 2, 0]);
  });

  it('pre-rounds to 15 significant digits like PHP 8.2 (values checked with php -r)', () => {
    expect(phpRound(512.4999999999999)).toBe(513);
    expect(phpRound(100.49999999999999)).toBe(101);
    expect(phpRound(0.49999999999999994)).toBe(1);
    expect(phpRound(149.99999999999997)).toBe(150);
    expect(phpRound(1005 * 0.1)).toBe(101);
  });
});
