import { phpDate, unixTime } from '../../../worker/src/core-parity/php-date.js';
import { wallClock } from '../generators/fields/storage/storage-fixtures.js';

describe('phpDate', () => {
  it.each([
    ['Ymd', '20240501'],
    ['Y-m-d H:i:s', '2024-05-01 08:05:09'],
    ['m\\/d\\/Y', '05/01/2024'],
    ['h:i A', '08:05 AM'],
    ['D, j M y', 'Wed, 1 May 24'],
    ['l jS F', 'Wednesday 1st May'],
    ['g:i a G', '8:05 am 8'],
    ['N w z t L', '3 3 121 31 1'],
    ['Y-m-d\\TH:i', '2024-05-01T08:05'],
  ])('formats %s as PHP date() does', (format, expected) => {
    // Setup
    const date = wallClock('2024-05-01T08:05:09');

    // Action
    const formatted = phpDate(date, format);

    // Assert
    expect(formatted).toBe(expected);
  });

  it('writes 12 for noon and midnight in 12-hour formats, and the ordinal suffixes of 2nd, 3rd, 11th, 22nd', () => {
    // Setup
    const dates = ['2024-05-02T00:00:00', '2024-05-03T12:00:00', '2024-05-11T13:00:00', '2024-05-22T23:00:00'].map(wallClock);

    // Action
    const formatted = dates.map((d) => phpDate(d, 'jS g A'));

    // Assert
    expect(formatted).toEqual(['2nd 12 AM', '3rd 12 PM', '11th 1 PM', '22nd 11 PM']);
  });
});

describe('unixTime', () => {
  it('reads the wall clock as UTC, as strtotime() does under WordPress', () => {
    // Setup
    const date = wallClock('2024-05-01T13:45:00');

    // Action
    const seconds = unixTime(date);

    // Assert
    expect(seconds).toBe(1714571100);
  });
});
