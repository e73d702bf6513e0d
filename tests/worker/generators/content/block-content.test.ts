import { Faker, en } from '@faker-js/faker';
import { blockContent, plainContent, type ContentOptions, type HtmlOptions } from '../../../../worker/src/generators/content/block-content.js';
import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { stubText } from './stub-text.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const ALL_HTML: HtmlOptions = { headings: true, lists: true, quotes: true, bold: true, links: true, images: true };
const IMAGE = { id: 42, url: 'https://example.test/wp-content/uploads/2025/01/sunrise.jpg', alt: 'Sunrise over "the" bay' };

function seeded(seed: number): Faker {
  const faker = new Faker({ locale: en });
  faker.seed(seed);
  return faker;
}

function options(overrides: Partial<ContentOptions> = {}): ContentOptions {
  return { paragraphsMin: 3, paragraphsMax: 6, includeHtml: true, html: ALL_HTML, wpVersion: '6.8.7', images: [IMAGE], ...overrides };
}

interface ParsedBlock {
  name: string;
  inner: ParsedBlock[];
}

/**
 * Reads block comments the way core's parser does and fails on anything the editor would turn into
 * a classic (freeform) block: text outside blocks other than the blank line between them, or
 * unbalanced delimiters.
 */
function parseTopLevel(content: string): ParsedBlock[] {
  const delimiter = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(\{[\s\S]*?\}\s+)?(\/)?-->/g;
  const top: ParsedBlock[] = [];
  const stack: ParsedBlock[] = [];
  let last = 0;
  for (const match of content.matchAll(delimiter)) {
    const between = content.slice(last, match.index);
    if (stack.length === 0 && between !== (top.length === 0 ? '' : '\n\n')) throw new Error(`Text outside blocks: ${JSON.stringify(between)}`);
    last = match.index + match[0].length;
    const [, closer, name, attributes, selfClosing] = match;
    if (attributes) JSON.parse(attributes);
    if (closer) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`Closer ${name} does not match ${open?.name ?? 'nothing'}`);
      if (stack.length === 0) top.push(open);
      continue;
    }
    const block: ParsedBlock = { name: name!, inner: [] };
    if (stack.length > 0) stack[stack.length - 1]!.inner.push(block);
    if (selfClosing) {
      if (stack.length === 0) top.push(block);
    } else {
      stack.push(block);
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed block ${stack[stack.length - 1]!.name}`);
  if (content.slice(last) !== '') throw new Error(`Text after the last block: ${JSON.stringify(content.slice(last))}`);
  return top;
}

describe('blockContent', () => {
  it('writes WordPress 6.1 markup: no heading or list class', () => {
    // Action
    const content = blockContent(stubText(), seeded(2024), options({ paragraphsMin: 2, paragraphsMax: 2, wpVersion: '6.1.9' }));

    // Assert
    expect(content).toBe(
      [
        '<!-- wp:paragraph -->\n<p><a href="https://example.com/blog/4538">Paragraph 1 opens</a> here. It ends with <strong>a second sentence</strong>.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Small steps last longer.</p>\n<!-- /wp:paragraph --><cite>Ada Lovelace</cite></blockquote>\n<!-- /wp:quote -->',
        '<!-- wp:image {"id":42,"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="https://example.test/wp-content/uploads/2025/01/sunrise.jpg" alt="Sunrise over &quot;the&quot; bay" class="wp-image-42"/></figure>\n<!-- /wp:image -->',
        '<!-- wp:heading -->\n<h2>Section 1</h2>\n<!-- /wp:heading -->',
        '<!-- wp:paragraph -->\n<p>Paragraph 2 opens here. It ends with a second sentence.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>Bread &amp; butter</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Less &lt;than> more</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Fresh herbs</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
      ].join('\n\n'),
    );
  });

  it('writes WordPress 6.8 markup: wp-block-heading and wp-block-list classes', () => {
    // Action
    const content = blockContent(stubText(), seeded(2024), options({ paragraphsMin: 2, paragraphsMax: 2, wpVersion: '6.8.7' }));

    // Assert
    expect(content).toBe(
      [
        '<!-- wp:paragraph -->\n<p><a href="https://example.com/blog/4538">Paragraph 1 opens</a> here. It ends with <strong>a second sentence</strong>.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Small steps last longer.</p>\n<!-- /wp:paragraph --><cite>Ada Lovelace</cite></blockquote>\n<!-- /wp:quote -->',
        '<!-- wp:image {"id":42,"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="https://example.test/wp-content/uploads/2025/01/sunrise.jpg" alt="Sunrise over &quot;the&quot; bay" class="wp-image-42"/></figure>\n<!-- /wp:image -->',
        '<!-- wp:heading -->\n<h2 class="wp-block-heading">Section 1</h2>\n<!-- /wp:heading -->',
        '<!-- wp:paragraph -->\n<p>Paragraph 2 opens here. It ends with a second sentence.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>Bread &amp; butter</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Less &lt;than> more</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Fresh herbs</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
      ].join('\n\n'),
    );
  });

  it.each([
    ['6.1.9', false, false],
    ['6.2', true, false],
    ['6.5.5', true, false],
    ['6.6', true, true],
    ['6.8.7', true, true],
    ['6.9-RC1', true, true],
    ['unknown', true, true],
  ])('switches classes on the version: %s', (wpVersion, headingClass, listClass) => {
    // Action
    const content = blockContent(stubText(), seeded(5), options({ paragraphsMin: 6, paragraphsMax: 6, wpVersion }));

    // Assert
    expect(content.includes('<h2 class="wp-block-heading">')).toBe(headingClass);
    expect(content.includes('<h2>')).toBe(!headingClass);
    expect(/<(ul|ol) class="wp-block-list">/.test(content)).toBe(listClass);
    expect(/<(ul|ol)>/.test(content)).toBe(!listClass);
  });

  it('writes level 3 sub-headings and ordered lists with their attributes', () => {
    // Action
    const contents = Array.from({ length: 30 }, (_, seed) => blockContent(stubText(), seeded(seed), options({ paragraphsMin: 9, paragraphsMax: 9 })));

    // Assert
    const all = contents.join('\n');
    expect(all).toMatch(/<!-- wp:heading \{"level":3\} -->\n<h3 class="wp-block-heading">Section \d+<\/h3>\n<!-- \/wp:heading -->/);
    expect(all).toMatch(/<!-- wp:list \{"ordered":true\} -->\n<ol class="wp-block-list"><!-- wp:list-item -->/);
    // A post's first section is always an h2.
    for (const content of contents) expect(content.match(/<!-- wp:heading[^>]*-->/)?.[0]).toBe('<!-- wp:heading -->');
  });

  it.each(['6.1.9', '6.8.7'])('is made of balanced blocks only, over many seeds, locales and sources (%s)', (wpVersion) => {
    for (let seed = 0; seed < 60; seed++) {
      // Setup
      const locale = ['en_US', 'de_DE', 'ru_RU', 'zh_CN', 'fr_FR', 'tr_TR'][seed % 6]!;
      const faker = createFaker(locale, seed);
      const text = createTextGenerator(faker, locale, seed % 2 === 0 ? 'realtext' : 'lorem');

      // Action
      const content = blockContent(text, faker, options({ paragraphsMin: 1, paragraphsMax: 8, wpVersion }));
      const blocks = parseTopLevel(content);

      // Assert
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(['paragraph', 'heading', 'list', 'quote', 'image']).toContain(block.name);
      for (const list of blocks.filter((b) => b.name === 'list')) expect(new Set(list.inner.map((b) => b.name))).toEqual(new Set(['list-item']));
      for (const quote of blocks.filter((b) => b.name === 'quote')) expect(quote.inner.map((b) => b.name)).toEqual(['paragraph']);
    }
  });

  it('shows every switched-on element at least once', () => {
    for (let seed = 0; seed < 40; seed++) {
      // Action
      const content = blockContent(stubText(), seeded(seed), options({ paragraphsMin: 1, paragraphsMax: 5 }));

      // Assert
      for (const marker of ['<!-- wp:heading', '<!-- wp:list ', '<!-- wp:quote', '<!-- wp:image', '<strong>', '<a href="https://example.com/']) expect(content).toContain(marker);
    }
  });

  it('uses headings and lists when html is on but no option is chosen', () => {
    // Action
    const content = blockContent(stubText(), seeded(3), options({ html: {} }));

    // Assert
    expect(content).toContain('<!-- wp:heading');
    expect(content).toContain('<!-- wp:list');
    expect(content).not.toMatch(/wp:quote|wp:image|<strong>|<a /);
  });

  it('writes paragraphs only when every option is off, and no image unless images are on', () => {
    // Action
    const off = blockContent(stubText(), seeded(3), options({ html: { headings: false, lists: false } }));
    const withoutImages = blockContent(stubText(), seeded(3), options({ html: { ...ALL_HTML, images: false } }));
    const noImagesGiven = blockContent(stubText(), seeded(3), options({ images: undefined }));

    // Assert
    expect(new Set(parseTopLevel(off).map((b) => b.name))).toEqual(new Set(['paragraph']));
    expect(withoutImages).not.toContain('wp:image');
    expect(noImagesGiven).not.toContain('wp:image');
  });

  it('places every image it is given, once', () => {
    // Setup
    const images = [IMAGE, { id: 43, url: 'https://example.test/b.jpg?w=800&h=600', alt: 'B' }];

    // Action
    const content = blockContent(stubText(), seeded(9), options({ images }));

    // Assert
    expect(content.match(/<!-- wp:image /g)).toHaveLength(2);
    expect(content).toContain('<img src="https://example.test/b.jpg?w=800&amp;h=600" alt="B" class="wp-image-43"/>');
  });

  it('keeps punctuation outside bold and link runs and never splits a word', () => {
    for (let seed = 0; seed < 40; seed++) {
      // Setup
      const faker = createFaker('ru_RU', seed);
      const text = createTextGenerator(faker, 'ru_RU', 'lorem');

      // Action
      const content = blockContent(text, faker, options({ html: { bold: true, links: true } }));

      // Assert
      expect(content).not.toMatch(/[.,;:!?]<\/(strong|a)>/);
      expect(content).not.toMatch(/[\p{L}-]<(strong|a)[ >]/u);
      expect(content).not.toMatch(/<\/(strong|a)>[\p{L}-]/u);
    }
  });

  it('is deterministic for a seed and honours the paragraph count', () => {
    // Action
    const make = (seed: number): string => {
      const faker = createFaker('en_US', seed);
      return blockContent(createTextGenerator(faker, 'en_US', 'realtext'), faker, options({ paragraphsMin: 4, paragraphsMax: 4 }));
    };

    // Assert
    expect(make(7)).toBe(make(7));
    expect(make(7)).not.toBe(make(8));
    expect(parseTopLevel(make(7)).filter((b) => b.name === 'paragraph')).toHaveLength(4);
  });

  it('writes nothing for zero paragraphs', () => {
    expect(blockContent(stubText(), seeded(1), options({ paragraphsMin: 0, paragraphsMax: 0 }))).toBe('');
  });
});

describe('plainContent', () => {
  it('separates paragraphs with blank lines and writes no markup', () => {
    // Setup
    const faker = createFaker('en_US', 4);
    const text = createTextGenerator(faker, 'en_US', 'realtext');

    // Action
    const content = plainContent(text, { paragraphsMin: 3, paragraphsMax: 3 });

    // Assert
    expect(content.split('\n\n')).toHaveLength(3);
    expect(content).not.toMatch(/[<>]/);
  });
});
