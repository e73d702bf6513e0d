import type { TextGenerator } from '../../../../worker/src/generators/text/text-generator.js';

/** Predictable text, numbered per call, so exact markup can be written out in a test. */
export function stubText(): TextGenerator {
  let paragraphs = 0;
  let headings = 0;
  return {
    title: () => 'A Title',
    sentence: () => 'One sentence.',
    words: () => 'some words',
    paragraph: () => `Paragraph ${++paragraphs} opens here. It ends with a second sentence.`,
    paragraphs(min) {
      return Array.from({ length: min }, () => this.paragraph());
    },
    heading: () => `Section ${++headings}`,
    listItems: () => ['Bread & butter', 'Less <than> more', 'Fresh herbs'],
    quote: () => ({ text: 'Small steps last longer.', citation: 'Ada Lovelace' }),
    termName: () => 'Topic',
    excerpt: () => 'Short excerpt.',
  };
}
