import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue, StorageContext } from '../field-value.js';
import { expectKind, idsOf, isOn, presentValues, stringSetting } from './field-value-reader.js';
import { metaBoxPhpFormat } from './meta-box-date-format.js';
import { fieldsetSubFields, mbIsCloneable, mbIsMultiple, mbResolved, mbSingleClone, metaBoxShape, textListSubFields } from './meta-box.shape.js';
import { phpDate, unixTime } from '../../../core-parity/php-date.js';
import { wpautop } from '../../../core-parity/wpautop.js';
import { phpArray, phpNumberString, type PhpValue } from '../../../core-parity/php-value.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * Meta Box post meta (inc/field.php save(), docs.metabox.io/database): the field id is the meta key; a
 * `multiple` field writes one row per value, a cloneable field one serialized list (or one row per clone
 * with `clone_as_multiple`), everything else one row.
 */

function dateValue(def: FieldDefinition, date: Date): PhpValue {
  // `timestamp`: Meta Box reads it back with gmdate(), so the wall clock is stored as if it were UTC.
  if (def.type !== 'time' && isOn(def.settings.timestamp)) return unixTime(date);
  return phpDate(date, stringSetting(def, 'save_format', metaBoxPhpFormat(def)));
}

function idValue(def: FieldDefinition, ids: number[], ctx: StorageContext): PhpValue {
  if (def.type === 'taxonomy_advanced') return ids.join(',');
  if (def.type === 'file_input') return ids[0] === undefined ? '' : ctx.attachmentUrl(ids[0]);
  return mbIsMultiple(def) ? [...ids] : (ids[0] ?? '');
}

function groupValue(subFields: FieldDefinition[], values: Record<string, FieldValue>, ctx: StorageContext): PhpValue {
  return phpArray(presentValues(subFields, values).map(([sub, value]) => [sub.name, nativeValue(sub, value, ctx)]));
}

/** block_editor: the editor posts serialized blocks, one paragraph block per paragraph. */
function paragraphBlocks(html: string): string {
  return html.replace(/<p>([\s\S]*?)<\/p>/g, '<!-- wp:paragraph -->\n<p>$1</p>\n<!-- /wp:paragraph -->').replace(/-->\n(?=<!-- wp:)/g, '-->\n\n');
}

/** The value Meta Box's value() + sanitizer hand to save() (inc/sanitizer.php), before it becomes rows. */
export function nativeValue(def: FieldDefinition, value: FieldValue, ctx: StorageContext): PhpValue {
  if (mbIsCloneable(def) && def.type === 'group') {
    return expectKind(def, value, 'rows').rows.map((row) => groupValue(def.sub_fields ?? [], row, ctx));
  }
  if (mbIsCloneable(def)) {
    const clone = mbSingleClone(def);
    return expectKind(def, value, 'rows').rows.flatMap((row) => presentValues([clone], row).map(([, v]) => nativeValue(clone, v, ctx)));
  }
  if (def.type === 'text_list') {
    // RWMB_Text_List_Field: the texts in the options' order, one row each (a multiple-values field).
    const { values } = expectKind(def, value, 'group');
    return presentValues(textListSubFields(def), values).map(([sub, v]) => textOf(sub, v));
  }
  switch (value.kind) {
    case 'text':
      // RWMB_Wysiwyg_Field::value(): wpautop() unless the field is `raw`.
      if (def.type === 'wysiwyg') return isOn(def.settings.raw) ? value.value : wpautop(value.value);
      return def.type === 'block_editor' ? paragraphBlocks(value.value) : value.value;
    case 'number':
      return String(value.value);
    case 'boolean':
      return value.value ? 1 : 0; // sanitize_checkbox(): (int) ! empty()
    case 'date':
      return dateValue(def, value.value);
    case 'choice':
      return mbIsMultiple(def) ? [...value.values] : (value.values[0] ?? '');
    case 'map':
      return `${phpNumberString(value.lat)},${phpNumberString(value.lng)},${value.zoom}`; // sanitize_map()
    case 'rows':
      return value.rows.map((row) => [textOf(def, row.key), textOf(def, row.value)]); // key_value pairs
    case 'group':
      return groupValue(def.type === 'fieldset_text' ? fieldsetSubFields(def) : def.sub_fields ?? [], value.values, ctx);
    default:
      return idValue(def, idsOf(def, value), ctx);
  }
}

function textOf(def: FieldDefinition, value: FieldValue | undefined): string {
  return value ? expectKind(def, value, 'text').value : '';
}

function store(field: FieldDefinition, value: FieldValue, ctx: StorageContext) {
  const def = mbResolved(field);
  const out = new StoredFieldBuilder();
  if (def.type === 'taxonomy') {
    // Not meta: the terms are set on the post (RWMB_Taxonomy_Field::save()).
    for (const id of idsOf(def, value)) out.relate(ctx.taxonomyOf(id), [id]);
    return out.build();
  }
  const native = nativeValue(def, value, ctx);
  // Empty values are deleted, not stored (RWMB_Helpers_Value::is_valid_for_field()).
  if (native === '' || (Array.isArray(native) && native.length === 0)) return out.build();
  const cloneRows = mbIsCloneable(def) && isOn(def.settings.clone_as_multiple);
  const listed = mbIsMultiple(def) || def.type === 'text_list';
  const perValue = cloneRows || (!mbIsCloneable(def) && listed && def.type !== 'taxonomy_advanced');
  if (perValue && Array.isArray(native)) out.rowPerValue(def.name, native);
  else out.row(def.name, native);
  return out.build();
}

export const metaBoxStorage: FieldStorage = { plugin: 'meta-box', shape: metaBoxShape, store };
