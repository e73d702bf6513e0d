import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { mysqlDateTime, siteTime } from '../../../worker/src/services/site-clock.js';

const host = (timezone_string: string, gmt_offset: number) => ({ site: { timezone_string, gmt_offset } }) as HostContext;
const JAN = Date.UTC(2026, 0, 15, 12, 30, 5);
const JUL = Date.UTC(2026, 6, 15, 12, 30, 5);

describe('siteTime', () => {
  it('formats as MySQL DATETIME', () => {
    expect(mysqlDateTime(JAN)).toBe('2026-01-15 12:30:05');
  });

  it('follows a named zone with daylight saving time', () => {
    expect(siteTime(host('Europe/Berlin', 0), JAN)).toEqual({ local: '2026-01-15 13:30:05', gmt: '2026-01-15 12:30:05' });
    expect(siteTime(host('Europe/Berlin', 0), JUL)).toEqual({ local: '2026-07-15 14:30:05', gmt: '2026-07-15 12:30:05' });
  });

  it('uses gmt_offset when no zone is named, including half hours', () => {
    expect(siteTime(host('', -5.5), JAN).local).toBe('2026-01-15 07:00:05');
  });

  it('is UTC for a fresh site', () => {
    expect(siteTime(host('', 0), JAN).local).toBe('2026-01-15 12:30:05');
  });
});
