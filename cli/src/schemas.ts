import { readFileSync } from 'node:fs';

/*
 * The CLI's flags come from the same request schemas the worker validates with: schemas/ beside
 * cli/, two levels above both cli/src and cli/dist.
 */
const SCHEMAS_DIR = new URL('../../schemas/', import.meta.url);

export type Schema = Record<string, unknown>;

const readJson = (file: string): Schema => JSON.parse(readFileSync(new URL(file, SCHEMAS_DIR), 'utf8')) as Schema;

let definitions: Record<string, Schema> | undefined;

/** A `$ref` into schemas/definitions.json replaced by what it names; the members beside it (a default) win. */
export function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  definitions ??= readJson('definitions.json').definitions as Record<string, Schema>;
  const name = ref.replace(/^(?:definitions)?#\/definitions\//, '');
  const target = definitions[name];
  if (!target) throw new Error(`schemas/definitions.json has no ${name}.`);
  const siblings = { ...schema };
  delete siblings.$ref;
  return { ...resolve(target), ...siblings };
}

/** The members of one part (query or body) of an endpoint's request schema, references resolved. */
export function requestMembers(schemaId: string, part: 'query' | 'body'): Record<string, Schema> {
  const endpoint = readJson(`endpoints/${schemaId}.json`);
  const schema = resolve((endpoint.properties as Record<string, Schema>)[part] ?? {});
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, resolve(member)]));
}
