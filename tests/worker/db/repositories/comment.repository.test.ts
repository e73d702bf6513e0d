import { idsInRowOrder } from '../../../../worker/src/db/repositories/comment.repository.js';

describe('idsInRowOrder', () => {
  it('answers the ids when the comments read back are the rows, in their order', () => {
    // Action
    const ids = idsInRowOrder([7, 8, 7], [
      { comment_ID: 40, comment_post_ID: 7 },
      { comment_ID: 43, comment_post_ID: 8 },
      { comment_ID: 44, comment_post_ID: 7 },
    ]);

    // Assert
    expect(ids).toEqual([40, 43, 44]);
  });

  it.each([
    ['another session commented on one of the posts', [7, 8], [{ comment_ID: 40, comment_post_ID: 7 }, { comment_ID: 41, comment_post_ID: 7 }, { comment_ID: 42, comment_post_ID: 8 }], '2 written, 3 found'],
    ['the posts come back in another order', [7, 8], [{ comment_ID: 40, comment_post_ID: 8 }, { comment_ID: 41, comment_post_ID: 7 }], '2 written, 2 found'],
    ['a row is missing', [7, 8], [{ comment_ID: 40, comment_post_ID: 7 }], '2 written, 1 found'],
  ])('refuses when %s', (_case, postIds, found, message) => {
    // Action
    const read = () => idsInRowOrder(postIds, found);

    // Assert
    expect(read).toThrow(`Inserted comments not found in their order: ${message}.`);
  });
});
