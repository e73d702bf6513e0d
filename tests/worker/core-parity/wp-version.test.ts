import { isWordPressAtLeast } from '../../../worker/src/core-parity/wp-version.js';
import { usesBcrypt } from '../../../worker/src/generators/users/background-hasher.js';

describe('isWordPressAtLeast', () => {
  it.each([
    ['6.8.7', 6, 8, true],
    ['6.8', 6, 8, true],
    ['6.7.2', 6, 8, false],
    ['6.10', 6, 9, true],
    ['7.0', 6, 8, true],
    ['5.9.3', 6, 0, false],
    // A release's candidates and betas behave as the release: core ships its features in them.
    ['6.9-RC1', 6, 9, true],
    ['6.9-beta2', 6, 9, true],
    ['6.8-alpha-59000', 6, 8, true],
    ['6.8-RC1', 6, 9, false],
    [' 6.6 ', 6, 6, true],
    // Unreadable: taken as current.
    ['', 6, 8, true],
    ['trunk', 6, 8, true],
  ] as const)('%s at least %i.%i → %s', (version, major, minor, expected) => {
    expect(isWordPressAtLeast(version, major, minor)).toBe(expected);
  });

  it('decides bcrypt passwords as core does from 6.8 on, release candidates included', () => {
    expect(['6.7.2', '6.8-RC1', '6.8', '6.9-RC1', '7.0'].map(usesBcrypt)).toEqual([false, true, true, true, true]);
  });
});
