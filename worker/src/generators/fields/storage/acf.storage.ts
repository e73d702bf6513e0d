import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue } from '../field-value.js';
import { acfIsMultiple, acfShape } from './acf.shape.js';
import { expectKind, idsOf, isOn, presentValues } from './field-value-reader.js';
import { phpDate } from '../../../core-parity/php-date.js';
import { phpArray, type PhpValue } from '../../../core-parity/php-value.js';
import { openStreetMapValue } from './acf-open-street-map.js';
import { taxonomiesOf } from './shape-builders.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * ACF (and ACF PRO / Secure Custom Fields) post meta, as acf_update_value() writes it: the value under the
 * field name and the field key under `_<name>` (includes/acf-value-functions.php). Sub fields are written
 * before their parent, as the repeater / group / flexible content update_value() filters do.
 */

/** Storage formats are fixed whatever the display/return formats (date_picker stores Ymd: class-acf-field-date_picker.php). */
const DATE_FORMATS: Readonly<Record<string, string>> = {
  date_picker: 'Ymd',
  date_time_picker: 'Y-m-d H:i:s',
  time_picker: 'H:i:s',
};

/** Ids are saved as strings, "for SQL LIKE queries" (relationship / gallery / post_object update_value()). */
function idValue(def: FieldDefinition, ids: number[]): PhpValue {
  const strings = ids.map(String);
  return acfIsMultiple(def) ? strings : (strings[0] ?? '');
}

function scalarValue(def: FieldDefinition, value: FieldValue): PhpValue {
  switch (value.kind) {
    case 'text':
      return value.value;
    case 'number':
      return String(value.value);
    case 'boolean':
      return value.value ? '1' : '0';
    case 'date':
      return phpDate(value.value, DATE_FORMATS[def.type] ?? 'Y-m-d H:i:s');
    case 'choice':
      // icon_picker: its two hidden inputs, type then value, saved as posted (no update_value()).
      if (def.type === 'icon_picker') return phpArray([['type', 'dashicons'], ['value', value.values[0] ?? '']]);
      return acfIsMultiple(def) ? [...value.values] : (value.values[0] ?? '');
    case 'link':
      // Key order of the field's hidden inputs: title, url, target (class-acf-field-link.php render_field()).
      return phpArray([['title', value.title], ['url', value.url], ['target', value.target]]);
    case 'map':
      if (def.type === 'open_street_map') return openStreetMapValue(def, value);
      // The JSON the map's JS posts, decoded: address, lat, lng, zoom (_acf-field-google-map.js).
      return phpArray([['address', value.address], ['lat', value.lat], ['lng', value.lng], ['zoom', value.zoom]]);
    default:
      return idValue(def, idsOf(def, value));
  }
}

class AcfWriter {
  readonly out = new StoredFieldBuilder();

  field(def: FieldDefinition, prefix: string, value: FieldValue): void {
    const name = prefix + def.name;
    switch (def.type) {
      case 'repeater':
        return this.withReference(def, name, this.repeater(def, name, value));
      case 'flexible_content':
        return this.withReference(def, name, this.flexible(def, name, value));
      case 'group':
        this.subFields(def.sub_fields ?? [], `${name}_`, expectKind(def, value, 'group').values);
        return this.withReference(def, name, '');
      case 'clone':
        // A clone writes no row of its own; its fields keep their own names, prefixed when prefix_name is on.
        return this.subFields(def.sub_fields ?? [], isOn(def.settings.prefix_name) ? `${name}_` : prefix, expectKind(def, value, 'group').values);
      default:
        this.taxonomyTerms(def, value);
        return this.withReference(def, name, scalarValue(def, value));
    }
  }

  private withReference(def: FieldDefinition, name: string, value: PhpValue): void {
    this.out.row(name, value).row(`_${name}`, def.key);
  }

  private subFields(subFields: FieldDefinition[], prefix: string, values: Record<string, FieldValue>): void {
    for (const [sub, value] of presentValues(subFields, values)) this.field(sub, prefix, value);
  }

  /** Rows `<name>_<i>_<sub>`; the repeater's own value is the row count, '' when empty. */
  private repeater(def: FieldDefinition, name: string, value: FieldValue): PhpValue {
    const { rows } = expectKind(def, value, 'rows');
    rows.forEach((row, i) => this.subFields(def.sub_fields ?? [], `${name}_${i}_`, row));
    return rows.length > 0 ? String(rows.length) : '';
  }

  /** Rows `<name>_<i>_<sub>`; the field's own value is the list of layout names, '' when empty. */
  private flexible(def: FieldDefinition, name: string, value: FieldValue): PhpValue {
    const { rows } = expectKind(def, value, 'layouts');
    const layouts = new Map((def.layouts ?? []).map((layout) => [layout.name, layout]));
    rows.forEach((row, i) => {
      const layout = layouts.get(row.layout);
      if (!layout) throw new Error(`Field "${def.name}" has no layout "${row.layout}".`);
      this.subFields(layout.sub_fields, `${name}_${i}_`, row.values);
    });
    return rows.length > 0 ? rows.map((row) => row.layout) : '';
  }

  /** save_terms: the post is also given the chosen terms (class-acf-field-taxonomy.php update_value()). */
  private taxonomyTerms(def: FieldDefinition, value: FieldValue): void {
    if (def.type !== 'taxonomy' || !isOn(def.settings.save_terms)) return;
    const [taxonomy] = taxonomiesOf(def, 'taxonomy');
    if (!taxonomy) throw new Error(`Taxonomy field "${def.name}" names no taxonomy.`);
    this.out.relate(taxonomy, idsOf(def, value));
  }
}

export const acfStorage: FieldStorage = {
  plugin: 'acf',
  shape: acfShape,
  store(def, value) {
    const writer = new AcfWriter();
    writer.field(def, '', value);
    return writer.out.build();
  },
};
