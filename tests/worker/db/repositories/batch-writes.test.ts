import { idsByMarker } from '../../../../worker/src/db/repositories/batch-writes.js';

describe('idsByMarker', () => {
  it('answers the ids in the order of the markers, whatever order the rows came back in', () => {
    // Action
    const ids = idsByMarker(['a', 'b', 'c'], [['c', 12], ['a', 10], ['b', 11]], 'post');

    // Assert
    expect(ids).toEqual([10, 11, 12]);
  });

  it('refuses a marker two rows share (another session took the same slug meanwhile)', () => {
    // Action
    const read = () => idsByMarker(['post\u0000hello'], [['post\u0000hello', 10], ['post\u0000hello', 13]], 'post');

    // Assert
    expect(read).toThrow('Inserted post post\u0000hello is not the only one.');
  });

  it('refuses a marker no row carries', () => {
    // Action
    const read = () => idsByMarker(['a', 'b'], [['a', 10]], 'comment');

    // Assert
    expect(read).toThrow('Inserted comment b not found.');
  });
});
