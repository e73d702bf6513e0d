import { TIME_SAVED_OPTION } from '../services/time-saved.service.js';
import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const historyRoutes = (s: Services): RouteHandlers => ({
  'GET /history': async ({ query }) => ({ body: { success: true, ...(await s.history.list(query.type, query.limit, query.offset)) } }),

  'GET /history/stats': async ({ host }) => ({ body: { success: true, stats: await s.history.stats(host) } }),

  'DELETE /history/clear': async () => {
    await s.history.clear();
    return { body: { success: true, message: 'History cleared. Generated content was kept.' } };
  },

  'POST /history/cleanup': async ({ host }) => {
    const cleaned = await s.history.cleanup(host);
    return { body: { success: true, cleaned, message: `${cleaned} history entries of removed content marked as deleted.` } };
  },

  'DELETE /history/{id}': async ({ host, params, body }) => {
    const { content_deleted, touched } = await s.history.deleteEntry(host, params.id, body.delete_content);
    return {
      body: { success: true, message: content_deleted ? 'Entry and content deleted.' : 'Entry deleted.', entry_deleted: true, content_deleted },
      touched,
    };
  },

  'DELETE /cleanup/all': async ({ host }) => {
    const { stats, touched } = await s.deletion.removeEverything(host);
    await s.history.clear();
    return {
      body: { success: true, message: `Deleted ${stats.posts} posts, ${stats.terms} terms, ${stats.users} users and ${stats.media} media files.`, stats },
      touched,
    };
  },

  'GET /time-saved': async () => ({ body: { success: true, time_savings: await s.timeSaved.report() } }),

  'DELETE /time-saved': async ({ host }) => {
    await s.timeSaved.reset(host);
    return { body: { success: true, message: 'Time savings reset.' }, touched: { options: [TIME_SAVED_OPTION] } };
  },
});
