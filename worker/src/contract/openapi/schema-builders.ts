/** Small builders for the response schemas, so each shape reads like the docs' `{success, …}` notation. */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
/** Counts the database returns as text (the spec's history statistics). */
export const digits: Schema = { type: 'string', pattern: '^[0-9]+$' };
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const mapOf = (values: Schema): Schema => ({ type: 'object', additionalProperties: values });
export const orNull = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
export const oneOfValues = (...values: string[]): Schema => ({ type: 'string', enum: values });

/**
 * An object whose members are all present unless named in `optional`. Members beyond those listed
 * are allowed: a client may rely on what is documented, and the API may add to it.
 */
export function obj(properties: Record<string, Schema>, optional: string[] = []): Schema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  return { type: 'object', ...(required.length > 0 && { required }), properties };
}

/** The newer envelope: `{success: true, …}`. */
export const ok = (properties: Record<string, Schema> = {}, optional: string[] = []): Schema =>
  obj({ success: { const: true }, ...properties }, optional);

/** The legacy envelope of the spec: `{status: 200, result}`. */
export const legacy = (result: Schema): Schema => obj({ status: { const: 200 }, result });

export const message = (properties: Record<string, Schema> = {}): Schema => ok({ message: str, ...properties });
