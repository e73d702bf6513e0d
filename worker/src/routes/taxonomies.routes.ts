import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const taxonomyRoutes = (s: Services): RouteHandlers => ({
  'GET /taxonomies/all': async ({ host }) => ({ body: { status: 200, result: await s.taxonomies.listPublic(host) } }),

  'GET /taxonomies/{taxonomy}/terms': async ({ host, params, query }) => {
    const { terms, total } = await s.taxonomies.listTerms(host, params.taxonomy, query);
    return { body: { success: true, taxonomy: params.taxonomy, terms, total } };
  },
});
