import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldStorage, FieldValue, StorageContext } from '../field-value.js';
import { carbonKey, type CarbonPath } from './carbon-fields-key.js';
import { associationTypes, carbonFieldsShape, carbonResolved, complexGroups } from './carbon-fields.shape.js';
import { expectKind, idsOf, presentValues, stringSetting } from './field-value-reader.js';
import { phpDate } from '../../../core-parity/php-date.js';
import { phpNumberString, type PhpValue } from '../../../core-parity/php-value.js';
import { StoredFieldBuilder } from './stored-field-builder.js';

/**
 * Carbon Fields post meta (core/Datastore/Key_Value_Datastore.php save()): every field's value set is a list
 * of property maps, each property one row under the key grammar of carbon-fields-key.ts.
 */

type PropertySet = Array<[property: string, value: PhpValue]>;

/** Whether a root field's 'value' goes under the bare `_<name>` key (Field::is_simple_root_field()). */
const SIMPLE_ROOT_TYPES = new Set([
  'text', 'color', 'oembed', 'textarea', 'rich_text', 'date', 'date_time', 'time', 'checkbox', 'radio', 'select', 'image', 'file', 'map',
  'header_scripts', 'footer_scripts', 'hidden', 'radio_image', 'sidebar', 'gravity_form', 'icon',
]);

const DATE_FORMATS: Readonly<Record<string, string>> = { date: 'Y-m-d', date_time: 'Y-m-d H:i:s', time: 'H:i:s' };

/** 'post:<post type>:<id>', 'term:<taxonomy>:<id>', 'user:user:<id>' (Association_Field::value_string_to_property_array()). */
function associationSets(def: FieldDefinition, value: FieldValue, ctx: StorageContext): PropertySet[] {
  const type = associationTypes(def)[0]?.type ?? 'post';
  return idsOf(def, value).map((id) => {
    const subtype = type === 'post' ? ctx.postTypeOf(id) : type === 'term' ? ctx.taxonomyOf(id) : type;
    return [['value', `${type}:${subtype}:${id}`], ['type', type], ['subtype', subtype], ['id', id]];
  });
}

function mediaValue(def: FieldDefinition, id: number, ctx: StorageContext): PhpValue {
  return def.settings.value_type === 'url' ? ctx.attachmentUrl(id) : String(id);
}

/**
 * icon (htmlburger/carbon-field-icon core/Icon_Field.php): a property set of value, provider and icon,
 * set_value_from_input() copying the icon into value; the provider is the chosen option's (the adapter's
 * `icon_provider`, one for all options or one per option), Font Awesome's when get_options() fell back to it.
 */
function iconSet(def: FieldDefinition, icon: string): PropertySet {
  const providers = def.settings.icon_provider;
  const byValue = typeof providers === 'object' && providers !== null ? (providers as Record<string, unknown>)[icon] : providers;
  return [['value', icon], ['provider', typeof byValue === 'string' ? byValue : 'fontawesome'], ['icon', icon]];
}

/** The field's value set, as Field::get_full_value() hands it to the datastore. */
function valueSets(def: FieldDefinition, value: FieldValue, ctx: StorageContext): PropertySet[] {
  switch (value.kind) {
    case 'text':
      return [[['value', value.value]]];
    case 'number':
      return [[['value', phpNumberString(value.value)]]];
    case 'boolean':
      return [[['value', value.value ? stringSetting(def, 'option_value', 'yes') : '']]];
    case 'date':
      return [[['value', phpDate(value.value, stringSetting(def, 'storage_format', DATE_FORMATS[def.type] ?? 'Y-m-d'))]]];
    case 'choice':
      if (def.type === 'icon') return value.values.slice(0, 1).map((icon) => iconSet(def, icon));
      return (SIMPLE_ROOT_TYPES.has(def.type) ? value.values.slice(0, 1) : value.values).map((v) => [['value', v]]);
    case 'map': {
      // Map_Field::set_value_from_input(): value "lat,lng" then the lat, lng, zoom, address properties.
      const latlng = value.lat && value.lng ? `${phpNumberString(value.lat)},${phpNumberString(value.lng)}` : '';
      return [[['value', latlng], ['lat', value.lat], ['lng', value.lng], ['zoom', Math.trunc(value.zoom)], ['address', value.address]]];
    }
    case 'posts':
    case 'terms':
    case 'users':
      return associationSets(def, value, ctx);
    case 'attachments':
      return value.ids.map((id) => [['value', mediaValue(def, id, ctx)]]);
    default:
      throw new Error(`Carbon Fields field "${def.name}" (${def.type}) cannot store a ${value.kind} value.`);
  }
}

class CarbonWriter {
  readonly out = new StoredFieldBuilder();

  constructor(private readonly ctx: StorageContext) {}

  field(def: FieldDefinition, path: CarbonPath, value: FieldValue): void {
    if (def.type === 'complex') return this.complex(def, path, value);
    this.sets(path, SIMPLE_ROOT_TYPES.has(def.type), valueSets(def, value, this.ctx));
  }

  private sets(path: CarbonPath, singleValueType: boolean, sets: PropertySet[]): void {
    const simpleRoot = singleValueType && path.hierarchy.length === 1;
    // A multi-valued field that is empty keeps a `_empty` row so it does not fall back to its default (Value_Set::keepalive()).
    if (sets.length === 0 && !singleValueType) this.out.row(carbonKey(path, false, 0, '_empty'), '');
    sets.forEach((set, i) => {
      for (const [property, v] of set) this.out.row(carbonKey(path, simpleRoot, i, property), v);
    });
  }

  /** The group names first (Complex_Field::save()), then each group's fields with the group index in their path. */
  private complex(def: FieldDefinition, path: CarbonPath, value: FieldValue): void {
    const groups = new Map(complexGroups(def).map((g) => [g.name, g]));
    const entries = value.kind === 'layouts'
      ? value.rows.map((row) => ({ group: row.layout, values: row.values }))
      : expectKind(def, value, 'rows').rows.map((values) => ({ group: complexGroups(def)[0]?.name ?? '_', values }));
    this.sets(path, false, entries.map((e) => [['value', e.group]]));
    entries.forEach((entry, i) => {
      const group = groups.get(entry.group);
      if (!group) throw new Error(`Complex field "${def.name}" has no group "${entry.group}".`);
      for (const [sub, v] of presentValues(group.sub_fields, entry.values)) {
        this.field(sub, { hierarchy: [...path.hierarchy, sub.name], indexes: [...path.indexes, i] }, v);
      }
    });
  }
}

export const carbonFieldsStorage: FieldStorage = {
  plugin: 'carbon-fields',
  shape: carbonFieldsShape,
  store(def, value, ctx) {
    const writer = new CarbonWriter(ctx);
    writer.field(carbonResolved(def), { hierarchy: [def.name], indexes: [] }, value);
    return writer.out.build();
  },
};
