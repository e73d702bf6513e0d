import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { isOn, numberSetting } from './field-value-reader.js';
import * as s from './shape-builders.js';

/** Field types whose value is always a list (RWMB_Multiple_Values_Field, RWMB_File_Field / RWMB_Media_Field normalize()). */
const ALWAYS_MULTIPLE = new Set([
  'checkbox_list', 'autocomplete', 'file', 'file_advanced', 'file_upload', 'image', 'image_advanced', 'image_upload', 'video',
  'plupload_image', 'thickbox_image',
]);

/** key_value is `multiple` after RWMB_Key_Value_Field::normalize(), yet its pairs are one value (one serialized row). */
export function mbIsMultiple(def: FieldDefinition): boolean {
  if (def.type === 'key_value') return false;
  return ALWAYS_MULTIPLE.has(def.type) || def.multiple === true || isOn(def.settings.multiple);
}

/** `clone`: the value is a list of clones (inc/clone.php); taxonomy, post and user fields cannot clone (their normalize()). */
export function mbIsCloneable(def: FieldDefinition): boolean {
  return isOn(def.settings.clone) && !['taxonomy', 'post', 'user', 'key_value'].includes(def.type);
}

/** The field as one clone of itself: what each row of a cloneable field holds. */
export function mbSingleClone(def: FieldDefinition): FieldDefinition {
  return { ...def, settings: { ...def.settings, clone: false } };
}

const textField = (name: string, label: string): FieldDefinition =>
  ({ key: name, name, label, type: 'text', required: false, instructions: '', settings: {} });

/** key_value: each clone is a [key, value] pair of texts (inc/fields/key-value.php). */
export const KEY_VALUE_SUB_FIELDS: readonly FieldDefinition[] = [textField('key', 'Key'), textField('value', 'Value')];

/**
 * fieldset_text: one text per option, saved under the option's key (inc/fields/fieldset-text.php). Each is
 * keyed under the field too, as detection tells fields apart by key and another field may have that name.
 */
export function fieldsetSubFields(def: FieldDefinition): FieldDefinition[] {
  const options = def.choices?.map((c) => [c.value, c.label] as const)
    ?? Object.entries((def.settings.options ?? {}) as Record<string, string>);
  return options.map(([name, label]) => ({ ...textField(name, String(label)), key: `${def.key}:${name}` }));
}

/**
 * text_list: one text per option, saved in the options' order; every one is filled (inc/fields/text-list.php).
 * An input shows the option's label beside it and its key as placeholder, and has no name of its own: each
 * is named by its place and keyed under the field, so detection reads it by its label.
 */
export function textListSubFields(def: FieldDefinition): FieldDefinition[] {
  return fieldsetSubFields(def).map((sub, i) => ({ ...sub, key: `${def.key}:${i}`, name: String(i), required: true, settings: { placeholder: sub.name } }));
}

/**
 * A type Meta Box has no class for is rendered and saved by RWMB_Input_Field, an `<input>` of that type
 * whose text is saved as it is posted (inc/helpers/field.php get_class()). The adapter sends the class
 * Meta Box resolved for the field as `field_class`: without it, a type missing here stays unknown.
 */
const isPlainInput = (def: FieldDefinition): boolean => def.settings.field_class === 'RWMB_Input_Field';

/**
 * radio_image: Meta Box has no such class; themes that use it add their own RWMB_Radio_Image_Field, radios
 * over the options whose chosen key is saved (e.g. Radium themes' metabox-fields.php). Without the class the
 * adapter reports RWMB_Input_Field, a text input.
 */
const radioImage = (def: FieldDefinition): FieldShape => {
  if (isPlainInput(def)) return s.text(def);
  return def.choices?.length ? s.choice(def, false) : { kind: 'unknown' };
};

const mediaRange = (def: FieldDefinition): s.CountRange =>
  s.countRange(def, def.min, def.max ?? numberSetting(def, 'max_file_uploads'));

const listOrSingle = (def: FieldDefinition): s.CountRange => (mbIsMultiple(def) ? s.countRange(def, def.min, def.max) : s.singleRange(def));

const SHAPES: s.ShapeTable = {
  text: (def) => s.text(def),
  email: (def) => s.email(def),
  url: (def) => s.url(def),
  tel: (def) => s.text(def),
  password: (def) => s.text(def),
  hidden: (def) => s.text(def),
  oembed: (def) => s.url(def),
  color: (def) => s.color(def),
  textarea: (def) => s.multiline(def),
  wysiwyg: (def) => s.html(def),
  number: (def) => s.number(def),
  range: (def) => s.number(def),
  slider: (def) => s.number(def),
  date: () => s.date('date'),
  datetime: () => s.date('datetime'),
  time: () => s.date('time'),
  checkbox: () => s.boolean(),
  switch: () => s.boolean(),
  select: (def) => s.choice(def, mbIsMultiple(def)),
  select_advanced: (def) => s.choice(def, mbIsMultiple(def)),
  button_group: (def) => s.choice(def, mbIsMultiple(def)),
  image_select: (def) => s.choice(def, mbIsMultiple(def)),
  radio: (def) => s.choice(def, false),
  checkbox_list: (def) => s.choice(def, true),
  autocomplete: (def) => s.choice(def, true),
  image: (def) => s.attachments(mediaRange(def)),
  image_advanced: (def) => s.attachments(mediaRange(def)),
  image_upload: (def) => s.attachments(mediaRange(def)),
  file: (def) => s.attachments(mediaRange(def)),
  file_advanced: (def) => s.attachments(mediaRange(def)),
  file_upload: (def) => s.attachments(mediaRange(def)),
  video: (def) => s.attachments(mediaRange(def)),
  single_image: (def) => s.attachments(s.singleRange(def)),
  // RWMB_File_Input_Field: an URL input beside the media library's button; the file's URL is saved.
  file_input: (def) => s.attachments(s.singleRange(def)),
  post: (def) => s.posts(def, listOrSingle(def)),
  user: (def) => s.users(def, listOrSingle(def)),
  taxonomy: (def) => s.terms(listOrSingle(def), s.taxonomiesOf(def, 'taxonomy')),
  taxonomy_advanced: (def) => s.terms(listOrSingle(def), s.taxonomiesOf(def, 'taxonomy')),
  map: () => s.scalar({ kind: 'map' }),
  osm: () => s.scalar({ kind: 'map' }),
  key_value: (def) => s.rows(def, [...KEY_VALUE_SUB_FIELDS], numberSetting(def, 'min_clone'), numberSetting(def, 'max_clone')),
  fieldset_text: (def) => ({ kind: 'group', subFields: fieldsetSubFields(def) }),
  text_list: (def) => ({ kind: 'group', subFields: textListSubFields(def) }),
  icon: (def) => s.choice(def, mbIsMultiple(def)),
  radio_image: radioImage,
  block_editor: (def) => s.html(def),
  group: (def) => ({ kind: 'group', subFields: def.sub_fields ?? [] }),
  heading: () => s.SKIP,
  divider: () => s.SKIP,
  custom_html: () => s.SKIP,
  button: () => s.SKIP,
};

/** The field with its types as Meta Box finds their classes: `RWMB_<Type>_Field`, which PHP matches whatever the case. */
export const mbResolved = (def: FieldDefinition): FieldDefinition => s.withResolvedTypes(def, s.asciiLower);

function ownShape(def: FieldDefinition): FieldShape {
  const shape = s.shapeFrom(SHAPES, def);
  return shape.kind === 'unknown' && isPlainInput(def) ? s.text(def) : shape;
}

export function metaBoxShape(field: FieldDefinition): FieldShape {
  const def = mbResolved(field);
  if (mbIsCloneable(def)) {
    const inner = ownShape(def);
    if (inner.kind === 'skip' || inner.kind === 'unknown') return inner;
    if (def.type === 'group') return s.rows(def, def.sub_fields ?? [], numberSetting(def, 'min_clone'), numberSetting(def, 'max_clone'));
    return s.rows(def, [mbSingleClone(def)], numberSetting(def, 'min_clone'), numberSetting(def, 'max_clone'));
  }
  return ownShape(def);
}
