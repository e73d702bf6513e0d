import { FIELD_PLUGIN_SLUGS, type FieldDefinition, type FieldPluginSlug, type HostFields } from '../../contract/field-definition.js';
import type { HostContext } from '../../contract/host-context.js';

/** A custom field and the plugin whose storage format its values follow. */
export interface PluginField {
  plugin: FieldPluginSlug;
  def: FieldDefinition;
}

/** Contexts stored by plugin versions before the adapters existed carry `fields: {}`. */
export function hostFields(host: HostContext): HostFields {
  const fields = host.fields as Partial<HostFields>;
  return { adapters: fields.adapters ?? [], definitions: fields.definitions ?? {} };
}

/** Ids of the post-type pods whose relationship fields keep wp_podsrel rows (the Pods adapter's `podsrel` setting). */
export function podsrelPodIds(host: HostContext): number[] {
  const ids = new Set<number>();
  for (const defs of Object.values(hostFields(host).definitions.pods ?? {})) {
    for (const def of defs) if (def.settings.podsrel === true && typeof def.settings.pod_id === 'number') ids.add(def.settings.pod_id);
  }
  return [...ids];
}

/**
 * The adapter whose definitions win: the first active one (in the adapters' fixed order) that
 * defines any field, else the first active one at all.
 */
export function primaryAdapter(fields: HostFields): FieldPluginSlug | null {
  const active = FIELD_PLUGIN_SLUGS.filter((slug) => fields.adapters.some((a) => a.slug === slug && a.active));
  const defining = active.find((slug) => Object.values(fields.definitions[slug] ?? {}).some((defs) => defs.length > 0));
  return defining ?? active[0] ?? null;
}

/**
 * The custom fields of one post type. Where several plugins store a field under the same meta
 * key, the primary adapter's definition wins and the others are dropped: two writers for one
 * key would leave a value neither plugin reads back.
 */
export function fieldsFor(host: HostContext, postType: string): PluginField[] {
  const fields = hostFields(host);
  const primary = primaryAdapter(fields);
  const order = primary ? [primary, ...FIELD_PLUGIN_SLUGS.filter((s) => s !== primary)] : [...FIELD_PLUGIN_SLUGS];
  const taken = new Set<string>();
  const out: PluginField[] = [];
  for (const plugin of order) {
    if (!fields.adapters.some((a) => a.slug === plugin && a.active)) continue;
    for (const def of fields.definitions[plugin]?.[postType] ?? []) {
      if (taken.has(def.name)) continue;
      taken.add(def.name);
      out.push({ plugin, def });
    }
  }
  return out;
}
