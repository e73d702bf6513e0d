import type { JsonSchema } from '../route-manifest.js';
import type { Schema } from './schema-builders.js';

/*
 * schemas/ is JSON Schema draft-07 for ajv; OpenAPI 3.1 takes JSON Schema 2020-12, which reads the
 * subset schemas/ uses the same way, so the adaptation is only where things live: references into
 * `definitions` become references into components/schemas, and the file-level `$schema`/`$id`
 * go. The `x-` keywords stay on purpose: `x-max-bytes` and `x-ordered` state limits plain JSON
 * Schema cannot and `x-error-code` names the code a failure answers with; OpenAPI allows such
 * extensions and validators that do not know them ignore them.
 */

const DEFINITION_REF = /^(?:definitions)?#\/definitions\/([A-Za-z0-9_]+)$/;

export function toOpenApiSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApiSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref') {
      const match = DEFINITION_REF.exec(String(value));
      if (!match) throw new Error(`Cannot place the reference ${String(value)} in the OpenAPI document.`);
      out.$ref = `#/components/schemas/${match[1]}`;
      continue;
    }
    out[key] = toOpenApiSchema(value);
  }
  return out;
}

/** schemas/definitions.json's members, as components/schemas. */
export function definitionComponents(definitions: JsonSchema): Record<string, Schema> {
  const members = (definitions.definitions ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(members).map(([name, schema]) => [name, toOpenApiSchema(schema) as Schema]));
}

/** One request part (params, query or body) of an endpoint schema; undefined when it takes nothing. */
export interface RequestPart {
  properties: Record<string, Schema>;
  required: string[];
  schema: Schema;
}

export function requestPart(endpoint: JsonSchema, part: 'params' | 'query' | 'body'): RequestPart | undefined {
  const schema = (endpoint.properties as Record<string, Schema>)[part];
  if (!schema || schema.$ref === 'definitions#/definitions/empty') return undefined;
  return {
    properties: (schema.properties ?? {}) as Record<string, Schema>,
    required: (schema.required ?? []) as string[],
    schema: toOpenApiSchema(schema) as Schema,
  };
}
