import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { isOn } from './field-value-reader.js';
import * as s from './shape-builders.js';
import { DASHICONS } from './dashicons.js';
import { fontAwesomeShape } from './acf-font-awesome.js';

/** Whether ACF saves this field's value as an array (serialized) rather than one scalar. */
export function acfIsMultiple(def: FieldDefinition): boolean {
  switch (def.type) {
    case 'checkbox':
    case 'relationship':
    case 'gallery':
      return true;
    case 'taxonomy':
      return ['checkbox', 'multi_select'].includes(String(def.settings.field_type ?? 'checkbox'));
    case 'select':
    case 'post_object':
    case 'page_link':
    case 'user':
      return def.multiple === true || isOn(def.settings.multiple);
    default:
      return false;
  }
}

/**
 * icon_picker (ACF 6.3+, class-acf-field-icon_picker.php): a Dashicon when the field offers that tab (all
 * tabs when `tabs` says nothing). A field limited to the media library or an URL is left empty.
 */
function iconPicker(def: FieldDefinition): FieldShape {
  const tabs = def.settings.tabs;
  if (Array.isArray(tabs) && !tabs.includes('dashicons')) return s.SKIP;
  return s.scalar({ kind: 'choice', choices: DASHICONS.map((value) => ({ value, label: value })), multiple: false });
}

const range = (def: FieldDefinition): s.CountRange => (acfIsMultiple(def) ? s.countRange(def, def.min, def.max) : s.singleRange(def));

const SHAPES: s.ShapeTable = {
  text: (def) => s.text(def),
  email: (def) => s.email(def),
  url: (def) => s.url(def),
  password: (def) => s.text(def),
  oembed: (def) => s.url(def),
  color_picker: (def) => s.color(def),
  textarea: (def) => s.multiline(def),
  wysiwyg: (def) => s.html(def),
  number: (def) => s.number(def),
  range: (def) => s.number(def),
  date_picker: () => s.date('date'),
  date_time_picker: () => s.date('datetime'),
  time_picker: () => s.date('time'),
  true_false: () => s.boolean(),
  select: (def) => s.choice(def, acfIsMultiple(def)),
  checkbox: (def) => s.choice(def, true),
  radio: (def) => s.choice(def, false),
  button_group: (def) => s.choice(def, false),
  image: (def) => s.attachments(s.singleRange(def)),
  file: (def) => s.attachments(s.singleRange(def)),
  gallery: (def) => s.attachments(range(def)),
  relationship: (def) => s.posts(def, range(def)),
  post_object: (def) => s.posts(def, range(def)),
  page_link: (def) => s.posts(def, range(def)),
  user: (def) => s.users(def, range(def)),
  taxonomy: (def) => s.terms(range(def), s.taxonomiesOf(def, 'taxonomy')),
  link: () => s.scalar({ kind: 'link' }),
  google_map: () => s.scalar({ kind: 'map' }),
  icon_picker: iconPicker,
  // Add-on types, stored as their add-on's source says.
  'font-awesome': fontAwesomeShape,
  open_street_map: () => s.scalar({ kind: 'map' }),
  repeater: (def) => s.rows(def, def.sub_fields ?? []),
  group: (def) => ({ kind: 'group', subFields: def.sub_fields ?? [] }),
  clone: (def) => ({ kind: 'group', subFields: def.sub_fields ?? [] }),
  flexible_content: (def) => ({ kind: 'layouts', ...s.countRange(def, def.min ?? def.rows?.min, def.max ?? def.rows?.max), layouts: def.layouts ?? [] }),
  message: () => s.SKIP,
  tab: () => s.SKIP,
  accordion: () => s.SKIP,
  separator: () => s.SKIP,
};

export function acfShape(def: FieldDefinition): FieldShape {
  return s.shapeFrom(SHAPES, def);
}
