import { serialize } from 'php-serialize';

/** A PHP value as a field plugin hands it to update_metadata(): a string, a number, a list or an array with keys. */
export type PhpValue = string | number | PhpValue[] | Map<string | number, PhpValue>;

/** PHP turns decimal-integer string keys into integer keys (`'12'` → `12`); so must we, or serialize() writes `s:2:"12"`. */
const INTEGER_KEY = /^(0|-?[1-9][0-9]*)$/;

export function phpKey(key: string | number): string | number {
  return typeof key === 'string' && INTEGER_KEY.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : key;
}

/** An associative PHP array, keys in insertion order. */
export function phpArray(entries: Iterable<readonly [string | number, PhpValue]>): Map<string | number, PhpValue> {
  const map = new Map<string | number, PhpValue>();
  for (const [key, value] of entries) map.set(phpKey(key), value);
  return map;
}

/** What update_metadata() stores: scalars as strings, arrays through maybe_serialize(). */
export function metaString(value: PhpValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return phpNumberString(value);
  return serialize(value);
}

/**
 * PHP's (string) cast of a number: integers as digits, floats as printf's %.14G (`precision` = 14
 * significant digits, so 51.50735091234567 → "51.507350912346"), in exponent form below 1e-4 and
 * from 1e14 on as PHP writes it ("1.5E-7", "1.0E+21").
 */
export function phpNumberString(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NAN' : value > 0 ? 'INF' : '-INF';
  const [mantissa = '', exponentText = '0'] = value.toExponential(13).split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 14) return `${mantissa.replace(/0+$/, '').replace(/\.$/, '.0')}E${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  return String(Number(value.toPrecision(14)));
}
