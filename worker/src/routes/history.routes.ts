import { counted } from '../services/counted.js';
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
    return { body: { success: true, cleaned, message: `${counted(cleaned, 'history entry', 'history entries')} of removed content marked as deleted.` } };
  },

  'DELETE /history/{id}': async ({ host, params, body }) => {
    const { content_deleted, touched } = await s.history.deleteEntry(host, params.id, body.delete_content);
    return {
      body: { success: true, message: content_deleted ? 'Entry and content deleted.' : 'Entry deleted.', entry_deleted: true, content_deleted },
      touched,
    };
  },

  'DELETE /cleanup/all': async ({ host }) => {
    const { stats, kept, touched } = await s.deletion.removeEverything(host);
    await s.history.clear();
    const deleted = `Deleted ${counted(stats.posts, 'post')}, ${counted(stats.terms, 'term')}, ${counted(stats.users, 'user')}, ${counted(stats.comments, 'comment')} and ${counted(stats.media, 'media file')}.`;
    // Authors who still own posts SeedPress did not make stay, so that those posts keep theirs.
    const stayed = kept.users === 0 ? '' : ` ${counted(kept.users, 'generated author was', 'generated authors were')} kept: they still own ${counted(kept.posts, 'post')} SeedPress did not make.`;
    return { body: { success: true, message: deleted + stayed, stats }, touched };
  },

  'GET /time-saved': async () => ({ body: { success: true, time_savings: await s.timeSaved.report() } }),

  'DELETE /time-saved': async ({ host }) => {
    await s.timeSaved.reset(host);
    return { body: { success: true, message: 'Time savings reset.' }, touched: { options: [TIME_SAVED_OPTION] } };
  },
});
