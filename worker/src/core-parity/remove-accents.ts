/**
 * WordPress's remove_accents() for UTF-8 text, ported from wp-includes/formatting.php (6.8). The
 * table is core's, entry for entry. WordPress 6.1 lacks only Ə/ǝ (Azerbaijani schwa), which none
 * of SeedPress's locales writes.
 */
const CHARS: Readonly<Record<string, string>> = {
  // Decompositions for Latin-1 Supplement.
  'ª': 'a', 'º': 'o', 'À': 'A', 'Á': 'A', 'Â': 'A', 'Ã': 'A', 'Ä': 'A', 'Å': 'A',
  'Æ': 'AE', 'Ç': 'C', 'È': 'E', 'É': 'E', 'Ê': 'E', 'Ë': 'E', 'Ì': 'I', 'Í': 'I',
  'Î': 'I', 'Ï': 'I', 'Ð': 'D', 'Ñ': 'N', 'Ò': 'O', 'Ó': 'O', 'Ô': 'O', 'Õ': 'O',
  'Ö': 'O', 'Ù': 'U', 'Ú': 'U', 'Û': 'U', 'Ü': 'U', 'Ý': 'Y', 'Þ': 'TH', 'ß': 's',
  'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a', 'æ': 'ae', 'ç': 'c',
  'è': 'e', 'é': 'e', 'ê': 'e', 'ë': 'e', 'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i',
  'ð': 'd', 'ñ': 'n', 'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o', 'ø': 'o',
  'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ý': 'y', 'þ': 'th', 'ÿ': 'y', 'Ø': 'O',
  // Decompositions for Latin Extended-A.
  'Ā': 'A', 'ā': 'a', 'Ă': 'A', 'ă': 'a', 'Ą': 'A', 'ą': 'a', 'Ć': 'C', 'ć': 'c',
  'Ĉ': 'C', 'ĉ': 'c', 'Ċ': 'C', 'ċ': 'c', 'Č': 'C', 'č': 'c', 'Ď': 'D', 'ď': 'd',
  'Đ': 'D', 'đ': 'd', 'Ē': 'E', 'ē': 'e', 'Ĕ': 'E', 'ĕ': 'e', 'Ė': 'E', 'ė': 'e',
  'Ę': 'E', 'ę': 'e', 'Ě': 'E', 'ě': 'e', 'Ĝ': 'G', 'ĝ': 'g', 'Ğ': 'G', 'ğ': 'g',
  'Ġ': 'G', 'ġ': 'g', 'Ģ': 'G', 'ģ': 'g', 'Ĥ': 'H', 'ĥ': 'h', 'Ħ': 'H', 'ħ': 'h',
  'Ĩ': 'I', 'ĩ': 'i', 'Ī': 'I', 'ī': 'i', 'Ĭ': 'I', 'ĭ': 'i', 'Į': 'I', 'į': 'i',
  'İ': 'I', 'ı': 'i', 'Ĳ': 'IJ', 'ĳ': 'ij', 'Ĵ': 'J', 'ĵ': 'j', 'Ķ': 'K', 'ķ': 'k',
  'ĸ': 'k', 'Ĺ': 'L', 'ĺ': 'l', 'Ļ': 'L', 'ļ': 'l', 'Ľ': 'L', 'ľ': 'l', 'Ŀ': 'L',
  'ŀ': 'l', 'Ł': 'L', 'ł': 'l', 'Ń': 'N', 'ń': 'n', 'Ņ': 'N', 'ņ': 'n', 'Ň': 'N',
  'ň': 'n', 'ŉ': 'n', 'Ŋ': 'N', 'ŋ': 'n', 'Ō': 'O', 'ō': 'o', 'Ŏ': 'O', 'ŏ': 'o',
  'Ő': 'O', 'ő': 'o', 'Œ': 'OE', 'œ': 'oe', 'Ŕ': 'R', 'ŕ': 'r', 'Ŗ': 'R', 'ŗ': 'r',
  'Ř': 'R', 'ř': 'r', 'Ś': 'S', 'ś': 's', 'Ŝ': 'S', 'ŝ': 's', 'Ş': 'S', 'ş': 's',
  'Š': 'S', 'š': 's', 'Ţ': 'T', 'ţ': 't', 'Ť': 'T', 'ť': 't', 'Ŧ': 'T', 'ŧ': 't',
  'Ũ': 'U', 'ũ': 'u', 'Ū': 'U', 'ū': 'u', 'Ŭ': 'U', 'ŭ': 'u', 'Ů': 'U', 'ů': 'u',
  'Ű': 'U', 'ű': 'u', 'Ų': 'U', 'ų': 'u', 'Ŵ': 'W', 'ŵ': 'w', 'Ŷ': 'Y', 'ŷ': 'y',
  'Ÿ': 'Y', 'Ź': 'Z', 'ź': 'z', 'Ż': 'Z', 'ż': 'z', 'Ž': 'Z', 'ž': 'z', 'ſ': 's',
  // Decompositions for Latin Extended-B.
  'Ə': 'E', 'ǝ': 'e', 'Ș': 'S', 'ș': 's', 'Ț': 'T', 'ț': 't',
  // Euro sign.
  '€': 'E',
  // GBP (Pound) sign.
  '£': '',
  // Vowels with diacritic (Vietnamese). Unmarked.
  'Ơ': 'O', 'ơ': 'o', 'Ư': 'U', 'ư': 'u',
  // Grave accent.
  'Ầ': 'A', 'ầ': 'a', 'Ằ': 'A', 'ằ': 'a', 'Ề': 'E', 'ề': 'e', 'Ồ': 'O', 'ồ': 'o',
  'Ờ': 'O', 'ờ': 'o', 'Ừ': 'U', 'ừ': 'u', 'Ỳ': 'Y', 'ỳ': 'y',
  // Hook.
  'Ả': 'A', 'ả': 'a', 'Ẩ': 'A', 'ẩ': 'a', 'Ẳ': 'A', 'ẳ': 'a', 'Ẻ': 'E', 'ẻ': 'e',
  'Ể': 'E', 'ể': 'e', 'Ỉ': 'I', 'ỉ': 'i', 'Ỏ': 'O', 'ỏ': 'o', 'Ổ': 'O', 'ổ': 'o',
  'Ở': 'O', 'ở': 'o', 'Ủ': 'U', 'ủ': 'u', 'Ử': 'U', 'ử': 'u', 'Ỷ': 'Y', 'ỷ': 'y',
  // Tilde.
  'Ẫ': 'A', 'ẫ': 'a', 'Ẵ': 'A', 'ẵ': 'a', 'Ẽ': 'E', 'ẽ': 'e', 'Ễ': 'E', 'ễ': 'e',
  'Ỗ': 'O', 'ỗ': 'o', 'Ỡ': 'O', 'ỡ': 'o', 'Ữ': 'U', 'ữ': 'u', 'Ỹ': 'Y', 'ỹ': 'y',
  // Acute accent.
  'Ấ': 'A', 'ấ': 'a', 'Ắ': 'A', 'ắ': 'a', 'Ế': 'E', 'ế': 'e', 'Ố': 'O', 'ố': 'o',
  'Ớ': 'O', 'ớ': 'o', 'Ứ': 'U', 'ứ': 'u',
  // Dot below.
  'Ạ': 'A', 'ạ': 'a', 'Ậ': 'A', 'ậ': 'a', 'Ặ': 'A', 'ặ': 'a', 'Ẹ': 'E', 'ẹ': 'e',
  'Ệ': 'E', 'ệ': 'e', 'Ị': 'I', 'ị': 'i', 'Ọ': 'O', 'ọ': 'o', 'Ộ': 'O', 'ộ': 'o',
  'Ợ': 'O', 'ợ': 'o', 'Ụ': 'U', 'ụ': 'u', 'Ự': 'U', 'ự': 'u', 'Ỵ': 'Y', 'ỵ': 'y',
  // Vowels with diacritic (Chinese, Hanyu Pinyin).
  'ɑ': 'a',
  // Macron.
  'Ǖ': 'U', 'ǖ': 'u',
  // Acute accent.
  'Ǘ': 'U', 'ǘ': 'u',
  // Caron.
  'Ǎ': 'A', 'ǎ': 'a', 'Ǐ': 'I', 'ǐ': 'i', 'Ǒ': 'O', 'ǒ': 'o', 'Ǔ': 'U', 'ǔ': 'u',
  'Ǚ': 'U', 'ǚ': 'u',
  // Grave accent.
  'Ǜ': 'U', 'ǜ': 'u',
};

/** Core's per-locale overrides: German transliterates umlauts, Danish its vowels, Serbian and Bosnian đ. */
function overridesFor(locale: string): Readonly<Record<string, string>> {
  // Core checks the prefix 'de' so de_DE, de_CH, de_AT and their formal variants all match.
  if (locale.startsWith('de')) return { Ä: 'Ae', ä: 'ae', Ö: 'Oe', ö: 'oe', Ü: 'Ue', ü: 'ue', ß: 'ss' };
  if (locale === 'da_DK') return { Æ: 'Ae', æ: 'ae', Ø: 'Oe', ø: 'oe', Å: 'Aa', å: 'aa' };
  if (locale === 'ca') return { 'l·l': 'll' };
  if (locale === 'sr_RS' || locale === 'bs_BA') return { Đ: 'DJ', đ: 'dj' };
  return {};
}

// Every key but Catalan's l·l is one non-ASCII character; core's strtr() tries the longest key
// first, which for these keys is the same as trying l·l before single characters.
const NON_ASCII = /[\u{80}-\u{10FFFF}]/gu;
const NON_ASCII_OR_CATALAN_LL = /l·l|[\u{80}-\u{10FFFF}]/gu;

/**
 * `locale` stands for core's get_locale(), used when remove_accents() is called without one.
 * JavaScript strings are always Unicode, so core's ISO-8859-1 branch (for bytes that are not UTF-8)
 * has no counterpart.
 */
export function removeAccents(text: string, locale: string): string {
  if (!/[\u{80}-\u{10FFFF}]/u.test(text)) return text;
  // Core normalises decomposed input to NFC first, when PHP has intl (the stack's PHP has it).
  const composed = text.normalize('NFC');
  const overrides = overridesFor(locale);
  const pattern = locale === 'ca' ? NON_ASCII_OR_CATALAN_LL : NON_ASCII;
  return composed.replace(pattern, (match) => overrides[match] ?? CHARS[match] ?? match);
}
