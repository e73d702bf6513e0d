import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { isOn } from './field-value-reader.js';
import * as s from './shape-builders.js';
import { FONT_AWESOME_SOLID } from './font-awesome.js';

const TAXONOMY_SINGLE = ['taxonomy_select', 'taxonomy_select_hierarchical', 'taxonomy_radio', 'taxonomy_radio_inline', 'taxonomy_radio_hierarchical'];
const TAXONOMY_MULTI = ['taxonomy_multicheck', 'taxonomy_multicheck_inline', 'taxonomy_multicheck_hierarchical'];

/** A `repeatable` field (not a group) saves the list of its values in one row. */
export const cmb2IsRepeatable = (def: FieldDefinition): boolean => def.type !== 'group' && isOn(def.settings.repeatable);

export function cmb2SingleValue(def: FieldDefinition): FieldDefinition {
  return { ...def, settings: { ...def.settings, repeatable: false } };
}

/**
 * custom_attached_posts (CMB2/cmb2-attached-posts init.php): the posts of `options.query_args.post_type`
 * ('post' when it names none), or users with `options.query_users`; any number of them.
 */
function attachedPosts(def: FieldDefinition): FieldShape {
  const range = s.countRange(def, def.min, def.max);
  if (isOn(def.settings.query_users)) return s.users(def, range);
  return { kind: 'posts', ...range, postTypes: def.targets?.post_types?.length ? def.targets.post_types : ['post'] };
}

/**
 * faiconselect (serkanalgur/cmb2-field-faiconselect iconselect.php): a select of the field's options, saved by
 * CMB2's default sanitization as the class chosen; with no options, the add-on's own Font Awesome 4.7 list
 * (returnRayFaPre(), predefined-array-fontawesome.php: "fa fa-star").
 */
const faIconSelect = (def: FieldDefinition): FieldShape =>
  s.scalar({ kind: 'choice', choices: def.choices?.length ? def.choices : FONT_AWESOME_SOLID.map((i) => ({ value: `fa fa-${i.id}`, label: `fa fa-${i.id}` })), multiple: false });

const taxonomy = (def: FieldDefinition, multiple: boolean): FieldShape =>
  s.terms(multiple ? s.countRange(def, def.min, def.max) : s.singleRange(def), s.taxonomiesOf(def, 'taxonomy'));

const SHAPES: s.ShapeTable = {
  text: s.textByInputType,
  text_small: s.textByInputType,
  text_medium: s.textByInputType,
  text_email: (def) => s.email(def),
  text_url: (def) => s.url(def),
  hidden: (def) => s.text(def),
  oembed: (def) => s.url(def),
  colorpicker: (def) => s.color(def),
  text_money: (def) => s.number(def),
  textarea: (def) => s.multiline(def),
  textarea_small: (def) => s.multiline(def),
  textarea_code: (def) => s.multiline(def),
  wysiwyg: (def) => s.html(def),
  text_date: () => s.date('date'),
  text_date_timestamp: () => s.date('date'),
  text_time: () => s.date('time'),
  text_datetime_timestamp: () => s.date('datetime'),
  text_datetime_timestamp_timezone: () => s.date('datetime'),
  select_timezone: (def) => (def.choices?.length ? s.choice(def, false) : { kind: 'unknown' }),
  checkbox: () => s.boolean(),
  multicheck: (def) => s.choice(def, true),
  multicheck_inline: (def) => s.choice(def, true),
  radio: (def) => s.choice(def, false),
  radio_inline: (def) => s.choice(def, false),
  select: (def) => s.choice(def, false),
  ...Object.fromEntries(TAXONOMY_SINGLE.map((type) => [type, (def: FieldDefinition) => taxonomy(def, false)])),
  ...Object.fromEntries(TAXONOMY_MULTI.map((type) => [type, (def: FieldDefinition) => taxonomy(def, true)])),
  file: (def) => s.attachments(s.singleRange(def)),
  file_list: (def) => s.attachments(s.countRange(def, def.min, def.max)),
  // Add-on types, stored as their add-on's source says (cmb2.storage.ts).
  pw_select: (def) => s.choice(def, false),
  pw_multiselect: (def) => s.choice(def, true),
  pw_map: () => s.scalar({ kind: 'map' }),
  custom_attached_posts: attachedPosts,
  faiconselect: faIconSelect,
  group: (def) => (isOn(def.settings.repeatable) ? s.rows(def, def.sub_fields ?? []) : { kind: 'group', subFields: def.sub_fields ?? [] }),
  title: () => s.SKIP,
};

/** The field with its types as CMB2 finds them: `CMB2_Types::{$type}()` and `CMB2_Sanitize::{$type}()` are PHP methods, matched whatever the case. */
export const cmb2Resolved = (def: FieldDefinition): FieldDefinition => s.withResolvedTypes(def, s.asciiLower);

export function isCmb2Taxonomy(def: FieldDefinition): boolean {
  return TAXONOMY_SINGLE.includes(def.type) || TAXONOMY_MULTI.includes(def.type);
}

/**
 * A `taxonomy_*` type a theme registers itself, with a `taxonomy` arg, CMB2 does not know
 * (CMB2_Sanitize::default_sanitization() only knows its own): its render class, one of CMB2's
 * CMB2_Type_Taxonomy_* extended, lists the taxonomy's terms by slug, a `multicheck` one as checkboxes.
 */
export function isThemeTaxonomy(def: FieldDefinition): boolean {
  return def.type.startsWith('taxonomy_') && !isCmb2Taxonomy(def) && !Object.hasOwn(SHAPES, def.type) && s.taxonomiesOf(def, 'taxonomy').length > 0;
}

export const themeTaxonomyIsMultiple = (def: FieldDefinition): boolean => def.type.includes('multicheck');

export function cmb2Shape(field: FieldDefinition): FieldShape {
  const def = cmb2Resolved(field);
  const shape = isThemeTaxonomy(def) ? taxonomy(def, themeTaxonomyIsMultiple(def)) : s.shapeFrom(SHAPES, def);
  if (!cmb2IsRepeatable(def) || shape.kind !== 'scalar') return shape;
  return s.rows(def, [cmb2SingleValue(def)]);
}
