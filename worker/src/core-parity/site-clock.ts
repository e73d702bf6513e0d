import type { HostContext } from '../contract/host-context.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` as MySQL DATETIME and WordPress write it. */
export function mysqlDateTime(utcMs: number): string {
  const d = new Date(utcMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One formatter per named zone: making one costs a hundred times what formatting a date does. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** A named zone's offset at a moment, asked of Intl (throws for a zone it does not know). */
function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(utcMs / 1000) * 1000;
}

/** A zone's offsets through one UTC year: offsets[i] holds from starts[i] on. */
interface ZoneYear {
  starts: number[];
  offsets: number[];
}

const WEEK_MS = 7 * 86_400_000;
const zoneYears = new Map<string, ZoneYear>();

/**
 * Where a zone's offset changes within a UTC year, found once per process: weekly samples (zones
 * change their offset a few times a year at most, never twice within a week), then the second of
 * each change by bisection. About a hundred Intl calls per zone and year instead of one per date:
 * a run dates a thousand rows and more.
 */
function zoneYear(zone: string, year: number): ZoneYear {
  const key = `${zone}\u0000${year}`;
  const known = zoneYears.get(key);
  if (known) return known;
  const end = Date.UTC(year + 1, 0, 1);
  const found: ZoneYear = { starts: [Date.UTC(year, 0, 1)], offsets: [zoneOffsetMs(zone, Date.UTC(year, 0, 1))] };
  for (let from = found.starts[0]!; from < end; from += WEEK_MS) {
    const to = Math.min(from + WEEK_MS, end);
    const before = found.offsets.at(-1)!;
    const after = zoneOffsetMs(zone, to);
    if (after === before) continue;
    let lo = from;
    let hi = to;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffsetMs(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    if (hi < end) {
      found.starts.push(hi);
      found.offsets.push(after);
    }
  }
  zoneYears.set(key, found);
  return found;
}

/** The site's offset from UTC in ms at a moment, as wp_timezone() would give it (named zone first, else gmt_offset). */
export function siteOffsetMs(host: Pick<HostContext, 'site'>, utcMs: number): number {
  const zone = host.site.timezone_string;
  if (zone) {
    try {
      const { starts, offsets } = zoneYear(zone, new Date(utcMs).getUTCFullYear());
      let i = starts.length - 1;
      while (i > 0 && starts[i]! > utcMs) i--;
      return offsets[i]!;
    } catch {
      // An unknown zone name: WordPress itself falls back to gmt_offset too.
    }
  }
  return Math.round(host.site.gmt_offset * 3600_000);
}

/**
 * get_gmt_from_date(): the UTC moment of a site-local wall-clock time (given as the ms of that time
 * read as UTC), resolved as PHP resolves it. A time that happens twice (clocks turned back) takes
 * the offset in force at the wall-clock time read as UTC; a time that never happens (clocks turned
 * forward) takes the offset from before the change, which moves it forward.
 */
export function utcFromSiteTime(host: Pick<HostContext, 'site'>, localMs: number): number {
  const DAY = 86_400_000;
  const before = siteOffsetMs(host, localMs - DAY);
  const valid = [before, siteOffsetMs(host, localMs + DAY)].filter((offset) => siteOffsetMs(host, localMs - offset) === offset);
  if (valid.length === 0) return localMs - before;
  const asUtc = siteOffsetMs(host, localMs);
  return localMs - (valid.includes(asUtc) ? asUtc : valid[0]!);
}

/** current_time('mysql') and current_time('mysql', true) for a moment. */
export function siteTime(host: HostContext, utcMs: number = Date.now()): { local: string; gmt: string } {
  return { local: mysqlDateTime(utcMs + siteOffsetMs(host, utcMs)), gmt: mysqlDateTime(utcMs) };
}
