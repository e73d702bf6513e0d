import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import { FastRandom } from '../fast-random.js';
import { Deck } from './deck.js';
import type { PhraseBank } from './phrase-bank.js';
import type { TextGenerator } from './text-generator.js';

/**
 * Faker's lorem filler (Latin, or the locale's own filler where faker has one, as for Russian),
 * drawn the way faker.lorem draws it (a sentence is 3–10 words, capitalised, with a period) but
 * from a FastRandom: faker.lorem took most of a run's time. Term names still come from the
 * locale's phrase bank: a tester cannot tell lorem categories apart.
 */
export class LoremText implements TextGenerator {
  private readonly terms: Deck<string>;
  private readonly random: FastRandom;
  private readonly fillerWords: readonly string[];

  constructor(
    private readonly faker: Faker,
    bank: PhraseBank,
  ) {
    this.terms = new Deck(faker, bank.topics);
    this.random = new FastRandom(faker);
    this.fillerWords = faker.definitions.lorem.word;
  }

  title(): string {
    return this.someWords(this.random.int(3, 9), true);
  }

  sentence(): string {
    return `${this.someWords(this.random.int(3, 10), true)}.`;
  }

  words(min: number, max: number): string {
    return this.someWords(between(this.faker, min, max));
  }

  paragraph(): string {
    return this.sentences(3, 6);
  }

  paragraphs(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => this.paragraph());
  }

  heading(): string {
    return this.someWords(this.random.int(2, 6), true);
  }

  listItems(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => this.someWords(this.random.int(2, 5), true));
  }

  quote(): { text: string; citation: string } {
    return { text: this.sentence(), citation: this.faker.person.fullName() };
  }

  termName(): string {
    return this.terms.draw();
  }

  excerpt(): string {
    return this.sentences(1, 2);
  }

  private sentences(min: number, max: number): string {
    const count = this.random.int(min, max);
    let text = this.sentence();
    for (let i = 1; i < count; i++) text += ` ${this.sentence()}`;
    return text;
  }

  /** Capitalised on the first word alone: capitalising the joined text would copy it whole. */
  private someWords(count: number, capitalised = false): string {
    if (count < 1) return '';
    let text = this.random.pick(this.fillerWords);
    if (capitalised) text = capitalise(text);
    for (let i = 1; i < count; i++) text += ` ${this.random.pick(this.fillerWords)}`;
    return text;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
