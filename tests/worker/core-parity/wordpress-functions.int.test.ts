import { sanitizeFileBase } from '../../../worker/src/core-parity/sanitize-file-name.js';
import { mysqlDateTime, siteOffsetMs, utcFromSiteTime } from '../../../worker/src/core-parity/site-clock.js';
import { phpTruthy } from '../../../worker/src/core-parity/php-truthy.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

/*
 * Ports of WordPress functions against the site's own, the site's settings given through their
 * option filters (nothing is written): get_gmt_from_date() and wp_timezone()'s offset for named
 * zones and plain offsets, sanitize_file_name() for a stored image's base name, and PHP's
 * (bool) of JSON values as WordPress reads an image size's `crop`.
 */

const php = <T>(code: string, input: unknown): T => JSON.parse(runWordPressPhp(code, JSON.stringify(input))) as T;

describe('WordPress functions and their ports', () => {
  it.each([
    ['Europe/Berlin', 0],
    ['America/New_York', 0],
    ['Australia/Lord_Howe', 0],
    ['Asia/Kathmandu', 0],
    ['', 5.5],
    ['', -9.5],
  ])('utcFromSiteTime() is get_gmt_from_date() and siteOffsetMs() is wp_timezone()\'s offset for %s (gmt_offset %d)', (zone, offset) => {
    // Setup: ordinary times, and the hours around each change of clocks in 2026 (turned forward: a time that never happens; back: one that happens twice).
    const locals = ['2026-01-15 12:00:00', '2026-03-08 02:30:00', '2026-03-29 02:30:00', '2026-04-05 02:15:00', '2026-10-04 01:45:00', '2026-10-25 02:30:00', '2026-11-01 01:30:00', '2026-07-01 23:59:59'];
    const host = { site: { timezone_string: zone, gmt_offset: offset } } as never;

    // Action
    const ours = locals.map((local) => {
      const utc = utcFromSiteTime(host, Date.parse(`${local.replace(' ', 'T')}Z`));
      return [mysqlDateTime(utc), siteOffsetMs(host, utc) / 1000];
    });

    // Assert
    const theirs = php<Array<[string, number]>>(`
      [$zone, $offset, $locals] = json_decode(stream_get_contents(STDIN), true);
      add_filter('pre_option_timezone_string', fn() => $zone);
      add_filter('pre_option_gmt_offset', fn() => $offset);
      echo json_encode(array_map(function ($local) {
        $gmt = get_gmt_from_date($local);
        return [$gmt, wp_timezone()->getOffset(new DateTime($gmt, new DateTimeZone('UTC')))];
      }, $locals));
    `, [zone, offset, locals]);
    expect(ours).toEqual(theirs);
  });

  it('sanitizeFileBase() is sanitize_file_name() for the base names images are stored under: sanitize_title() slugs', () => {
    // Setup: what sanitize_title() gives (lower-case ASCII, dashes, %xx octets it keeps), and the characters the port removes.
    const bases = ['harbour-view', 'avatar-of-todd-runolfsson', '--leading-dashes', 'a%20b', '%e5%9b%ad%e8%89%ba', 'x/y', 'tab\there', 'many   spaces', '«quoted»', 'semi;colon', '_under', '', 'ends-with-dash-', 'q?a=b&c'];

    // Action
    const ours = bases.map((base) => `${sanitizeFileBase(base)}.jpg`);

    // Assert
    expect(ours).toEqual(php<string[]>('echo json_encode(array_map(fn($b) => sanitize_file_name($b . ".jpg"), json_decode(stream_get_contents(STDIN), true)));', bases));
  });

  it('phpTruthy() is PHP\'s (bool) of a JSON-decoded value', () => {
    // Setup
    const values = [true, false, 0, 1, -1, 0.0, 0.5, '', '0', '0.0', 'false', ' ', [], [0], {}, { a: 1 }, null];

    // Action
    const ours = values.map(phpTruthy);

    // Assert
    expect(ours).toEqual(php<boolean[]>('echo json_encode(array_map(fn($v) => (bool) $v, json_decode(stream_get_contents(STDIN), true)));', values));
  });
});
