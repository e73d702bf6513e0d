import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const userRoutes = (s: Services): RouteHandlers => ({
  'GET /users': async ({ host, query }) => ({ body: { success: true, ...(await s.users.list(host, query)) } }),

  'GET /users/roles': ({ host }) => ({ body: { success: true, roles: s.users.roles(host) } }),
});
