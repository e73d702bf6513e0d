import { computeCapacity, type ItemLoad } from '../../../../worker/src/services/capacity/capacity.js';

const MiB = 1024 * 1024;
const PLAIN_POST: ItemLoad = { kind: 'posts', pictures: 0, downloaded: false, comments: 0 };
const DOWNLOADED: ItemLoad = { ...PLAIN_POST, pictures: 1, downloaded: true };
const RENDERED: ItemLoad = { ...PLAIN_POST, pictures: 1 };
const NO_MEMORY_LIMIT = -1;

describe('computeCapacity', () => {
  it.each([
    ['plain posts', PLAIN_POST, 500],
    ['posts with a downloaded featured image', DOWNLOADED, 33],
    ['posts with a rendered featured image', RENDERED, 74],
    ['posts with a featured image and a media field file, downloaded', { ...DOWNLOADED, pictures: 2 }, 16],
    ['posts with up to 100 comments each', { ...PLAIN_POST, comments: 100 }, 105],
    ['terms', { ...PLAIN_POST, kind: 'terms' }, 500],
    ['users with a downloaded portrait', { ...DOWNLOADED, kind: 'users' }, 33],
  ] as const)('computes the capacity of %s under a 30 s time limit', (_, load, expected) => {
    // Action + Assert
    expect(computeCapacity({ memory_limit: NO_MEMORY_LIMIT, max_execution_time: 30 }, load)).toBe(expected);
  });

  it('grows with the time limit and is 500 without one', () => {
    // Action
    const [short, long, none] = [30, 120, 0].map((seconds) => computeCapacity({ memory_limit: 256 * MiB, max_execution_time: seconds }, DOWNLOADED));

    // Assert
    expect([short, long, none]).toEqual([33, 132, 500]);
  });

  it('is held by a memory limit that leaves WordPress little room, and 500 without one', () => {
    // Action
    const capacities = [32 * MiB, 31.5 * MiB, 256 * MiB, NO_MEMORY_LIMIT].map((bytes) => computeCapacity({ memory_limit: bytes, max_execution_time: 0 }, PLAIN_POST));

    // Assert
    expect(capacities).toEqual([256, 128, 500, 500]);
  });

  it('never goes below 10, even when the limits leave room for less', () => {
    // Action
    const tight = computeCapacity({ memory_limit: NO_MEMORY_LIMIT, max_execution_time: 5 }, DOWNLOADED);
    const starved = computeCapacity({ memory_limit: 24 * MiB, max_execution_time: 0 }, PLAIN_POST);

    // Assert
    expect([tight, starved]).toEqual([10, 10]);
  });
});
