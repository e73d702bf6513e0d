import type { TemplateRow } from '../../db/schema.js';
import type { FieldConfig, TaxonomyConfig } from '../generation/generation-request.js';
import { pickSettings, type ConfigOverrides, type TemplateConfig, type TemplateSettings } from './template-config.js';

/** A template as GET /templates lists it (no configuration). */
export interface TemplateSummary {
  id: number;
  name: string;
  description: string;
  post_type: string;
  is_default: boolean;
  is_system: boolean;
  /** The template a variant inherits from; null for a regular template. */
  parent_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A template with its own configuration, as GET /templates/{id} and every write answer it. */
export interface TemplateView extends TemplateSummary {
  field_config: FieldConfig;
  taxonomy_config: TaxonomyConfig;
  settings: TemplateSettings;
  /** A variant's changes to its parent ({} for a regular template). */
  config_overrides: ConfigOverrides;
  /** A variant's parents, nearest first ([] for a regular template). */
  linked_parents: Array<{ id: number; name: string }>;
}

function parsedObject(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored template's own recipe (a variant's is empty: it has overrides instead). */
export function ownConfig(row: TemplateRow): TemplateConfig {
  return {
    field_config: parsedObject(row.field_config) as FieldConfig,
    taxonomy_config: parsedObject(row.taxonomy_config) as TaxonomyConfig,
    settings: pickSettings(parsedObject(row.settings)),
  };
}

export function overridesOf(row: TemplateRow): ConfigOverrides {
  return parsedObject(row.config_overrides) as ConfigOverrides;
}

export function summaryOf(row: TemplateRow): TemplateSummary {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    post_type: row.post_type,
    is_default: Boolean(row.is_default),
    is_system: Boolean(row.is_system),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function viewOf(row: TemplateRow, parents: TemplateRow[]): TemplateView {
  return {
    ...summaryOf(row),
    ...ownConfig(row),
    config_overrides: overridesOf(row),
    linked_parents: parents.map((p) => ({ id: Number(p.id), name: p.name })),
  };
}
