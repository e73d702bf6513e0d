import { AI_SETTINGS_OPTION } from '../services/ai-settings.service.js';
import type { Services } from '../services/services.js';
import { SETTINGS_OPTION } from '../services/settings.service.js';
import type { RouteHandlers } from './route-handler.js';
import { counted } from '../services/counted.js';

export const settingsRoutes = (s: Services): RouteHandlers => ({
  'GET /settings': async ({ host }) => ({
    body: { success: true, settings: { general: await s.settings.get(), ai: await s.aiSettings.summary(), capacity: await s.capacity.view(host) } },
  }),

  'POST /settings': async ({ host, body }) => ({
    body: { success: true, message: 'Settings saved.', settings: await s.settings.update(host, body) },
    touched: { options: [SETTINGS_OPTION] },
  }),

  'GET /settings/ai': async () => ({ body: { success: true, settings: await s.aiSettings.view() } }),

  'POST /settings/ai': async ({ host, body }) => ({
    body: { success: true, message: 'AI settings saved.', settings: await s.aiSettings.update(host, body) },
    touched: { options: [AI_SETTINGS_OPTION] },
  }),

  'POST /settings/ai/test': async () => ({ body: await s.aiTest.test() }),

  'POST /settings/ai/clear-cache': async () => {
    const deleted = await s.detections.clear({ source: 'ai' });
    return { body: { success: true, message: `Cleared ${counted(deleted, 'cached AI field detection')}.` } };
  },
});
