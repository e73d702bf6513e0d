import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import type { TextGenerator } from '../text/text-generator.js';
import { blockMarkup, type ImageRef } from './block-markup.js';
import { inlineHtml } from './inline-markup.js';

export interface HtmlOptions {
  headings?: boolean;
  lists?: boolean;
  quotes?: boolean;
  bold?: boolean;
  links?: boolean;
  images?: boolean;
}

export interface ContentOptions {
  paragraphsMin: number;
  paragraphsMax: number;
  includeHtml: boolean;
  html: HtmlOptions;
  /** The site's WordPress version: block markup changed between 6.1 and 6.8 (see block-markup.ts). */
  wpVersion: string;
  /** Attachments already in the media library, placed with `html.images`. */
  images?: ImageRef[];
}

/** With `include_html` and no html options chosen, content gets what a typical post has. */
const DEFAULT_HTML: HtmlOptions = { headings: true, lists: true };

/** The block editor writes one blank line between top-level blocks. */
const BLOCK_SEPARATOR = '\n\n';

/** Chance that a paragraph gets bold text or a link, once the option is on (one paragraph always does). */
const INLINE_PERCENT = 40;

/**
 * Post content as Gutenberg blocks: paragraphs, with headings opening sections and lists, quotes
 * and images after paragraphs as the html options ask. Every element that is switched on appears
 * at least once, so a tester sees what they asked for.
 */
export function blockContent(text: TextGenerator, faker: Faker, options: ContentOptions): string {
  const html = Object.values(options.html).some((v) => v !== undefined) ? options.html : DEFAULT_HTML;
  const markup = blockMarkup(options.wpVersion);
  const count = between(faker, options.paragraphsMin, options.paragraphsMax);
  if (count < 1) return '';

  const headingsBefore = html.headings ? pickHeadingPositions(faker, count) : new Set<number>();
  const extrasAfter = new Map<number, string[]>();
  const addAfter = (block: string): void => {
    const at = faker.number.int({ min: 0, max: count - 1 });
    extrasAfter.set(at, [...(extrasAfter.get(at) ?? []), block]);
  };
  if (html.lists) {
    const lists = count >= 5 && faker.datatype.boolean() ? 2 : 1;
    for (let i = 0; i < lists; i++) addAfter(markup.list(text.listItems(3, 6), faker.number.int({ min: 1, max: 10 }) <= 3));
  }
  if (html.quotes) {
    const quote = text.quote();
    addAfter(markup.quote(quote.text, quote.citation));
  }
  if (html.images) for (const image of options.images ?? []) addAfter(markup.image(image));

  const boldAlways = faker.number.int({ min: 0, max: count - 1 });
  const linkAlways = faker.number.int({ min: 0, max: count - 1 });
  const blocks: string[] = [];
  let headingsSoFar = 0;
  for (let i = 0; i < count; i++) {
    if (headingsBefore.has(i)) {
      // Sections open with h2; later ones are sometimes sub-sections.
      const level = headingsSoFar > 0 && faker.number.int({ min: 1, max: 10 }) <= 3 ? 3 : 2;
      blocks.push(markup.heading(text.heading(), level));
      headingsSoFar++;
    }
    const marks = {
      bold: html.bold === true && (i === boldAlways || faker.number.int({ min: 1, max: 100 }) <= INLINE_PERCENT),
      link: html.links === true && (i === linkAlways || faker.number.int({ min: 1, max: 100 }) <= INLINE_PERCENT),
    };
    blocks.push(markup.paragraph(inlineHtml(text.paragraph(), faker, marks)));
    blocks.push(...(extrasAfter.get(i) ?? []));
  }
  return blocks.join(BLOCK_SEPARATOR);
}

/** Content without markup (`include_html` false): paragraphs separated by blank lines, as wpautop() expects. */
export function plainContent(text: TextGenerator, options: Pick<ContentOptions, 'paragraphsMin' | 'paragraphsMax'>): string {
  return text.paragraphs(options.paragraphsMin, options.paragraphsMax).join('\n\n');
}

/** About one heading per three paragraphs, never before the first one unless there is only one. */
function pickHeadingPositions(faker: Faker, count: number): Set<number> {
  if (count === 1) return new Set([0]);
  const candidates = Array.from({ length: count - 1 }, (_, i) => i + 1);
  return new Set(faker.helpers.arrayElements(candidates, Math.max(1, Math.floor(count / 3))));
}
