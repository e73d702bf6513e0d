import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRouteManifest, loadSchemas, SCHEMAS_DIR } from '../route-manifest.js';
import { buildOpenApiDocument } from './document.js';

/** Committed beside the schemas it comes from, so the plugin's zip and the worker both have it without a build step. */
export const OPENAPI_FILE = path.join(SCHEMAS_DIR, 'openapi.json');

/** The document exactly as `npm run openapi` writes it: two-space JSON and a final newline. */
export function renderOpenApiDocument(dir: string = SCHEMAS_DIR): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, '../package.json'), 'utf8')) as { version: string };
  const document = buildOpenApiDocument({ manifest: loadRouteManifest(dir), schemas: loadSchemas(dir), version });
  return `${JSON.stringify(document, null, 2)}\n`;
}
