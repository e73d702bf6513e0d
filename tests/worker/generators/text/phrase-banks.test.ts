import { TOPIC_SLOT, type PhraseBank } from '../../../../worker/src/generators/text/phrase-bank.js';
import { BANK_LOCALES, bankFor } from '../../../../worker/src/generators/text/phrase-banks.js';
import { countWords } from '../../../../worker/src/generators/text/word-segments.js';

const LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pt_BR', 'pl_PL', 'ru_RU', 'sv_SE', 'tr_TR', 'zh_CN'];
const SPACED_LOCALES = LOCALES.filter((l) => l !== 'zh_CN');

/** Chinese is measured in characters: ICU's word count is no measure of a Chinese title's length. */
const chars = (text: string): number => [...text].length;
const entries = (bank: PhraseBank): string[] => [
  ...bank.sentences,
  ...bank.titles,
  ...bank.titlePatterns,
  ...bank.topics,
  ...bank.headings,
  ...bank.listItems,
];

describe('phrase banks', () => {
  it('cover exactly the thirteen content locales', () => {
    expect([...BANK_LOCALES].sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has the promised amount of distinct text', (locale) => {
    // Setup
    const bank = bankFor(locale);

    // Action
    const sizes = {
      sentences: new Set(bank.sentences).size,
      titles: new Set([...bank.titles, ...bank.titlePatterns]).size,
      topics: new Set(bank.topics).size,
      headings: new Set(bank.headings).size,
      listItems: new Set(bank.listItems).size,
    };

    // Assert
    expect(sizes.sentences).toBeGreaterThanOrEqual(120);
    expect(sizes.titles).toBeGreaterThanOrEqual(40);
    expect(sizes.topics).toBeGreaterThanOrEqual(60);
    expect(sizes.headings).toBeGreaterThanOrEqual(30);
    expect(sizes.listItems).toBeGreaterThanOrEqual(40);
    expect(sizes.sentences).toBe(bank.sentences.length);
    expect(sizes.topics).toBe(bank.topics.length);
  });

  it.each(LOCALES)('%s: sentences end with their punctuation, nothing else does', (locale) => {
    // Setup
    const bank = bankFor(locale);
    const end = locale === 'zh_CN' ? /[。！？]$/ : /[^.!?。！？ ][.!?]$/;

    // Action
    const unfinished = bank.sentences.filter((s) => !end.test(s));
    const punctuated = [...bank.titles, ...bank.titlePatterns, ...bank.topics, ...bank.headings, ...bank.listItems].filter((t) => /[.。]$/.test(t));

    // Assert
    expect(unfinished).toEqual([]);
    expect(punctuated).toEqual([]);
  });

  it.each(LOCALES)('%s: no markup characters, no stray spaces', (locale) => {
    // Action
    const bad = entries(bankFor(locale)).filter((t) => /[<>&"]/.test(t) || t !== t.trim() || / {2}/.test(t));

    // Assert
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s: every title pattern opens with its one topic slot', (locale) => {
    // Action
    const bad = bankFor(locale).titlePatterns.filter((p) => !p.startsWith(TOPIC_SLOT) || p.split(TOPIC_SLOT).length !== 2);

    // Assert
    expect(bad).toEqual([]);
  });

  it.each(SPACED_LOCALES)('%s: titles 3–9 words (patterns with every topic), headings 2–6, topics 1–3, list items up to 9', (locale) => {
    // Setup
    const bank = bankFor(locale);
    const filled = bank.titlePatterns.flatMap((p) => bank.topics.map((t) => p.replace(TOPIC_SLOT, t)));
    const outside = (texts: readonly string[], min: number, max: number): string[] =>
      texts.filter((t) => countWords(t) < min || countWords(t) > max);

    // Action
    const bad = {
      titles: outside([...bank.titles, ...filled], 3, 9),
      headings: outside(bank.headings, 2, 6),
      topics: outside(bank.topics, 1, 3),
      listItems: outside(bank.listItems, 1, 9),
    };

    // Assert
    expect(bad).toEqual({ titles: [], headings: [], topics: [], listItems: [] });
  });

  it('zh_CN: no spaces, Han script, lengths in characters', () => {
    // Setup
    const bank = bankFor('zh_CN');
    const filled = bank.titlePatterns.flatMap((p) => bank.topics.map((t) => p.replace(TOPIC_SLOT, t)));
    const outside = (texts: readonly string[], min: number, max: number): string[] => texts.filter((t) => chars(t) < min || chars(t) > max);

    // Action
    const bad = {
      spaced: entries(bank).filter((t) => /\s/.test(t)),
      notHan: entries(bank).filter((t) => !/\p{Script=Han}/u.test(t)),
      titles: outside([...bank.titles, ...filled], 4, 24),
      headings: outside(bank.headings, 2, 12),
      topics: outside(bank.topics, 2, 6),
    };

    // Assert
    expect(bad).toEqual({ spaced: [], notHan: [], titles: [], headings: [], topics: [] });
  });

  it('ru_RU is written in Cyrillic', () => {
    expect(bankFor('ru_RU').sentences.filter((s) => !/^\P{Script=Latin}*$/u.test(s))).toEqual([]);
  });

  it('en_GB is the American bank in British spelling and words', () => {
    // Setup
    const us = bankFor('en_US').sentences.join(' ');
    const gb = bankFor('en_GB').sentences.join(' ');

    // Assert
    expect(us).toMatch(/\bneighbor\b/);
    expect(us).toMatch(/\bcolor|gray\b/);
    expect(gb).not.toMatch(/\b(neighbor|gray|favorite|organized|apartment|vacation|theater|traveling)\b/i);
    expect(gb).toMatch(/\bneighbour\b/);
    expect(gb).toMatch(/\bgrey\b/);
    expect(bankFor('en_GB').topics).toContain('Neighbourhood Life');
  });
});
