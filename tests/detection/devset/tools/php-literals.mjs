/*
 * Reads the literal data out of PHP source without running it: strings, numbers, arrays, the
 * translation wrappers around labels, simple `$prefix = '...'` variables, and calls with their
 * method chains (`Field::make( ... )->add_options( ... )`). Anything else becomes UNKNOWN.
 */

export const UNKNOWN = Symbol('unknown');

const TRANSLATORS = new Set(['__', '_e', '_x', '_n', 'esc_html__', 'esc_attr__', 'esc_html_x', 'esc_attr_x', 'esc_html_e', 'translate', 'pll__', 'sprintf', 'wp_kses_post', 'esc_html', 'esc_attr']);

export function tokenize(source) {
  const tokens = [];
  let pos = source.indexOf('<?php');
  pos = pos < 0 ? 0 : pos + 5;
  const length = source.length;
  while (pos < length) {
    const ch = source[pos];
    if (/\s/.test(ch)) { pos++; continue; }
    if (source.startsWith('?>', pos)) {
      const reopen = source.indexOf('<?php', pos);
      if (reopen < 0) break;
      pos = reopen + 5;
      continue;
    }
    if (source.startsWith('//', pos) || ch === '#') {
      while (pos < length && source[pos] !== '\n') pos++;
      continue;
    }
    if (source.startsWith('/*', pos)) {
      const end = source.indexOf('*/', pos + 2);
      pos = end < 0 ? length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const [value, next] = readString(source, pos, ch);
      tokens.push({ kind: 'string', value });
      pos = next;
      continue;
    }
    if (source.startsWith('<<<', pos)) {
      const match = /^<<<\s*['"]?(\w+)['"]?\n/.exec(source.slice(pos, pos + 80));
      if (match) {
        const end = source.indexOf(`\n${match[1]}`, pos + match[0].length);
        const stop = end < 0 ? length : end;
        tokens.push({ kind: 'string', value: source.slice(pos + match[0].length, stop) });
        pos = end < 0 ? length : end + match[1].length + 1;
        continue;
      }
    }
    const number = /^\d+(\.\d+)?/.exec(source.slice(pos, pos + 40));
    if (number) { tokens.push({ kind: 'number', value: Number(number[0]) }); pos += number[0].length; continue; }
    const word = /^\\?[A-Za-z_][\w\\]*/.exec(source.slice(pos, pos + 200));
    if (word) { tokens.push({ kind: 'word', value: word[0].replace(/^\\/, '') }); pos += word[0].length; continue; }
    const variable = /^\$[A-Za-z_]\w*/.exec(source.slice(pos, pos + 200));
    if (variable) { tokens.push({ kind: 'var', value: variable[0] }); pos += variable[0].length; continue; }
    const punct = ['=>', '->', '::', '??', '==', '!=', '.='].find((op) => source.startsWith(op, pos));
    if (punct) { tokens.push({ kind: 'punct', value: punct }); pos += punct.length; continue; }
    tokens.push({ kind: 'punct', value: ch });
    pos++;
  }
  return tokens;
}

function readString(source, start, quote) {
  let pos = start + 1;
  let out = '';
  while (pos < source.length && source[pos] !== quote) {
    if (source[pos] === '\\' && pos + 1 < source.length) {
      const next = source[pos + 1];
      if (quote === "'") out += next === "'" || next === '\\' ? next : `\\${next}`;
      else out += { n: '\n', t: '\t', '"': '"', '\\': '\\', $: '$' }[next] ?? `\\${next}`;
      pos += 2;
      continue;
    }
    out += source[pos];
    pos++;
  }
  return [out, pos + 1];
}

/** A parser over one file's tokens; `variables` holds the string variables assigned so far. */
export class PhpReader {
  constructor(tokens) {
    this.tokens = tokens;
    this.variables = new Map();
  }

  at(index) { return this.tokens[index]; }

  is(index, value) { const token = this.tokens[index]; return token !== undefined && token.kind !== 'string' && token.value === value; }

  /** Parses the expression starting at `index`; returns [value, next index]. */
  expression(index) {
    let [value, next] = this.primary(index);
    while (this.is(next, '.')) {
      const [right, after] = this.primary(next + 1);
      value = concat(value, right);
      next = after;
    }
    if (this.is(next, '?') || this.is(next, '??')) return [UNKNOWN, this.skip(next)];
    return [value, next];
  }

  primary(index) {
    const token = this.at(index);
    if (!token) return [UNKNOWN, index];
    if (token.kind === 'string' || token.kind === 'number') return this.chain(token.value, index + 1);
    if (this.is(index, '[')) return this.chain(...this.array(index + 1, ']'));
    if (this.is(index, '(')) {
      const [value, next] = this.expression(index + 1);
      return this.is(next, ')') ? [value, next + 1] : [UNKNOWN, this.skip(index + 1, true)];
    }
    if (token.kind === 'var') {
      const known = this.variables.has(token.value) ? this.variables.get(token.value) : UNKNOWN;
      if (this.is(index + 1, '[')) return [UNKNOWN, this.skip(index)];
      return this.chain(known, index + 1);
    }
    if (token.kind === 'word') {
      const lower = token.value.toLowerCase();
      if (lower === 'true') return [true, index + 1];
      if (lower === 'false') return [false, index + 1];
      if (lower === 'null') return [null, index + 1];
      if (lower === 'array' && this.is(index + 1, '(')) return this.chain(...this.array(index + 2, ')'));
      if (lower === 'new') return this.primary(index + 1);
      if (this.is(index + 1, '::') && this.at(index + 2)?.kind === 'word' && this.is(index + 3, '(')) {
        const [args, next] = this.arguments(index + 4);
        return this.chain({ call: `${token.value}::${this.at(index + 2).value}`, args, chain: [] }, next);
      }
      if (this.is(index + 1, '(')) {
        const [args, next] = this.arguments(index + 2);
        if (TRANSLATORS.has(lower)) return this.chain(args[0] ?? UNKNOWN, next);
        return this.chain({ call: token.value, args, chain: [] }, next);
      }
      if (this.is(index + 1, '::')) return [UNKNOWN, index + 3];
      return [UNKNOWN, index + 1];
    }
    if (this.is(index, '-') && this.at(index + 1)?.kind === 'number') return [-this.at(index + 1).value, index + 2];
    return [UNKNOWN, this.skip(index)];
  }

  /** Follows `->method( args )` calls after a value. */
  chain(value, index) {
    let next = index;
    let current = value;
    while (this.is(next, '->') && this.at(next + 1)?.kind === 'word') {
      if (!this.is(next + 2, '(')) { next += 2; current = UNKNOWN; continue; }
      const [args, after] = this.arguments(next + 3);
      const method = this.at(next + 1).value;
      if (current && typeof current === 'object' && 'call' in current) current.chain.push({ method, args });
      else current = { call: `->${method}`, target: current, args, chain: [] };
      next = after;
    }
    return [current, next];
  }

  arguments(index) {
    const args = [];
    let next = index;
    while (next < this.tokens.length && !this.is(next, ')')) {
      const [value, after] = this.expression(next);
      args.push(value);
      next = after;
      if (this.is(next, ',')) next++;
      else if (!this.is(next, ')')) next = this.skip(next);
    }
    return [args, next + 1];
  }

  /** An array literal up to `close`: a plain list, or an object when it has keys. */
  array(index, close) {
    const entries = [];
    let keyed = false;
    let next = index;
    while (next < this.tokens.length && !this.is(next, close)) {
      let [value, after] = this.expression(next);
      let key;
      if (this.is(after, '=>')) {
        key = value;
        keyed = true;
        [value, after] = this.expression(after + 1);
      }
      entries.push([key, value]);
      next = after;
      if (this.is(next, ',')) next++;
      else if (!this.is(next, close)) next = this.skip(next);
    }
    if (!keyed) return [entries.map(([, value]) => value), next + 1];
    const object = {};
    let position = 0;
    for (const [key, value] of entries) {
      const name = key === undefined ? String(position++) : typeof key === 'string' || typeof key === 'number' ? String(key) : `?${position++}`;
      object[name] = value;
    }
    return [object, next + 1];
  }

  /** Skips to the next `,` or closing bracket at this depth (or past the group when `inside`). */
  skip(index, inside = false) {
    let depth = inside ? 1 : 0;
    let next = index;
    while (next < this.tokens.length) {
      const token = this.at(next);
      if (token.kind === 'punct') {
        if ('([{'.includes(token.value)) depth++;
        else if (')]}'.includes(token.value)) {
          if (depth === 0) return next;
          depth--;
          if (inside && depth === 0) return next + 1;
        } else if ((token.value === ',' || token.value === ';') && depth === 0) return next;
      }
      next++;
    }
    return next;
  }

  /**
   * Records `$name = 'literal';` assignments so later concatenations resolve, and `$fields = [ ... ];`
   * lists so a meta box built with `'fields' => $fields` reads them.
   */
  noteAssignment(index) {
    const token = this.at(index);
    if (token?.kind !== 'var' || !this.is(index + 1, '=')) return;
    const [value, next] = this.expression(index + 2);
    if (this.is(next, ';') && (typeof value === 'string' || Array.isArray(value))) this.variables.set(token.value, value);
  }
}

function concat(left, right) {
  if (typeof left === 'string' || typeof left === 'number') {
    if (typeof right === 'string' || typeof right === 'number') return `${left}${right}`;
    return `${left}`;
  }
  if (typeof right === 'string' || typeof right === 'number') return `${right}`;
  return UNKNOWN;
}
