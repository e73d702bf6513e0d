import { phpStripTags } from './php-strip-tags.js';

/**
 * sanitize_text_field() (wp-includes/formatting.php): tags stripped as wp_strip_all_tags() strips
 * them (script and style with their content), whitespace runs made one space, trimmed, and
 * percent-encoded octets removed. One step is left out: core's wp_pre_kses_less_than() first turns a
 * `<` that opens no tag into `&lt;`; here strip_tags() alone decides what such text keeps.
 */
export function sanitizeTextField(text: string): string {
  let filtered = text;
  if (filtered.includes('<')) {
    filtered = phpStripTags(filtered.replace(/<(script|style)[^>]*?>.*?<\/\1>/gis, ''));
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
