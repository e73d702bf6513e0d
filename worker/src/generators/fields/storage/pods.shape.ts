import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { numberSetting, stringSetting } from './field-value-reader.js';
import * as s from './shape-builders.js';

/** `pick_format_type` / `file_format_type`: 'single' or 'multi' (classes/fields/pick.php, file.php). */
export function podsIsMultiple(def: FieldDefinition): boolean {
  return stringSetting(def, `${def.type}_format_type`, 'single') === 'multi';
}

export const pickObject = (def: FieldDefinition): string => stringSetting(def, 'pick_object', '');

function range(def: FieldDefinition): s.CountRange {
  if (!podsIsMultiple(def)) return s.singleRange(def);
  return s.countRange(def, def.min, def.max ?? numberSetting(def, `${def.type}_limit`));
}

function pickShape(def: FieldDefinition): FieldShape {
  switch (pickObject(def)) {
    case 'custom-simple':
      return s.choice(def, podsIsMultiple(def));
    case 'post_type':
      return { kind: 'posts', ...range(def), postTypes: def.targets?.post_types ?? [stringSetting(def, 'pick_val', 'post')] };
    case 'taxonomy':
      return s.terms(range(def), def.targets?.taxonomies ?? [stringSetting(def, 'pick_val', 'category')]);
    case 'user':
      return s.users(def, range(def));
    case 'media':
      return s.attachments(range(def));
    default:
      return { kind: 'unknown' };
  }
}

const SHAPES: s.ShapeTable = {
  text: (def) => s.text(def),
  email: (def) => s.email(def),
  phone: (def) => s.text(def),
  website: (def) => s.url(def),
  password: (def) => s.text(def),
  color: (def) => s.color(def),
  oembed: (def) => s.url(def),
  paragraph: (def) => s.multiline(def),
  code: (def) => s.multiline(def),
  wysiwyg: (def) => s.html(def),
  number: (def) => s.number(def),
  currency: (def) => s.number(def),
  date: () => s.date('date'),
  datetime: () => s.date('datetime'),
  time: () => s.date('time'),
  boolean: () => s.boolean(),
  pick: pickShape,
  file: (def) => s.attachments(range(def)),
  heading: () => s.SKIP,
  html: () => s.SKIP,
};

export function podsShape(def: FieldDefinition): FieldShape {
  return s.shapeFrom(SHAPES, def);
}
