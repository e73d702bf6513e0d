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
  /** The repeater or group it is a sub-field of. */
  parent?: FieldDefinition;
  /** The title of the field group its top-level field is shown in. */
  group?: string;
  /** Names and labels of the fields shown beside it: the parent's other sub-fields, or the other fields of its group. */
  siblings?: readonly string[];
  /** One value of a repeatable or cloneable field, named (often in the plural) for all of them. */
  clone?: true;
  /** The definition of the given tree this candidate stands for: `def` itself, or the repeatable field `def` is the clone of. */
  origin: FieldDefinition;
}

const CLASSIFIED = new Set<FieldShape['kind']>(['scalar', 'attachments', 'posts', 'terms', 'users']);

/** Every field a value is generated for, anywhere in the tree; structural fields have no semantic type. */
export function scalarFields(fields: readonly PluginField[]): Candidate[] {
  const out: Candidate[] = [];
  const groupOf = (field: PluginField): string => `${field.plugin}\u0000${field.def.group ?? ''}`;
  for (const field of fields) {
    const { plugin, def } = field;
    const storage = storageFor(plugin);
    const visit = (d: FieldDefinition, parent: FieldDefinition | undefined, beside: readonly FieldDefinition[], repeated?: FieldDefinition): void => {
      const shape = storage.shape(d);
      const clone = cloneOf(d, shape);
      // A repeatable or cloneable field's values are those of its clone, stored under its own key.
      if (clone) return visit(clone, parent, beside, d);
      const siblings = beside.filter((other) => other.key !== d.key).map((other) => `${other.name} ${other.label}`);
      const around = { ...(parent ? { parent } : {}), ...(def.group ? { group: def.group } : {}), ...(siblings.length > 0 ? { siblings } : {}), ...(repeated ? { clone: true as const } : {}) };
      if (CLASSIFIED.has(shape.kind)) out.push({ plugin, def: d, shape, origin: repeated ?? d, ...around });
      for (const sub of d.sub_fields ?? []) visit(sub, d, d.sub_fields!);
      for (const layout of d.layouts ?? []) for (const sub of layout.sub_fields) visit(sub, { ...d, name: layout.name, label: layout.label }, layout.sub_fields);
    };
    visit(def, undefined, fields.filter((other) => groupOf(other) === groupOf(field)).map((other) => other.def));
  }
  return out;
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
  const { def, plugin, shape, parent, group } = candidate;
  const relation = relationOf(def, shape);
  return {
    name: def.name, label: def.label, type: def.type, plugin, choices: def.choices, min: def.min, max: def.max, step: def.step, postType,
    ...surroundings(def),
    ...(group ? { group } : {}),
    ...(parent ? { parent: parent.name, parentType: parent.type } : {}),
    ...(candidate.siblings ? { siblings: candidate.siblings } : {}),
    ...(shape.kind === 'scalar' ? { valueKind: shape.request.kind, ...(shape.request.precision ? { precision: shape.request.precision } : {}) } : {}),
    ...(shape.kind === 'attachments' ? { media: mediaKind(def, shape) } : {}),
    ...(relation ? { relation } : {}),
  };
}

/**
 * Tier 1 on everything the adapters read of a field. A clone holds one of what its field names:
 * "Phones" that tier 1 does not know are read as "Phone".
 */
export function tierOne(candidate: Candidate, postType: string): Detection {
  const evidence = evidenceOf(candidate, postType);
  const detection = detectByPattern(evidence);
  if (!candidate.clone || detection.source !== 'fallback') return detection;
  const one = detectByPattern({ ...evidence, name: singular(evidence.name, /([_\-\s])/), label: singular(evidence.label ?? '', /(\s)/) });
  return one.source === 'fallback' ? detection : one;
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

/** The last word of a name or label in the singular, as English plurals are made. */
function singular(text: string, separator: RegExp): string {
  const words = text.split(separator);
  const last = words.pop() ?? '';
  const one = last.replace(/ies$/i, 'y').replace(/(ss|x|ch|sh)es$/i, '$1').replace(/([^s])s$/i, '$1');
  return [...words, one].join('');
}
