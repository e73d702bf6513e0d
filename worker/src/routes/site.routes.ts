import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const siteRoutes = (s: Services): RouteHandlers => ({
  'GET /urls': ({ host, claims }) => ({
    body: {
      status: 200,
      urls: {
        plugin_url: host.plugin.url,
        api_url: host.site.rest_url,
        admin_url: host.site.admin_url,
        ajax_url: host.site.ajax_url,
        logo_url: host.plugin.logo_url,
        plugin_dir: host.plugin.dir,
        plugin_file: host.plugin.file,
        plugin_name: host.plugin.name,
        nonce: claims.nonce,
        version: host.plugin.version,
      },
    },
  }),

  'GET /detected-plugins': ({ host }) => ({ body: { success: true, ...s.plugins.detected(host) } }),

  'GET /addons': ({ host }) => {
    const addons = s.plugins.addons(host);
    return { body: { success: true, addons, total: addons.length } };
  },
});
