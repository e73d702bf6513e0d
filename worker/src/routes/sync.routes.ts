import type { Services } from '../services/services.js';
import { SYNC_OPTION } from '../services/sync.service.js';
import type { RouteHandlers } from './route-handler.js';

export const syncRoutes = (s: Services): RouteHandlers => ({
  'GET /sync/status': async ({ host }) => {
    const { status, touched } = await s.sync.status(host);
    return { body: { success: true, status }, ...(touched ? { touched: { options: [SYNC_OPTION] } } : {}) };
  },

  'POST /sync/mark-seen': async ({ host }) => ({
    body: { success: true, message: 'Changes marked as seen.', status: await s.sync.markSeen(host) },
    touched: { options: [SYNC_OPTION] },
  }),
});
