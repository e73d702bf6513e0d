/*
 * JetEngine meta fields in the shape plugin/src/fields/jetengine-adapter.php gives them: options
 * as choices of select/checkbox/radio only, `multiple` and targets of posts/select only, and the
 * settings the worker's JetEngine writer reads. Repeaters give their sub-fields as lines.
 */
import { bool, clean, list, num, postTypes, str } from './normalise.mjs';

const SETTINGS = ['is_multiple', 'is_timestamp', 'is_array', 'value_format', 'map_value_format'];
const CHOICE_TYPES = new Set(['select', 'checkbox', 'radio']);
/** Types that lay out the edit screen or hold no value. */
const NO_VALUE = new Set(['html']);

export function jetField(field, context, emit) {
  if (!field || typeof field !== 'object' || !str(field.name) || (field.object_type && field.object_type !== 'field')) return;
  const type = str(field.type) || 'text';
  if (NO_VALUE.has(type)) return;
  const definition = {
    key: str(field.name), name: str(field.name), label: str(field.title) || str(field.name), type, required: bool(field.is_required), instructions: str(field.description),
    min: num(field.min_value), max: num(field.max_value), step: num(field.step_value), maxlength: num(field.max_length),
    multiple: type === 'posts' || type === 'select' ? bool(field.is_multiple) : undefined,
    choices: CHOICE_TYPES.has(type) ? jetChoices(field) : undefined,
    targets: type === 'posts' ? { post_types: postTypes(field.search_post_type) } : undefined,
    settings: jetSettings(field),
  };
  if (type === 'repeater') {
    for (const sub of list(field['repeater-fields'])) jetField(sub, { ...context, parent: { name: definition.name, label: definition.label, type } }, emit);
    return;
  }
  emit('jetengine', definition, context);
}

/** Manual options `[{key, value}]`, or bulk options one `key::label` a line. */
function jetChoices(field) {
  if (str(field.options_source) === 'manual_bulk') {
    return str(field.bulk_options).split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').map((line) => {
      const [value, label] = line.split('::');
      return { value: value.trim(), label: (label ?? value).trim() };
    });
  }
  return list(field.options).filter((option) => option && typeof option === 'object' && option.key !== undefined && option.key !== null)
    .map((option) => ({ value: String(option.key), label: String(option.value ?? option.key) }));
}

function jetSettings(field) {
  const out = {};
  for (const key of SETTINGS) {
    const value = field[key];
    if (value === undefined) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    else if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) out[key] = value;
  }
  return out;
}

/** A meta box of the `jet_engine_meta_boxes` option or a skin export: `args` and `meta_fields`. */
export function jetMetaBox(box, emit) {
  const args = box?.args ?? {};
  const objectType = str(args.object_type) || 'post';
  const context = clean({
    group_title: str(args.name), post_type: objectType === 'post' ? postTypes(args.allowed_post_type)[0] : undefined,
    location: objectType === 'post' ? undefined : objectType === 'taxonomy' ? 'term_meta' : objectType,
  });
  for (const field of list(box?.meta_fields)) jetField(field, context, emit);
}
