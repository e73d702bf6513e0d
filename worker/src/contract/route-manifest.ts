import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** schemas/ sits at the repository root, three levels above both worker/src/contract and worker/dist/contract. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/', import.meta.url));

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Edition = 'full' | 'lite';

export interface RouteDefinition {
  method: HttpMethod;
  /** Spec path with `{placeholders}`, relative to the namespace. */
  path: string;
  /** `all` routes exist in both editions; `full` routes are absent from the limited edition. */
  edition: 'all' | 'full';
  schema: string;
  /** The answer is text/event-stream; the shell passes it through unbuffered. */
  stream?: boolean;
  /** Served in the full edition without a valid license: what the license screen needs. */
  unlicensed?: boolean;
  /** The body is multipart/form-data with one file (field `file`): the shell forwards the file, the worker streams it to disk. */
  upload?: boolean;
  /**
   * The shell completes the answer: it forwards the call as usual (the worker checks the request and
   * gives its part), then adds what only WordPress knows, and answers even when the worker cannot.
   */
  shell?: boolean;
}

export interface RouteManifest {
  namespace: string;
  routes: RouteDefinition[];
}

export type JsonSchema = Record<string, unknown> & { $id: string };

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadRouteManifest(dir: string = SCHEMAS_DIR): RouteManifest {
  return readJson<RouteManifest>(path.join(dir, 'routes.json'));
}

/** Every schema file: the shared definitions, the host context and one per endpoint. */
export function loadSchemas(dir: string = SCHEMAS_DIR): JsonSchema[] {
  const endpointDir = path.join(dir, 'endpoints');
  return [
    readJson<JsonSchema>(path.join(dir, 'definitions.json')),
    readJson<JsonSchema>(path.join(dir, 'host-context.json')),
    ...readdirSync(endpointDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => readJson<JsonSchema>(path.join(endpointDir, f))),
  ];
}

/** `/taxonomies/{taxonomy}/terms` → `/taxonomies/:taxonomy/terms` for Express. */
export function toExpressPath(specPath: string): string {
  return specPath.replace(/\{([a-z_]+)\}/g, ':$1');
}

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;
