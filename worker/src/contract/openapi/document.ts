import type { JsonSchema, RouteDefinition, RouteManifest } from '../route-manifest.js';
import { routeKey } from '../route-manifest.js';
import { errorComponents, errorResponseRef, errorStatuses } from './error-responses.js';
import { definitionComponents, requestPart, toOpenApiSchema, type RequestPart } from './request-schemas.js';
import { RESPONSE_COMPONENTS } from './response-components.js';
import { ROUTE_ANSWERS } from './route-responses.js';
import type { Schema } from './schema-builders.js';

export interface DocumentInput {
  manifest: RouteManifest;
  schemas: JsonSchema[];
  version: string;
}

const SECURITY_SCHEMES = {
  applicationPassword: {
    type: 'http',
    scheme: 'basic',
    description: 'A WordPress application password of a user with `manage_options` (Users → Profile → Application Passwords); its spaces are part of it.',
  },
  cookieNonce: {
    type: 'apiKey',
    in: 'header',
    name: 'X-WP-Nonce',
    description: 'In the browser: the logged-in session cookie plus a `wp_rest` nonce in `X-WP-Nonce` (or its alias `X-Host-Nonce`); `GET /urls` gives one in `urls.nonce`.',
  },
};

function parameters(endpoint: JsonSchema): Schema[] {
  const params = requestPart(endpoint, 'params');
  const query = requestPart(endpoint, 'query');
  const path = Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema: toOpenApiSchema(schema) }));
  const search = Object.entries(query?.properties ?? {}).map(([name, schema]) => {
    // PHP reads a repeated key as its last value only: WordPress sees lists as `name[]=a&name[]=b`.
    const list = schema.type === 'array';
    return {
      name: list ? `${name}[]` : name,
      in: 'query',
      required: query!.required.includes(name),
      schema: toOpenApiSchema(schema),
      ...(list && { style: 'form', explode: true }),
    };
  });
  return [...path, ...search];
}

/** An item the request names may be missing (404): a path id or slug, a template to use or export. */
function namesItem(endpoint: JsonSchema): boolean {
  return requestPart(endpoint, 'params') !== undefined || 'template_id' in (requestPart(endpoint, 'body')?.properties ?? {}) || 'ids' in (requestPart(endpoint, 'query')?.properties ?? {});
}

/** The one file an upload route takes: the shell forwards the field `file` and nothing else. */
const UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file, named as it should be stored.' } } },
    },
  },
};

function requestBody(route: RouteDefinition, body: RequestPart | undefined): Schema | undefined {
  if (route.upload) return UPLOAD_BODY;
  if (!body) return undefined;
  return { required: body.required.length > 0, content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.schema}.body` } } } };
}

function operation(route: RouteDefinition, endpoint: JsonSchema, bodies: Record<string, Schema>): Schema {
  const key = routeKey(route);
  const answer = ROUTE_ANSWERS[key];
  if (!answer) throw new Error(`No response is described for ${key}: add it to worker/src/contract/openapi/route-responses.ts.`);
  const body = requestPart(endpoint, 'body');
  if (body) bodies[`${route.schema}.body`] = body.schema;
  const sent = requestBody(route, body);
  const media = answer.stream ? 'text/event-stream' : 'application/json';
  const responses: Record<string, Schema> = { 200: { description: 'Success.', content: { [media]: { schema: answer.schema } } } };
  for (const status of answer.failures ?? []) {
    responses[status] = { description: 'The license server refused, or gave no verdict (502).', content: { 'application/json': { schema: { $ref: '#/components/schemas/MessageFailure' } } } };
  }
  for (const status of errorStatuses(route, namesItem(endpoint))) responses[status] ??= errorResponseRef(status);
  return {
    operationId: route.schema,
    summary: key,
    tags: [route.path.split('/')[1]],
    ...(route.edition === 'full' && { description: 'Full edition only: the limited edition answers 404.' }),
    ...(route.unlicensed && { 'x-seedpress-unlicensed': true }),
    parameters: parameters(endpoint),
    ...(sent && { requestBody: sent }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the API, built from schemas/ (routes and request schemas) and the
 * response shapes of route-responses.ts. Deterministic: the same input gives the same JSON, so the
 * committed schemas/openapi.json can be compared with a fresh build.
 */
export function buildOpenApiDocument({ manifest, schemas, version }: DocumentInput): Schema {
  const byId = new Map(schemas.map((s) => [s.$id, s]));
  const bodies: Record<string, Schema> = {};
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of manifest.routes) {
    const endpoint = byId.get(route.schema);
    if (!endpoint) throw new Error(`schemas/endpoints has no ${route.schema}.json for ${routeKey(route)}.`);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, endpoint, bodies);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SeedPress REST API',
      version,
      description:
        'Realistic fake test content for WordPress. Every route needs a user with `manage_options`. The full edition answers `license_required` (403) on all routes but the license screen\'s (marked `x-seedpress-unlicensed`) until a license is active.',
      license: { name: 'GPL-2.0-or-later', identifier: 'GPL-2.0-or-later' },
    },
    servers: [{ url: `/wp-json/${manifest.namespace}`, description: 'This site; `/?rest_route=/seedpress/v1` without pretty permalinks.' }],
    security: [{ applicationPassword: [] }, { cookieNonce: [] }],
    paths,
    components: {
      schemas: { ...definitionComponents(byId.get('definitions')!), ...RESPONSE_COMPONENTS, ...bodies },
      responses: errorComponents(),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
