import { duration, secondsSaved } from '../../../worker/src/services/time-saved.service.js';

describe('time saved', () => {
  it('uses the spec estimates per item', () => {
    expect(secondsSaved({ basicPosts: 2, richPosts: 1, terms: 2, users: 2, comments: 4 })).toEqual({
      posts: (2 * 3 + 8) * 60,
      terms: 3 * 60,
      users: 5 * 60,
      comments: 2 * 60,
    });
  });

  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0, total_seconds: 0, formatted: '0 seconds', formatted_short: '0s' }],
    [45, { hours: 0, minutes: 0, seconds: 45, total_seconds: 45, formatted: '45 seconds', formatted_short: '45s' }],
    [60, { hours: 0, minutes: 1, seconds: 0, total_seconds: 60, formatted: '1 minute', formatted_short: '1m' }],
    [7530, { hours: 2, minutes: 5, seconds: 30, total_seconds: 7530, formatted: '2 hours 5 minutes', formatted_short: '2h 5m' }],
    [3600, { hours: 1, minutes: 0, seconds: 0, total_seconds: 3600, formatted: '1 hour', formatted_short: '1h' }],
  ])('formats %i seconds', (seconds, expected) => {
    expect(duration(seconds)).toEqual(expected);
  });
});
