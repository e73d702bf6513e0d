import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { isOn, numberSetting, stringSetting } from './field-value-reader.js';
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

/** A pick field whose object the definition leaves out: what it points at, else its own choices. */
function byTargets(def: FieldDefinition): FieldShape {
  if (def.targets?.post_types) return { kind: 'posts', ...range(def), postTypes: def.targets.post_types };
  if (def.targets?.taxonomies) return s.terms(range(def), def.targets.taxonomies);
  if (def.targets?.roles) return s.users(def, range(def));
  return def.choices && def.choices.length > 0 ? s.choice(def, podsIsMultiple(def)) : { kind: 'unknown' };
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
      return byTargets(def);
  }
}

/**
 * Pods cuts text to `{type}_max_length` on save (pre_save()), 255 characters when the field says
 * nothing (25 for phone numbers), and not at all for a length of 0 or less; paragraph, code and
 * WYSIWYG fields are unlimited unless they say otherwise.
 */
function maxLength(def: FieldDefinition, fallback: number): FieldDefinition {
  const length = def.maxlength ?? fallback;
  return { ...def, maxlength: length > 0 ? length : undefined };
}

const SHAPES: s.ShapeTable = {
  text: (def) => s.text(maxLength(def, 255)),
  email: (def) => s.email(maxLength(def, 255)),
  phone: (def) => s.text(maxLength(def, 25)),
  website: (def) => s.url(maxLength(def, 255)),
  password: (def) => s.text(maxLength(def, 255)),
  color: (def) => s.color(def),
  oembed: (def) => s.url(def),
  paragraph: (def) => s.multiline(maxLength(def, 0)),
  code: (def) => s.multiline(maxLength(def, 0)),
  wysiwyg: (def) => s.html(maxLength(def, 0)),
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

/** A repeatable simple field (Pods 2.9+: text, number, date… with `repeatable`): 1 to `repeatable_limit` values. */
export const podsIsRepeatable = (def: FieldDefinition): boolean => isOn(def.settings.repeatable);

export function podsSingleValue(def: FieldDefinition): FieldDefinition {
  return { ...def, settings: { ...def.settings, repeatable: false } };
}

export function podsShape(def: FieldDefinition): FieldShape {
  const shape = s.shapeFrom(SHAPES, def);
  if (!podsIsRepeatable(def) || shape.kind !== 'scalar') return shape;
  return s.rows(def, [podsSingleValue(def)], undefined, numberSetting(def, 'repeatable_limit'));
}
