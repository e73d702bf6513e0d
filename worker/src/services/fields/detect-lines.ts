import { readFileSync } from 'node:fs';
import { FIELD_PLUGIN_SLUGS, type FieldDefinition, type FieldPluginSlug } from '../../contract/field-definition.js';
import { fieldGroupKey, fieldTree, type ContextLine, type LineContext } from './field-groups.js';
import { scalarFields, tierOne } from './tier-one.js';

/** One field's detection as `npm run detect` prints it. */
export interface DetectionLine {
  plugin: FieldPluginSlug;
  post_type: string;
  key: string;
  name: string;
  type: string;
  confidence: number;
  source: string;
  evidence: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field as written by hand may leave out what the adapters always send: key, label, settings… (sub-fields too). */
function withDefaults(field: Record<string, unknown>): FieldDefinition {
  const list = (value: unknown): Array<Record<string, unknown>> => (Array.isArray(value) ? value.filter(isRecord) : []);
  return {
    key: field.name,
    label: '',
    required: false,
    instructions: '',
    settings: {},
    ...field,
    ...(field.sub_fields !== undefined ? { sub_fields: list(field.sub_fields).map(withDefaults) } : {}),
    ...(field.layouts !== undefined ? { layouts: list(field.layouts).map((layout) => ({ ...layout, sub_fields: list(layout.sub_fields).map(withDefaults) })) } : {}),
  } as unknown as FieldDefinition;
}

/**
 * A line read: a flat field (the field's own keys beside `plugin` and `post_type`), whose tree
 * is detected with the other flat fields of its post type, or a dev-set line (`definition` and
 * `context`), detected with the other lines of its field group.
 */
interface Entry {
  plugin: FieldPluginSlug;
  postType: string;
  batch: string;
  flat?: FieldDefinition;
  grouped?: ContextLine;
}

function entryOf(value: unknown): Entry | string {
  if (!isRecord(value)) return 'a line must be a JSON object';
  const plugin = value.plugin as FieldPluginSlug;
  if (!FIELD_PLUGIN_SLUGS.includes(plugin)) return `"plugin" must be one of ${FIELD_PLUGIN_SLUGS.join(', ')}`;
  if ('definition' in value) {
    const { definition, context = {} } = value;
    if (!isRecord(definition) || typeof definition.name !== 'string' || typeof definition.type !== 'string') return 'a "definition" needs at least "name" and "type"';
    if (!isRecord(context)) return '"context" must be an object';
    const grouped: ContextLine = { plugin, definition: withDefaults(definition), context: context as LineContext, ...(isRecord(value.source) ? { source: value.source } : {}) };
    const postType = typeof context.post_type === 'string' ? context.post_type : '';
    return { plugin, postType, batch: `group ${fieldGroupKey(grouped)}`, grouped };
  }
  if (typeof value.name !== 'string' || typeof value.type !== 'string') return 'a field needs at least "name" and "type"';
  const postType = typeof value.post_type === 'string' ? value.post_type : '';
  return { plugin, postType, batch: `post type ${JSON.stringify(postType)}`, flat: withDefaults(value) };
}

/** Every definition of a tree in the order detection visits it: a field, then its sub-fields. */
function treeOf(def: FieldDefinition): Set<FieldDefinition> {
  const all = new Set<FieldDefinition>([def]);
  for (const sub of [...(def.sub_fields ?? []), ...(def.layouts ?? []).flatMap((layout) => layout.sub_fields)]) for (const d of treeOf(sub)) all.add(d);
  return all;
}

/** The detections of one batch, per entry: a flat field's whole tree, a dev-set line's own field. */
function detectBatch(entries: readonly Entry[]): DetectionLine[][] {
  const grouped = entries.flatMap((e) => (e.grouped ? [e.grouped] : []));
  const tree = fieldTree(grouped);
  const tops = entries[0]!.grouped ? tree.tops.map((def) => ({ plugin: entries[0]!.plugin, def })) : entries.map((e) => ({ plugin: e.plugin, def: e.flat! }));
  const postType = entries[0]!.postType;
  const found = new Map<FieldDefinition, DetectionLine>();
  for (const candidate of scalarFields(tops)) {
    const d = tierOne(candidate, postType);
    found.set(candidate.origin, { plugin: candidate.plugin, post_type: postType, key: candidate.def.key, name: candidate.def.name, type: d.type, confidence: d.confidence, source: d.source, evidence: d.evidence });
  }
  return entries.map((entry, index) => {
    const own = entry.grouped ? [tree.fields[index]!] : [...treeOf(entry.flat!)];
    return own.flatMap((def) => found.get(def) ?? []);
  });
}

/**
 * Tier-1 detection of field definitions given as JSON lines, as the worker detects a site's
 * fields: each line either one field as the adapters normalise it (host context
 * `fields.definitions`) with its `plugin` and optionally `post_type`, or a dev-set line
 * (`plugin`, `definition`, `context`; tests/detection/devset/README.md). Every scalar field,
 * sub-fields included, gets a detection, in the order of the lines; a line that is not such a
 * field gets an error naming its line number. Blank lines are skipped.
 */
export function detectLines(lines: readonly string[]): { detections: DetectionLine[]; errors: string[] } {
  const errors: string[] = [];
  const batches = new Map<string, Array<{ index: number; entry: Entry }>>();
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      errors.push(`line ${index + 1}: not JSON`);
      return;
    }
    const entry = entryOf(value);
    if (typeof entry === 'string') errors.push(`line ${index + 1}: ${entry}`);
    else if (batches.has(entry.batch)) batches.get(entry.batch)!.push({ index, entry });
    else batches.set(entry.batch, [{ index, entry }]);
  });
  const byLine = new Map<number, DetectionLine[]>();
  for (const batch of batches.values()) {
    detectBatch(batch.map((b) => b.entry)).forEach((detections, i) => byLine.set(batch[i]!.index, detections));
  }
  const detections = [...byLine].sort(([a], [b]) => a - b).flatMap(([, found]) => found);
  return { detections, errors };
}

/**
 * `detect <file|->` of both command lines: the lines of a file, or of standard input for `-`,
 * detected; what to print on stdout and stderr, and the exit code (1 when a line could not be
 * read, 2 when the file could not).
 */
export function detectFile(path: string): { stdout: string; stderr: string; code: number } {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    return { stdout: '', stderr: `cannot read ${path === '-' ? 'standard input' : path}: ${(error as Error).message}\n`, code: 2 };
  }
  const { detections, errors } = detectLines(text.split('\n'));
  return { stdout: detections.map((d) => `${JSON.stringify(d)}\n`).join(''), stderr: errors.map((e) => `${e}\n`).join(''), code: errors.length > 0 ? 1 : 0 };
}
