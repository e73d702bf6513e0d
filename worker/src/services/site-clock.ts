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

/** The site's offset from UTC in ms at a moment, as wp_timezone() would give it (named zone first, else gmt_offset). */
export function siteOffsetMs(host: HostContext, utcMs: number): number {
  const zone = host.site.timezone_string;
  if (zone) {
    try {
      const parts = formatterFor(zone).formatToParts(new Date(utcMs));
      const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
      const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
      return local - Math.floor(utcMs / 1000) * 1000;
    } catch {
      // An unknown zone name: WordPress itself falls back to gmt_offset too.
    }
  }
  return Math.round(host.site.gmt_offset * 3600_000);
}

/** current_time('mysql') and current_time('mysql', true) for a moment. */
export function siteTime(host: HostContext, utcMs: number = Date.now()): { local: string; gmt: string } {
  return { local: mysqlDateTime(utcMs + siteOffsetMs(host, utcMs)), gmt: mysqlDateTime(utcMs) };
}
