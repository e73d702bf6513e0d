import { FIELD_PLUGIN_SLUGS, type FieldDefinition, type FieldPluginSlug } from '../../contract/field-definition.js';
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
 * Tier-1 detection of field definitions given as JSON lines: each line one field as the adapters
 * normalise it (host context `fields.definitions`) with its `plugin` and optionally `post_type`.
 * Every scalar field, sub-fields included, gets a detection; a line that is not such a field gets
 * an error naming its line number. Blank lines are skipped.
 */
export function detectLines(lines: readonly string[]): { detections: DetectionLine[]; errors: string[] } {
  const detections: DetectionLine[] = [];
  const errors: string[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      errors.push(`line ${index + 1}: not JSON`);
      return;
    }
    if (!isRecord(value) || typeof value.name !== 'string' || typeof value.type !== 'string') {
      errors.push(`line ${index + 1}: a field needs at least "name" and "type"`);
      return;
    }
    const plugin = value.plugin as FieldPluginSlug;
    if (!FIELD_PLUGIN_SLUGS.includes(plugin)) {
      errors.push(`line ${index + 1}: "plugin" must be one of ${FIELD_PLUGIN_SLUGS.join(', ')}`);
      return;
    }
    const postType = typeof value.post_type === 'string' ? value.post_type : '';
    const def = withDefaults(value);
    for (const candidate of scalarFields([{ plugin, def }])) {
      const d = tierOne(candidate, postType);
      detections.push({ plugin, post_type: postType, key: candidate.def.key, name: candidate.def.name, type: d.type, confidence: d.confidence, source: d.source, evidence: d.evidence });
    }
  });
  return { detections, errors };
}
