import { Ajv } from 'ajv';
import { loadRouteManifest, loadSchemas, routeKey, toExpressPath } from '../../../worker/src/contract/route-manifest.js';
import { RequestValidator } from '../../../worker/src/contract/validation.js';
import { addSchemaKeywords } from '../../../worker/src/contract/schema-keywords.js';
import { allRoutes } from '../../../worker/src/routes/index.js';
import type { Services } from '../../../worker/src/services/services.js';

describe('schemas/ as the only contract', () => {
  const manifest = loadRouteManifest();
  const schemas = loadSchemas();

  it('gives every route a schema file and a handler, and every handler a route', () => {
    // Setup
    const schemaIds = new Set(schemas.map((s) => s.$id));
    const handlers = Object.keys(allRoutes({} as Services));

    // Action
    const withoutSchema = manifest.routes.filter((r) => !schemaIds.has(r.schema)).map(routeKey);
    const withoutHandler = manifest.routes.map(routeKey).filter((k) => !handlers.includes(k));
    const withoutRoute = handlers.filter((k) => !manifest.routes.some((r) => routeKey(r) === k));

    // Assert
    expect(withoutSchema).toEqual([]);
    expect(withoutHandler).toEqual([]);
    expect(withoutRoute).toEqual([]);
  });

  it('uses each endpoint schema for exactly one route and names it after that route', () => {
    // Setup
    const endpointIds = schemas.map((s) => s.$id).filter((id) => id !== 'definitions' && id !== 'host-context');

    // Action
    const used = manifest.routes.map((r) => r.schema).sort();

    // Assert
    expect(used).toEqual([...endpointIds].sort());
    for (const route of manifest.routes) {
      expect(route.schema.endsWith(`.${route.method.toLowerCase()}`)).toBe(true);
      expect(schemas.find((s) => s.$id === route.schema)?.title).toBe(`${route.method} ${route.path}`);
    }
  });

  it('compiles every schema in strict mode', () => {
    // Setup
    const ajv = addSchemaKeywords(new Ajv({ strict: true }));
    ajv.addSchema(schemas);

    // Action
    const compile = () => schemas.map((s) => ajv.getSchema(s.$id));

    // Assert
    expect(compile().every((v) => typeof v === 'function')).toBe(true);
    expect(() => new RequestValidator(schemas)).not.toThrow();
  });

  it('bounds every integer a client sends within safe integers, so none reaches SQL as 1e+23', () => {
    // Setup
    const loose: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const bounds = node as { type?: unknown; minimum?: number; maximum?: number };
      const safe = (n: number | undefined) => n !== undefined && Math.abs(n) <= Number.MAX_SAFE_INTEGER;
      if (bounds.type === 'integer' && !(safe(bounds.minimum) && safe(bounds.maximum))) loose.push(where);
      for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };

    // Action
    for (const schema of schemas.filter((s) => s.$id !== 'host-context')) visit(schema, schema.$id);

    // Assert
    expect(loose).toEqual([]);
  });

  it('lists literal paths before placeholder paths that would shadow them', () => {
    // Setup
    const routes = manifest.routes;

    // Action
    const shadowed = routes.flatMap((route, i) =>
      routes.slice(i + 1).filter((later) => {
        if (later.method !== route.method || !route.path.includes('{')) return false;
        const pattern = new RegExp(`^${route.path.replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
        return pattern.test(later.path);
      }).map((later) => `${routeKey(later)} after ${routeKey(route)}`),
    );

    // Assert
    expect(shadowed).toEqual([]);
  });

  it('turns spec placeholders into Express parameters', () => {
    expect(toExpressPath('/taxonomies/{taxonomy}/terms')).toBe('/taxonomies/:taxonomy/terms');
    expect(toExpressPath('/languages')).toBe('/languages');
  });
});
