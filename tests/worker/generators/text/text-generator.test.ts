import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { bankFor } from '../../../../worker/src/generators/text/phrase-banks.js';
import { createTextGenerator, type TextGenerator, type TextSource } from '../../../../worker/src/generators/text/text-generator.js';
import { countWords } from '../../../../worker/src/generators/text/word-segments.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ru_RU', 'sv_SE', 'tr_TR', 'zh_CN'];
const SPACED_LOCALES = LOCALES.filter((l) => l !== 'zh_CN');
const SOURCES: TextSource[] = ['lorem', 'realtext'];

function generator(locale: string, source: TextSource, seed = 1): TextGenerator {
  return createTextGenerator(createFaker(locale, seed), locale, source);
}

/** Splits realtext back into the bank sentences it was made of (they are dealt whole). */
function bankSentencesOf(text: string, locale: string): string[] {
  const bank = bankFor(locale);
  const found: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    const sentence = bank.sentences.find((s) => rest.startsWith(s));
    if (!sentence) throw new Error(`Not made of bank sentences: ${rest}`);
    found.push(sentence);
    rest = rest.slice(sentence.length).replace(/^ /, '');
  }
  return found;
}

/** Everything a generator produces in one fixed call sequence. */
function sample(text: TextGenerator): unknown[] {
  return [text.title(), text.sentence(), text.words(2, 7), text.paragraph(), text.paragraphs(1, 3), text.heading(), text.listItems(2, 5), text.quote(), text.termName(), text.excerpt()];
}

describe('createTextGenerator', () => {
  it.each(LOCALES.flatMap((l) => SOURCES.map((s) => [l, s] as const)))('%s %s is deterministic for a seed', (locale, source) => {
    // Action
    const [first, second, other] = [sample(generator(locale, source, 5)), sample(generator(locale, source, 5)), sample(generator(locale, source, 6))];

    // Assert
    expect(first).toEqual(second);
    expect(first).not.toEqual(other);
  });

  it('refuses a locale without a phrase bank', () => {
    expect(() => generator('xx_XX', 'realtext')).toThrow('Unsupported content locale "xx_XX"');
  });
});

describe('realtext', () => {
  it.each(LOCALES)('%s: paragraphs are 3–6 bank sentences, never the same one twice in a row', (locale) => {
    // Setup
    const text = generator(locale, 'realtext', 11);

    // Action
    const paragraphs = Array.from({ length: 40 }, () => bankSentencesOf(text.paragraph(), locale));

    // Assert
    for (const sentences of paragraphs) {
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(6);
      expect(sentences.some((s, i) => i > 0 && s === sentences[i - 1])).toBe(false);
    }
  });

  it.each(LOCALES)('%s: a post’s worth of sentences repeats nothing until the bank is used up', (locale) => {
    // Setup
    const text = generator(locale, 'realtext', 3);

    // Action
    const sentences = Array.from({ length: 120 }, () => text.sentence());

    // Assert
    expect(new Set(sentences).size).toBe(120);
  });

  it.each(SPACED_LOCALES)('%s: titles 3–9 words without a final period, headings 2–6 words', (locale) => {
    // Setup
    const text = generator(locale, 'realtext', 2);

    // Action
    const titles = Array.from({ length: 60 }, () => text.title());
    const headings = Array.from({ length: 30 }, () => text.heading());

    // Assert
    for (const title of titles) {
      expect(countWords(title)).toBeGreaterThanOrEqual(3);
      expect(countWords(title)).toBeLessThanOrEqual(9);
      expect(title).not.toMatch(/\.$/);
    }
    for (const heading of headings) expect(countWords(heading)).toBeGreaterThanOrEqual(2);
    for (const heading of headings) expect(countWords(heading)).toBeLessThanOrEqual(6);
  });

  it('mixes whole titles with topic patterns', () => {
    // Setup
    const text = generator('en_US', 'realtext', 4);
    const whole = new Set(bankFor('en_US').titles);

    // Action
    const titles = Array.from({ length: 50 }, () => text.title());

    // Assert
    expect(titles.some((t) => whole.has(t))).toBe(true);
    expect(titles.some((t) => !whole.has(t))).toBe(true);
  });

  it.each(LOCALES)('%s: words(min, max) gives that many words and no final punctuation', (locale) => {
    // Setup
    const text = generator(locale, 'realtext', 8);

    // Action
    const samples = [[1, 1], [3, 8], [20, 60], [8, 3]].map(([min, max]) => ({ min: Math.min(min!, max!), max: Math.max(min!, max!), value: text.words(min!, max!) }));

    // Assert
    for (const { min, max, value } of samples) {
      expect(countWords(value)).toBeGreaterThanOrEqual(min);
      expect(countWords(value)).toBeLessThanOrEqual(max);
      expect(value).not.toMatch(/[\s.,;:!?。，！？]$/u);
    }
  });

  it('writes Chinese without spaces', () => {
    // Setup
    const text = generator('zh_CN', 'realtext', 9);

    // Action
    const pieces = [text.paragraph(), text.words(5, 10), text.excerpt(), text.title()];

    // Assert
    for (const piece of pieces) expect(piece).not.toMatch(/\s/);
  });

  it.each(LOCALES)('%s: list items are distinct within a list, quotes cite a person, excerpts are 1–2 sentences', (locale) => {
    // Setup
    const text = generator(locale, 'realtext', 12);

    // Action
    const lists = Array.from({ length: 10 }, () => text.listItems(3, 6));
    const quote = text.quote();
    const excerpts = Array.from({ length: 10 }, () => bankSentencesOf(text.excerpt(), locale));

    // Assert
    for (const items of lists) {
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(6);
      expect(new Set(items).size).toBe(items.length);
    }
    expect(bankSentencesOf(quote.text, locale).length).toBeGreaterThanOrEqual(1);
    expect(quote.citation.length).toBeGreaterThan(2);
    for (const sentences of excerpts) expect(sentences.length).toBeGreaterThanOrEqual(1);
    for (const sentences of excerpts) expect(sentences.length).toBeLessThanOrEqual(2);
  });
});

describe('lorem', () => {
  it.each(LOCALES)('%s: titles are 3–9 capitalised filler words without a period', (locale) => {
    // Setup
    const text = generator(locale, 'lorem', 4);

    // Action
    const titles = Array.from({ length: 30 }, () => text.title());

    // Assert
    for (const title of titles) {
      expect(title.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(title.split(' ').length).toBeLessThanOrEqual(9);
      expect(title[0]).toBe(title[0]!.toUpperCase());
      expect(title).not.toMatch(/\.$/);
    }
  });

  it('writes Latin filler sentences for German', () => {
    // Setup
    const text = generator('de_DE', 'lorem', 2);

    // Action
    const paragraph = text.paragraph();

    // Assert
    expect(paragraph).toMatch(/^[A-Z][A-Za-z ,.]+\.$/);
    expect(paragraph.split('. ').length).toBeGreaterThanOrEqual(3);
  });

  it.each(LOCALES)('%s: term names and quote citations stay readable in the locale', (locale) => {
    // Setup
    const text = generator(locale, 'lorem', 6);
    const topics = new Set(bankFor(locale).topics);

    // Action
    const terms = Array.from({ length: 10 }, () => text.termName());
    const quote = text.quote();

    // Assert
    for (const term of terms) expect(topics.has(term)).toBe(true);
    expect(new Set(terms).size).toBe(10);
    expect(quote.citation.length).toBeGreaterThan(2);
  });

  it('gives words(min, max) as space-separated filler words', () => {
    // Setup
    const text = generator('en_US', 'lorem', 1);

    // Action
    const words = text.words(4, 4);

    // Assert
    expect(words.split(' ')).toHaveLength(4);
  });
});

describe('term names', () => {
  it('are 1–3 readable words of the locale, e.g. German compounds', () => {
    // Setup
    const text = generator('de_DE', 'realtext', 1);

    // Action
    const names = Array.from({ length: 62 }, () => text.termName());

    // Assert
    expect(new Set(names).size).toBe(62);
    expect(names).toContain('Gartenplanung');
    for (const name of names) expect(countWords(name)).toBeLessThanOrEqual(3);
  });
});
