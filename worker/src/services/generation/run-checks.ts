import type { HostContext } from '../../contract/host-context.js';
import { isWordPressDateTime } from '../../contract/schema-keywords.js';
import type { Database } from '../../db/database.js';
import { UserWriteRepository } from '../../db/repositories/user.repository.js';
import { invalidParameter } from '../../errors.js';
import { requireFillableTaxonomy } from '../taxonomy.service.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import { CONCRETE_STATUSES } from '../../generators/posts/post-drafter.js';
import type { ExistingTerm } from '../../generators/terms/term-planner.js';
import type { PluginField } from '../fields/field-catalog.js';
import type { GenerationOptions } from './generation-options.js';
import type { FieldConfig, TaxonomyConfig } from './generation-request.js';

/** The core fields field_config may set. */
const CORE_FIELDS = new Set(['post_title', 'post_content', 'post_excerpt', 'post_status', 'post_date', 'post_author']);

/** Bad input in a post run's options is refused before anything is written. */
export async function checkRun(db: Database, host: HostContext, options: GenerationOptions, existing: Map<string, ExistingTerm[]>, fields: PluginField[]): Promise<void> {
  await checkConfig(db, { host, postType: options.postType.name, fieldConfig: options.fieldConfig, taxonomyConfig: options.taxonomyConfig }, existing, fields);
}

/**
 * A field and taxonomy configuration checked against the post type's fields, taxonomies, terms
 * and users (a run's, or a template's as it is saved).
 */
export async function checkConfig(
  db: Database,
  config: { host: HostContext; postType: string; fieldConfig: FieldConfig; taxonomyConfig: TaxonomyConfig },
  existing: Map<string, ExistingTerm[]>,
  fields: PluginField[],
): Promise<void> {
  const { core_fields: core = {}, custom_fields: custom = {} } = config.fieldConfig;
  for (const [name, setting] of Object.entries(core)) {
    if (!CORE_FIELDS.has(name)) throw invalidParameter(`Invalid parameter: field_config.core_fields.${name} is not a core field (${[...CORE_FIELDS].join(', ')}).`);
    if (setting.mode === 'choose' && !setting.choose) throw invalidParameter(`Invalid parameter: field_config.core_fields.${name}.choose is required in choose mode.`);
  }
  const statuses = core.post_status?.mode === 'choose' ? core.post_status.choose?.values ?? [] : [];
  const badStatus = statuses.find((s) => !CONCRETE_STATUSES.includes(s as never));
  if (badStatus !== undefined) throw invalidParameter(`Invalid parameter: field_config.core_fields.post_status.choose.values has an unknown status ${JSON.stringify(badStatus)}.`);
  const dates = core.post_date?.mode === 'choose' ? core.post_date.choose?.values ?? [] : [];
  // A template's field_config reaches here without the request schema's check.
  const badDate = dates.find((d) => typeof d !== 'string' || !isWordPressDateTime(d));
  if (badDate !== undefined) throw invalidParameter(`Invalid parameter: field_config.core_fields.post_date.choose.values must be real dates like 2026-01-31 14:05:00.`);
  const authors = core.post_author?.mode === 'choose' ? (core.post_author.choose?.values ?? []).map(Number) : [];
  if (authors.length > 0) {
    const found = await new UserWriteRepository(db).existingIds(authors.filter(Number.isInteger));
    const missing = authors.find((id) => !found.has(id));
    if (missing !== undefined) throw invalidParameter(`Invalid parameter: field_config.core_fields.post_author.choose.values has no user ${missing}.`);
  }
  const byName = new Map(fields.map((f) => [f.def.name, f]));
  for (const [name, setting] of Object.entries(custom)) {
    if (setting.mode === 'choose' && !setting.choose) throw invalidParameter(`Invalid parameter: field_config.custom_fields.${name}.choose is required in choose mode.`);
    const field = byName.get(name);
    if (field) {
      const kind = storageFor(field.plugin).shape(field.def).kind;
      if (setting.mode === 'choose' && (kind === 'rows' || kind === 'group' || kind === 'layouts')) {
        throw invalidParameter(`Invalid parameter: field_config.custom_fields.${name} is a ${field.def.type} field; its values can only be created, not chosen.`);
      }
      continue;
    }
    // Chosen values need no type; generated ones do when no field plugin defines the field.
    if (setting.mode === 'create' && !setting.field_type) {
      throw invalidParameter(`Invalid parameter: field_config.custom_fields.${name} is not defined by any active field plugin and gives no field_type.`);
    }
  }
  for (const [taxonomy, setting] of Object.entries(config.taxonomyConfig)) {
    requireFillableTaxonomy(config.host, taxonomy, config.postType);
    if (setting.mode !== 'choose') continue;
    const ids = new Set((existing.get(taxonomy) ?? []).map((t) => t.termId));
    if (!setting.term_ids?.length) throw invalidParameter(`Invalid parameter: taxonomy_config.${taxonomy}.term_ids is required in choose mode.`);
    const missing = setting.term_ids.find((id) => !ids.has(id));
    if (missing !== undefined) throw invalidParameter(`Invalid parameter: taxonomy_config.${taxonomy}.term_ids has no term ${missing} in ${taxonomy}.`);
  }
}
