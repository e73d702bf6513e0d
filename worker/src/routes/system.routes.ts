import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

/**
 * The shell answers these routes itself (`shell` in schemas/routes.json): the worker checks the
 * request and gives what it knows of itself; the restart is the shell's alone.
 */
export const systemRoutes = (s: Services): RouteHandlers => ({
  'GET /system/status': async () => ({ body: { success: true, worker: s.system.runtime(), database: await s.system.database() } }),

  'POST /system/worker/restart': () => ({ body: { success: true } }),
});
