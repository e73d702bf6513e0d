import { escape } from 'mysql2';

/**
 * What a single-quoted string literal must not hold as it is: its quote and the backslash
 * (MariaDB and MySQL would read them as syntax), and NUL and Ctrl-Z, which the C API escapes too.
 */
/* eslint-disable no-control-regex */
const SPECIAL = /[\0\x1a'\\]/;
const SPECIALS = /[\0\x1a'\\]/g;
/* eslint-enable no-control-regex */
const REPLACEMENT: Readonly<Record<string, string>> = {
  '\0': '\\0',
  '\x1a': '\\Z',
  "'": "\\'",
  '\\': '\\\\',
};

/**
 * A value as an SQL literal. Strings differ from mysql2's escape() in what stays as it is:
 * newlines, tabs, carriage returns, backspaces and double quotes (a single-quoted literal may hold
 * them; ANSI_QUOTES only changes what double quotes delimit), where escape() turns each into a
 * backslash sequence. Block content has newlines around every block and double quotes in its
 * class attributes, so a generated post's text is then usually written without a single
 * replacement: a run's escaping, its SQL and what the database parses all get smaller. Everything
 * but strings goes to escape().
 */
export function sqlLiteral(value: string | number | null): string {
  if (typeof value !== 'string') return escape(value);
  return SPECIAL.test(value) ? `'${value.replace(SPECIALS, (c) => REPLACEMENT[c]!)}'` : `'${value}'`;
}
