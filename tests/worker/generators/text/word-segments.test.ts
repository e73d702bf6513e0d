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
