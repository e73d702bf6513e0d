// Writes the translation template for the text domain "seedpress" from the plugin's PHP and the
// admin screens' JavaScript: every call of WordPress's gettext functions whose arguments are
// string literals. Usage: node tools/dist/make-pot.mjs <plugin dir> <version> > seedpress.pot
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const DOMAIN = 'seedpress';
// Function => roles of its leading string arguments (the domain comes right after them).
const FUNCTIONS = {
  __: ['msgid'], _e: ['msgid'], esc_html__: ['msgid'], esc_html_e: ['msgid'], esc_attr__: ['msgid'], esc_attr_e: ['msgid'],
  _x: ['msgid', 'msgctxt'], _ex: ['msgid', 'msgctxt'], esc_html_x: ['msgid', 'msgctxt'], esc_attr_x: ['msgid', 'msgctxt'],
  _n: ['msgid', 'msgid_plural', null], _nx: ['msgid', 'msgid_plural', null, 'msgctxt'],
};
const SKIP_DIRS = new Set(['node_modules', 'build', 'vendor']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : sourceFiles(full);
    return /\.(php|js|jsx)$/.test(name) ? [full] : [];
  });
}

/** One quoted literal at `at` (after blanks): its value and where it ends, or null. */
function literal(text, at) {
  const start = text.slice(at).search(/\S/) + at;
  const quote = text[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote) return { value, end: i + 1 };
    if (char === '\\') {
      const next = text[++i];
      const escapes = { n: '\n', t: '\t', r: '\r' };
      value += quote === "'" && next !== "'" && next !== '\\' ? `\\${next}` : (escapes[next] ?? next);
    } else {
      value += char;
    }
  }
  return null;
}

/** Where the argument starting at `at` ends: the next comma or closing parenthesis at its own depth. */
function skipArgument(text, at) {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const char = text[i];
    if (char === "'" || char === '"') {
      i = (literal(text, i)?.end ?? text.length) - 1;
    } else if ('([{'.includes(char)) {
      depth++;
    } else if (')]}'.includes(char)) {
      if (depth === 0) return i;
      depth--;
    } else if (char === ',' && depth === 0) {
      return i;
    }
  }
  return text.length;
}

/**
 * The arguments of the call whose "(" is at `open`: literals where `roles` name one (a null
 * role, such as _n()'s number, may be any expression); stops at the first one that is not.
 */
function callArguments(text, open, roles) {
  const values = [];
  let at = open + 1;
  for (const role of roles) {
    let end;
    if (role === null) {
      end = skipArgument(text, at);
      values.push(null);
    } else {
      const found = literal(text, at);
      if (!found) return values;
      values.push(found.value);
      end = found.end;
    }
    const comma = text.slice(end).match(/^\s*,/);
    if (!comma) return values;
    at = end + comma[0].length;
  }
  return values;
}

/** A "translators:" comment that ends right before the call (only code without strings between). */
function translatorComment(text, before) {
  const window = text.slice(Math.max(0, before - 400), before);
  const found = window.match(/\/\*\s*translators:((?:(?!\*\/)[\s\S])*)\*\/[\s\w$=(,>:-]*$|\/\/\s*translators:([^\n]*)\n[\s\w$=(,>:-]*$/i);
  return found ? `translators: ${(found[1] ?? found[2]).trim()}` : null;
}

function extract(file, root, entries) {
  const text = readFileSync(file, 'utf8');
  const call = new RegExp(`(?<![\\w$>:])(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');
  for (const match of text.matchAll(call)) {
    const roles = FUNCTIONS[match[1]];
    const open = match.index + match[0].length - 1;
    const values = callArguments(text, open, [...roles, 'domain']);
    if (values.length < roles.length + 1 || values[roles.length] !== DOMAIN) continue;
    const entry = {};
    roles.forEach((role, i) => { if (role) entry[role] = values[i]; });
    const key = `${entry.msgctxt ?? ''}\u0004${entry.msgid}`;
    const line = text.slice(0, match.index).split('\n').length;
    const known = entries.get(key) ?? { ...entry, references: [], comments: new Set() };
    known.references.push(`${path.relative(root, file)}:${line}`);
    const comment = translatorComment(text, match.index);
    if (comment) known.comments.add(comment);
    entries.set(key, known);
  }
}

function quoted(value) {
  const escaped = value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t');
  const lines = escaped.split('\n');
  if (lines.length === 1) return `"${escaped}"`;
  return `""\n${lines.map((part, i) => `"${part}${i < lines.length - 1 ? '\\n' : ''}"`).filter((part) => part !== '""').join('\n')}`;
}

function render(entries, version) {
  const head = [
    `# Translation template for SeedPress ${version}.`,
    '# This file is distributed under the same license as the SeedPress plugin (GPL-2.0-or-later).',
    'msgid ""', 'msgstr ""',
    `"Project-Id-Version: SeedPress ${version}\\n"`, '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"', '"Content-Transfer-Encoding: 8bit\\n"',
    `"X-Domain: ${DOMAIN}\\n"`, '',
  ];
  const body = [...entries.values()].flatMap((entry) => [
    ...[...entry.comments].map((comment) => `#. ${comment}`),
    `#: ${entry.references.join(' ')}`,
    ...(entry.msgctxt === undefined ? [] : [`msgctxt ${quoted(entry.msgctxt)}`]),
    `msgid ${quoted(entry.msgid)}`,
    ...(entry.msgid_plural === undefined
      ? ['msgstr ""']
      : [`msgid_plural ${quoted(entry.msgid_plural)}`, 'msgstr[0] ""', 'msgstr[1] ""']),
    '',
  ]);
  return [...head, ...body].join('\n');
}

const [pluginDir, version] = process.argv.slice(2);
if (!pluginDir || !version) {
  process.stderr.write('usage: node tools/dist/make-pot.mjs <plugin dir> <version>\n');
  process.exit(2);
}
const entries = new Map();
for (const file of sourceFiles(pluginDir).sort()) extract(file, pluginDir, entries);
process.stdout.write(render(entries, version));
