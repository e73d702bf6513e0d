import type { Faker } from '@faker-js/faker';
import { between } from '../choice.js';
import { Deck } from './deck.js';
import type { PhraseBank } from './phrase-bank.js';
import type { TextGenerator } from './text-generator.js';

/**
 * Faker's lorem filler (Latin, or the locale's own filler where faker has one, as for Russian).
 * Term names still come from the locale's phrase bank: a tester cannot tell lorem categories apart.
 */
export class LoremText implements TextGenerator {
  private readonly terms: Deck<string>;

  constructor(
    private readonly faker: Faker,
    bank: PhraseBank,
  ) {
    this.terms = new Deck(faker, bank.topics);
  }

  title(): string {
    return capitalise(this.faker.lorem.words({ min: 3, max: 9 }));
  }

  sentence(): string {
    return this.faker.lorem.sentence();
  }

  words(min: number, max: number): string {
    return this.faker.lorem.words(between(this.faker, min, max));
  }

  paragraph(): string {
    return this.faker.lorem.sentences({ min: 3, max: 6 });
  }

  paragraphs(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => this.paragraph());
  }

  heading(): string {
    return capitalise(this.faker.lorem.words({ min: 2, max: 6 }));
  }

  listItems(min: number, max: number): string[] {
    return Array.from({ length: between(this.faker, min, max) }, () => capitalise(this.faker.lorem.words({ min: 2, max: 5 })));
  }

  quote(): { text: string; citation: string } {
    return { text: this.faker.lorem.sentence(), citation: this.faker.person.fullName() };
  }

  termName(): string {
    return this.terms.draw();
  }

  excerpt(): string {
    return this.faker.lorem.sentences({ min: 1, max: 2 });
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
