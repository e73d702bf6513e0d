/**
 * PHP 8's strip_tags() without allowed tags (php_strip_tags_ex() in ext/standard/string.c), which
 * sanitize_title_with_dashes() runs first. Its quirks are kept on purpose: `<` followed by
 * whitespace is text, quotes inside a tag hide `>`, `<?...?>`, `<!...>` and `<!--...-->` are dropped
 * whole, a nested `<` inside a tag needs its own `>`, and NUL characters vanish.
 *
 * It reacts to ASCII characters only, so walking UTF-16 code units gives the same result as PHP
 * walking UTF-8 bytes.
 */
export function phpStripTags(input: string): string {
  // Only `<` opens a tag and only NUL is dropped outside one: a title with neither (nearly every
  // generated one) comes out as it went in, without being copied a character at a time.
  if (!input.includes('<') && !input.includes('\0')) return input;
  let state: 'text' | 'tag' | 'php' | 'bang' | 'comment' = 'text';
  let out = '';
  let depth = 0;
  let inQuote = '';
  let lastSignificant = '';
  let parens = 0;
  let isXml = false;
  const at = (i: number): string => input[i] ?? '';

  for (let p = 0; p < input.length; p++) {
    const c = input[p]!;
    switch (state) {
      case 'text':
        if (c === '\0') break;
        if (c === '<') {
          if (isCSpace(at(p + 1))) {
            out += c;
            break;
          }
          lastSignificant = '<';
          state = 'tag';
          break;
        }
        if (c === '>' && depth > 0) {
          depth--;
          break;
        }
        out += c;
        break;

      case 'tag':
        if (c === '<') {
          if (inQuote || isCSpace(at(p + 1))) break;
          depth++;
        } else if (c === '>') {
          if (depth > 0) {
            depth--;
            break;
          }
          if (inQuote) break;
          lastSignificant = '>';
          if (isXml && at(p - 1) === '-') break;
          inQuote = '';
          isXml = false;
          state = 'text';
        } else if (c === '"' || c === "'") {
          if (p > 0 && (!inQuote || c === inQuote)) inQuote = inQuote ? '' : c;
        } else if (c === '!' && at(p - 1) === '<') {
          state = 'bang';
          lastSignificant = c;
        } else if (c === '?' && at(p - 1) === '<') {
          parens = 0;
          state = 'php';
        }
        break;

      case 'php':
        if (c === '(' || c === ')') {
          if (lastSignificant !== '"' && lastSignificant !== "'") {
            lastSignificant = c;
            parens += c === '(' ? 1 : -1;
          }
        } else if (c === '>') {
          if (depth > 0) {
            depth--;
            break;
          }
          if (inQuote) break;
          if (parens === 0 && lastSignificant !== '"' && at(p - 1) === '?') {
            inQuote = '';
            state = 'text';
          }
        } else if (c === '"' || c === "'") {
          if (p > 0 && at(p - 1) !== '\\') {
            if (lastSignificant === c) lastSignificant = '';
            else if (lastSignificant !== '\\') lastSignificant = c;
            if (!inQuote || c === inQuote) inQuote = inQuote ? '' : c;
          }
        } else if ((c === 'l' || c === 'L') && p > 4 && /^<\?xm$/i.test(input.slice(p - 4, p))) {
          // `<?xml` is markup, not PHP: back to tag rules.
          state = 'tag';
          isXml = true;
        }
        break;

      case 'bang':
        if (c === '>') {
          if (depth > 0) {
            depth--;
            break;
          }
          if (inQuote) break;
          inQuote = '';
          state = 'text';
        } else if (c === '"' || c === "'") {
          if (p > 0 && at(p - 1) !== '\\' && (!inQuote || c === inQuote)) inQuote = inQuote ? '' : c;
        } else if (c === '-' && at(p - 1) === '-' && at(p - 2) === '!') {
          state = 'comment';
        } else if ((c === 'e' || c === 'E') && p > 6 && input.slice(p - 6, p).toLowerCase() === 'doctyp') {
          state = 'tag';
        }
        break;

      case 'comment':
        if (c === '>' && !inQuote && at(p - 1) === '-' && at(p - 2) === '-') {
          inQuote = '';
          state = 'text';
        }
        break;
    }
  }
  return out;
}

/** C's isspace() in the "C" locale PHP 8 runs in. */
function isCSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
}
