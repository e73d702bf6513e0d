import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OPENAPI_FILE, renderOpenApiDocument } from '../../../worker/src/contract/openapi/openapi-file.js';
import { loadRouteManifest, routeKey } from '../../../worker/src/contract/route-manifest.js';
import { openApiSchemaCompiler, type OpenApiDocument } from '../../support/openapi-schemas.js';

describe('schemas/openapi.json', () => {
  const committed = readFileSync(OPENAPI_FILE, 'utf8');
  const document = JSON.parse(committed) as OpenApiDocument & Record<string, unknown>;
  const routes = loadRouteManifest().routes;

  it('is what schemas/ and the response shapes give now (else run `npm run openapi`)', () => {
    // Action
    const fresh = renderOpenApiDocument();

    // Assert
    expect(committed).toBe(fresh);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // Setup
    const validator = new Validator();

    // Action
    const result = await validator.validate(structuredClone(document));

    // Assert
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of routes.json with its method, and nothing else', () => {
    // Action
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

    // Assert
    expect(operations.sort()).toEqual(routes.map(routeKey).sort());
  });

  it('resolves every reference and compiles every schema as JSON Schema 2020-12 in strict mode', () => {
    // Setup
    const compile = openApiSchemaCompiler(document);
    const refs = [...committed.matchAll(/"\$ref": "#\/components\/(schemas|responses)\/([^"]+)"/g)];
    const components = document.components as unknown as Record<string, Record<string, unknown>>;

    // Action
    const missing = refs.filter(([, kind, name]) => !(name! in components[kind!]!)).map(([ref]) => ref);
    const schemas = [
      ...Object.values(document.components.schemas),
      ...Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((op) => [op.requestBody, ...Object.values(op.responses)].flatMap((r) => Object.values(r?.content ?? {}).map((c) => c.schema))),
      ),
    ];

    // Assert
    expect(missing).toEqual([]);
    for (const schema of schemas) expect(() => compile(schema)).not.toThrow();
  });

  it('declares application passwords and cookie + nonce, and requires one of them everywhere', () => {
    // Assert
    expect(document.security).toEqual([{ applicationPassword: [] }, { cookieNonce: [] }]);
    expect((document.components as unknown as { securitySchemes: unknown }).securitySchemes).toMatchObject({
      applicationPassword: { type: 'http', scheme: 'basic' },
      cookieNonce: { type: 'apiKey', in: 'header', name: 'X-WP-Nonce' },
    });
  });
});
