import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const mediaUploadRoutes = (s: Services): RouteHandlers => ({
  'POST /media/upload': async ({ host, file, claims }) => {
    const { result, touched } = await s.mediaUpload.upload(host, file, claims.userId);
    return { body: result, touched };
  },

  'POST /media/upload-url': async ({ host, body, claims }) => {
    const { result, touched } = await s.mediaUpload.uploadFromUrl(host, body.url, claims.userId);
    return { body: result, touched };
  },
});
