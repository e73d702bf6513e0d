import type { HostContext } from '../../contract/host-context.js';
import type { TemplateRow } from '../../db/schema.js';
import { fieldsFor } from '../fields/field-catalog.js';
import { fillableTaxonomies } from '../generation/post-generation.service.js';

/** What a template was built on: its post type's custom fields (name → type) and taxonomies. */
export interface FieldsSnapshot {
  fields: Record<string, string>;
  taxonomies: string[];
}

export function snapshotOf(host: HostContext, postType: string): FieldsSnapshot {
  return {
    fields: Object.fromEntries(fieldsFor(host, postType).map(({ def }) => [def.name, def.type])),
    taxonomies: fillableTaxonomies(host, postType).map((t) => t.name).sort(),
  };
}

function storedSnapshot(row: TemplateRow): FieldsSnapshot | null {
  try {
    const value = JSON.parse(row.fields_snapshot ?? '') as Partial<FieldsSnapshot>;
    return typeof value.fields === 'object' && value.fields !== null && Array.isArray(value.taxonomies) ? { fields: value.fields, taxonomies: value.taxonomies } : null;
  } catch {
    return null;
  }
}

/**
 * Why a template needs a look: what changed in its post type since it was saved (fields added,
 * removed or retyped, taxonomies gone or new). [] when nothing did, or when nothing was recorded.
 */
export function staleReasons(host: HostContext, row: TemplateRow): string[] {
  if (!host.post_types[row.post_type]) return [`Post type "${row.post_type}" is no longer registered.`];
  const before = storedSnapshot(row);
  if (!before) return [];
  const now = snapshotOf(host, row.post_type);
  const reasons: string[] = [];
  for (const [name, type] of Object.entries(now.fields)) {
    const was = before.fields[name];
    if (was === undefined) reasons.push(`Field "${name}" was added.`);
    else if (was !== type) reasons.push(`Field "${name}" changed type from ${was} to ${type}.`);
  }
  for (const name of Object.keys(before.fields)) if (now.fields[name] === undefined) reasons.push(`Field "${name}" was removed.`);
  for (const taxonomy of now.taxonomies) if (!before.taxonomies.includes(taxonomy)) reasons.push(`Taxonomy "${taxonomy}" was added.`);
  for (const taxonomy of before.taxonomies) if (!now.taxonomies.includes(taxonomy)) reasons.push(`Taxonomy "${taxonomy}" was removed.`);
  return reasons;
}
