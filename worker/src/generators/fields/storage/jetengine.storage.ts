import { createHash } from 'node:crypto';
import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue, StorageContext } from '../field-value.js';
import { expectKind, idsOf, isOn, presentValues, stringSetting } from './field-value-reader.js';
import { jetEngineShape, jetIsMultiple, jetSubFields } from './jetengine.shape.js';
import { phpDate, unixTime } from '../../../core-parity/php-date.js';
import { wpautop } from '../../../core-parity/wpautop.js';
import { phpArray, phpKey, phpNumberString, type PhpValue } from '../../../core-parity/php-value.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * JetEngine meta fields, as its meta boxes post and save them (one row per field, the name as meta key).
 * The formats are what JetEngine 3.7's own meta box save handler writes for its field settings (`is_timestamp`,
 * `is_array`, `is_multiple`, `value_format`, `map_value_format`): tests/compat/golden/jetengine.json.
 */

/** Formats of the HTML date/time inputs JetEngine posts; `is_timestamp` stores strtotime() of them (UTC under WordPress). */
const DATE_FORMATS: Readonly<Record<string, string>> = { date: 'Y-m-d', time: 'H:i', 'datetime-local': 'Y-m-d\\TH:i' };

/** Seconds the posted input can express: a date is its midnight, a datetime-local has no seconds. */
const TIMESTAMP_STEP: Readonly<Record<string, number>> = { date: 86_400, 'datetime-local': 60 };

function dateValue(def: FieldDefinition, date: Date): PhpValue {
  if (def.type !== 'time' && isOn(def.settings.is_timestamp)) {
    // strtotime() of what the input posted: time the input cannot hold is not in the stored value either.
    const step = TIMESTAMP_STEP[def.type] ?? 1;
    return String(Math.floor(unixTime(date) / step) * step);
  }
  return phpDate(date, DATE_FORMATS[def.type] ?? 'Y-m-d');
}

/**
 * Checkbox: every option as value => 'true' / 'false'. "Save as array" (`is_array`) keeps the keys of the checked
 * ones, in the order the form posts its options and as PHP array keys ('42' becomes the integer 42).
 */
function checkboxValue(def: FieldDefinition, checked: string[]): PhpValue {
  const options = def.choices?.map((c) => c.value) ?? checked;
  if (isOn(def.settings.is_array)) return options.filter((option) => checked.includes(option)).map(phpKey);
  return phpArray(options.map((option) => [option, checked.includes(option) ? 'true' : 'false']));
}

/** Media: `value_format` id (default), url, or both as ['id' => …, 'url' => …]; gallery: ids/urls comma-joined, or a list of both. */
function mediaValue(def: FieldDefinition, ids: number[], ctx: StorageContext): PhpValue {
  const format = stringSetting(def, 'value_format', 'id');
  // "both" is posted as JSON and saved json_decode()d (jet_engine_sanitize_media_json): the id stays an integer.
  const both = ids.map((id) => phpArray([['id', id], ['url', ctx.attachmentUrl(id)]]));
  const plain = ids.map((id) => (format === 'url' ? ctx.attachmentUrl(id) : String(id)));
  if (def.type === 'media') return format === 'both' ? (both[0] ?? '') : (plain[0] ?? '');
  return format === 'both' ? both : plain.join(',');
}

/**
 * Map (JetEngine's Maps Listings module): the value in `map_value_format` as its map control posts it, "lat,lng"
 * (default), the position as a JSON string (`location_array`, JSON.stringify() in a hidden input, saved as text), or
 * the address. The control also fills three hidden service fields, `<prefix>_hash` = md5(value), `<prefix>_lat` and
 * `<prefix>_lng`: Maps Listings takes its markers and geo queries from them, and geocodes the value again when the
 * hash does not match. The prefix is md5(name) for a meta box field (the adapter sends the filtered one as
 * `map_field_prefix`), the sub field's own name inside a repeater.
 */
function mapValue(def: FieldDefinition, value: Extract<FieldValue, { kind: 'map' }>): string {
  switch (stringSetting(def, 'map_value_format', 'location_string')) {
    case 'location_array':
      return JSON.stringify({ lat: value.lat, lng: value.lng });
    case 'location_address':
      return value.address;
    default:
      return `${phpNumberString(value.lat)},${phpNumberString(value.lng)}`;
  }
}

/** The map's own row and its three service rows. */
function mapRows(def: FieldDefinition, value: Extract<FieldValue, { kind: 'map' }>, prefix: string): Array<[string, PhpValue]> {
  const stored = mapValue(def, value);
  return [
    [def.name, stored],
    [`${prefix}_hash`, md5(stored)],
    [`${prefix}_lat`, phpNumberString(value.lat)],
    [`${prefix}_lng`, phpNumberString(value.lng)],
  ];
}

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

const mapPrefix = (def: FieldDefinition, fallback: string): string => stringSetting(def, 'map_field_prefix', fallback);

/** Repeater: ['item-0' => [sub name => value, …], 'item-1' => …]. */
function repeaterValue(def: FieldDefinition, value: FieldValue, ctx: StorageContext): PhpValue {
  const { rows } = expectKind(def, value, 'rows');
  return phpArray(rows.map((row, i) => [
    `item-${i}`,
    phpArray(presentValues(jetSubFields(def), row).flatMap(([sub, v]): Array<[string, PhpValue]> =>
      v.kind === 'map' ? mapRows(sub, v, mapPrefix(sub, sub.name)) : [[sub.name, nativeValue(sub, v, ctx)]])),
  ]));
}

function nativeValue(def: FieldDefinition, value: FieldValue, ctx: StorageContext): PhpValue {
  switch (value.kind) {
    case 'text':
      return value.value;
    case 'number':
      return String(value.value);
    case 'boolean':
      return value.value ? 'true' : 'false';
    case 'date':
      return dateValue(def, value.value);
    case 'choice':
      if (def.type === 'checkbox') return checkboxValue(def, value.values);
      return jetIsMultiple(def) ? [...value.values] : (value.values[0] ?? '');
    case 'attachments':
      return mediaValue(def, value.ids, ctx);
    case 'map':
      return mapValue(def, value);
    case 'rows':
      return repeaterValue(def, value, ctx);
    default: {
      const ids = idsOf(def, value).map(String);
      return jetIsMultiple(def) ? ids : (ids[0] ?? '');
    }
  }
}

export const jetEngineStorage: FieldStorage = {
  plugin: 'jetengine',
  shape: jetEngineShape,
  store(def, value, ctx) {
    const builder = new StoredFieldBuilder();
    if (value.kind === 'map') {
      for (const [key, v] of mapRows(def, value, mapPrefix(def, md5(def.name)))) builder.row(key, v);
      return builder.build();
    }
    // A meta box's wysiwyg field is saved through jet_engine_sanitize_wysiwyg(): wpautop() first.
    if (value.kind === 'text' && def.type === 'wysiwyg') return builder.row(def.name, wpautop(value.value)).build();
    return builder.row(def.name, nativeValue(def, value, ctx)).build();
  },
};
