import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const postTypeRoutes = (s: Services): RouteHandlers => ({
  'GET /cpts/all': async ({ host }) => ({ body: { status: 200, result: await s.postTypes.listPublic(host) } }),

  'GET /cpts/supports/{post_type}': ({ host, params }) => ({
    body: { status: 200, result: s.postTypes.supports(host, params.post_type) },
  }),

  'GET /templates/taxonomies/{post_type}': async ({ host, params }) => ({
    body: { success: true, post_type: params.post_type, taxonomies: await s.postTypes.templateTaxonomies(host, params.post_type) },
  }),

  'GET /post-meta/{id}': async ({ params }) => ({ body: { success: true, ...(await s.postMeta.view(params.id)) } }),
});
