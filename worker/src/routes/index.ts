import type { Services } from '../services/services.js';
import { catalogRoutes } from './catalog.routes.js';
import { fieldRoutes } from './fields.routes.js';
import { generationRoutes } from './generation.routes.js';
import { historyRoutes } from './history.routes.js';
import { mediaRoutes } from './media.routes.js';
import { openApiRoutes } from './openapi.routes.js';
import { licenseRoutes } from './license.routes.js';
import { mediaUploadRoutes } from './media-upload.routes.js';
import { postTypeRoutes } from './post-types.routes.js';
import type { RouteHandlers } from './route-handler.js';
import { settingsRoutes } from './settings.routes.js';
import { siteRoutes } from './site.routes.js';
import { syncRoutes } from './sync.routes.js';
import { systemRoutes } from './system.routes.js';
import { taxonomyRoutes } from './taxonomies.routes.js';
import { templateRoutes } from './templates.routes.js';
import { userRoutes } from './users.routes.js';

/** Every handler of the worker; schemas/routes.json decides which are mounted and in what order. */
export const allRoutes = (s: Services): RouteHandlers => ({
  ...postTypeRoutes(s),
  ...taxonomyRoutes(s),
  ...catalogRoutes(s),
  ...siteRoutes(s),
  ...userRoutes(s),
  ...settingsRoutes(s),
  ...syncRoutes(s),
  ...generationRoutes(s),
  ...historyRoutes(s),
  ...fieldRoutes(s),
  ...templateRoutes(s),
  ...mediaRoutes(s),
  ...licenseRoutes(s),
  ...mediaUploadRoutes(s),
  ...systemRoutes(s),
  ...openApiRoutes(),
});
