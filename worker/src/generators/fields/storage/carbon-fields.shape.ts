import type { FieldDefinition, FieldLayout } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import * as s from './shape-builders.js';
import { FONT_AWESOME_SOLID } from './font-awesome.js';

/** One entry of an association field's `types` setting: ['type' => 'post', 'post_type' => 'page'] etc. */
export interface AssociationType {
  type: 'post' | 'term' | 'user' | 'comment';
  post_type?: string;
  taxonomy?: string;
}

const ASSOCIATION_KINDS = new Set(['post', 'term', 'user', 'comment']);

const isAssociationType = (entry: unknown): entry is AssociationType =>
  typeof entry === 'object' && entry !== null && ASSOCIATION_KINDS.has(String((entry as { type?: unknown }).type));

/**
 * The field's types, or Association_Field's own default, posts of type 'post', when it has none: set_types()
 * with an empty list, or with entries that are not type arrays (`set_types(['brand'])`), leaves Carbon no
 * type to query, and the field is filled as one that kept the default.
 */
export function associationTypes(def: FieldDefinition): AssociationType[] {
  const types = Array.isArray(def.settings.types) ? def.settings.types.filter(isAssociationType) : [];
  return types.length > 0 ? types : [{ type: 'post', post_type: 'post' }];
}

/** A complex field's groups: the adapter's layouts, or its sub fields as the one unnamed group '_' (Group_Field::DEFAULT_GROUP_NAME). */
export function complexGroups(def: FieldDefinition): FieldLayout[] {
  if (def.layouts?.length) return def.layouts;
  return [{ name: '_', label: def.label, sub_fields: def.sub_fields ?? [] }];
}

function associationShape(def: FieldDefinition): FieldShape {
  const types = associationTypes(def);
  const range = s.countRange(def, def.min, def.max);
  switch (types[0]?.type) {
    case 'term':
      return s.terms(range, types.flatMap((t) => (t.type === 'term' && t.taxonomy ? [t.taxonomy] : [])));
    case 'user':
      return s.users(def, range);
    case 'post':
      return { kind: 'posts', ...range, postTypes: types.flatMap((t) => (t.type === 'post' && t.post_type ? [t.post_type] : [])) };
    default:
      return { kind: 'unknown' };
  }
}

function complexShape(def: FieldDefinition): FieldShape {
  const groups = complexGroups(def);
  const [only] = groups;
  if (groups.length === 1 && only) return s.rows(def, only.sub_fields, def.min, def.max);
  return { kind: 'layouts', ...s.countRange(def, def.min ?? def.rows?.min, def.max ?? def.rows?.max), layouts: groups };
}

/** A select whose options come from the site: without any, nothing can be chosen. */
const listed = (def: FieldDefinition): FieldShape => (def.choices?.length ? s.choice(def, false) : { kind: 'unknown' });

/**
 * icon (htmlburger/carbon-field-icon core/Icon_Field.php): one of the options the adapter read, else the
 * Font Awesome icons get_options() falls back to (Font_Awesome_Provider, values the icons' names).
 */
const icon = (def: FieldDefinition): FieldShape =>
  s.scalar({ kind: 'choice', choices: def.choices?.length ? def.choices : FONT_AWESOME_SOLID.map((i) => ({ value: i.id, label: i.label })), multiple: false });

const SHAPES: s.ShapeTable = {
  // Carbon Fields has no number field: a text field with a number `type` attribute is one.
  text: s.textByInputType,
  color: (def) => s.color(def),
  oembed: (def) => s.url(def),
  textarea: (def) => s.multiline(def),
  rich_text: (def) => s.html(def),
  date: () => s.date('date'),
  date_time: () => s.date('datetime'),
  time: () => s.date('time'),
  checkbox: () => s.boolean(),
  radio: (def) => s.choice(def, false),
  select: (def) => s.choice(def, false),
  multiselect: (def) => s.choice(def, true),
  set: (def) => s.choice(def, true),
  image: (def) => s.attachments(s.singleRange(def)),
  file: (def) => s.attachments(s.singleRange(def)),
  media_gallery: (def) => s.attachments(s.countRange(def, def.min, def.max)),
  association: associationShape,
  map: () => s.scalar({ kind: 'map' }),
  complex: complexShape,
  // Scripts_Field extends Textarea_Field: the code is kept as typed.
  header_scripts: (def) => s.multiline(def),
  footer_scripts: (def) => s.multiline(def),
  hidden: (def) => s.text(def),
  // Select_Field subclasses: one of the options the adapter read (radio images, the site's sidebars, Gravity Forms' forms).
  radio_image: listed,
  sidebar: listed,
  gravity_form: listed,
  // Add-on types, stored as their add-on's source says (carbon-fields.storage.ts).
  icon,
  html: () => s.SKIP,
  separator: () => s.SKIP,
  block_preview: () => s.SKIP,
};

/** Helper::normalize_type(): spaces and runs of underscores to one '_', none at the ends, lower case. */
export function carbonType(type: string): string {
  return s.asciiLower(type.replace(/ /g, '_').replace(/[_\s]+/g, '_').replace(/^_|_$/g, ''));
}

/** The field with its types as Field::factory() resolves them. */
export const carbonResolved = (def: FieldDefinition): FieldDefinition => s.withResolvedTypes(def, carbonType);

export function carbonFieldsShape(def: FieldDefinition): FieldShape {
  return s.shapeFrom(SHAPES, carbonResolved(def));
}
