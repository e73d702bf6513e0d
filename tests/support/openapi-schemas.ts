import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Ajv } from 'ajv';
import { addSchemaKeywords } from '../../worker/src/contract/schema-keywords.js';

type Response = { $ref?: string; content?: Record<string, { schema: unknown }> };

export type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: Response; responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
};

const COMPONENTS = 'openapi-components';

/** `#/components/schemas/X` only resolves inside the whole document: point it at a schema of its own. */
const relocated = (node: unknown): unknown => JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`));

/**
 * Compiles the document's schemas as JSON Schema 2020-12, OpenAPI 3.1's dialect, in ajv's strict
 * mode (an unknown keyword is an error) with SeedPress's own keywords and formats.
 */
export function openApiSchemaCompiler(document: OpenApiDocument): (schema: unknown) => ValidateFunction {
  const ajv = addSchemaKeywords(new Ajv2020({ strict: true, allErrors: true }) as unknown as Ajv) as unknown as Ajv2020;
  ajv.addSchema({ $id: COMPONENTS, $defs: relocated(document.components.schemas) });
  return (schema) => ajv.compile(relocated(schema) as object);
}

/** The JSON schema of a route's answer with that status (failures are shared components/responses). */
export function responseSchema(document: OpenApiDocument, method: string, path: string, status = 200): unknown {
  let response = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  if (response?.$ref) response = document.components.responses[response.$ref.replace('#/components/responses/', '')];
  return response?.content?.['application/json']?.schema;
}
