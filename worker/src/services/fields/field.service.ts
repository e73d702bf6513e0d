import type { FieldDefinition, FieldPluginSlug } from '../../contract/field-definition.js';
import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import { semanticType } from '../../detection/semantic-types.js';
import { notFound } from '../../errors.js';
import { PLAIN_FIELD_TYPES } from '../../generators/fields/plain-meta.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import type { FieldShape } from '../../generators/fields/field-value.js';
import { requirePostType } from '../post-type.service.js';
import { fieldsFor, hostFields, primaryAdapter } from './field-catalog.js';
import type { FieldDetectionService } from './field-detection.service.js';

export interface DetectedFieldView {
  key: string;
  name: string;
  label: string;
  type: string;
  required: boolean;
  instructions: string;
  min?: number;
  max?: number;
  step?: number;
  detected_type: string;
  plugin: FieldPluginSlug;
}

export interface TemplateFieldView {
  key?: string;
  name: string;
  label: string;
  type: string;
  category: string;
  required: boolean;
  modes: string[];
  default: Record<string, unknown>;
}

const SCALAR_MODES = ['none', 'create', 'choose'];
const GENERATED_MODES = ['none', 'create'];
const TEXT_CREATE = { method: { type: 'string', enum: ['words', 'paragraphs', 'sentence'] }, word_count_min: { type: 'integer', minimum: 1 }, word_count_max: { type: 'integer', minimum: 1 }, paragraph_count_min: { type: 'integer', minimum: 1 }, paragraph_count_max: { type: 'integer', minimum: 1 }, include_html: { type: 'boolean' }, html_options: { type: 'object', properties: { headings: { type: 'boolean' }, lists: { type: 'boolean' }, quotes: { type: 'boolean' } } } };
const NUMBER_CREATE = { min: { type: 'number' }, max: { type: 'number' }, decimal_places: { type: 'integer', minimum: 0 } };
const CHOOSE = { values: { type: 'array', minItems: 1 }, selection_mode: { type: 'string', enum: ['random', 'rotational'], default: 'random' } };

/** The category a field is listed under in the template editor. */
function categoryOf(shape: FieldShape, detectedType: string): string {
  if (shape.kind === 'scalar') return semanticType(detectedType)?.category ?? 'text';
  if (shape.kind === 'rows' || shape.kind === 'group' || shape.kind === 'layouts') return 'structure';
  if (shape.kind === 'attachments') return 'media';
  return 'relational';
}

function coreFields(type: PostTypeInfo): TemplateFieldView[] {
  const s = type.supports;
  const fields: TemplateFieldView[] = [
    { name: 'post_title', label: 'Title', type: 'text', category: 'core', required: true, modes: ['create', 'choose'], default: { mode: 'create', create: { method: 'sentence' } } },
  ];
  if (s.editor !== false) fields.push({ name: 'post_content', label: 'Content', type: 'wysiwyg', category: 'core', required: false, modes: SCALAR_MODES, default: { mode: 'create', create: { method: 'paragraphs', paragraph_count_min: 3, paragraph_count_max: 6, include_html: true, html_options: { headings: true, lists: true, quotes: false } } } });
  if (s.excerpt === true) fields.push({ name: 'post_excerpt', label: 'Excerpt', type: 'textarea', category: 'core', required: false, modes: SCALAR_MODES, default: { mode: 'create', create: { method: 'words', word_count_min: 10, word_count_max: 30 } } });
  fields.push(
    { name: 'post_status', label: 'Status', type: 'select', category: 'core', required: true, modes: ['create', 'choose'], default: { mode: 'create' } },
    { name: 'post_date', label: 'Date', type: 'datetime', category: 'core', required: true, modes: ['create', 'choose'], default: { mode: 'create' } },
  );
  if (s.author === true) fields.push({ name: 'post_author', label: 'Author', type: 'user', category: 'core', required: true, modes: ['create', 'choose'], default: { mode: 'create' } });
  return fields;
}

/** Read-only views of the custom fields the active field plugins define. */
export class FieldService {
  constructor(private readonly detection: FieldDetectionService) {}

  async detected(host: HostContext, postType: string): Promise<DetectedFieldView[]> {
    requirePostType(host, postType);
    const fields = fieldsFor(host, postType);
    const detected = await this.detection.detect(host, postType, fields);
    return fields.map(({ plugin, def }) => ({
      key: def.key,
      name: def.name,
      label: def.label,
      type: def.type,
      required: def.required,
      instructions: def.instructions,
      ...bounds(def),
      detected_type: detected.get(def.key)?.type ?? '',
      plugin,
    }));
  }

  adapters(host: HostContext): { adapters: Array<{ name: string; slug: string; version: string; active: boolean; primary: boolean }>; primary: string | null } {
    const fields = hostFields(host);
    const primary = primaryAdapter(fields);
    return {
      adapters: fields.adapters.map((a) => ({ name: a.name, slug: a.slug, version: a.version, active: a.active, primary: a.slug === primary })),
      primary: fields.adapters.find((a) => a.slug === primary)?.name ?? null,
    };
  }

  async templateFields(host: HostContext, postType: string): Promise<{ core_fields: Record<string, TemplateFieldView>; custom_fields: Record<string, { group_title: string; fields: TemplateFieldView[] }> }> {
    const type = requirePostType(host, postType);
    const fields = fieldsFor(host, postType);
    const detected = await this.detection.detect(host, postType, fields);
    const custom: Record<string, { group_title: string; fields: TemplateFieldView[] }> = {};
    for (const { plugin, def } of fields) {
      const shape = storageFor(plugin).shape(def);
      if (shape.kind === 'skip') continue;
      const detectedType = detected.get(def.key)?.type ?? '';
      const group = (custom[plugin] ??= { group_title: hostFields(host).adapters.find((a) => a.slug === plugin)?.name ?? plugin, fields: [] });
      group.fields.push({
        key: def.key,
        name: def.name,
        label: def.label,
        type: def.type,
        category: categoryOf(shape, detectedType),
        required: def.required,
        modes: shape.kind === 'scalar' || shape.kind === 'posts' || shape.kind === 'terms' || shape.kind === 'users' || shape.kind === 'attachments' ? SCALAR_MODES : GENERATED_MODES,
        default: { mode: 'create', ...(detectedType ? { field_type: detectedType } : {}) },
      });
    }
    return { core_fields: Object.fromEntries(coreFields(type).map((f) => [f.name, f])), custom_fields: custom };
  }

  /**
   * GET /field-schema/{field_type}: what a `field_config` entry of this `field_type` accepts.
   * Field types are the plain ones a field without plugin may name and the semantic types of detection.
   */
  fieldSchema(fieldType: string): Record<string, unknown> {
    const semantic = semanticType(fieldType);
    if (!PLAIN_FIELD_TYPES.includes(fieldType) && !semantic) throw notFound(`Field type "${fieldType}"`);
    const numeric = ['number', 'range', 'price'].includes(fieldType) || semantic?.kinds[0] === 'number';
    const textual = ['text', 'textarea', 'wysiwyg'].includes(fieldType) || (semantic?.kinds[0] === 'text' && !PLAIN_FIELD_TYPES.includes(fieldType));
    return {
      field_type: fieldType,
      source: semantic ? 'semantic' : 'plain',
      category: semantic?.category ?? 'plain',
      label: semantic?.label ?? fieldType,
      value_kinds: semantic?.kinds ?? [numeric ? 'number' : 'text'],
      modes: SCALAR_MODES,
      create: { type: 'object', properties: { ...(textual ? TEXT_CREATE : {}), ...(numeric ? NUMBER_CREATE : {}) }, additionalProperties: true },
      choose: { type: 'object', required: ['values'], properties: CHOOSE },
    };
  }
}

function bounds(def: FieldDefinition): { min?: number; max?: number; step?: number } {
  return { ...(def.min !== undefined ? { min: def.min } : {}), ...(def.max !== undefined ? { max: def.max } : {}), ...(def.step !== undefined ? { step: def.step } : {}) };
}
