import type { Services } from '../services/services.js';
import type { ExportedTemplate } from '../services/templates/template-transfer.js';
import type { NewTemplateInput, TemplateInput } from '../services/templates/template.service.js';
import type { ConfigOverrides } from '../services/templates/template-config.js';
import type { RouteHandlers } from './route-handler.js';
import { counted } from '../services/counted.js';

export const templateRoutes = (s: Services): RouteHandlers => ({
  'GET /templates': async ({ host, query }) => ({ body: { success: true, ...(await s.templates.list(host, query)) } }),

  'GET /templates/stale': async ({ host }) => ({ body: { success: true, templates: await s.templates.staleTemplates(host) } }),

  'GET /templates/export': async ({ host, query, claims }) => ({ body: await s.templateTransfer.export(host, query, claims.edition) }),

  'POST /templates/import': async ({ host, body, claims }) => ({
    body: { success: true, ...(await s.templateTransfer.import(host, body.templates as ExportedTemplate[], claims.edition)) },
  }),

  'POST /templates': async ({ host, body, claims }) => {
    const template = await s.templates.create(host, body as NewTemplateInput, claims.edition);
    return { body: { success: true, message: `Template "${template.name}" created.`, template } };
  },

  'GET /templates/{id}': async ({ params }) => ({ body: { success: true, template: await s.templates.get(params.id) } }),

  'PUT /templates/{id}': async ({ host, params, body, claims }) => {
    const template = await s.templates.update(host, params.id, body as TemplateInput, claims.edition);
    return { body: { success: true, message: `Template "${template.name}" updated.`, template } };
  },

  'DELETE /templates/{id}': async ({ host, params, query, claims }) => {
    const { variants_deleted } = await s.templates.remove(host, params.id, query.new_default_id, claims.edition);
    const variants = variants_deleted === 0 ? '' : ` with ${counted(variants_deleted, 'variant')}`;
    return { body: { success: true, message: `Template ${params.id} deleted${variants}.`, variants_deleted } };
  },

  'POST /templates/{id}/default': async ({ host, params }) => {
    const template = await s.templates.makeDefault(host, params.id);
    return { body: { success: true, message: `Template "${template.name}" is now the default for ${template.post_type}.`, template } };
  },

  'POST /templates/{id}/duplicate': async ({ host, params, claims }) => {
    const template = await s.templates.duplicate(host, params.id, claims.edition);
    return { body: { success: true, message: `Template duplicated as "${template.name}".`, template } };
  },

  'POST /templates/{id}/variant': async ({ host, params, body, claims }) => {
    const template = await s.templates.variant(host, params.id, body as { name: string; description?: string; config_overrides: ConfigOverrides }, claims.edition);
    return { body: { success: true, message: `Variant "${template.name}" created.`, template } };
  },

  'GET /templates/{id}/effective-config': async ({ params }) => ({ body: { success: true, ...(await s.templates.effectiveConfig(params.id)) } }),
});
