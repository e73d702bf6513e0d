const SPECIAL_CHARS = ['?', '[', ']', '/', '\\', '=', '<', '>', ':', ';', ',', "'", '"', '&', '$', '#', '*', '(', ')', '|', '~', '`', '!', '{', '}', '%', '+', '’', '«', '»', '”', '“', '\0'];

/**
 * The parts of sanitize_file_name() that can change a slug: a sanitize_title() slug may still
 * hold `%xx` octets, and whatever reaches a path must not carry `/` or `..`. A slug has no dots;
 * any that slip in become dashes rather than WordPress's multi-extension handling.
 */
export function sanitizeFileBase(base: string): string {
  let name = base.replace(/\p{Zs}/gu, ' ');
  for (const char of SPECIAL_CHARS) name = name.split(char).join('');
  name = name
    .replace(/\./g, '-')
    .replace(/[\r\n\t -]+/g, '-')
    // WordPress trims the whole "name.ext", so only the start of the name loses these.
    .replace(/^[.\-_]+/, '');
  // sanitize_file_name() turns a bare ".jpg" into "unnamed-file.jpg".
  return name === '' ? 'unnamed-file' : name;
}
