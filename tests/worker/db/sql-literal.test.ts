import { escape } from 'mysql2';
import { sqlLiteral } from '../../../worker/src/db/sql-literal.js';

describe('sqlLiteral', () => {
  it.each([
    ['plain text', 'Lorem ipsum dolor'],
    ['the empty string', ''],
    ['block markup with newlines', '<!-- wp:paragraph -->\n<p>Lorem</p>\n<!-- /wp:paragraph -->\n\n'],
    ['every special character', 'a\0b\bc\td\ne\rf\x1ag"h\'i\\j'],
    ['special characters only', '\'\'\\\\""'],
    ['a special character at either end', '\nmiddle\''],
    ['text beyond Latin-1', 'Привет, мир — “quoted” 🙂\n'],
    ['an integer', 42],
    ['a negative fraction', -0.5],
    ['null', null],
  ])('writes %s as mysql2 escape() does', (_, value) => {
    // Action
    const literal = sqlLiteral(value);

    // Assert
    expect(literal).toBe(escape(value));
  });

  it('gives the same literal twice in a row (no state kept between calls)', () => {
    // Action
    const first = sqlLiteral('a\nb');
    const second = sqlLiteral('a\nb');

    // Assert
    expect([first, second]).toEqual(["'a\\nb'", "'a\\nb'"]);
  });
});
