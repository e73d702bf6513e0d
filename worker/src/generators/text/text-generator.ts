import type { Faker } from '@faker-js/faker';
import { LoremText } from './lorem-text.js';
import { bankFor } from './phrase-banks.js';
import { RealText } from './real-text.js';

export type TextSource = 'lorem' | 'realtext';

/** Every piece of prose a generated post, term or comment needs, in one content locale. */
export interface TextGenerator {
  /** A post title, 3–9 words, capitalised as titles are in the language, no trailing period. */
  title(): string;
  /** One sentence with its final punctuation. */
  sentence(): string;
  /** Between min and max words, no final punctuation (words as ICU counts them; Chinese by dictionary words). */
  words(min: number, max: number): string;
  /** 3–6 sentences. */
  paragraph(): string;
  paragraphs(min: number, max: number): string[];
  /** 2–6 words, for h2/h3. */
  heading(): string;
  /** Short items, no final punctuation. */
  listItems(min: number, max: number): string[];
  /** A sentence and a person's name of the locale. */
  quote(): { text: string; citation: string };
  /** A readable category or tag name of the locale, 1–3 words, whatever the text source. */
  termName(): string;
  /** 1–2 sentences. */
  excerpt(): string;
}

export function createTextGenerator(faker: Faker, locale: string, source: TextSource): TextGenerator {
  const bank = bankFor(locale);
  return source === 'realtext' ? new RealText(faker, bank) : new LoremText(faker, bank);
}
