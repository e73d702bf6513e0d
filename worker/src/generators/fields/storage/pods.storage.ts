import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue, StoredField } from '../field-value.js';
import { expectKind, idsOf, isOn, numberSetting } from './field-value-reader.js';
import { phpDate } from '../../../core-parity/php-date.js';
import { isSimplePick, pickObject, podsIsMultiple, podsIsRepeatable, podsShape, podsSingleValue } from './pods.shape.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * Pods fields on a meta-storage pod (post types extended or created with meta storage): one row per field
 * (PodsAPI::save_meta()); relationships and files as one row per id plus `_pods_<name>` = the serialized list
 * of ids (PodsAPI::save_relationships()), and, where the shell reports the podsrel table in use, one
 * `wp_podsrel` row per id: Pods reads fields with an id from there (PodsAPI::lookup_related_items()).
 */

/** Storage formats whatever the display format (classes/fields/date.php, datetime.php, time.php $storage_format). */
const DATE_FORMATS: Readonly<Record<string, string>> = { date: 'Y-m-d', datetime: 'Y-m-d H:i:s', time: 'H:i:s' };

/** PodsField_Number::pre_save(): number_format($value, $decimals, '.', ''), trailing zeros dropped with `_format_soft`. */
function podsNumber(def: FieldDefinition, value: number): string {
  const fallback = def.type === 'currency' ? 2 : 0;
  const decimals = Math.min(30, Math.max(0, Math.trunc(numberSetting(def, `${def.type}_decimals`) ?? fallback)));
  const fixed = value.toFixed(decimals);
  if (!isOn(def.settings[`${def.type}_format_soft`]) || !fixed.includes('.')) return fixed;
  return fixed.replace(/\.?0+$/, '');
}

/**
 * pods_create_slug( $value, false ) (includes/data.php), as PodsField_Slug::pre_save() calls it through
 * pods_unique_slug(): accents removed, '_', ' ' and '/' to '-', sanitize_title() of the lower case, dashes
 * collapsed and trimmed. Other items' slugs are not looked at: a generated slug is new.
 */
export function podsSlug(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim().replace(/[_ /]/g, '-').toLowerCase()
    .replace(/<[^>]*>/g, '').replace(/&.+?;/g, '').replace(/\./g, '-').replace(/[^a-z0-9 _-]/g, '').replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
}

function scalar(def: FieldDefinition, value: FieldValue): string {
  if (def.type === 'slug') return podsSlug(expectKind(def, value, 'text').value);
  switch (value.kind) {
    case 'number':
      return podsNumber(def, value.value);
    case 'boolean':
      return value.value ? '1' : '0'; // PodsField_Boolean::pre_save(), pods_bool_to_int()
    case 'date':
      return phpDate(value.value, DATE_FORMATS[def.type] ?? 'Y-m-d H:i:s');
    default:
      return expectKind(def, value, 'text').value;
  }
}

/** custom-simple picks go through save_meta(): `_pods_<name>` only when multi, values kept as strings. */
function simplePick(def: FieldDefinition, value: FieldValue): StoredField {
  const { values } = expectKind(def, value, 'choice');
  const out = new StoredFieldBuilder();
  if (!podsIsMultiple(def)) return values[0] === undefined ? out.build() : out.row(def.name, values[0]).build();
  if (values.length > 0) out.row(`_pods_${def.name}`, [...values]);
  return out.rowPerValue(def.name, [...values]).build();
}

/** Relationships and files: `_pods_<name>` (ids as integers) first, then one row per id, single or multi. */
function relationship(def: FieldDefinition, value: FieldValue): StoredField {
  const ids = [...new Set(idsOf(def, value))];
  const out = new StoredFieldBuilder();
  if (ids.length === 0) return out.build();
  out.row(`_pods_${def.name}`, ids).rowPerValue(def.name, ids);
  if (isOn(def.settings.podsrel)) out.podsRelations(numberSetting(def, 'pod_id') ?? 0, numberSetting(def, 'field_id') ?? 0, ids);
  // pick_sync_taxonomy: the terms are also set on the post (PodsField_Pick::save()).
  if (pickObject(def) === 'taxonomy' && isOn(def.settings.pick_sync_taxonomy)) out.relate(String(def.settings.pick_val), ids);
  return out.build();
}

/** A repeatable field: one row per value, each as the field's type stores one, and no `_pods_<name>` list. */
function repeatable(def: FieldDefinition, value: FieldValue): StoredField {
  const one = podsSingleValue(def);
  const values = expectKind(def, value, 'rows').rows.flatMap((row) => {
    const clone = row[def.name];
    return clone ? [scalar(one, clone)] : [];
  });
  return new StoredFieldBuilder().rowPerValue(def.name, values).build();
}

export const podsStorage: FieldStorage = {
  plugin: 'pods',
  shape: podsShape,
  store(def, value) {
    if (podsIsRepeatable(def) && value.kind === 'rows') return repeatable(def, value);
    if (isSimplePick(def)) return simplePick(def, value);
    if (def.type === 'pick' || def.type === 'file') return relationship(def, value);
    return new StoredFieldBuilder().row(def.name, scalar(def, value)).build();
  },
};
