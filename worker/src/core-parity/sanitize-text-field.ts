import { phpStripTags } from './php-strip-tags.js';

/**
 * esc_html() of a fragment: quotes and angle brackets as entities, and ampersands that do not
 * already start an entity (esc_html() does not encode twice).
 */
const escHtml = (text: string): string =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/** wp_pre_kses_less_than(): a `<` that opens no tag (no `>` before the next `<` or the end) becomes `&lt;`. */
const preKsesLessThan = (text: string): string => text.replace(/<[^>]*?((?=<)|>|$)/g, (match) => (match.includes('>') ? match : escHtml(match)));

/**
 * sanitize_text_field() (wp-includes/formatting.php): a `<` that opens no tag kept as `&lt;`,
 * tags stripped as wp_strip_all_tags() strips them (script and style with their content),
 * whitespace runs made one space, trimmed, and percent-encoded octets removed.
 */
export function sanitizeTextField(text: string): string {
  let filtered = text;
  if (filtered.includes('<')) {
    filtered = phpStripTags(preKsesLessThan(filtered).replace(/<(script|style)[^>]*?>.*?<\/\1>/gis, ''));
    filtered = filtered.replace(/<\n/g, '&lt;\n');
  }
  filtered = filtered.replace(/[\r\n\t ]+/g, ' ').trim();
  let found = false;
  for (let match = /%[a-f0-9]{2}/i.exec(filtered); match; match = /%[a-f0-9]{2}/i.exec(filtered)) {
    filtered = filtered.split(match[0]).join('');
    found = true;
  }
  return found ? filtered.replace(/ +/g, ' ').trim() : filtered;
}
