import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue, StorageContext, StoredField } from '../field-value.js';
import { cmb2IsRepeatable, cmb2Resolved, cmb2Shape, cmb2SingleValue, isCmb2Taxonomy, isThemeTaxonomy, themeTaxonomyIsMultiple } from './cmb2.shape.js';
import { expectKind, idsOf, isOn, presentValues, stringSetting } from './field-value-reader.js';
import { phpDate, unixTime } from '../../../core-parity/php-date.js';
import { phpArray, phpNumberString, type PhpValue } from '../../../core-parity/php-value.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * CMB2 post meta (includes/CMB2_Sanitize.php, CMB2::save_group_field()): the field id is the meta key;
 * arrays (multicheck, file_list, repeatable fields, groups) are one serialized row. Empty values are not stored.
 */

/** A stored value plus the supporting rows CMB2 writes beside it (`<id>_id` for files, `<id>_utc` for zoned datetimes). */
interface Cmb2Value {
  value: PhpValue | undefined;
  supporting: Array<[suffix: string, value: PhpValue]>;
}

const plain = (value: PhpValue | undefined): Cmb2Value => ({ value, supporting: [] });

/** number_format_i18n($value, 2) with the en_US separators (CMB2_Sanitize::text_money()). */
function money(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * text_datetime_timestamp_timezone: json_encode() of a PHP DateTime, plus the UTC timestamp under `<id>_utc`.
 * The wall clock is written in UTC (timezone "UTC"): the site's timezone is not known here.
 */
function zonedDatetime(date: Date): Cmb2Value {
  const json = JSON.stringify({ date: `${phpDate(date, 'Y-m-d H:i:s')}.000000`, timezone_type: 3, timezone: 'UTC' });
  return { value: json, supporting: [['_utc', unixTime(date)]] };
}

/** Date letters from the field's date_format / time_format args (defaults in CMB2_Field::_set_field_defaults()). */
function dateValue(def: FieldDefinition, date: Date): Cmb2Value {
  switch (def.type) {
    case 'text_date':
      return plain(phpDate(date, stringSetting(def, 'date_format', 'm\\/d\\/Y')));
    case 'text_time':
      return plain(phpDate(date, stringSetting(def, 'time_format', 'h:i A')));
    case 'text_datetime_timestamp_timezone':
      return zonedDatetime(date);
    default:
      // text_date_timestamp, text_datetime_timestamp: Unix time of the wall clock read as UTC (CMB2_Utils::get_timestamp_from_value()).
      return plain(unixTime(date));
  }
}

/** file: the URL under the id and the attachment id under `<id>_id`; file_list: [attachment id => URL]. */
function fileValue(def: FieldDefinition, ids: number[], ctx: StorageContext): Cmb2Value {
  if (def.type === 'file_list') return plain(ids.length ? phpArray(ids.map((id) => [id, ctx.attachmentUrl(id)])) : undefined);
  const [id] = ids;
  return id === undefined ? plain(undefined) : { value: ctx.attachmentUrl(id), supporting: [['_id', id]] };
}

/** Choice types that save the list of the chosen values (multicheck: CMB2_Sanitize; pw_multiselect: cmb-field-select2's `name[]` select). */
const isChoiceList = (def: FieldDefinition): boolean => def.type.startsWith('multicheck') || def.type === 'pw_multiselect';

/**
 * pw_map (mustardBees/cmb_field_map cmb-field-map.php): the hidden inputs' ['latitude' => …, 'longitude' => …], as the
 * map's script writes the coordinates into them; with `split_values`, sanitize_pw_map() first saves each, cast to
 * float, under `<id>_latitude` and `<id>_longitude`.
 */
function pwMapValue(def: FieldDefinition, value: Extract<FieldValue, { kind: 'map' }>): Cmb2Value {
  const stored = phpArray([['latitude', String(value.lat)], ['longitude', String(value.lng)]]);
  if (!isOn(def.settings.split_values)) return plain(stored);
  const split: Array<[string, PhpValue]> = [];
  if (value.lat !== 0) split.push(['_latitude', phpNumberString(value.lat)]);
  if (value.lng !== 0) split.push(['_longitude', phpNumberString(value.lng)]);
  return { value: stored, supporting: split };
}

function groupRow(def: FieldDefinition, values: Record<string, FieldValue>, ctx: StorageContext): PhpValue {
  const entries: Array<[string, PhpValue]> = [];
  for (const [sub, value] of presentValues(def.sub_fields ?? [], values)) {
    const stored = cmb2Value(sub, value, ctx);
    // Supporting values go in before the field's own (save_group_field()); empty ones are filtered out.
    for (const [suffix, v] of stored.supporting) entries.push([sub.name + suffix, v]);
    if (stored.value !== undefined) entries.push([sub.name, stored.value]);
  }
  return phpArray(entries);
}

function cmb2Value(def: FieldDefinition, value: FieldValue, ctx: StorageContext): Cmb2Value {
  if (cmb2IsRepeatable(def)) {
    const single = cmb2SingleValue(def);
    const list = expectKind(def, value, 'rows').rows.flatMap((row) => presentValues([single], row).map(([, v]) => cmb2Value(single, v, ctx).value ?? ''));
    return plain(list.length ? list : undefined);
  }
  switch (value.kind) {
    case 'text':
      return plain(value.value === '' ? undefined : value.value);
    case 'number':
      // Only text_money formats; a text field with type=number attributes keeps what was typed.
      return plain(def.type === 'text_money' ? money(value.value) : phpNumberString(value.value));
    case 'boolean':
      return plain(value.value ? 'on' : undefined); // CMB2_Sanitize::checkbox()
    case 'date':
      return dateValue(def, value.value);
    case 'choice':
      return plain(isChoiceList(def) ? (value.values.length ? [...value.values] : undefined) : value.values[0]);
    case 'map':
      return pwMapValue(def, value);
    case 'posts':
    case 'users':
      // custom_attached_posts: the hidden input's comma-separated ids, explode()d by the add-on's sanitize().
      return plain(value.ids.length ? value.ids.map(String) : undefined);
    case 'attachments':
      return fileValue(def, value.ids, ctx);
    case 'rows':
      return plain(value.rows.length ? value.rows.map((row) => groupRow(def, row, ctx)) : undefined);
    case 'group':
      return plain([groupRow(def, value.values, ctx)]);
    default:
      throw new Error(`CMB2 field "${def.name}" (${def.type}) cannot store a ${value.kind} value.`);
  }
}

/**
 * A theme's own `taxonomy_*` type: its sanitize callback sets the post's terms (wp_set_object_terms() or
 * CMB2_Sanitize::taxonomy()), and where it returns nothing, as in the Designers Italia themes
 * (italia/design-scuole-wordpress-theme inc/vendor/CMB2-taxonomy-hierarchy-child.php sanitize()), CMB2's default
 * sanitization also saves the posted slugs as meta: the list of them for checkboxes, else the one slug.
 */
function themeTaxonomy(def: FieldDefinition, ids: number[], ctx: StorageContext): StoredField {
  const out = new StoredFieldBuilder();
  for (const id of ids) out.relate(ctx.taxonomyOf(id), [id]);
  const slugs = ids.map((id) => ctx.termSlugOf(id));
  const [first] = slugs;
  if (first !== undefined) out.row(def.name, themeTaxonomyIsMultiple(def) ? slugs : first);
  return out.build();
}

export const cmb2Storage: FieldStorage = {
  plugin: 'cmb2',
  shape: cmb2Shape,
  store(field, value, ctx) {
    const def = cmb2Resolved(field);
    const out = new StoredFieldBuilder();
    if (isCmb2Taxonomy(def)) {
      // Taxonomy fields set the post's terms instead of meta (CMB2_Sanitize::taxonomy()).
      for (const id of idsOf(def, value)) out.relate(ctx.taxonomyOf(id), [id]);
      return out.build();
    }
    if (isThemeTaxonomy(def)) return themeTaxonomy(def, idsOf(def, value), ctx);
    const stored = cmb2Value(def, value, ctx);
    for (const [suffix, v] of stored.supporting) out.row(def.name + suffix, v);
    if (stored.value !== undefined) out.row(def.name, stored.value);
    return out.build();
  },
};
