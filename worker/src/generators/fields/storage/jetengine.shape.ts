import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { isOn } from './field-value-reader.js';
import * as s from './shape-builders.js';

/** JetEngine's "Multiple" switch on select and posts fields (`is_multiple`). */
export const jetIsMultiple = (def: FieldDefinition): boolean => def.multiple === true || isOn(def.settings.is_multiple);

/** Repeater sub fields: the adapter's sub_fields, which JetEngine keeps under `repeater-fields`. */
export const jetSubFields = (def: FieldDefinition): FieldDefinition[] => def.sub_fields ?? [];

const SHAPES: s.ShapeTable = {
  text: (def) => s.text(def),
  colorpicker: (def) => s.color(def),
  textarea: (def) => s.multiline(def),
  wysiwyg: (def) => s.html(def),
  number: (def) => s.number(def),
  date: () => s.date('date'),
  time: () => s.date('time'),
  'datetime-local': () => s.date('datetime'),
  switcher: () => s.boolean(),
  select: (def) => s.choice(def, jetIsMultiple(def)),
  checkbox: (def) => s.choice(def, true),
  radio: (def) => s.choice(def, false),
  media: (def) => s.attachments(s.singleRange(def)),
  gallery: (def) => s.attachments(s.countRange(def, def.min, def.max)),
  posts: (def) => s.posts(def, jetIsMultiple(def) ? s.countRange(def, def.min, def.max) : s.singleRange(def)),
  map: () => s.scalar({ kind: 'map' }),
  repeater: (def) => s.rows(def, jetSubFields(def)),
  html: () => s.SKIP,
};

export function jetEngineShape(def: FieldDefinition): FieldShape {
  return s.shapeFrom(SHAPES, def);
}
