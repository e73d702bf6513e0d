import type { FieldDefinition } from '../../../contract/field-definition.js';
import { stringSetting } from './field-value-reader.js';

/** jQuery UI date picker letters → PHP date() letters (RWMB_Datetime_Field::$date_formats). */
const DATE_LETTERS: Readonly<Record<string, string>> = {
  d: 'j', dd: 'd', oo: 'z', D: 'D', DD: 'l', m: 'n', mm: 'm', M: 'M', MM: 'F', y: 'y', yy: 'Y', o: 'z',
};

/** jQuery UI time picker letters → PHP date() letters (RWMB_Datetime_Field::$time_formats). */
const TIME_LETTERS: Readonly<Record<string, string>> = {
  H: 'G', HH: 'H', h: 'g', hh: 'h', mm: 'i', ss: 's', l: 'u', tt: 'a', TT: 'A',
};

/** PHP strtr() with an array: at each position the longest matching key wins, replaced text is not rescanned. */
export function strtr(input: string, table: Readonly<Record<string, string>>): string {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  let out = '';
  for (let i = 0; i < input.length;) {
    const key = keys.find((k) => input.startsWith(k, i));
    out += key ? table[key] : input[i];
    i += key ? key.length : 1;
  }
  return out;
}

/** The PHP format Meta Box stores a date/datetime/time in when neither `timestamp` nor `save_format` is set. */
export function metaBoxPhpFormat(def: FieldDefinition): string {
  const normalized = stringSetting(def, 'php_format', '');
  if (normalized) return normalized;
  const js = (def.settings.js_options ?? {}) as Record<string, unknown>;
  // Defaults of RWMB_Datetime_Field::normalize(); the deprecated `format` setting is the date format / time format.
  const format = stringSetting(def, 'format', '');
  const dateFormat = typeof js.dateFormat === 'string' ? js.dateFormat : (def.type !== 'time' && format) || 'yy-mm-dd';
  const timeFormat = typeof js.timeFormat === 'string' ? js.timeFormat : (def.type === 'time' && format) || 'HH:mm';
  const separator = typeof js.separator === 'string' ? js.separator : ' ';
  if (def.type === 'date') return strtr(dateFormat, DATE_LETTERS);
  if (def.type === 'time') return strtr(timeFormat, TIME_LETTERS);
  return strtr(dateFormat, DATE_LETTERS) + separator + strtr(timeFormat, TIME_LETTERS);
}
