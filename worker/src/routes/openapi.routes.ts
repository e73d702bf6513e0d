import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../contract/openapi/openapi-file.js';
import { loadRouteManifest } from '../contract/route-manifest.js';
import type { RouteHandlers } from './route-handler.js';

/** Read at the first call and kept: the file changes only with a new release of the worker. */
let served: { document: Record<string, unknown>; namespace: string } | undefined;

export const openApiRoutes = (): RouteHandlers => ({
  // The committed document's server is relative; a client fetching it here gets this site's own.
  'GET /openapi': ({ host }) => {
    served ??= { document: JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>, namespace: loadRouteManifest().namespace };
    return { body: { ...served.document, servers: [{ url: `${host.site.rest_url}${served.namespace}` }] } };
  },
});
