/**
 * PHP date() formatting of a wall-clock value. FieldValue dates carry the site's wall clock in their
 * UTC fields (field-value.ts), so every letter reads a getUTC* accessor.
 */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayName = (d: Date): string => DAY_NAMES[d.getUTCDay()] ?? '';
const monthName = (d: Date): string => MONTH_NAMES[d.getUTCMonth()] ?? '';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const hour12 = (d: Date): number => d.getUTCHours() % 12 || 12;
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const dayOfYear = (d: Date): number => (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000;
const daysInMonth = (d: Date): number => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

function ordinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const LETTERS: Readonly<Record<string, (d: Date) => string>> = {
  d: (d) => pad(d.getUTCDate()),
  D: (d) => dayName(d).slice(0, 3),
  j: (d) => String(d.getUTCDate()),
  l: (d) => dayName(d),
  N: (d) => String(d.getUTCDay() || 7),
  S: (d) => ordinalSuffix(d.getUTCDate()),
  w: (d) => String(d.getUTCDay()),
  z: (d) => String(dayOfYear(d)),
  F: (d) => monthName(d),
  m: (d) => pad(d.getUTCMonth() + 1),
  M: (d) => monthName(d).slice(0, 3),
  n: (d) => String(d.getUTCMonth() + 1),
  t: (d) => String(daysInMonth(d)),
  L: (d) => (isLeap(d.getUTCFullYear()) ? '1' : '0'),
  Y: (d) => String(d.getUTCFullYear()),
  y: (d) => pad(d.getUTCFullYear() % 100),
  a: (d) => (d.getUTCHours() < 12 ? 'am' : 'pm'),
  A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  g: (d) => String(hour12(d)),
  G: (d) => String(d.getUTCHours()),
  h: (d) => pad(hour12(d)),
  H: (d) => pad(d.getUTCHours()),
  i: (d) => pad(d.getUTCMinutes()),
  s: (d) => pad(d.getUTCSeconds()),
  u: (d) => pad(d.getUTCMilliseconds() * 1000, 6),
  v: (d) => pad(d.getUTCMilliseconds(), 3),
  U: (d) => String(unixTime(d)),
};

/** `date($format)` for the letters field plugins use; a backslash escapes the next character, others are literal. */
export function phpDate(date: Date, format: string): string {
  let out = '';
  const chars = [...format];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    if (ch === '\\' && i + 1 < chars.length) {
      out += chars[++i];
      continue;
    }
    const letter = Object.hasOwn(LETTERS, ch) ? LETTERS[ch] : undefined;
    out += letter ? letter(date) : ch;
  }
  return out;
}

/**
 * Unix seconds of the wall clock read as UTC: what PHP's strtotime()/date_create_from_format() return
 * under WordPress, which sets PHP's default timezone to UTC.
 */
export function unixTime(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
