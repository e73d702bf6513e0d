import type { HostContext } from '../../contract/host-context.js';
import type { Edition } from '../../contract/route-manifest.js';
import { TemplateRepository } from '../../db/repositories/template.repository.js';
import type { Database } from '../../db/database.js';
import { ApiError, ErrorCode, notFound } from '../../errors.js';
import { siteTime } from '../../core-parity/site-clock.js';
import type { FieldConfig, TaxonomyConfig } from '../generation/generation-request.js';
import { requireGeneratablePostType } from '../post-type.service.js';
import { pickSettings, type TemplateSettings } from './template-config.js';
import type { TemplateService } from './template.service.js';

/** The export document's format; an import reads this version. */
export const EXPORT_VERSION = '1.0';

/** A template as exported: its whole recipe, no ids and nothing of the site. */
export interface ExportedTemplate {
  name: string;
  description: string;
  post_type: string;
  field_config: FieldConfig;
  taxonomy_config: TaxonomyConfig;
  settings: TemplateSettings;
}

export interface ExportDocument {
  success: true;
  templates: ExportedTemplate[];
  count: number;
  version: string;
  exported: string;
}

export interface ImportResult {
  success: boolean;
  name: string;
  id: number | null;
  /** Why a template was not imported. */
  message?: string;
}

/** Templates out of one site and into another. */
export class TemplateTransfer {
  constructor(
    private readonly db: Database,
    private readonly templates: TemplateService,
  ) {}

  /** `ids` wins over `post_type`; neither exports every template. A variant goes out as its whole recipe (ids do not travel). */
  async export(host: HostContext, query: { ids?: number[]; post_type?: string }, edition: Edition): Promise<ExportDocument> {
    if (edition === 'lite') throw new ApiError(ErrorCode.LiteReadonly, 'The limited edition of SeedPress cannot export templates; upgrade to the full edition.');
    const repository = new TemplateRepository(this.db);
    const ids = [...new Set(query.ids ?? [])];
    const rows = ids.length > 0 ? await repository.findMany(ids) : await repository.list({ postType: query.post_type });
    const missing = ids.filter((id) => !rows.some((row) => Number(row.id) === id));
    if (missing.length > 0) throw notFound(`Template${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
    const templates: ExportedTemplate[] = [];
    for (const row of rows) {
      const config = await this.templates.effective(row);
      templates.push({ name: row.name, description: row.description, post_type: row.post_type, ...config });
    }
    return { success: true, templates, count: templates.length, version: EXPORT_VERSION, exported: siteTime(host).local };
  }

  /**
   * New user templates (never default), each checked against this site as a save is: one that
   * does not fit is reported and the others are still imported. The limited edition imports one
   * at a time.
   */
  async import(host: HostContext, items: ExportedTemplate[], edition: Edition): Promise<{ message: string; results: ImportResult[] }> {
    if (edition === 'lite' && items.length > 1) throw new ApiError(ErrorCode.LiteReadonly, 'The limited edition of SeedPress imports one template at a time; upgrade to the full edition to import several.');
    const results: ImportResult[] = [];
    for (const item of items) {
      try {
        requireGeneratablePostType(host, item.post_type);
        const config = { field_config: item.field_config ?? {}, taxonomy_config: item.taxonomy_config ?? {}, settings: pickSettings((item.settings ?? {}) as Record<string, unknown>) };
        await this.templates.check(host, item.post_type, config);
        const id = await this.templates.insert(host, { name: item.name.trim() || 'Imported template', description: item.description ?? '', post_type: item.post_type }, config, null);
        results.push({ success: true, name: item.name, id });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ success: false, name: item.name, id: null, message: error.message });
      }
    }
    const imported = results.filter((r) => r.success).length;
    return { message: `${imported} ${imported === 1 ? 'template' : 'templates'} imported, ${results.length - imported} failed.`, results };
  }
}
