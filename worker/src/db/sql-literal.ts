import { escape } from 'mysql2';

/**
 * What a quoted string literal must not hold as it is: its quote and the backslash (MariaDB and
 * MySQL would read them as syntax), and NUL and Ctrl-Z, which the C API escapes too.
 */
/* eslint-disable no-control-regex */
const SPECIAL = /[\0\x1a"'\\]/;
const SPECIALS = /[\0\x1a"'\\]/g;
/* eslint-enable no-control-regex */
const REPLACEMENT: Readonly<Record<string, string>> = {
  '\0': '\\0',
  '\x1a': '\\Z',
  '"': '\\"',
  "'": "\\'",
  '\\': '\\\\',
};

/**
 * A value as an SQL literal. Strings differ from mysql2's escape() in one way: newlines, tabs,
 * carriage returns and backspaces stay as they are (a string literal may hold them), where
 * escape() doubles each into a backslash sequence. Block content has newlines around every block,
 * so a generated post's text is then usually written without a single replacement: a run's
 * escaping, its SQL and what the database parses all get smaller. Everything but strings goes to
 * escape().
 */
export function sqlLiteral(value: string | number | null): string {
  if (typeof value !== 'string') return escape(value);
  return SPECIAL.test(value) ? `'${value.replace(SPECIALS, (c) => REPLACEMENT[c]!)}'` : `'${value}'`;
}
