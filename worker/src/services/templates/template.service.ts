import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { TemplateRepository, type TemplatePatch } from '../../db/repositories/template.repository.js';
import { TermWriteRepository } from '../../db/repositories/term.repository.js';
import type { TemplateRow } from '../../db/schema.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ApiError, ErrorCode, invalidParameter, notFound } from '../../errors.js';
import type { ExistingTerm } from '../../generators/terms/term-planner.js';
import { siteTime } from '../../core-parity/site-clock.js';
import { fieldsFor, hostFields } from '../fields/field-catalog.js';
import type { FieldDetectionService } from '../fields/field-detection.service.js';
import { fillableTaxonomies } from '../generation/post-generation.service.js';
import { checkConfig } from '../generation/run-checks.js';
import type { FieldConfig, TaxonomyConfig } from '../generation/generation-request.js';
import { requireGeneratablePostType } from '../post-type.service.js';
import type { Edition } from '../../contract/route-manifest.js';
import { starterTemplates } from './system-templates.js';
import { applyOverrides, combineOverrides, EMPTY_CONFIG, pickSettings, withoutEmpty, type ConfigOverrides, type TemplateConfig, type TemplateSettings } from './template-config.js';
import { snapshotOf, staleReasons } from './template-snapshot.js';
import { ownConfig, overridesOf, summaryOf, viewOf, type TemplateSummary, type TemplateView } from './template-views.js';

export interface TemplateInput {
  name?: string;
  description?: string;
  is_default?: boolean;
  field_config?: FieldConfig;
  taxonomy_config?: TaxonomyConfig;
  settings?: TemplateSettings;
  config_overrides?: ConfigOverrides;
}

export interface NewTemplateInput extends TemplateInput {
  name: string;
  post_type: string;
}

export interface TemplateList {
  templates: TemplateSummary[];
  total: number;
  /** Ids of the listed templates whose post type changed since they were saved (see GET /templates/stale). */
  stale: number[];
  adapter_info: Record<string, { fields: string[]; taxonomies: string[]; adapters: string[] }>;
}

export interface EffectiveConfig {
  template_id: number;
  parent_id: number | null;
  config: TemplateConfig;
}

/** Saved generation recipes: regular templates, their variants, and the supplied starters. */
export class TemplateService {
  private readonly templates: TemplateRepository;

  private readonly db: Database;

  constructor(
    private readonly writes: SiteWrites,
    private readonly detection: FieldDetectionService,
  ) {
    this.db = writes.db;
    this.templates = new TemplateRepository(this.db);
  }

  async list(host: HostContext, filter: { post_type?: string; is_system?: boolean }): Promise<TemplateList> {
    await this.ensureStarters(host);
    const rows = await this.templates.list({ postType: filter.post_type, isSystem: filter.is_system });
    return {
      templates: rows.map(summaryOf),
      total: rows.length,
      stale: rows.filter((row) => staleReasons(host, row).length > 0).map((row) => Number(row.id)),
      adapter_info: adapterInfo(host),
    };
  }

  async get(id: number): Promise<TemplateView> {
    const row = await this.require(id);
    return viewOf(row, await this.parents(row));
  }

  async create(host: HostContext, input: NewTemplateInput, edition: Edition): Promise<TemplateView> {
    if (edition === 'lite') throw liteReadonly('create templates');
    requireGeneratablePostType(host, input.post_type);
    const config = configOf(input, EMPTY_CONFIG);
    await this.check(host, input.post_type, config);
    const id = await this.insert(host, { ...input, name: nameOf(input.name) }, config, null);
    return this.get(id);
  }

  /** Only the members sent change; the limited edition keeps only the general ones. */
  async update(host: HostContext, id: number, input: TemplateInput, edition: Edition): Promise<TemplateView> {
    const row = await this.require(id);
    refuseSystem(row, 'changed');
    const sent: TemplateInput = edition === 'lite' ? liteMembers(input) : input;
    const patch: TemplatePatch = { updated_at: siteTime(host).local, fields_snapshot: JSON.stringify(snapshotOf(host, row.post_type)) };
    if (sent.name !== undefined) patch.name = nameOf(sent.name);
    if (sent.description !== undefined) patch.description = sent.description;
    if (row.parent_id === null) {
      if (sent.config_overrides !== undefined) throw invalidParameter(`Invalid parameter: config_overrides: template ${id} is not a variant; change its field_config, taxonomy_config or settings instead.`);
      const config = configOf(sent, ownConfig(row));
      await this.check(host, row.post_type, config);
      Object.assign(patch, storedConfig(config));
    } else {
      if (sent.field_config !== undefined || sent.taxonomy_config !== undefined) {
        throw invalidParameter(`Invalid parameter: template ${id} is a variant; send its changes as config_overrides.`);
      }
      const overrides = combineOverrides(overridesOf(row), { ...(sent.config_overrides ?? {}), ...(sent.settings ? { settings: { ...(sent.config_overrides?.settings ?? {}), ...sent.settings } } : {}) });
      await this.check(host, row.post_type, applyOverrides(await this.parentConfig(row), overrides));
      patch.config_overrides = JSON.stringify(overrides);
    }
    await this.writing(async (templates) => {
      await templates.update(id, patch);
      if (sent.is_default === true) await templates.makeDefault(row.post_type, id, patch.updated_at!);
      if (sent.is_default === false) await templates.update(id, { is_default: 0 });
    });
    return this.get(id);
  }

  /** The template and its variants (theirs too); `newDefault` becomes the post type's default. */
  async remove(host: HostContext, id: number, newDefault: number | undefined, edition: Edition): Promise<{ variants_deleted: number }> {
    if (edition === 'lite') throw liteReadonly('delete templates');
    const row = await this.require(id);
    refuseSystem(row, 'deleted');
    const family = await this.templates.list({ postType: row.post_type });
    const variants = descendantsOf(id, family);
    if (newDefault !== undefined) {
      const promoted = family.find((t) => Number(t.id) === newDefault);
      if (!promoted || newDefault === id || variants.includes(newDefault)) {
        throw invalidParameter(`Invalid parameter: new_default_id ${newDefault} is not another template of post type "${row.post_type}" that stays.`);
      }
    }
    await this.writing(async (templates) => {
      await templates.delete([id, ...variants]);
      if (newDefault !== undefined) await templates.makeDefault(row.post_type, newDefault, siteTime(host).local);
    });
    return { variants_deleted: variants.length };
  }

  async makeDefault(host: HostContext, id: number): Promise<TemplateView> {
    const row = await this.require(id);
    await this.writing((templates) => templates.makeDefault(row.post_type, id, siteTime(host).local));
    return this.get(id);
  }

  /** A user template with the same recipe, named "… (Copy)", never default; a variant's copy is a variant of the same parent. */
  async duplicate(host: HostContext, id: number, edition: Edition): Promise<TemplateView> {
    if (edition === 'lite') throw liteReadonly('duplicate templates');
    const row = await this.require(id);
    const now = siteTime(host).local;
    const copy = await this.writing((templates) => templates.insert({
      name: nameOf(`${row.name} (Copy)`),
      description: row.description,
      post_type: row.post_type,
      is_default: 0,
      is_system: 0,
      parent_id: row.parent_id,
      field_config: row.field_config,
      taxonomy_config: row.taxonomy_config,
      config_overrides: row.config_overrides,
      settings: row.settings,
      fields_snapshot: JSON.stringify(snapshotOf(host, row.post_type)),
      created_at: now,
      updated_at: now,
    }));
    return this.get(copy);
  }

  /** A child template that inherits everything but `config_overrides`. */
  async variant(host: HostContext, id: number, input: { name: string; description?: string; config_overrides: ConfigOverrides }, edition: Edition): Promise<TemplateView> {
    if (edition === 'lite') throw liteReadonly('create variants');
    const parent = await this.require(id);
    const overrides = withoutEmpty(input.config_overrides);
    await this.check(host, parent.post_type, applyOverrides(await this.effective(parent), overrides));
    const child = await this.insert(host, { name: nameOf(input.name), description: input.description, post_type: parent.post_type, config_overrides: overrides }, EMPTY_CONFIG, Number(parent.id));
    return this.get(child);
  }

  async effectiveConfig(id: number): Promise<EffectiveConfig> {
    const row = await this.require(id);
    return { template_id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id), config: await this.effective(row) };
  }

  async staleTemplates(host: HostContext): Promise<Array<{ id: number; name: string; post_type: string; reasons: string[] }>> {
    await this.ensureStarters(host);
    const rows = await this.templates.list();
    return rows.map((row) => ({ id: Number(row.id), name: row.name, post_type: row.post_type, reasons: staleReasons(host, row) })).filter((t) => t.reasons.length > 0);
  }

  /** The recipe a run uses: the parent's with each variant's overrides on the way down. */
  async effective(row: TemplateRow): Promise<TemplateConfig> {
    if (row.parent_id === null) return ownConfig(row);
    return applyOverrides(await this.parentConfig(row), overridesOf(row));
  }

  /** The template's chain from the root down to it (the template itself last). */
  async chain(row: TemplateRow): Promise<TemplateRow[]> {
    return [...(await this.parents(row)).reverse(), row];
  }

  async defaultFor(postType: string): Promise<TemplateRow | undefined> {
    return this.templates.defaultFor(postType);
  }

  async require(id: number): Promise<TemplateRow> {
    const row = await this.templates.find(id);
    if (!row) throw notFound(`Template ${id}`);
    return row;
  }

  /** A new template (or a variant, with `parentId`); the default flag goes through the one path that keeps it unique. */
  async insert(host: HostContext, input: NewTemplateInput, config: TemplateConfig, parentId: number | null): Promise<number> {
    const now = siteTime(host).local;
    return this.writing(async (templates) => {
      const id = await templates.insert({
        name: input.name,
        description: input.description ?? '',
        post_type: input.post_type,
        is_default: 0,
        is_system: 0,
        parent_id: parentId,
        ...storedConfig(config),
        config_overrides: JSON.stringify(input.config_overrides ?? {}),
        fields_snapshot: JSON.stringify(snapshotOf(host, input.post_type)),
        created_at: now,
        updated_at: now,
      });
      if (input.is_default === true) await templates.makeDefault(input.post_type, id, now);
      return id;
    });
  }

  /** Bad configuration is refused with the member it is about, as a run would refuse it. */
  async check(host: HostContext, postType: string, config: TemplateConfig): Promise<void> {
    const taxonomies = fillableTaxonomies(host, postType);
    await checkConfig(this.db, { host, postType, fieldConfig: config.field_config, taxonomyConfig: config.taxonomy_config }, await this.existingTerms(taxonomies.map((t) => t.name)), fieldsFor(host, postType));
    const { comments_per_post_min: min, comments_per_post_max: max } = config.settings;
    if (min !== undefined && max !== undefined && min > max) throw invalidParameter('Invalid parameter: settings.comments_per_post_min must not be greater than settings.comments_per_post_max.');
  }

  private async parentConfig(row: TemplateRow): Promise<TemplateConfig> {
    const parent = await this.templates.find(Number(row.parent_id));
    return parent ? this.effective(parent) : EMPTY_CONFIG;
  }

  /** A variant's parents, nearest first (a broken chain ends where a parent is gone). */
  private async parents(row: TemplateRow): Promise<TemplateRow[]> {
    const found: TemplateRow[] = [];
    const seen = new Set([Number(row.id)]);
    for (let id = row.parent_id; id !== null && !seen.has(Number(id)); ) {
      const parent = await this.templates.find(Number(id));
      if (!parent) break;
      found.push(parent);
      seen.add(Number(id));
      id = parent.parent_id;
    }
    return found;
  }

  private async existingTerms(taxonomies: string[]): Promise<Map<string, ExistingTerm[]>> {
    const map = new Map<string, ExistingTerm[]>();
    for (const t of await new TermWriteRepository(this.db).inTaxonomies(taxonomies)) {
      (map.get(t.taxonomy) ?? map.set(t.taxonomy, []).get(t.taxonomy)!).push({ termId: t.termId, termTaxonomyId: t.termTaxonomyId, name: t.name });
    }
    return map;
  }

  /** The starters the site lacks, made once: calls at once wait for each other on the system rows' lock. */
  private async ensureStarters(host: HostContext): Promise<void> {
    const candidates = starterTemplates(host, () => new Map());
    const have = new Set((await this.templates.list({ isSystem: true })).map((t) => t.post_type));
    const missing = candidates.filter((s) => !have.has(s.post_type));
    if (missing.length === 0) return;
    const detected = new Map<string, Map<string, string>>();
    for (const starter of missing) {
      const fields = fieldsFor(host, starter.post_type);
      if (fields.length > 0) detected.set(starter.post_type, new Map([...await this.detection.detect(host, starter.post_type, fields)].map(([key, d]) => [key, d.type])));
    }
    const starters = starterTemplates(host, (postType) => detected.get(postType) ?? new Map()).filter((s) => !have.has(s.post_type));
    const now = siteTime(host).local;
    await this.writing(async (templates) => {
      const present = await templates.postTypesWithSystemTemplate();
      for (const starter of starters.filter((s) => !present.has(s.post_type))) {
        await templates.insert({
          name: starter.name, description: starter.description, post_type: starter.post_type, is_default: 0, is_system: 1, parent_id: null,
          ...storedConfig(starter), config_overrides: '{}', fields_snapshot: JSON.stringify(snapshotOf(host, starter.post_type)), created_at: now, updated_at: now,
        });
      }
    });
  }

  /** One transaction of template writes, under the site's template lock. */
  private async writing<T>(work: (templates: TemplateRepository) => Promise<T>): Promise<T> {
    return this.writes.templateTransaction((trx) => work(new TemplateRepository(trx)));
  }
}

function liteReadonly(what: string): ApiError {
  return new ApiError(ErrorCode.LiteReadonly, `The limited edition of SeedPress cannot ${what}; upgrade to the full edition.`);
}

/** What the limited edition saves of an update: the name and the general settings the spec lists. */
function liteMembers(input: TemplateInput): TemplateInput {
  const general: TemplateSettings = {};
  for (const key of ['post_status', 'image_provider', 'locale', 'variation_profile'] as const) {
    if (input.settings?.[key] !== undefined) Object.assign(general, { [key]: input.settings[key] });
  }
  return { name: input.name, ...(Object.keys(general).length > 0 ? { settings: general } : {}) };
}

function refuseSystem(row: TemplateRow, what: 'changed' | 'deleted'): void {
  if (row.is_system) throw new ApiError(ErrorCode.SystemTemplateReadonly, `Template ${row.id} is supplied with SeedPress and cannot be ${what}; duplicate it to make your own.`);
}

/** Names are trimmed; one of spaces alone is no name. */
function nameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidParameter('Invalid parameter: name must not be empty.');
  return trimmed;
}

/** A field_config or taxonomy_config sent replaces the template's; settings sent replace those of the same names. */
function configOf(input: TemplateInput, current: TemplateConfig): TemplateConfig {
  return {
    field_config: input.field_config ?? current.field_config,
    taxonomy_config: input.taxonomy_config ?? current.taxonomy_config,
    settings: { ...current.settings, ...pickSettings((input.settings ?? {}) as Record<string, unknown>) },
  };
}

function storedConfig(config: TemplateConfig): Pick<TemplateRow, 'field_config' | 'taxonomy_config' | 'settings'> {
  return { field_config: JSON.stringify(config.field_config), taxonomy_config: JSON.stringify(config.taxonomy_config), settings: JSON.stringify(config.settings) };
}

/** Every template below `id` (variants, their variants, …). */
function descendantsOf(id: number, family: TemplateRow[]): number[] {
  const out: number[] = [];
  for (let frontier = [id]; frontier.length > 0; ) {
    const children = family.filter((t) => t.parent_id !== null && frontier.includes(Number(t.parent_id))).map((t) => Number(t.id)).filter((c) => !out.includes(c) && c !== id);
    out.push(...children);
    frontier = children;
  }
  return out;
}

/** Per post type with an admin screen: its custom fields, taxonomies and the adapters defining them. */
function adapterInfo(host: HostContext): TemplateList['adapter_info'] {
  const info: TemplateList['adapter_info'] = {};
  const definitions = hostFields(host).definitions;
  for (const type of Object.values(host.post_types)) {
    if (!type.show_ui || type.name === 'attachment') continue;
    info[type.name] = {
      fields: fieldsFor(host, type.name).map(({ def }) => def.name),
      taxonomies: fillableTaxonomies(host, type.name).map((t) => t.name),
      adapters: Object.entries(definitions).filter(([, byType]) => (byType?.[type.name]?.length ?? 0) > 0).map(([slug]) => slug),
    };
  }
  return info;
}
