import { escape } from 'mysql2';
import { sqlLiteral } from '../../../worker/src/db/sql-literal.js';

describe('sqlLiteral', () => {
  it.each([
    ['plain text', 'Lorem ipsum dolor', "'Lorem ipsum dolor'"],
    ['the empty string', '', "''"],
    ['block markup with newlines, as it is', '<!-- wp:paragraph -->\n<p>Lorem</p>\n<!-- /wp:paragraph -->\n\n', "'<!-- wp:paragraph -->\n<p>Lorem</p>\n<!-- /wp:paragraph -->\n\n'"],
    ['tabs, carriage returns and backspaces, as they are', 'a\tb\rc\bd', "'a\tb\rc\bd'"],
    ['double quotes, as they are', '<h2 class="wp-block-heading">', `'<h2 class="wp-block-heading">'`],
    ['single quotes, backslashes, NUL and Ctrl-Z, escaped', 'a\0b\x1ag"h\'i\\j', "'a\\0b\\Zg\"h\\'i\\\\j'"],
    ['special characters only', '\'\'\\\\', "'\\'\\'\\\\\\\\'"],
    ['a special character at either end', '\'middle\\', "'\\'middle\\\\'"],
    ['text beyond Latin-1', 'Привет, мир — “quoted” 🙂\n', "'Привет, мир — “quoted” 🙂\n'"],
  ])('writes %s', (_, value, expected) => {
    // Action
    const literal = sqlLiteral(value);

    // Assert
    expect(literal).toBe(expected);
  });

  it.each([
    ['an integer', 42],
    ['a negative fraction', -0.5],
    ['null', null],
  ])('writes %s as mysql2 escape() does', (_, value) => {
    expect(sqlLiteral(value)).toBe(escape(value));
  });

  it('gives the same literal twice in a row (no state kept between calls)', () => {
    // Action
    const first = sqlLiteral("a'b");
    const second = sqlLiteral("a'b");

    // Assert
    expect([first, second]).toEqual(["'a\\'b'", "'a\\'b'"]);
  });
});
