import type { FieldDefinition } from '../../contract/field-definition.js';
import type { HostContext } from '../../contract/host-context.js';
import type { ReferenceRepository } from '../../db/repositories/reference.repository.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import { requirePostType } from '../post-type.service.js';
import { fieldsFor, type PluginField } from './field-catalog.js';

export type Cardinality = 'many_to_one' | 'many_to_many' | 'one_to_one' | 'one_to_many';

/**
 * How many published targets a relation wants before generation stops creating them: a field
 * holding several posts needs a larger pool to pick distinct ones from.
 */
export const CARDINALITY_DEFAULTS: Readonly<Record<Cardinality, number>> = Object.freeze({
  many_to_one: 5,
  many_to_many: 10,
  one_to_one: 10,
  one_to_many: 3,
});

export interface Dependency {
  field_name: string;
  field_type: string;
  target_post_types: string[];
  target_labels: Record<string, string>;
  is_multiple: boolean;
  source: 'field' | 'relation';
  cardinality: Cardinality;
  required: boolean;
}

export interface UniqueTarget {
  label: string;
  plural_label: string;
  existing_count: number;
  has_template: boolean;
  template_name: string | null;
  is_required: boolean;
  required_by_fields: string[];
}

export interface DependencyReport {
  dependencies: Dependency[];
  unique_targets: Record<string, UniqueTarget>;
}

/** Post fields anywhere in a field tree (repeater rows and layouts too), with a dotted path as name. */
function relationalFields(field: PluginField): Array<{ name: string; def: FieldDefinition; postTypes: string[]; multiple: boolean }> {
  const storage = storageFor(field.plugin);
  const out: Array<{ name: string; def: FieldDefinition; postTypes: string[]; multiple: boolean }> = [];
  const visit = (def: FieldDefinition, path: string): void => {
    const shape = storage.shape(def);
    if (shape.kind === 'posts') out.push({ name: path, def, postTypes: shape.postTypes, multiple: shape.max > 1 });
    for (const sub of def.sub_fields ?? []) visit(sub, `${path}.${sub.name}`);
    for (const layout of def.layouts ?? []) for (const sub of layout.sub_fields) visit(sub, `${path}.${sub.name}`);
  };
  visit(field.def, field.def.name);
  return out;
}

export class DependencyService {
  constructor(private readonly references: ReferenceRepository) {}

  async report(host: HostContext, postType: string): Promise<DependencyReport> {
    requirePostType(host, postType);
    const dependencies: Dependency[] = [];
    for (const field of fieldsFor(host, postType)) {
      for (const r of relationalFields(field)) {
        // Targets must be registered; a field open to every type names none and creates none.
        const targets = r.postTypes.filter((t) => host.post_types[t] !== undefined);
        dependencies.push({
          field_name: r.name,
          field_type: r.def.type,
          target_post_types: targets,
          target_labels: Object.fromEntries(targets.map((t) => [t, host.post_types[t]!.labels.singular_name ?? host.post_types[t]!.label])),
          is_multiple: r.multiple,
          source: 'field',
          cardinality: r.multiple ? 'many_to_many' : 'many_to_one',
          required: r.def.required,
        });
      }
    }
    return { dependencies, unique_targets: await this.targets(host, dependencies) };
  }

  private async targets(host: HostContext, dependencies: Dependency[]): Promise<Record<string, UniqueTarget>> {
    const types = [...new Set(dependencies.flatMap((d) => d.target_post_types))];
    const [counts, templates] = await Promise.all([this.references.publishedCounts(types), this.references.templatesFor(types)]);
    const out: Record<string, UniqueTarget> = {};
    for (const type of types) {
      const info = host.post_types[type]!;
      const requiring = dependencies.filter((d) => d.required && d.target_post_types.includes(type)).map((d) => d.field_name);
      out[type] = {
        label: info.labels.singular_name ?? info.label,
        plural_label: info.labels.name ?? info.label,
        existing_count: counts.get(type) ?? 0,
        has_template: templates.has(type),
        template_name: templates.get(type) ?? null,
        is_required: requiring.length > 0,
        required_by_fields: requiring,
      };
    }
    return out;
  }
}

/** Posts to auto-create per target type before a run: only while fewer than the cardinality default exist. */
export function relatedPostsNeeded(report: DependencyReport, sourceType: string, options: Record<string, Record<string, unknown>> = {}): Map<string, number> {
  const needed = new Map<string, number>();
  for (const [type, target] of Object.entries(report.unique_targets)) {
    if (type === sourceType) continue;
    const override = options[type] ?? {};
    if (override.enabled === false) continue;
    const wanted = report.dependencies.filter((d) => d.target_post_types.includes(type)).map((d) => CARDINALITY_DEFAULTS[d.cardinality]);
    const goal = typeof override.count === 'number' ? override.count : Math.max(...wanted);
    const missing = goal - target.existing_count;
    if (missing > 0) needed.set(type, missing);
  }
  return needed;
}
