import { sanitizeTitle } from '../../../worker/src/core-parity/sanitize-title.js';

// Every expected slug here is what WordPress 6.8's sanitize_title() returned for the title with
// get_locale() filtered to the given locale (sanitize-title.int.test.ts checks many more live).
const CASES: Array<[title: string, locale: string, slug: string]> = [
  ['Hello World!', 'en_US', 'hello-world'],
  ['Größe über Straße', 'de_DE', 'groesse-ueber-strasse'],
  ['Größe über Straße', 'de_CH_informal', 'groesse-ueber-strasse'],
  // Outside German, core maps ß to a single s.
  ['Größe über Straße', 'en_US', 'grose-uber-strase'],
  ['Ça va?', 'fr_FR', 'ca-va'],
  ['Привет мир', 'ru_RU', '%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82-%d0%bc%d0%b8%d1%80'],
  ['你好，世界', 'zh_CN', '%e4%bd%a0%e5%a5%bd%ef%bc%8c%e4%b8%96%e7%95%8c'],
  ['Rock&nbsp;Roll', 'en_US', 'rock-roll'],
  ['Tom &amp; Jerry', 'en_US', 'tom-jerry'],
  ['Before — after – end', 'en_US', 'before-after-end'],
  ['no\u00a0break', 'en_US', 'no-break'],
  ['thin\u2009space', 'en_US', 'thin-space'],
  ['zero\u200bwidth', 'en_US', 'zerowidth'],
  // Tabs are stripped as "other characters" before whitespace turns into dashes.
  ['a    b\t\tc', 'en_US', 'a-bc'],
  ['...Hello, World!!!', 'en_US', 'hello-world'],
  ['---Dashes---everywhere---', 'en_US', 'dashes-everywhere'],
  ['<strong>Bold</strong> <em>move</em>', 'en_US', 'bold-move'],
  ['Tag with <a href="x>y">quoted > bracket</a>', 'en_US', 'tag-with-quoted-bracket'],
  ['50% off', 'en_US', '50-off'],
  ['Caf%C3%A9 crème', 'fr_FR', 'caf%c3%a9-creme'],
  ['path/to/file.txt', 'en_US', 'path-to-file-txt'],
  ['Ærøskøbing', 'da_DK', 'aeroeskoebing'],
  ['Ærøskøbing', 'en_US', 'aeroskobing'],
  ['Col·lecció', 'ca', 'colleccio'],
  ['Col·lecció', 'es_ES', 'col%c2%b7leccio'],
  ['Đakovo', 'sr_RS', 'djakovo'],
  ['Đakovo', 'en_US', 'dakovo'],
  ['İstanbul’da ılık bir gün', 'tr_TR', 'istanbulda-ilik-bir-gun'],
  ['e\u0301te\u0301', 'fr_FR', 'ete'],
  ['2×3 grid', 'en_US', '2x3-grid'],
  ['“Quoted” ‘text’ «here»', 'en_US', 'quoted-text-here'],
  ['Copyright © 2024™ …', 'en_US', 'copyright-2024'],
  ['ΣΊΣΥΦΟΣ', 'en_US', '%cf%83%ce%af%cf%83%cf%85%cf%86%ce%bf%cf%83'],
  ['Żółć gęślą jaźń', 'pl_PL', 'zolc-gesla-jazn'],
  ['São Paulo à noite', 'pt_BR', 'sao-paulo-a-noite'],
  ['Smörgåsbord på svenska', 'sv_SE', 'smorgasbord-pa-svenska'],
  ['Mañana será otro día', 'es_ES', 'manana-sera-otro-dia'],
  ['Ĳsselmeer', 'nl_NL', 'ijsselmeer'],
  ['Perché sì', 'it_IT', 'perche-si'],
  ['Emoji 😀 party', 'en_US', 'emoji-%f0%9f%98%80-party'],
  ['', 'en_US', ''],
  ['!!!', 'en_US', ''],
  ['__init__', 'en_US', '__init__'],
];

describe('sanitizeTitle', () => {
  it.each(CASES)('%j (%s) → %j', (title, locale, slug) => {
    // Action
    const result = sanitizeTitle(title, locale);

    // Assert
    expect(result).toBe(slug);
  });

  it('stops percent-encoding before the character that would pass 200 characters, like utf8_uri_encode()', () => {
    // Setup
    const cyrillic = 'я'.repeat(40);
    const mixed = `${'x'.repeat(150)}${'я'.repeat(10)}`;

    // Action
    const slugs = [sanitizeTitle(cyrillic, 'ru_RU'), sanitizeTitle(mixed, 'ru_RU')];

    // Assert
    expect(slugs).toEqual(['%d1%8f'.repeat(33), `${'x'.repeat(150)}${'%d1%8f'.repeat(8)}`]);
  });
});
