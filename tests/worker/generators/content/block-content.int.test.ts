import { blockContent } from '../../../../worker/src/generators/content/block-content.js';
import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { need, readStackEnv } from '../../../support/stack-env.js';
import { runWordPressPhp } from '../../../support/wordpress-php.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ru_RU', 'sv_SE', 'tr_TR', 'zh_CN'];
const ALL_HTML = { headings: true, lists: true, quotes: true, bold: true, links: true, images: true };

interface Verdict {
  /** Blocks parse_blocks() could not name (classic content), with their HTML. */
  freeform: string[];
  /** serialize_blocks(parse_blocks($content)) === $content. */
  roundTrip: boolean;
  names: string[];
}

/** Reads each content back with the site's parse_blocks(); stdin: JSON list of post contents. */
function parseWithWordPress(contents: string[]): Verdict[] {
  const out = runWordPressPhp(
    `
    $walk = function (array $blocks, array &$freeform, array &$names) use (&$walk) {
      foreach ($blocks as $block) {
        if ($block['blockName'] === null) {
          if (trim($block['innerHTML']) !== '') $freeform[] = $block['innerHTML'];
        } else {
          $names[] = $block['blockName'];
        }
        $walk($block['innerBlocks'], $freeform, $names);
      }
    };
    $verdicts = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $content) {
      $blocks = parse_blocks($content);
      $freeform = [];
      $names = [];
      $walk($blocks, $freeform, $names);
      $verdicts[] = ['freeform' => $freeform, 'roundTrip' => serialize_blocks($blocks) === $content, 'names' => array_values(array_unique($names))];
    }
    echo json_encode($verdicts);
  `,
    JSON.stringify(contents),
  );
  return JSON.parse(out) as Verdict[];
}

function contentsFor(wpVersion: string): string[] {
  return Array.from({ length: 52 }, (_, seed) => {
    const locale = LOCALES[seed % LOCALES.length]!;
    const faker = createFaker(locale, seed);
    const text = createTextGenerator(faker, locale, seed % 2 === 0 ? 'realtext' : 'lorem');
    const images = [{ id: 1000 + seed, url: `https://example.test/wp-content/uploads/2025/01/image-${seed}.jpg`, alt: text.words(2, 5) }];
    return blockContent(text, faker, { paragraphsMin: 1, paragraphsMax: 8, includeHtml: true, html: ALL_HTML, wpVersion, images });
  });
}

describe('block content read back by WordPress', () => {
  const siteVersion = need(readStackEnv(), 'SEEDPRESS_WP_VERSION');

  it.each([siteVersion, '6.1.9'])('parse_blocks() finds only named blocks, and re-serialises them unchanged (%s markup)', (wpVersion) => {
    // Setup
    const contents = contentsFor(wpVersion);

    // Action
    const verdicts = parseWithWordPress(contents);

    // Assert
    expect(verdicts.flatMap((v) => v.freeform)).toEqual([]);
    expect(verdicts.every((v) => v.roundTrip)).toBe(true);
    expect(new Set(verdicts.flatMap((v) => v.names))).toEqual(
      new Set(['core/paragraph', 'core/heading', 'core/list', 'core/list-item', 'core/quote', 'core/image']),
    );
  });
});
