import { countWords, firstWords } from '../../../../worker/src/generators/text/word-segments.js';

describe('word segments', () => {
  it('counts words, not spaces or punctuation', () => {
    // Action
    const counts = [
      countWords('Fresh bread, good butter.'),
      countWords('Ce que m’a appris un mois'),
      countWords('周末我们去公园散步。'),
      countWords(''),
    ];

    // Assert
    expect(counts).toEqual([4, 6, 5, 0]);
  });

  it('cuts after the nth word, leaving no punctuation or space behind', () => {
    // Action
    const cuts = [firstWords('Fresh bread, good butter.', 2), firstWords('周末我们去公园散步。', 3), firstWords('One two', 5)];

    // Assert
    expect(cuts).toEqual(['Fresh bread', '周末我们去', 'One two']);
  });
});

describe('segmentWords fast path for alphabetic text', () => {
  it('gives exactly the segments of ICU for every bank text and for faker lorem', async () => {
    // Setup
    const { BANK_LOCALES, bankFor } = await import('../../../../worker/src/generators/text/phrase-banks.js');
    const { Faker, en, ru } = await import('@faker-js/faker');
    const { segmentWords, segmentWithIcu } = await import('../../../../worker/src/generators/text/word-segments.js');
    const texts: string[] = ['Hello,  world!\n\nIt’s 3.5 km — l’homme, U.S.A.; 1,000 (ok)…', 'e-mail  --  tab\there'];
    for (const locale of BANK_LOCALES.filter((l) => l !== 'zh_CN')) {
      const b = bankFor(locale);
      texts.push(...b.sentences, ...b.titles, ...b.titlePatterns, ...b.topics, ...b.headings, ...b.listItems, b.sentences.join(' '));
    }
    for (const locale of [en, ru]) {
      const f = new Faker({ locale });
      f.seed(7);
      for (let i = 0; i < 300; i++) texts.push(f.lorem.paragraphs(2));
    }

    // Action
    const different = texts.filter((t) => JSON.stringify(segmentWords(t)) !== JSON.stringify(segmentWithIcu(t)));

    // Assert
    expect(texts.length).toBeGreaterThan(4000);
    expect(different).toEqual([]);
  });
});
