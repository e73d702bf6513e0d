import type { HostContext } from '../../../worker/src/contract/host-context.js';
import { mysqlDateTime, siteOffsetMs, siteTime, utcFromSiteTime } from '../../../worker/src/core-parity/site-clock.js';

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

/** Expected values from PHP 8.2 on this machine: date_create($local, new DateTimeZone($zone)) set to UTC, as get_gmt_from_date() does. */
describe('utcFromSiteTime (get_gmt_from_date)', () => {
  const utc = (zone: string, offset: number, local: string): string => mysqlDateTime(utcFromSiteTime(host(zone, offset), Date.parse(`${local.replace(' ', 'T')}Z`)));

  it.each([
    ['Europe/Berlin', '2026-01-31 14:05:00', '2026-01-31 13:05:00'],
    ['Europe/Berlin', '2026-07-01 14:05:00', '2026-07-01 12:05:00'],
    ['Europe/Berlin', '2026-10-25 02:30:00', '2026-10-25 01:30:00'],
    ['Europe/Berlin', '2026-03-29 02:30:00', '2026-03-29 01:30:00'],
    ['America/New_York', '2026-03-08 02:30:00', '2026-03-08 07:30:00'],
    ['America/New_York', '2026-11-01 01:30:00', '2026-11-01 05:30:00'],
    ['Australia/Lord_Howe', '2026-04-05 01:45:00', '2026-04-04 15:15:00'],
    ['Australia/Lord_Howe', '2026-10-04 02:15:00', '2026-10-03 15:45:00'],
  ])('%s %s → %s UTC', (zone, local, expected) => {
    expect(utc(zone, 0, local)).toBe(expected);
  });

  it('uses gmt_offset when no zone is named', () => {
    expect(utc('', -5.5, '2026-01-15 07:00:05')).toBe('2026-01-15 12:30:05');
    expect(utc('', 0, '2026-01-15 12:30:05')).toBe('2026-01-15 12:30:05');
  });
});

/** The offset asked of Intl for the one moment, the way the worker did before it kept zones' changes. */
function intlOffset(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(utcMs / 1000) * 1000;
}

describe('siteOffsetMs', () => {
  // Daylight saving time both ways, half and three-quarter hours, a half-hour shift (Lord Howe), a
  // zone that suspends it for Ramadan (Casablanca), one without any (Kolkata).
  const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham', 'Africa/Casablanca', 'Europe/Dublin', 'Asia/Kolkata'];

  it.each(ZONES)('gives %s the offset Intl gives, every few hours over two years', (zone) => {
    // Setup
    const from = Date.UTC(2025, 0, 1);
    const moments = Array.from({ length: 2 * 365 * 4 }, (_, i) => from + i * 6 * 3_600_000 + (i % 7) * 601_337);

    // Action
    const offsets = moments.map((ms) => siteOffsetMs(host(zone, 0), ms));

    // Assert
    expect(offsets).toEqual(moments.map((ms) => intlOffset(zone, ms)));
  });

  it('changes at the very second the zone does', () => {
    // Setup: Berlin went to summer time at 2026-03-29 01:00:00 UTC.
    const change = Date.UTC(2026, 2, 29, 1, 0, 0);

    // Action
    const around = [change - 1001, change - 1, change, change + 999].map((ms) => siteOffsetMs(host('Europe/Berlin', 0), ms));

    // Assert
    expect(around).toEqual([3_600_000, 3_600_000, 7_200_000, 7_200_000]);
  });

  it('falls back to gmt_offset for a zone Intl does not know', () => {
    expect(siteOffsetMs(host('Mars/Olympus_Mons', 2), JAN)).toBe(7_200_000);
  });
});
