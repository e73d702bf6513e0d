import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ApiError, ErrorCode, invalidParameter } from '../errors.js';
import type { HostContext } from './host-context.js';
import type { JsonSchema } from './route-manifest.js';
import { addSchemaKeywords } from './schema-keywords.js';

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

type Part = keyof RequestParts;
const PARTS: Part[] = ['params', 'query', 'body'];

function createAjv(coerce: boolean, schemas: JsonSchema[]): Ajv {
  // Path and query values arrive as strings and are cast; JSON bodies must carry the right types.
  const ajv = addSchemaKeywords(new Ajv({ allErrors: false, verbose: true, useDefaults: true, coerceTypes: coerce ? 'array' : false, strict: true }));
  ajv.addSchema(schemas);
  return ajv;
}

/** Names the offending field the way a client wrote it: `hourly_rate`, `roles[0]`, `body` itself. */
function fieldName(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  return segments.reduce((name, s) => (/^\d+$/.test(s) ? `${name}[${s}]` : name ? `${name}.${s}` : s), '');
}

const FORMAT_RULES: Record<string, (field: string) => string> = {
  'wp-datetime': (field) => `${field} must be a real date and time between 1000-01-02 and 9999-12-30, like 2026-01-31 14:05:00.`,
  'license-key': (field) => `${field} must be four groups of four letters or digits joined by hyphens, like XXXX-XXXX-XXXX-XXXX.`,
};

function describe(error: ErrorObject, field: string): string {
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'additionalProperties':
      return `${field} is not a known parameter.`;
    case 'enum':
      return `${field} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}.`;
    case 'anyOf':
    case 'const':
      return `${field} has an invalid value.`;
    case 'format':
      return FORMAT_RULES[String(error.params.format)]?.(field) ?? `${field} ${error.message}.`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}

function rangeError(error: ErrorObject, field: string): ApiError | undefined {
  const schema = error.parentSchema as { minimum?: number; maximum?: number; 'x-error-code'?: string } | undefined;
  if (schema?.['x-error-code'] !== ErrorCode.InvalidCount || (error.keyword !== 'minimum' && error.keyword !== 'maximum')) return undefined;
  return new ApiError(ErrorCode.InvalidCount, `${field} must be between ${schema.minimum} and ${schema.maximum}.`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Path and query values arrive as strings, and Ajv casts any string JavaScript reads as a number
 * (`0x1`, `9e8`, ` 1`, `Infinity`): a value it cast must have been written in plain decimal digits.
 */
function assertPlainNumbers(sent: unknown, cast: unknown, field: string): void {
  // coerceTypes 'array' wraps a single value sent for a list, and unwraps a one-item list sent for a single value.
  if (Array.isArray(sent) !== Array.isArray(cast)) {
    assertPlainNumbers(Array.isArray(sent) ? sent[0] : sent, Array.isArray(cast) ? cast[0] : cast, field);
  } else if (typeof sent === 'string') {
    if (typeof cast === 'number' && !/^-?\d+(\.\d+)?$/.test(sent)) throw invalidParameter(`Invalid parameter: ${field} must be written in plain decimal digits.`);
  } else if (Array.isArray(sent) && Array.isArray(cast)) {
    sent.forEach((item, i) => assertPlainNumbers(item, cast[i], `${field}[${i}]`));
  } else if (isRecord(sent) && isRecord(cast)) {
    for (const [key, item] of Object.entries(sent)) assertPlainNumbers(item, cast[key], field ? `${field}.${key}` : key);
  }
}

function toApiError(part: Part, errors: ErrorObject[] | null | undefined): ApiError {
  const error = errors?.[0];
  if (!error) return invalidParameter(`Invalid ${part}.`);
  const field = fieldName(error) || part;
  return rangeError(error, field) ?? invalidParameter(`Invalid parameter: ${describe(error, field)}`);
}

/** Compiles every schema once at start; validates and fills defaults in place. */
export class RequestValidator {
  private readonly coercing: Ajv;
  private readonly strict: Ajv;
  private readonly validators = new Map<string, Record<Part, ValidateFunction>>();
  private readonly hostContext: ValidateFunction;

  constructor(schemas: JsonSchema[]) {
    this.coercing = createAjv(true, schemas);
    this.strict = createAjv(false, schemas);
    this.hostContext = this.strict.getSchema('host-context') ?? missing('host-context');
    for (const schema of schemas) {
      if (schema.$id === 'definitions' || schema.$id === 'host-context') continue;
      this.validators.set(schema.$id, {
        params: this.part(this.coercing, schema.$id, 'params'),
        query: this.part(this.coercing, schema.$id, 'query'),
        body: this.part(this.strict, schema.$id, 'body'),
      });
    }
  }

  has(schemaId: string): boolean {
    return this.validators.has(schemaId);
  }

  validate(schemaId: string, parts: RequestParts): void {
    const validators = this.validators.get(schemaId) ?? missing(schemaId);
    for (const part of PARTS) {
      const validate = validators[part];
      const sent = part === 'body' ? undefined : structuredClone(parts[part]);
      if (!validate(parts[part])) throw toApiError(part, validate.errors);
      if (sent) assertPlainNumbers(sent, parts[part], '');
    }
  }

  /** The host context is data from WordPress: a malformed one is a bug, reported as such. */
  assertHostContext(value: unknown): asserts value is HostContext {
    if (!this.hostContext(value)) {
      throw new Error(`Host context does not match schemas/host-context.json: ${this.strict.errorsText(this.hostContext.errors)}`);
    }
  }

  private part(ajv: Ajv, id: string, part: Part): ValidateFunction {
    return ajv.getSchema(`${id}#/properties/${part}`) ?? missing(`${id} ${part}`);
  }
}

function missing(what: string): never {
  throw new Error(`No JSON Schema for ${what}.`);
}
