import { phpStripTags } from './php-strip-tags.js';
import { removeAccents } from './remove-accents.js';

// The 'save' context's replacements, applied in core's order (see sanitizeTitleWithDashes).

/** No-break space, en dash and em dash: hyphens, first of all. */
const SAVE_DASH_OCTETS = ['%c2%a0', '%e2%80%93', '%e2%80%94'];

/** Spaces that have a width (en quad … hair space, line and paragraph separators, narrow no-break space): hyphens, after the stripping. */
const SAVE_WIDE_SPACE_OCTETS = [
  '%e2%80%80', '%e2%80%81', '%e2%80%82', '%e2%80%83', '%e2%80%84', '%e2%80%85', '%e2%80%86',
  '%e2%80%87', '%e2%80%88', '%e2%80%89', '%e2%80%8a', '%e2%80%a8', '%e2%80%a9', '%e2%80%af',
];

/** Octets core drops in the 'save' context: soft hyphen, ¡ ¿, angle and curly quotes, bullet, © ® ° … ™, loose accents, zero-width and direction marks, BOM, U+FFFC. */
const SAVE_STRIPPED_OCTETS = [
  '%c2%ad', '%c2%a1', '%c2%bf', '%c2%ab', '%c2%bb', '%e2%80%b9', '%e2%80%ba',
  '%e2%80%98', '%e2%80%99', '%e2%80%9c', '%e2%80%9d', '%e2%80%9a', '%e2%80%9b', '%e2%80%9e', '%e2%80%9f',
  '%e2%80%a2', '%c2%a9', '%c2%ae', '%c2%b0', '%e2%80%a6', '%e2%84%a2',
  '%c2%b4', '%cb%8a', '%cc%81', '%cd%81', '%cc%80', '%cc%84', '%cc%8c',
  '%e2%80%8b', '%e2%80%8c', '%e2%80%8d', '%e2%80%8e', '%e2%80%8f',
  '%e2%80%aa', '%e2%80%ab', '%e2%80%ac', '%e2%80%ad', '%e2%80%ae', '%ef%bb%bf', '%ef%bf%bc',
];

const SAVE_HYPHENATED_ENTITIES = ['&nbsp;', '&#160;', '&ndash;', '&#8211;', '&mdash;', '&#8212;'];

// eslint-disable-next-line no-control-regex -- ASCII is the range U+0000–U+007F, control characters included.
const ASCII = /^[\x00-\x7f]*$/;

/** utf8_uri_encode()'s limit as sanitize_title_with_dashes() calls it. */
const MAX_ENCODED_LENGTH = 200;

/**
 * WordPress's sanitize_title($title) as a post or term slug gets it: remove_accents() for `locale`
 * (the site's get_locale()), then the default 'sanitize_title' filter,
 * sanitize_title_with_dashes($title, '', 'save'). Ported from wp-includes/formatting.php (6.1–6.8,
 * which agree on this path); `sanitize-title.int.test.ts` compares it with the stack's WordPress.
 */
export function sanitizeTitle(title: string, locale: string): string {
  return sanitizeTitleWithDashes(removeAccents(title, locale));
}

function sanitizeTitleWithDashes(input: string): string {
  let title = phpStripTags(input);
  // Keep escaped octets, drop every other percent sign.
  title = title.replace(/%([a-fA-F0-9][a-fA-F0-9])/g, '---$1---');
  title = title.replaceAll('%', '');
  title = title.replace(/---([a-fA-F0-9][a-fA-F0-9])---/g, '%$1');

  // JavaScript strings are always valid Unicode, so core's seems_utf8() branch always runs.
  title = utf8UriEncode(mbStrToLower(title), MAX_ENCODED_LENGTH);
  title = title.toLowerCase();

  // Most slugs have neither octets nor entities: the sixty replacements are skipped for them.
  if (title.includes('%')) for (const octet of SAVE_DASH_OCTETS) title = title.replaceAll(octet, '-');
  if (title.includes('&')) for (const entity of SAVE_HYPHENATED_ENTITIES) title = title.replaceAll(entity, '-');
  title = title.replaceAll('/', '-');
  if (title.includes('%')) {
    for (const octet of SAVE_STRIPPED_OCTETS) title = title.replaceAll(octet, '');
    for (const octet of SAVE_WIDE_SPACE_OCTETS) title = title.replaceAll(octet, '-');
    title = title.replaceAll('%c3%97', 'x');
  }

  // Core's /&.+?;/ : PCRE's dot stops only at \n, JavaScript's also at \r.
  title = title.replace(/&[^\n]+?;/g, '');
  title = title.replaceAll('.', '-');
  title = title.replace(/[^%a-z0-9 _-]/g, '');
  title = title.replace(/\s+/g, '-');
  title = title.replace(/-+/g, '-');
  return title.replace(/^-+|-+$/g, '');
}

/**
 * PHP's mb_strtolower($s, 'UTF-8'): full case mapping, one code point at a time, so Σ always
 * becomes σ (PHP before 8.3 has no final-sigma rule; whole-string toLowerCase() would apply one).
 */
function mbStrToLower(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let lower = '';
  for (const char of text) lower += char.toLowerCase();
  return lower;
}

/** utf8_uri_encode(): ASCII kept, other characters as lowercase %xx octets, cut before the character that would pass `length`. */
function utf8UriEncode(text: string, length: number): string {
  if (ASCII.test(text)) return text.slice(0, length);
  let out = '';
  for (const char of text) {
    const bytes = Buffer.from(char, 'utf8');
    const encoded = bytes.length === 1 ? char : [...bytes].map((b) => `%${b.toString(16)}`).join('');
    if (out.length + encoded.length > length) break;
    out += encoded;
  }
  return out;
}
