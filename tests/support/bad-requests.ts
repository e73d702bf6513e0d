import { loadRouteManifest, loadSchemas, routeKey, type JsonSchema, type RouteDefinition } from '../../worker/src/contract/route-manifest.js';

/**
 * Malformed requests for every route of schemas/routes.json, derived from its JSON Schemas: wrong
 * types, numbers out of bounds or not safely integers, over-long strings (in characters and in
 * UTF-8 bytes), unknown enum values and members, out-of-order min/max pairs, impossible dates,
 * ids in odd spellings, broken percent-encoding, long query strings, and bodies that are not a
 * JSON object. Each one must be refused before anything is written. A new route or member is
 * covered as soon as its schema is.
 */

export interface BadRequest {
  /** `METHOD /spec/path` of the route. */
  route: string;
  /** What is wrong with it. */
  label: string;
  method: string;
  /** Namespace-relative path and query, percent-encoded as it goes on the wire. */
  target: string;
  body?: string | Buffer;
  contentType?: string;
}

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  'x-max-bytes'?: number;
  'x-ordered'?: Array<[string, string]>;
};

/** A member's name as the wire shows it, and its bad value as raw JSON (1e309 has no JavaScript spelling). */
type BadValue = [label: string, json: string];

const NESTING_LIMIT = 7;
/** Bad values tried for each item of a list, beyond the list's own. */
const ITEM_VALUES = 4;
const raw = (value: unknown): string => JSON.stringify(value);

class SchemaReader {
  private readonly byId: Map<string, JsonSchema>;

  constructor(schemas: JsonSchema[]) {
    this.byId = new Map(schemas.map((s) => [s.$id, s]));
  }

  /** The schema with its $ref followed and its allOf merged, within document `doc`. */
  flat(node: Schema, doc: string): { schema: Schema; doc: string } {
    let current = node;
    let where = doc;
    while (typeof current.$ref === 'string') {
      const [file, pointer = ''] = current.$ref.split('#');
      where = file || where;
      current = pointer.split('/').filter(Boolean).reduce<Schema>((n, key) => n[key] as Schema, this.byId.get(where) as Schema);
    }
    if (!current.allOf) return { schema: current, doc: where };
    return { schema: current.allOf.map((part) => this.flat(part, where).schema).reduce((a, b) => this.merge(a, b, where)), doc: where };
  }

  private merge(a: Schema, b: Schema, doc: string): Schema {
    const merged: Schema = { ...a, ...b };
    if (a.properties && b.properties) {
      merged.properties = { ...a.properties };
      for (const [name, sub] of Object.entries(b.properties)) {
        const mine = a.properties[name];
        merged.properties[name] = mine ? this.merge(this.flat(mine, doc).schema, this.flat(sub, doc).schema, doc) : sub;
      }
    }
    if (a.items && b.items) merged.items = this.merge(this.flat(a.items, doc).schema, this.flat(b.items, doc).schema, doc);
    return merged;
  }

  /** A valid value: enough to carry a bad value somewhere inside it. */
  sample(node: Schema, doc: string): unknown {
    const { schema, doc: at } = this.flat(node, doc);
    if (schema.default !== undefined) return schema.default;
    if (schema.enum) return schema.enum[0];
    if (schema.anyOf) return this.sample(schema.anyOf[0]!, at);
    switch (schema.type) {
      case 'string':
        return schema.format === 'wp-datetime' ? '2026-01-31 14:05:00' : 'a'.repeat(Math.max(1, schema.minLength ?? 1));
      case 'integer':
      case 'number':
        return schema.minimum ?? 0;
      case 'boolean':
        return false;
      case 'array':
        return [];
      default:
        return Object.fromEntries((schema.required ?? []).map((name) => [name, this.sample(schema.properties?.[name] ?? {}, at)]));
    }
  }

  /** Bad JSON values for a member of a JSON body, nested members included. */
  badJson(node: Schema, doc: string, depth = 0): BadValue[] {
    const { schema, doc: at } = this.flat(node, doc);
    // Wrong for every branch: a branch may take numbers (ids) or strings (a locale); null, true and
    // an object only where no branch takes that type (`null` may mean "compute it again").
    if (schema.anyOf) {
      const taken = new Set(schema.anyOf.map((branch) => this.flat(branch, at).schema.type));
      const values: BadValue[] = [['an unknown value', raw('zz_nope')], ['null', 'null'], ['true', 'true'], ['an object', '{}']];
      const typeOf: Record<string, string> = { null: 'null', true: 'boolean', '{}': 'object' };
      return values.filter(([, json]) => !taken.has(typeOf[json]));
    }
    switch (schema.type) {
      case 'integer':
        return [...numberValues(schema), ['1.5', '1.5'], ...(schema.minimum !== undefined && schema.minimum > 0 ? [['-0', '-0'] as BadValue] : [])];
      case 'number':
        return numberValues(schema);
      case 'boolean':
        return [['a string', raw('true')], ['1', '1'], ['0', '0'], ['null', 'null'], ['a list', '[]']];
      case 'string':
        return stringValues(schema);
      case 'array':
        return this.arrayValues(schema, at, depth);
      default:
        return this.objectValues(schema, at, depth);
    }
  }

  private arrayValues(schema: Schema, doc: string, depth: number): BadValue[] {
    const values: BadValue[] = [['a string', raw('x')], ['an object', '{}'], ['a number', '1'], ['null', 'null']];
    if (!schema.items) return values;
    const item = this.sample(schema.items, doc);
    if (schema.maxItems !== undefined) values.push([`${schema.maxItems + 1} items`, raw(Array.from({ length: schema.maxItems + 1 }, () => item))]);
    if (depth >= NESTING_LIMIT) return values;
    for (const [label, json] of this.badJson(schema.items, doc, depth + 1).slice(0, ITEM_VALUES)) values.push([`[0] ${label}`, `[${json}]`]);
    // Later items matter too: a check that looks at the first only would pass these.
    for (const [label, json] of this.badJson(schema.items, doc, depth + 1).slice(-2)) values.push([`[1] ${label}`, `[${raw(item)},${json}]`]);
    return values;
  }

  private objectValues(schema: Schema, doc: string, depth: number): BadValue[] {
    const base = this.sample(schema, doc) as Record<string, unknown>;
    const withMember = (name: string, json: string): string => {
      const rest = raw(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)));
      return rest === '{}' ? `{${raw(name)}:${json}}` : `${rest.slice(0, -1)},${raw(name)}:${json}}`;
    };
    const values: BadValue[] = [['a string', raw('x')], ['a list', '[]'], ['a number', '1'], ['null', 'null']];
    for (const name of schema.required ?? []) {
      const rest = Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
      values.push([`without ${name}`, raw(rest)]);
    }
    if (schema.additionalProperties === false) values.push(['an unknown member', withMember('zz_unknown', '1')]);
    for (const [low, high] of schema['x-ordered'] ?? []) {
      const bounds = this.flat(schema.properties?.[low] ?? {}, doc).schema;
      const top = Math.min(bounds.maximum ?? 10, 10);
      values.push([`${low} > ${high}`, withMember(low, String(top)).replace(/}$/, `,${raw(high)}:${top - 1}}`)]);
    }
    if (depth >= NESTING_LIMIT) return values;
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      for (const [label, json] of this.badJson(sub, doc, depth + 1)) values.push([`.${name} ${label}`, withMember(name, json)]);
    }
    const extra = schema.additionalProperties;
    if (typeof extra === 'object') {
      const key = 'zz_key';
      for (const [label, json] of this.badJson(extra, doc, depth + 1)) values.push([`.${key} ${label}`, withMember(key, json)]);
      if (schema.propertyNames?.maxLength !== undefined) {
        const long = 'k'.repeat(schema.propertyNames.maxLength + 1);
        values.push([`a member name of ${long.length} characters`, withMember(long, raw(this.sample(extra, doc)))]);
      }
    }
    return values;
  }

  /** Bad strings for a path or query member (every value there is text); `inPath`: no empty value, which would name another route. */
  badText(node: Schema, doc: string, inPath = false): BadValue[] {
    const { schema, doc: at } = this.flat(node, doc);
    const encoded: BadValue[] = [['invalid UTF-8 %FF', '%FF'], ['invalid UTF-8 %C3%28', '%C3%28'], ['an overlong encoding', '%E0%80%80']];
    switch (schema.type) {
      case 'integer':
      case 'number':
        return [...encoded, ...ODD_NUMBERS, ...numberValues(schema).filter(([label]) => label.startsWith('below') || label.startsWith('above'))];
      case 'array':
        return schema.items ? this.badText(schema.items, at).map(([label, text]) => [`[] ${label}`, text]) : encoded;
      case 'string': {
        const values = [...encoded];
        if (schema.maxLength !== undefined) values.push([`${schema.maxLength + 1} characters`, 'a'.repeat(schema.maxLength + 1)]);
        if ((schema.minLength ?? 0) > 0 && !inPath) values.push(['empty', '']);
        if (schema.enum) values.push(['an unknown value', 'zz_nope']);
        return values;
      }
      default:
        return encoded;
    }
  }
}

/** Numbers as text that JavaScript would read, but that are not plain decimal digits or not safe. */
const ODD_NUMBERS: BadValue[] = [
  ['hex 0x1', '0x1'], ['exponent 9e8', '9e8'], ['exponent 1e23', '1e23'], ['a leading space', '%201'], ['a trailing space', '1%20'],
  ['a plus sign', '%2B1'], ['Infinity', 'Infinity'], ['1.5', '1.5'], ['a word', 'abc'], ['a list 1,2', '1%2C2'],
  ['a fullwidth digit', '%EF%BC%91'], ['above safe integers', '9007199254740993'], ['1e309', '1e309'],
];

function numberValues(schema: Schema): BadValue[] {
  const values: BadValue[] = [
    ['a string', raw('1')], ['true', 'true'], ['null', 'null'], ['a list', '[]'], ['an object', '{}'],
    ['1e309', '1e309'], ['-1e309', '-1e309'], ['1e23', '1e23'],
  ];
  if (schema.minimum !== undefined) values.push([`below ${schema.minimum}`, String(schema.minimum - 1)]);
  if (schema.maximum !== undefined) values.push([`above ${schema.maximum}`, (BigInt(schema.maximum) + 1n).toString()]);
  return values;
}

function stringValues(schema: Schema): BadValue[] {
  const values: BadValue[] = [['a number', '123'], ['true', 'true'], ['null', 'null'], ['an object', '{}'], ['a list', '[]']];
  if (schema.maxLength !== undefined) values.push([`${schema.maxLength + 1} characters`, raw('a'.repeat(schema.maxLength + 1))]);
  const bytes = schema['x-max-bytes'];
  // Two-byte characters: under maxLength in characters, over the limit in bytes.
  if (bytes !== undefined) values.push([`${bytes + 1} bytes in ${Math.ceil((bytes + 1) / 2)} characters`, raw('é'.repeat(Math.ceil((bytes + 1) / 2)))]);
  if ((schema.minLength ?? 0) > 0) values.push(['empty', raw('')]);
  if (schema.enum) values.push(['an unknown value', raw('zz_nope')]);
  if (schema.pattern) values.push(['off its pattern', raw(' !')]);
  if (schema.format === 'wp-datetime') {
    values.push(['an impossible date', raw('2026-02-30 25:61:61')], ['February 30', raw('2026-02-30 10:00:00')], ['a short date', raw('2026-1-1')]);
  }
  return values;
}

/** Bodies no route can read, sent to every route. */
const UNREADABLE_BODIES: Array<{ label: string; body: string | Buffer; contentType?: string }> = [
  ...['"hello"', '42', 'null', 'true', '[1]', '[]'].map((json) => ({ label: `the JSON scalar or list ${json}`, body: json, contentType: 'application/json' })),
  { label: 'invalid JSON', body: '{bad', contentType: 'application/json' },
  { label: 'JSON with a trailing comma', body: '{"a":1,}', contentType: 'application/json' },
  { label: 'JSON in Latin-1', body: Buffer.from('{"a":"\xe9"}', 'latin1'), contentType: 'application/json' },
  { label: 'a form body', body: 'count=9999&post_type=zz_nope', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'a multipart body',
    body: '--b0undary\r\nContent-Disposition: form-data; name="count"\r\n\r\n9999\r\n--b0undary--\r\n',
    contentType: 'multipart/form-data; boundary=b0undary',
  },
  { label: 'JSON declared as text', body: '{}', contentType: 'text/plain' },
  { label: 'JSON without a type', body: '{}' },
];

/** Over the worker's 64 MB body limit. */
export const OVERSIZE_BYTES = 64 * 1024 * 1024 + 1024;

function fill(route: RouteDefinition, values: Record<string, string>): string {
  return route.path.replace(/\{([a-z_]+)\}/g, (_m, name: string) => values[name] ?? '');
}

function casesFor(route: RouteDefinition, reader: SchemaReader): BadRequest[] {
  const key = routeKey(route);
  const { schema } = reader.flat({ $ref: `${route.schema}#` }, route.schema);
  const part = (name: 'params' | 'query' | 'body'): Schema => reader.flat(schema.properties![name]!, route.schema).schema;
  const [params, query, body] = [part('params'), part('query'), part('body')];
  const validParams = Object.fromEntries(Object.entries(params.properties ?? {}).map(([name, sub]) => [name, encodeURIComponent(String(reader.sample(sub, route.schema)))]));
  const path = fill(route, validParams);
  const validBody = raw(reader.sample(body, route.schema));
  const request = (label: string, target: string, extra: Partial<BadRequest> = {}): BadRequest => ({ route: key, label, method: route.method, target, ...extra });
  const cases: BadRequest[] = [];

  for (const [name, sub] of Object.entries(params.properties ?? {})) {
    for (const [label, text] of reader.badText(sub, route.schema, true)) cases.push(request(`path ${name} ${label}`, fill(route, { ...validParams, [name]: text })));
  }
  for (const [name, sub] of Object.entries(query.properties ?? {})) {
    for (const [label, text] of reader.badText(sub, route.schema)) cases.push(request(`query ${name} ${label}`, `${path}?${name}=${text}`));
    // A one-item list is read as its item: the item must be spelled right too.
    if (['integer', 'number'].includes(reader.flat(sub, route.schema).schema.type ?? '')) cases.push(request(`query ${name} as a list of 0x1`, `${path}?${name}[]=0x1`));
  }
  if (query.additionalProperties === false) cases.push(request('an unknown query member', `${path}?zz_unknown=1`));
  cases.push(
    request('a query name in invalid UTF-8', `${path}?%FF=1`),
    request('a lone % in the query', `${path}?a=100%`),
    request('a 7,000-character query string', `${path}?zz_unknown=${'q'.repeat(7_000)}`),
    request('a 9,000-character query string', `${path}?zz_unknown=${'q'.repeat(9_000)}`),
    request('a 40,000-character query string', `${path}?zz_unknown=${'q'.repeat(40_000)}`),
  );
  for (const [label, json] of reader.badJson(body, route.schema)) cases.push(request(`body ${label}`, path, { body: json, contentType: 'application/json' }));
  for (const unreadable of UNREADABLE_BODIES) cases.push(request(`body ${unreadable.label}`, path, { body: unreadable.body, contentType: unreadable.contentType }));
  // A valid body with broken parts elsewhere: the body alone must not carry the request through.
  cases.push(request('a valid body under an unknown query member', `${path}?zz_unknown=1`, { body: validBody, contentType: 'application/json' }));
  return cases;
}

export function badRequests(): BadRequest[] {
  const reader = new SchemaReader(loadSchemas());
  return loadRouteManifest().routes.flatMap((route) => casesFor(route, reader));
}
