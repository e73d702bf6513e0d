import { requirePostType } from '../services/post-type.service.js';
import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';
import { counted } from '../services/counted.js';

export const fieldRoutes = (s: Services): RouteHandlers => ({
  'GET /fields/{post_type}': async ({ host, params }) => {
    const fields = await s.fields.detected(host, params.post_type);
    return { body: { success: true, post_type: params.post_type, fields, count: fields.length } };
  },

  'GET /field-plugins': ({ host }) => ({ body: { success: true, ...s.fields.adapters(host) } }),

  'GET /templates/fields/{post_type}': async ({ host, params }) => ({
    body: { success: true, post_type: params.post_type, ...(await s.fields.templateFields(host, params.post_type)) },
  }),

  'GET /field-schema/{field_type}': ({ params }) => ({ body: { success: true, ...s.fields.fieldSchema(params.field_type) } }),

  'GET /dependencies/{post_type}': async ({ host, params }) => {
    const report = await s.dependencies.report(host, params.post_type);
    return { body: { success: true, post_type: params.post_type, ...report, count: report.dependencies.length } };
  },

  'DELETE /field-detections': async () => {
    const deleted = await s.detections.clear();
    return { body: { success: true, message: `Cleared ${counted(deleted, 'cached field detection')}.`, deleted } };
  },

  'DELETE /field-detections/{post_type}': async ({ host, params }) => {
    requirePostType(host, params.post_type);
    const deleted = await s.detections.clear({ postType: params.post_type });
    return { body: { success: true, message: `Cleared ${counted(deleted, 'cached field detection')} of "${params.post_type}".`, deleted } };
  },
});
