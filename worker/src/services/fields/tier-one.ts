import type { FieldDefinition } from '../../contract/field-definition.js';
import { detectByPattern, type Detection, type DetectionInput } from '../../detection/pattern-detector.js';
import type { MediaKind } from '../../detection/media-detector.js';
import type { FieldShape } from '../../generators/fields/field-value.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import type { PluginField } from './field-catalog.js';

/** A field detection classifies: a scalar, media or relational field of a plugin, sub-fields included. */
export interface Candidate {
  plugin: PluginField['plugin'];
  def: FieldDefinition;
  shape: FieldShape;
  /** The repeater, group, flexible-content or complex field it is a sub-field of. */
  parent?: FieldDefinition;
  /** The flexible-content layout or Carbon Fields complex group it is in, inside its parent. */
  layout?: { name: string; label: string };
  /** The title of the field group its top-level field is shown in. */
  group?: string;
  /**
   * The fields shown beside it, nearest first (the one above, the one below, then the next
   * ones out): its parent's (or layout's) other sub-fields, or the other fields of its group.
   */
  neighbours?: readonly Neighbour[];
  /** One value of a repeatable or cloneable field, named (often in the plural) for all of them. */
  clone?: true;
  /** The definition of the given tree this candidate stands for: `def` itself, or the repeatable field `def` is the clone of. */
  origin: FieldDefinition;
}

/** A field beside another, as its edit screen shows it. */
export interface Neighbour {
  name: string;
  label: string;
}

const CLASSIFIED = new Set<FieldShape['kind']>(['scalar', 'attachments', 'posts', 'terms', 'users']);

/** Every field a value is generated for, anywhere in the tree; structural fields have no semantic type. */
export function scalarFields(fields: readonly PluginField[]): Candidate[] {
  const out: Candidate[] = [];
  const groupOf = (field: PluginField): string => `${field.plugin}\u0000${field.def.group ?? ''}`;
  // Each field group's top-level fields, gathered once: they are what stands beside each of them.
  const groups = new Map<string, FieldDefinition[]>();
  for (const field of fields) {
    const group = groups.get(groupOf(field));
    if (group) group.push(field.def);
    else groups.set(groupOf(field), [field.def]);
  }
  for (const field of fields) {
    const { plugin, def } = field;
    const storage = storageFor(plugin);
    type Place = { parent?: FieldDefinition; layout?: { name: string; label: string } };
    const visit = (d: FieldDefinition, place: Place, beside: readonly FieldDefinition[], repeated?: FieldDefinition): void => {
      const shape = storage.shape(d);
      const clone = cloneOf(d, shape);
      // A repeatable or cloneable field's values are those of its clone, stored under its own key.
      if (clone) return visit(clone, place, beside, d);
      const neighbours = nearestFirst(beside, d.key);
      const around = { ...place, ...(def.group ? { group: def.group } : {}), ...(neighbours.length > 0 ? { neighbours } : {}), ...(repeated ? { clone: true as const } : {}) };
      if (CLASSIFIED.has(shape.kind)) out.push({ plugin, def: d, shape, origin: repeated ?? d, ...around });
      // Inputs a plugin makes of a field's options (Meta Box text_list) are its sub-fields too.
      const subs = d.sub_fields ?? (shape.kind === 'group' ? shape.subFields : []);
      for (const sub of subs) visit(sub, { parent: d }, subs);
      // A layout's sub-field belongs to the flexible-content or complex field; the layout says which of its kinds of row holds it.
      for (const layout of d.layouts ?? []) for (const sub of layout.sub_fields) visit(sub, { parent: d, layout: { name: layout.name, label: layout.label } }, layout.sub_fields);
    };
    visit(def, {}, groups.get(groupOf(field))!);
  }
  return out;
}

/** The fields of a list other than the one keyed `key`, by their distance from it in the list: the one before first on a tie. */
function nearestFirst(list: readonly FieldDefinition[], key: string): Neighbour[] {
  const at = list.findIndex((other) => other.key === key);
  const distance = (i: number): number => (i < at ? 2 * (at - i) - 1 : 2 * (i - at));
  return list
    .map((other, i) => ({ other, i }))
    .filter(({ other }) => other.key !== key)
    .sort((a, b) => distance(a.i) - distance(b.i))
    .map(({ other }) => ({ name: other.name, label: other.label }));
}

/**
 * The one value a repeatable (CMB2 `repeatable`) or cloneable (Meta Box `clone`) field repeats:
 * its storage shapes it as rows of a single sub-field, itself under its own key.
 */
function cloneOf(def: FieldDefinition, shape: FieldShape): FieldDefinition | undefined {
  if (shape.kind !== 'rows' || shape.subFields.length !== 1) return undefined;
  const [only] = shape.subFields;
  return only && only.key === def.key && only !== def ? only : undefined;
}

/** What the edit screen shows around a field's input (ACF and Meta Box send prepend, append and placeholder), only what is there. */
export interface Surroundings {
  instructions?: string;
  placeholder?: string;
  prepend?: string;
  append?: string;
}

export function surroundings(def: FieldDefinition): Surroundings {
  const given = { instructions: def.instructions, placeholder: def.settings.placeholder, prepend: def.settings.prepend, append: def.settings.append };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Surroundings;
}

/**
 * Settings in which plugins say which files a field takes (ACF `mime_types`, Meta Box `mime_type`,
 * Pods `file_type`), and the extensions the adapters resolve from them (`allowed_extensions`).
 */
const MIME_SETTINGS = ['mime_types', 'mime_type', 'file_type', 'library_type', 'allowed_extensions'];

function settingWords(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return typeof value === 'string' ? value : '';
}

/** What an attachment field accepts: its own type's word, its mime settings, then how many it takes. */
export function mediaKind(def: FieldDefinition, shape: Extract<FieldShape, { kind: 'attachments' }>): MediaKind {
  const said = `${def.type} ${MIME_SETTINGS.map((key) => settingWords(def.settings[key])).join(' ')}`.toLowerCase();
  if (/audio|mp3|wav|ogg|m4a/.test(said)) return 'audio';
  if (/video|mp4|mov|webm/.test(said)) return 'video';
  if (/gallery/.test(said)) return 'gallery';
  if (/image|jpe?g|png|gif|webp|svg/.test(said)) return shape.max > 1 ? 'images' : 'image';
  return shape.max > 1 ? 'files' : 'file';
}

function relationOf(def: FieldDefinition, shape: FieldShape): DetectionInput['relation'] {
  if (shape.kind === 'posts') return { of: 'post type', targets: shape.postTypes };
  // Options the adapter found to be posts (a page picker built in code) make a choice a relation.
  if (shape.kind === 'scalar' && shape.request.kind === 'choice' && def.targets?.post_types?.length) return { of: 'post type', targets: def.targets.post_types };
  if (shape.kind === 'terms') return { of: 'taxonomy', targets: shape.taxonomies };
  if (shape.kind === 'users') return { of: 'role', targets: shape.roles };
  return undefined;
}

/** Everything the adapters read of a field and its surroundings, as tier 1 and tier 2 weigh it. */
export function evidenceOf(candidate: Candidate, postType: string): DetectionInput {
  const { def, plugin, shape, parent, layout, group } = candidate;
  const relation = relationOf(def, shape);
  return {
    name: def.name, label: def.label, type: def.type, plugin, choices: def.choices, min: def.min, max: def.max, step: def.step, postType,
    ...surroundings(def),
    ...(group ? { group } : {}),
    ...(parent ? { parent: parent.name, parentType: parent.type } : {}),
    ...(layout ? { layout: layout.name } : {}),
    ...(candidate.neighbours ? { siblings: candidate.neighbours.map((n) => `${n.name} ${n.label}`) } : {}),
    ...(shape.kind === 'scalar' ? { valueKind: shape.request.kind, ...(shape.request.precision ? { precision: shape.request.precision } : {}) } : {}),
    ...(shape.kind === 'attachments' ? { media: mediaKind(def, shape) } : {}),
    ...(relation ? { relation } : {}),
  };
}

/** Tier 1 on everything the adapters read of a field; a clone's plural name ("Phones") is read as one of what it names. */
export function tierOne(candidate: Candidate, postType: string): Detection {
  return detectByPattern(evidenceOf(candidate, postType));
}

/** A type one piece of a field's evidence points at on its own, and what tier 1 read in it. */
export interface Hesitation {
  type: string;
  evidence: string;
}

/** The words of a field tier 1 reads, each of which may point somewhere else. */
const WORDED = ['label', 'instructions', 'placeholder', 'prepend', 'append'] as const;

/**
 * The types tier 1 hesitated between: its answer on all the evidence, and its answer on each of
 * the field's words alone (its name, its label, its help text…) with what the plugin stores
 * unchanged. Two or more when the words disagree, e.g. a name that says "cover" beside a label
 * that says "Logo"; none when they agree or say nothing known.
 */
export function hesitations(candidate: Candidate, postType: string): Hesitation[] {
  const evidence = evidenceOf(candidate, postType);
  const bare: DetectionInput = { ...evidence };
  for (const key of WORDED) delete bare[key];
  const words = (['name', ...WORDED] as const).flatMap((key) => {
    const text = evidence[key];
    return typeof text === 'string' && text.trim() !== '' ? [{ key, text }] : [];
  });
  const found = [
    tierOne(candidate, postType),
    ...words.map(({ key, text }) => {
      const d = detectByPattern({ ...bare, name: text });
      // A word that says nothing leaves the plugin's type to speak, which says why itself.
      return d.source === 'pattern' ? { ...d, evidence: `${key} "${text}"` } : d;
    }),
  ];
  const types = new Map<string, Hesitation>();
  for (const d of found) if (d.source !== 'fallback' && !types.has(d.type)) types.set(d.type, { type: d.type, evidence: d.evidence });
  return types.size > 1 ? [...types.values()] : [];
}
