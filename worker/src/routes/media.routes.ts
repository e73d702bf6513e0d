import type { FileFamily } from '../core-parity/file-families.js';
import type { DownloadRequest } from '../services/media/media-download.service.js';
import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const mediaRoutes = (s: Services): RouteHandlers => ({
  'GET /media/images': async ({ host, query }) => {
    const { items, ...page } = await s.mediaLibrary.images(host, query as { per_page: number; page: number; search?: string });
    return { body: { success: true, images: items, ...page } };
  },

  'GET /media/files': async ({ host, query }) => {
    const { items, ...page } = await s.mediaLibrary.files(host, query as { per_page: number; page: number; file_type?: FileFamily });
    return { body: { success: true, files: items, ...page } };
  },

  'POST /media/download': async ({ host, body, claims }) => {
    const { result, touched } = await s.mediaDownload.download(host, body as DownloadRequest, claims.userId);
    return { body: result, touched };
  },
});
