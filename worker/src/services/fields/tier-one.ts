import type { FieldDefinition } from '../../contract/field-definition.js';
import { detectByPattern, type Detection } from '../../detection/pattern-detector.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import type { PluginField } from './field-catalog.js';

/** A field detection classifies: a scalar field of a plugin, sub-fields included. */
export interface Candidate {
  plugin: PluginField['plugin'];
  def: FieldDefinition;
}

/** Scalar fields anywhere in the tree; relational and structural fields have no semantic type. */
export function scalarFields(fields: readonly PluginField[]): Candidate[] {
  const out: Candidate[] = [];
  for (const { plugin, def } of fields) {
    const storage = storageFor(plugin);
    const visit = (d: FieldDefinition): void => {
      if (storage.shape(d).kind === 'scalar') out.push({ plugin, def: d });
      for (const sub of d.sub_fields ?? []) visit(sub);
      for (const layout of d.layouts ?? []) for (const sub of layout.sub_fields) visit(sub);
    };
    visit(def);
  }
  return out;
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

/** Tier 1 on everything the adapters read of a field. */
export function tierOne(candidate: Candidate, postType: string): Detection {
  const { def, plugin } = candidate;
  return detectByPattern({ name: def.name, label: def.label, type: def.type, plugin, choices: def.choices, min: def.min, max: def.max, postType, ...surroundings(def) });
}
