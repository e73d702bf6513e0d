import { readFileSync } from 'node:fs';
import type { Schema } from './schemas.js';
import { UsageError } from './usage-error.js';

/** How a flag's text becomes the member's JSON value. */
export type FlagKind = 'boolean' | 'integer' | 'number' | 'string' | 'list' | 'json';

export interface FlagSpec {
  /** The request member, snake_case as the API spells it. */
  member: string;
  /** `--kebab-case`. */
  flag: string;
  kind: FlagKind;
  schema: Schema;
  /** For `list`: the kind of each item. */
  item?: FlagKind;
}

export const toFlag = (member: string): string => member.replaceAll('_', '-');

function kindOf(schema: Schema): FlagKind {
  switch (schema.type) {
    case 'boolean':
    case 'integer':
    case 'number':
    case 'string':
      return schema.type;
    case 'array':
      return 'list';
    default:
      return 'json';
  }
}

/** One flag per member of the request schema, typed by it. */
export function flagSpecs(members: Record<string, Schema>, resolveItems: (schema: Schema) => Schema): FlagSpec[] {
  return Object.entries(members).map(([member, schema]) => {
    const kind = kindOf(schema);
    const spec: FlagSpec = { member, flag: toFlag(member), kind, schema };
    if (kind === 'list') {
      const item = resolveItems((schema.items ?? {}) as Schema);
      spec.item = kindOf(item);
      spec.schema = { ...schema, items: item };
    }
    return spec;
  });
}

function checkScalar(flag: string, value: string | number, schema: Schema): void {
  const values = schema.enum as unknown[] | undefined;
  if (values && !values.includes(value)) throw new UsageError(`--${flag} must be one of ${values.join(', ')} (got ${JSON.stringify(value)}).`);
  if (typeof value !== 'number') return;
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
    const range = maximum === undefined || maximum === Number.MAX_SAFE_INTEGER ? `at least ${minimum}` : `between ${minimum ?? '-∞'} and ${maximum}`;
    throw new UsageError(`--${flag} must be ${range} (got ${value}).`);
  }
}

function scalar(flag: string, text: string, kind: FlagKind, schema: Schema): string | number {
  if (kind === 'string') {
    checkScalar(flag, text, schema);
    return text;
  }
  const pattern = kind === 'integer' ? /^-?\d+$/ : /^-?\d+(?:\.\d+)?$/;
  if (!pattern.test(text)) throw new UsageError(`--${flag} takes ${kind === 'integer' ? 'an integer' : 'a number'} (got ${JSON.stringify(text)}).`);
  const value = Number(text);
  checkScalar(flag, value, schema);
  return value;
}

/** The string constants of a schema's alternatives (anyOf/oneOf). */
function constants(schema: Schema): string[] {
  const alternatives = [...((schema.anyOf as Schema[] | undefined) ?? []), ...((schema.oneOf as Schema[] | undefined) ?? [])];
  return alternatives.map((a) => a.const).filter((c): c is string => typeof c === 'string');
}

/** `{"a":1}`, `@file.json`, or a word the schema names as one of its constants (`--template-id default`). */
function json(flag: string, text: string, schema: Schema): unknown {
  if (constants(schema).includes(text)) return text;
  let source = text;
  if (text.startsWith('@')) {
    try {
      source = readFileSync(text.slice(1), 'utf8');
    } catch (error) {
      throw new UsageError(`--${flag}: cannot read ${text.slice(1)} (${(error as Error).message}).`);
    }
  }
  try {
    return JSON.parse(source) as unknown;
  } catch {
    throw new UsageError(`--${flag} takes JSON or @file.json (${text.startsWith('@') ? `${text.slice(1)} is not JSON` : 'not JSON'}).`);
  }
}

/**
 * The member's value from what parseArgs gave: a boolean for switches, each occurrence of a
 * string flag otherwise. Lists take repeated flags and comma lists alike.
 */
export function flagValue(spec: FlagSpec, given: boolean | string[]): unknown {
  if (spec.kind === 'boolean') return given;
  const texts = given as string[];
  if (spec.kind === 'list') {
    const items = texts.flatMap((t) => t.split(',')).map((t) => t.trim()).filter((t) => t !== '');
    return items.map((t) => scalar(spec.flag, t, spec.item ?? 'string', spec.schema.items as Schema));
  }
  if (texts.length > 1) throw new UsageError(`--${spec.flag} was given ${texts.length} times; give it once.`);
  const text = texts[0]!;
  return spec.kind === 'json' ? json(spec.flag, text, spec.schema) : scalar(spec.flag, text, spec.kind, spec.schema);
}
