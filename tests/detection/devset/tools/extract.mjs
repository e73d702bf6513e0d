#!/usr/bin/env node
/*
 * Pulls field definitions out of one fetched repository into the adapters' normalised shape,
 * unlabelled: `node extract.mjs <git dir> <owner/name> [path regex] [commit]` prints one JSON line a field,
 * read at HEAD unless a commit is given (a config file a site later emptied or removed).
 * Only data is kept (names, labels, types, choices, context), never the code around it.
 */
import { execFileSync } from 'node:child_process';
import { PhpReader, tokenize } from './php-literals.mjs';
import { bool, choicesFrom, clean, list, num, postTypes, str } from './normalise.mjs';
import { jetField, jetMetaBox } from './jetengine.mjs';

/** Types that lay out the screen and hold no value of their own. */
const LAYOUT = new Set(['tab', 'message', 'accordion', 'title', 'heading', 'divider', 'custom_html', 'button', 'separator', 'html', 'hidden',
  'endpoint', 'clone', 'section', 'sidebar', 'fieldset_text', 'text_title', 'group_start', 'group_end']);
/** Types whose options are the values to choose from (elsewhere `options` configures the input). */
const CHOICE_TYPES = /select|radio|check|button_group|pick|multicheck|autocomplete|set|image_choose|switch/;
/** Types whose value is other fields: their sub-fields become lines of their own. */
const CONTAINERS = new Set(['repeater', 'group', 'flexible_content', 'complex', 'fieldset']);

/** The settings each adapter passes on (plugin/src/fields/*-adapter.php), plus the ones that say which files a field takes. */
const ACF_SETTINGS = ['return_format', 'display_format', 'multiple', 'field_type', 'taxonomy', 'save_terms', 'load_terms', 'allow_null', 'ui', 'default_value', 'prepend', 'append', 'placeholder', 'mime_types', 'library'];
const META_BOX_SETTINGS = ['clone', 'clone_as_multiple', 'multiple', 'timestamp', 'save_format', 'php_format', 'taxonomy', 'max_file_uploads', 'min_clone', 'max_clone', 'field_type', 'std', 'prepend', 'append', 'placeholder', 'mime_type'];
const CMB2_SETTINGS = ['repeatable', 'date_format', 'time_format', 'taxonomy', 'default'];
const PODS_SETTINGS = ['pick_object', 'pick_val', 'pick_format_type', 'pick_format_single', 'pick_format_multi', 'pick_limit', 'file_format_type', 'file_limit', 'file_type', 'number_decimals', 'currency_decimals', 'date_format', 'datetime_format', 'time_format', 'boolean_format_type'];

/** The plain values of `keys` that `source` has. */
function pick(source, keys) {
  const out = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) out[key] = value;
  }
  return out;
}

function podsTargets(options) {
  const names = str(options.pick_val) ? [str(options.pick_val)] : [];
  if (str(options.pick_object) === 'post_type') return { post_types: names };
  if (str(options.pick_object) === 'taxonomy') return { taxonomies: names };
  if (str(options.pick_object) === 'user') return { roles: list(options.pick_user_role).filter((role) => typeof role === 'string') };
  return undefined;
}

/* ---------- ACF ---------- */

function acfGroup(group, emit) {
  const postType = list(group.location).flatMap((rule) => list(rule)).find((rule) => rule && rule.param === 'post_type')?.value;
  const options = list(group.location).flatMap((rule) => list(rule)).find((rule) => rule && /options_page|block|taxonomy|user/.test(str(rule.param)))?.param;
  const context = { group_title: str(group.title), post_type: typeof postType === 'string' ? postType : undefined, location: postType ? undefined : options };
  for (const field of list(group.fields)) acfField(field, context, emit);
}

function acfField(field, context, emit) {
  if (!field || typeof field !== 'object') return;
  const type = str(field.type);
  const definition = {
    key: str(field.key), name: str(field.name), label: str(field.label), type, required: bool(field.required), instructions: str(field.instructions),
    choices: choicesFrom(field.choices), min: num(field.min), max: num(field.max), step: num(field.step), maxlength: num(field.maxlength),
    multiple: bool(field.multiple) || undefined, default: typeof field.default_value === 'string' || typeof field.default_value === 'number' ? field.default_value : undefined,
    targets: field.post_type || field.taxonomy ? clean({ post_types: postTypes(field.post_type), taxonomies: postTypes(field.taxonomy) }) : undefined,
    settings: pick(field, ACF_SETTINGS),
  };
  if (CONTAINERS.has(type)) {
    const parent = { name: definition.name, label: definition.label, type };
    for (const sub of list(field.sub_fields)) acfField(sub, { ...context, parent }, emit);
    for (const layout of list(field.layouts)) for (const sub of list(layout?.sub_fields)) acfField(sub, { ...context, parent: { ...parent, layout: str(layout.label) || str(layout.name) } }, emit);
    return;
  }
  emit('acf', definition, context);
}

/* ---------- Meta Box ---------- */

function metaBox(box, emit) {
  const context = { group_title: str(box.title), post_type: postTypes(box.post_types ?? box.pages)[0], location: box.taxonomies ? 'taxonomy' : box.settings_pages ? 'settings_page' : box.type === 'user' ? 'user' : undefined };
  for (const field of list(box.fields)) metaBoxField(field, context, emit);
}

function metaBoxField(field, context, emit) {
  if (!field || typeof field !== 'object') return;
  const type = str(field.type);
  const attributes = field.attributes && typeof field.attributes === 'object' ? field.attributes : {};
  const definition = {
    key: str(field.id), name: str(field.id), label: str(field.name), type, required: bool(field.required) || bool(attributes.required), instructions: str(field.desc) || str(field.label_description),
    choices: choicesFrom(field.options), min: num(field.min ?? attributes.min), max: num(field.max ?? attributes.max), step: num(field.step ?? attributes.step), maxlength: num(attributes.maxlength),
    multiple: bool(field.multiple) || undefined, default: typeof field.std === 'string' || typeof field.std === 'number' ? field.std : undefined,
    targets: field.post_type || field.taxonomy ? clean({ post_types: postTypes(field.post_type), taxonomies: postTypes(field.taxonomy) }) : undefined,
    settings: { ...pick(field, META_BOX_SETTINGS), ...(attributes.placeholder !== undefined && field.placeholder === undefined ? { placeholder: str(attributes.placeholder) } : {}) },
  };
  if (type === 'group') {
    const parent = { name: definition.name, label: definition.label, type };
    for (const sub of list(field.fields)) metaBoxField(sub, { ...context, parent }, emit);
    return;
  }
  emit('meta-box', definition, context);
}

/* ---------- CMB2 ---------- */

function cmb2Field(field, context, emit) {
  const attributes = field.attributes && typeof field.attributes === 'object' ? field.attributes : {};
  const queryArgs = field.query_args && typeof field.query_args === 'object' ? field.query_args : {};
  const definition = {
    key: str(field.id), name: str(field.id), label: str(field.name), type: str(field.type), required: bool(attributes.required), instructions: str(field.desc) || str(field.description),
    choices: choicesFrom(field.options), min: num(attributes.min), max: num(attributes.max), step: num(attributes.step), maxlength: num(attributes.maxlength),
    default: typeof field.default === 'string' || typeof field.default === 'number' ? field.default : undefined,
    targets: field.post_type || queryArgs.post_type || field.taxonomy ? clean({ post_types: postTypes(field.post_type ?? queryArgs.post_type), taxonomies: postTypes(field.taxonomy) }) : undefined,
    settings: { ...pick(field, CMB2_SETTINGS), ...clean({ placeholder: str(attributes.placeholder), prepend: str(field.before_field), append: str(field.after_field), input_type: str(attributes.type) }) },
  };
  emit('cmb2', definition, context);
}

/* ---------- Carbon Fields ---------- */

function carbonContainer(call, emit) {
  const [kind, second, third] = call.args;
  const title = str(third) || str(second);
  let postType;
  const fieldLists = [];
  for (const { method, args } of call.chain) {
    if (method === 'where' && str(args[0]) === 'post_type') postType = str(args[2]);
    if (method === 'show_on_post_type') postType = postTypes(args[0])[0];
    if (method === 'add_fields') fieldLists.push(args[0]);
    if (method === 'add_tab') fieldLists.push(args[1]);
  }
  const context = { group_title: title, post_type: postType, location: str(kind) === 'post_meta' ? undefined : str(kind) };
  for (const fields of fieldLists) for (const field of list(fields)) carbonField(field, context, emit);
}

function carbonField(call, context, emit) {
  if (!call || typeof call !== 'object' || call.call !== 'Field::make') return;
  const [type, name, label] = call.args.map(str);
  const definition = { key: name, name, label: label || name.replace(/^crb_/, '').replace(/_/g, ' '), type, required: false, instructions: '', settings: {} };
  const subLists = [];
  for (const { method, args } of call.chain) {
    if (method === 'add_options' || method === 'set_options') definition.choices = choicesFrom(args[0]);
    if (method === 'set_help_text') definition.instructions = str(args[0]);
    if (method === 'set_required') definition.required = args.length === 0 || bool(args[0]);
    if (method === 'set_attribute') {
      const attribute = str(args[0]);
      if (attribute === 'placeholder') definition.settings.placeholder = str(args[1]);
      if (attribute === 'min' || attribute === 'max' || attribute === 'step') definition[attribute] = num(args[1]);
      if (attribute === 'maxLength') definition.maxlength = num(args[1]);
      if (attribute === 'type') definition.settings.input_type = str(args[1]);
    }
    if (method === 'set_min' || method === 'set_max' || method === 'set_step') definition[method.slice(4)] = num(args[0]);
    if (method === 'set_default_value' && (typeof args[0] === 'string' || typeof args[0] === 'number')) definition.default = args[0];
    if (method === 'set_types') definition.settings.types = list(args[0]).filter((item) => item && typeof item === 'object').map((item) => clean({ type: str(item.type), post_type: str(item.post_type), taxonomy: str(item.taxonomy) }));
    if (method === 'set_value_type') definition.settings.value_type = str(args[0]);
    if (method === 'set_post_type') definition.targets = { post_types: postTypes(args[0]) };
    if (method === 'add_fields') subLists.push([args.length > 1 ? str(args[0]) : '', args.length > 1 ? args[1] : args[0]]);
  }
  if (CONTAINERS.has(type)) {
    for (const [layout, fields] of subLists) {
      for (const sub of list(fields)) carbonField(sub, { ...context, parent: clean({ name, label: definition.label, type, layout }) }, emit);
    }
    return;
  }
  emit('carbon-fields', definition, context);
}

/* ---------- Pods ---------- */

function podsPod(pod, emit) {
  const fields = [...list(pod.fields)];
  for (const group of list(pod.groups)) for (const field of list(group?.fields)) fields.push({ ...field, group_label: group.label });
  for (const field of fields) {
    const options = { ...(field.options && typeof field.options === 'object' ? field.options : {}), ...field };
    const type = str(options.type);
    const definition = {
      key: str(options.id ?? options.name), name: str(options.name), label: str(options.label), type, required: bool(options.required), instructions: str(options.description) || str(options.help),
      choices: type === 'pick' && str(options.pick_object) === 'custom-simple' ? choicesFrom(str(options.pick_custom)) : [],
      min: num(options[`${type}_min`]), max: num(options[`${type}_max`]), maxlength: num(options[`${type}_max_length`]),
      multiple: str(options.pick_format_type) === 'multi' || str(options.file_format_type) === 'multi' || undefined,
      targets: type === 'pick' ? podsTargets(options) : undefined,
      settings: { ...pick(options, PODS_SETTINGS), ...clean({ placeholder: str(options[`${type}_placeholder`]), file_type: type === 'file' ? str(options.file_type) : undefined }) },
    };
    emit('pods', definition, { group_title: str(field.group_label) || str(pod.label), post_type: str(pod.type) === 'post_type' ? str(pod.name) : undefined, location: str(pod.type) === 'post_type' ? undefined : str(pod.type) });
  }
}

/* ---------- file readers ---------- */

function fromJson(text, emit) {
  let data;
  try { data = JSON.parse(text); } catch { return; }
  const groups = Array.isArray(data) ? data : [data];
  for (const group of groups) {
    if (!group || typeof group !== 'object') continue;
    if (str(group.key).startsWith('group_') && group.fields) acfGroup(group, emit);
    if (group.pods) for (const pod of list(group.pods)) podsPod(pod, emit);
    if (group.meta_boxes) {
      for (const box of list(group.meta_boxes)) jetMetaBox(box, emit);
    }
    if (group.post_types && !group.pods) {
      for (const type of list(group.post_types)) {
        const context = { group_title: str(type.labels?.singular_name ?? type.labels?.name), post_type: str(type.args?.slug) };
        for (const field of list(type.meta_fields)) jetField(field, context, emit);
      }
    }
  }
}

function fromPhp(text, emit) {
  const reader = new PhpReader(tokenize(text));
  const boxes = new Map();
  const groupFields = new Map();
  const isMetaBoxFile = /rwmb|\$meta_boxes\s*\[\s*\]/.test(text);
  let consumedUntil = 0;
  const isAcfFile = /acf_add_local_field_group|register_field_group/.test(text);
  for (let index = 0; index < reader.tokens.length; index++) {
    const token = reader.at(index);
    reader.noteAssignment(index);
    if (token.kind === 'word' && /^(acf_add_local_field_group|register_field_group)$/.test(token.value) && reader.is(index + 1, '(')) {
      const [group] = reader.expression(index + 2);
      if (group && typeof group === 'object') acfGroup(group, emit);
    }
    if (token.kind === 'word' && token.value === 'new_cmb2_box' && reader.is(index + 1, '(')) {
      const [box] = reader.expression(index + 2);
      const variable = reader.at(index - 2)?.kind === 'var' && reader.is(index - 1, '=') ? reader.at(index - 2).value : '$cmb';
      if (box && typeof box === 'object') boxes.set(variable, { group_title: str(box.title), post_type: postTypes(box.object_types)[0], location: box.taxonomies ? 'taxonomy' : box.option_key ? 'options_page' : undefined });
    }
    if (token.kind === 'var' && reader.is(index + 1, '->') && reader.at(index + 2)?.kind === 'word' && /^(add_field|add_group_field)$/.test(reader.at(index + 2).value) && reader.is(index + 3, '(')) {
      const context = boxes.get(token.value) ?? { group_title: '' };
      const [args] = reader.arguments(index + 4);
      if (reader.at(index + 2).value === 'add_field' && args[0] && typeof args[0] === 'object') {
        const field = args[0];
        const assigned = reader.at(index - 2)?.kind === 'var' && reader.is(index - 1, '=') ? reader.at(index - 2).value : undefined;
        if (str(field.type) === 'group') {
          if (assigned) groupFields.set(assigned, { context, parent: { name: str(field.id), label: str(field.options?.group_title ?? field.name ?? field.description), type: 'group' } });
          if (field.fields) for (const sub of list(field.fields)) cmb2Field(sub, { ...context, parent: { name: str(field.id), type: 'group' } }, emit);
        } else cmb2Field(field, context, emit);
      }
      if (reader.at(index + 2).value === 'add_group_field' && args[1] && typeof args[1] === 'object') {
        const group = reader.at(index + 4)?.kind === 'var' ? groupFields.get(reader.at(index + 4).value) : undefined;
        cmb2Field(args[1], group ? { ...group.context, parent: group.parent } : context, emit);
      }
    }
    if (token.kind === 'word' && /(^|\\)Container$/.test(token.value) && reader.is(index + 1, '::') && reader.at(index + 2)?.value === 'make') {
      const [call] = reader.primary(index);
      if (call && typeof call === 'object' && call.call) { call.args = call.args ?? []; carbonContainer(call, emit); }
    }
    if (token.kind === 'word' && token.value === 'pods_register_field' && reader.is(index + 1, '(')) {
      const [args] = reader.arguments(index + 2);
      const pod = str(args[0]);
      const field = args.find((arg) => arg && typeof arg === 'object') ?? {};
      if (typeof args[1] === 'string' && !field.name) field.name = args[1];
      podsPod({ name: pod, type: 'post_type', label: '', fields: [field] }, emit);
    }
    if (index < consumedUntil) continue;
    if (isAcfFile && token.kind === 'string' && token.value === 'fields' && reader.is(index + 1, '=>')) {
      // A field group built in a variable first, then registered.
      const start = openingOf(reader, index);
      if (start !== undefined) {
        const [group, end] = reader.expression(start);
        if (group && typeof group === 'object' && !Array.isArray(group) && typeof group.title === 'string' && list(group.fields).some((field) => field && typeof field === 'object' && str(field.key) !== '' && str(field.type) !== '' && 'label' in field)) {
          acfGroup(group, emit);
          consumedUntil = end;
        }
      }
    }
    if (isMetaBoxFile && token.kind === 'string' && token.value === 'fields' && reader.is(index + 1, '=>')) {
      // A Meta Box settings array: walk back to its opening bracket and read it whole.
      const start = openingOf(reader, index);
      if (start !== undefined) {
        const [box, end] = reader.expression(start);
        if (box && typeof box === 'object' && !Array.isArray(box) && list(box.fields).some((field) => field && typeof field === 'object' && field.id !== undefined)) {
          metaBox(box, emit);
          consumedUntil = end;
        }
      }
    }
    if (token.kind === 'string' && token.value === 'object_type' && reader.is(index + 1, '=>') && reader.at(index + 2)?.value === 'field') {
      const start = openingOf(reader, index);
      if (start !== undefined) {
        const [field, end] = reader.expression(start);
        if (field && typeof field === 'object') jetField(field, { group_title: '' }, emit);
        consumedUntil = end;
      }
    }
  }
}

/** The index of the `array(` or `[` that opens the array holding the token at `index`. */
function openingOf(reader, index) {
  let depth = 0;
  for (let at = index - 1; at >= 0; at--) {
    const token = reader.at(at);
    if (token.kind !== 'punct') continue;
    if (')]'.includes(token.value)) depth++;
    else if ('(['.includes(token.value)) {
      if (depth === 0) {
        if (token.value === '[') return at;
        return reader.at(at - 1)?.kind === 'word' && reader.at(at - 1).value.toLowerCase() === 'array' ? at - 1 : undefined;
      }
      depth--;
    }
  }
  return undefined;
}

const [gitDir, repo, pathPattern, at] = process.argv.slice(2);
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const commit = git('rev-parse', at ?? 'HEAD').trim();
const files = git('ls-tree', '-r', '--name-only', commit).split('\n').filter((path) => /\.(php|json)$/.test(path) && (!pathPattern || new RegExp(pathPattern).test(path)));
/** The field plugins' own sources and other vendored code: their examples are not a site's fields. */
const SKIP = /(^|\/)(vendor|node_modules|languages)\/|(^|\/)(meta-box\/inc|cmb2\/includes|CMB2\/includes|carbon-fields\/core|pods\/classes|jet-engine)\/|advanced-custom-fields|(^|\/)(acf|cmb2|CMB2|meta-box)\/.*example/

const seen = new Set();

function main() {
for (const path of files) {
  if (SKIP.test(path) && !pathPattern) continue;
  let text;
  try { text = git('show', `${commit}:${path}`); } catch { continue; }
  const emit = (plugin, definition, context) => {
    if (!definition.name || LAYOUT.has(definition.type)) return;
    if (!CHOICE_TYPES.test(definition.type)) delete definition.choices;
    // Double-quoted PHP names interpolate a prefix variable: keep the literal part.
    for (const key of ['key', 'name']) if (typeof definition[key] === 'string') definition[key] = definition[key].replace(/\{?\$\w+\}?/g, '');
    if (!definition.name) return;
    // The adapters always send these, empty or not; the shape test asks for them too.
    const always = { label: definition.label ?? '', required: definition.required === true, instructions: definition.instructions ?? '', settings: definition.settings ?? {} };
    const line = { plugin, definition: { ...clean(definition), ...always }, context: clean(context), source: { repo, path, commit } };
    const identity = JSON.stringify([plugin, definition.name, definition.label, definition.type, context.parent?.name]);
    if (seen.has(identity)) return;
    seen.add(identity);
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  if (path.endsWith('.json')) fromJson(text, emit);
  else if (/acf_add_local_field_group|register_field_group|rwmb|\$meta_boxes\s*\[\s*\]|new_cmb2_box|Field::make|(['"])object_type\1\s*=>\s*(['"])field\2|pods_register_field/.test(text)) fromPhp(text, emit);
}
}

main();
