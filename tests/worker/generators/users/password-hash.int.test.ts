import { phpassHash, wordpressPasswordHash, wpBcryptHash } from '../../../../worker/src/generators/users/password-hash.js';
import { runWordPressPhp } from '../../../support/wordpress-php.js';

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

  it('chooses the format of the site version', () => {
    expect(wordpressPasswordHash('x', '6.8.7')).toMatch(/^\$wp\$2y\$/);
    expect(wordpressPasswordHash('x', '6.1.9')).toMatch(/^\$P\$B/);
  });
});
