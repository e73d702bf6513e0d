import { createFaker } from '../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../worker/src/generators/text/text-generator.js';
import { wpautop } from '../../../worker/src/core-parity/wpautop.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';
import { WPAUTOP_CASES } from './wpautop-cases.js';
import { loadContentLocales } from '../../support/content-locales.js';

beforeAll(loadContentLocales);

/** The site's own wpautop() of each input; stdin: JSON list of strings. */
function wordpressAutop(inputs: readonly string[]): string[] {
  const out = runWordPressPhp('echo json_encode(array_map("wpautop", json_decode(stream_get_contents(STDIN), true)));', JSON.stringify(inputs));
  return JSON.parse(out) as string[];
}

/** Rich-text field values as SeedPress generates them, in several locales. */
function generatedRichText(): string[] {
  return ['en_US', 'de_DE', 'fr_FR', 'ru_RU', 'zh_CN'].flatMap((locale, i) => {
    const text = createTextGenerator(createFaker(locale, 300 + i), locale, 'realtext');
    return Array.from({ length: 8 }, () => text.paragraphs(1, 3).map((p) => `<p>${p}</p>`).join('\n'));
  });
}

describe('wpautop against WordPress', () => {
  it('gives what the site\'s wpautop() gives, for markup of every kind and generated rich text', () => {
    // Setup
    const inputs = [...WPAUTOP_CASES, ...generatedRichText()];

    // Action
    const ours = inputs.map((input) => wpautop(input));

    // Assert
    expect(ours).toEqual(wordpressAutop(inputs));
  });
});
