import { hashPasswords } from '../../../worker/src/generators/users/background-hasher.js';
import { phpassHash, wpBcryptHash } from '../../../worker/src/core-parity/password-hash.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

/** Asks the site's own wp_check_password() about each hash (stdin: one JSON [password, hash] per line). */
function wordpressAccepts(pairs: Array<[string, string]>): boolean[] {
  const out = runWordPressPhp(`
    foreach (explode("\\n", trim(stream_get_contents(STDIN))) as $line) {
      [$password, $hash] = json_decode($line, true);
      echo wp_check_password($password, $hash) ? "1" : "0";
    }
  `, pairs.map((p) => JSON.stringify(p)).join('\n'));
  return [...out.trim()].map((c) => c === '1');
}

describe('password hashes WordPress accepts', () => {
  it('writes phpass and 6.8 bcrypt hashes that wp_check_password() verifies, and only for the right password', () => {
    // Setup
    const password = 'Pässword with spaces 123';
    const phpass = phpassHash(password);
    const bcrypt = wpBcryptHash(password);

    // Action
    const results = wordpressAccepts([
      [password, phpass],
      ['wrong', phpass],
      [password, bcrypt],
      ['wrong', bcrypt],
    ]);

    // Assert
    expect(phpass).toMatch(/^\$P\$B[./0-9A-Za-z]{30}$/);
    expect(bcrypt).toMatch(/^\$wp\$2y\$10\$[./0-9A-Za-z]{53}$/);
    expect(results).toEqual([true, false, true, false]);
  });

  it('hashes new users\' passwords in the background in the format of the site version', async () => {
    // Action
    const modern = await hashPasswords(['first pass', 'second pass'], '6.8.7');
    const legacy = await hashPasswords(['old pass'], '6.1.9');

    // Assert
    expect(modern).toEqual([expect.stringMatching(/^\$wp\$2y\$10\$/), expect.stringMatching(/^\$wp\$2y\$10\$/)]);
    expect(legacy).toEqual([expect.stringMatching(/^\$P\$B/)]);
    expect(wordpressAccepts([['first pass', modern[0]!], ['second pass', modern[1]!], ['first pass', modern[1]!], ['old pass', legacy[0]!]])).toEqual([true, true, false, true]);
    expect(await hashPasswords([], '6.8.7')).toEqual([]);
  });
});
