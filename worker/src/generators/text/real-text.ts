import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import { Deck } from './deck.js';
import { TOPIC_SLOT, type PhraseBank } from './phrase-bank.js';
import type { TextGenerator } from './text-generator.js';
import { countWords, firstWords } from './word-segments.js';

/** Share of titles built from a pattern and a topic rather than taken whole: variety beyond the bank's titles. */
const PATTERN_TITLE_PERCENT = 30;

/** Readable prose in the content locale, dealt from the locale's phrase bank. */
export class RealText implements TextGenerator {
  private readonly sentences: Deck<string>;
  private readonly titles: Deck<string>;
  private readonly titlePatterns: Deck<string>;
  private readonly titleTopics: Deck<string>;
  private readonly terms: Deck<string>;
  private readonly headings: Deck<string>;
  private readonly items: Deck<string>;

  constructor(
    private readonly faker: Faker,
    private readonly bank: PhraseBank,
  ) {
    this.sentences = new Deck(faker, bank.sentences);
    this.titles = new Deck(faker, bank.titles);
    this.titlePatterns = new Deck(faker, bank.titlePatterns);
    // Separate from `terms` so titles do not use up the term names a taxonomy is about to get.
    this.titleTopics = new Deck(faker, bank.topics);
    this.terms = new Deck(faker, bank.topics);
    this.headings = new Deck(faker, bank.headings);
    this.items = new Deck(faker, bank.listItems);
  }

  title(): string {
    if (this.faker.number.int({ min: 1, max: 100 }) > PATTERN_TITLE_PERCENT) return this.titles.draw();
    return this.titlePatterns.draw().replace(TOPIC_SLOT, this.titleTopics.draw());
  }

  sentence(): string {
    return this.sentences.draw();
  }

  words(min: number, max: number): string {
    const count = between(this.faker, min, max);
    let text = '';
    while (countWords(text) < count) text = this.join([text, this.sentences.draw()].filter(Boolean));
    return firstWords(text, count);
  }

  paragraph(): string {
    return this.someSentences(3, 6);
  }

  paragraphs(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => this.paragraph());
  }

  heading(): string {
    return this.headings.draw();
  }

  listItems(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => this.items.draw());
  }

  quote(): { text: string; citation: string } {
    return { text: this.someSentences(1, 2), citation: this.faker.person.fullName() };
  }

  termName(): string {
    return this.terms.draw();
  }

  excerpt(): string {
    return this.someSentences(1, 2);
  }

  private someSentences(min: number, max: number): string {
    return this.join(Array.from({ length: between(this.faker, min, max) }, () => this.sentences.draw()));
  }

  private join(sentences: string[]): string {
    return sentences.join(this.bank.sentenceJoiner);
  }
}
