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

/**
 * Pick objects Pods lists from a data callback and saves like custom-simple choices ('simple' => true in
 * PodsField_Pick::setup_related_objects()). The adapter sends their options as choices; the week's days and
 * the year's months are WP_Locale's own keys (data_days_of_week(), data_months_of_year()).
 */
const SIMPLE_OBJECTS = new Set(['custom-simple', 'days_of_week', 'months_of_year', 'country', 'us_state', 'ca_province', 'role', 'capability', 'image-size', 'post-status', 'post-status-with-any', 'post-types', 'taxonomies']);

const LOCALE_KEYS: Readonly<Record<string, readonly string[]>> = {
  days_of_week: ['0', '1', '2', '3', '4', '5', '6'],
  months_of_year: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
};

export const isSimplePick = (def: FieldDefinition): boolean => def.type === 'pick' && SIMPLE_OBJECTS.has(pickObject(def));

function simpleChoices(def: FieldDefinition): FieldShape {
  const keys = LOCALE_KEYS[pickObject(def)];
  const withChoices = def.choices?.length || !keys ? def : { ...def, choices: keys.map((value) => ({ value, label: value })) };
  return withChoices.choices?.length ? s.choice(withChoices, podsIsMultiple(def)) : { kind: 'unknown' };
}

function pickShape(def: FieldDefinition): FieldShape {
  if (pickObject(def) !== 'custom-simple' && isSimplePick(def)) return simpleChoices(def);
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
  // PodsField_Slug::pre_save() makes whatever is typed a slug (pods.storage.ts).
  slug: (def) => s.text(maxLength(def, 255)),
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
