import { CATEGORY_WORDS, SECTION_TOPICS, termVocabulary } from '../../../../worker/src/generators/terms/topic-sections.js';
import { bankFor } from '../../../../worker/src/generators/text/phrase-banks.js';

describe('topic sections', () => {
  it('groups every topic of the banks into exactly one section', () => {
    // Assert
    const used = SECTION_TOPICS.flat().sort((a, b) => a - b);
    expect(used).toEqual(Array.from({ length: bankFor('en_US').topics.length }, (_, i) => i));
  });

  it.each(Object.keys(CATEGORY_WORDS))('names every section in %s, whose bank has the same topics', (locale) => {
    // Action
    const { sections, facets, descriptions } = termVocabulary(locale);

    // Assert
    expect(bankFor(locale).topics).toHaveLength(bankFor('en_US').topics.length);
    expect(CATEGORY_WORDS[locale]!.sections).toHaveLength(SECTION_TOPICS.length);
    expect(new Set(sections.map((s) => s.name)).size).toBe(SECTION_TOPICS.length);
    expect(sections.flatMap((s) => s.topics)).toHaveLength(bankFor(locale).topics.length);
    expect(new Set(facets).size).toBe(10);
    expect(descriptions.every((template) => template.includes('{name}'))).toBe(true);
  });

  it('puts each topic under its section in every language: Train Travel under Travel', () => {
    // Action
    const [english, german] = [termVocabulary('en_US').sections, termVocabulary('de_DE').sections];

    // Assert
    expect(english.find((s) => s.name === 'Travel')!.topics).toContain('Train Travel');
    expect(german.find((s) => s.name === 'Reisen')!.topics).toContain('Bahnreisen');
    expect(english.find((s) => s.name === 'Food & Drink')!.topics).toContain('Baking');
  });
});
