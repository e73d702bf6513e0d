import { createFaker } from '../../../worker/src/generators/text/faker-factory.js';
import { sanitizeTitle } from '../../../worker/src/core-parity/sanitize-title.js';
import { createTextGenerator } from '../../../worker/src/generators/text/text-generator.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';
import { loadContentLocales } from '../../support/content-locales.js';

beforeAll(loadContentLocales);

const LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ru_RU', 'sv_SE', 'tr_TR', 'zh_CN'];

/** The site's own sanitize_title() (all its filters) with get_locale() set to each case's locale; stdin: JSON [[title, locale], ...]. */
function wordpressSlugs(cases: Array<[string, string]>): string[] {
  const out = runWordPressPhp(
    `
    $slugs = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as [$title, $locale]) {
      $as_locale = fn() => $locale;
      add_filter('locale', $as_locale, PHP_INT_MAX);
      $slugs[] = sanitize_title($title);
      remove_filter('locale', $as_locale, PHP_INT_MAX);
    }
    echo json_encode($slugs);
  `,
    JSON.stringify(cases),
  );
  return JSON.parse(out) as string[];
}

/** Titles, term names and headings SeedPress generates, per locale and text source. */
function generatedTitles(): Array<[string, string]> {
  return LOCALES.flatMap((locale, i) => {
    const faker = createFaker(locale, 100 + i);
    const real = createTextGenerator(faker, locale, 'realtext');
    const lorem = createTextGenerator(faker, locale, 'lorem');
    const titles = [
      ...Array.from({ length: 16 }, () => real.title()),
      ...Array.from({ length: 4 }, () => lorem.title()),
      ...Array.from({ length: 6 }, () => real.termName()),
      ...Array.from({ length: 4 }, () => real.heading()),
    ];
    // Core transliterates by the site's locale, which need not be the content's.
    return titles.flatMap((title): Array<[string, string]> => [[title, locale], [title, 'de_DE']]);
  });
}

const EDGE_CASES: Array<[string, string]> = [
  ['Größe über Straße', 'de_CH'],
  ['Ærøskøbing på Ærø', 'da_DK'],
  ['Col·lecció d’art', 'ca'],
  ['Đurđevac i Đakovo', 'sr_RS'],
  ['Đurđevac i Đakovo', 'bs_BA'],
  ['<p>Tagged <b>title</b></p> &amp; more&nbsp;here', 'en_US'],
  ['<!-- hidden -->Visible <?php echo 1; ?>text', 'en_US'],
  ['Quotes "double" and \'single\' and “curly”', 'en_US'],
  ['100% sure, 50%off, %zz and %C3%A9', 'fr_FR'],
  ['Dots...and/slashes\\and—dashes–here', 'en_US'],
  ['Tabs\tand\nnewlines\r\nand   spaces', 'en_US'],
  ['  leading and trailing  ', 'en_US'],
  ['Decomposed e\u0301 and composed é', 'fr_FR'],
  ['Ελληνικά ΣΟΦΟΣ', 'en_US'],
  ['😀 emoji 🎉 title', 'en_US'],
  ['я'.repeat(45), 'ru_RU'],
  [`${'long-ascii '.repeat(15)}и кириллица`, 'ru_RU'],
];

describe('sanitizeTitle against the site’s WordPress', () => {
  it('gives the slug core gives, for generated titles in every locale', () => {
    // Setup
    const cases = generatedTitles();

    // Action
    const expected = wordpressSlugs(cases);

    // Assert
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.map(([title, locale]) => sanitizeTitle(title, locale))).toEqual(expected);
  });

  it('gives the slug core gives for markup, entities, percent signs, odd spaces and every locale rule', () => {
    // Action
    const expected = wordpressSlugs(EDGE_CASES);

    // Assert
    expect(EDGE_CASES.map(([title, locale]) => sanitizeTitle(title, locale))).toEqual(expected);
  });
});
