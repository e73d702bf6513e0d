/** Letters written without an accent in plain ASCII, as developers spell them in names ("Størrelse": storrelse, "Sıra": sira, "Đến": den, "Größe": grosse). */
const LETTERS: Readonly<Record<string, string>> = { ł: 'l', ß: 'ss', ø: 'o', đ: 'd', ı: 'i', ð: 'd', æ: 'ae', œ: 'oe', þ: 'th' };

/** Prefixes field plugins and developers put before the meaningful part of a field name. */
const PREFIXES = ['field_', 'acf_', 'meta_', 'wpcf_', 'jet_', 'cmb_', 'cmb2_', 'cf_', 'crb_', 'pods_', 'mb_', 'custom_'];

/** Most names are printable ASCII: they need neither Unicode decomposition nor Unicode classes. */
const BEYOND_ASCII = /[^ -~]/;

function unaccented(raw: string): string {
  return raw
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters no accent can be taken off: Polish, German, Nordic, French, Turkish and Vietnamese.
    .replace(/[łßøđıðæœþ]/g, (letter) => LETTERS[letter]!)
    .replace(/[^\p{L}\p{N}]+/gu, '_');
}

/**
 * A field name or label as comparable tokens joined by `_`: lower case, without accents (Cyrillic
 * kept), camelCase and separators split, plugin prefixes, the post type prefix and numeric
 * suffixes (`phone_2`, `titre2`) removed.
 */
export function normaliseName(raw: string, postType = ''): string {
  const key = postType === '' ? raw : `${raw}\u0000${postType}`;
  let normalised = NORMALISED.get(key);
  if (normalised === undefined) {
    if (NORMALISED.size > 20_000) NORMALISED.clear();
    normalised = normalise(raw, postType);
    NORMALISED.set(key, normalised);
  }
  return normalised;
}

/** Names, labels and group titles recur on every field of a site and in every rule that reads them: each is normalised once. */
const NORMALISED = new Map<string, string>();

function normalise(raw: string, postType: string): string {
  let name = (!BEYOND_ASCII.test(raw) ? raw.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase().replace(/[^a-z0-9]+/g, '_') : unaccented(raw)).replace(/^_+|_+$/g, '');
  const prefixes = postType ? [...PREFIXES, `${postType.toLowerCase()}_`] : PREFIXES;
  for (let changed = true; changed; ) {
    changed = false;
    for (const prefix of prefixes) {
      if (name.startsWith(prefix) && name.length > prefix.length) {
        name = name.slice(prefix.length);
        changed = true;
      }
    }
  }
  return withoutCounter(name.replace(/_\d+$/, ''));
}

/** A counter glued to the last word ("titre2"; "jour1pm" and "mp3" stay) numbers copies of one field. */
function withoutCounter(name: string): string {
  const last = name.charCodeAt(name.length - 1);
  if (!(last >= 48 && last <= 57)) return name;
  const digits = /\d+$/.exec(name)!;
  return /\p{L}{3}$/u.test(name.slice(0, digits.index)) ? name.slice(0, digits.index) : name;
}
