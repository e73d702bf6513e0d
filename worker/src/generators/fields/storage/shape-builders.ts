import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape, ScalarRequest } from '../field-value.js';

/** How many items a list gets when the plugin sets no upper limit (0 or none means unlimited in every plugin). */
export const OPEN_LIST_MAX = 5;

export interface CountRange {
  min: number;
  max: number;
}

/** A list's bounds: a required field needs at least one item; max never below min. */
export function countRange(def: FieldDefinition, min?: number, max?: number): CountRange {
  const low = Math.max(min ?? 0, def.required ? 1 : 0);
  const high = max !== undefined && max > 0 ? max : Math.max(low, OPEN_LIST_MAX);
  return { min: low, max: Math.max(low, high) };
}

/** A single reference (an image, one post): at most one, one when required. */
export function singleRange(def: FieldDefinition): CountRange {
  return { min: def.required ? 1 : 0, max: 1 };
}

export const scalar = (request: ScalarRequest): FieldShape => ({ kind: 'scalar', request });

export const text = (def: FieldDefinition, extra: Partial<ScalarRequest> = {}): FieldShape =>
  scalar(def.maxlength ? { kind: 'text', maxlength: def.maxlength, ...extra } : { kind: 'text', ...extra });

/** Text the plugin validates as an absolute URL, an e-mail address or a hex colour. */
export const url = (def: FieldDefinition): FieldShape => text(def, { format: 'url' });
export const email = (def: FieldDefinition): FieldShape => text(def, { format: 'email' });
export const color = (def: FieldDefinition): FieldShape => text(def, { format: 'color' });

/**
 * A text field as the `<input>` its plugin renders validates it (the adapters' `input_type` setting,
 * from CMB2's and Carbon Fields' `type` attribute): number and range want a number within min/max/step,
 * url an absolute URL, email an address; any other input takes text.
 */
export const textByInputType = (def: FieldDefinition): FieldShape => {
  switch (String(def.settings.input_type ?? '')) {
    case 'number':
    case 'range':
      return number(def);
    case 'url':
      return url(def);
    case 'email':
      return email(def);
    default:
      return text(def);
  }
};

export const multiline = (def: FieldDefinition): FieldShape => text(def, { multiline: true });

export const html = (def: FieldDefinition): FieldShape => text(def, { multiline: true, html: true });

export const number = (def: FieldDefinition): FieldShape =>
  scalar(definedOnly({ kind: 'number', min: def.min, max: def.max, step: def.step }));

export const date = (precision: 'date' | 'datetime' | 'time'): FieldShape => scalar({ kind: 'date', precision });

export const boolean = (): FieldShape => scalar({ kind: 'boolean' });

export const choice = (def: FieldDefinition, multiple: boolean): FieldShape =>
  scalar({ kind: 'choice', choices: def.choices ?? [], multiple });

export const attachments = (range: CountRange): FieldShape => ({ kind: 'attachments', ...range });

export const posts = (def: FieldDefinition, range: CountRange): FieldShape => ({ kind: 'posts', ...range, postTypes: def.targets?.post_types ?? [] });

export const users = (def: FieldDefinition, range: CountRange): FieldShape => ({ kind: 'users', ...range, roles: def.targets?.roles ?? [] });

export const terms = (range: CountRange, taxonomies: string[]): FieldShape => ({ kind: 'terms', ...range, taxonomies });

export const rows = (def: FieldDefinition, subFields: FieldDefinition[], min?: number, max?: number): FieldShape => ({
  kind: 'rows',
  ...countRange(def, min ?? def.rows?.min, max ?? def.rows?.max),
  subFields,
});

export type ShapeTable = Readonly<Record<string, (def: FieldDefinition) => FieldShape>>;

/** The shape a plugin's type table gives this field; a type missing from the table is unknown. */
export function shapeFrom(table: ShapeTable, def: FieldDefinition): FieldShape {
  const build = Object.hasOwn(table, def.type) ? table[def.type] : undefined;
  return build ? build(def) : { kind: 'unknown' };
}

export const SKIP: FieldShape = { kind: 'skip' };

function definedOnly<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** A relational field's taxonomies: the adapter's targets, else the plugin's own setting (a name or a list). */
export function taxonomiesOf(def: FieldDefinition, settingKey: string): string[] {
  if (def.targets?.taxonomies?.length) return def.targets.taxonomies;
  const setting = def.settings[settingKey];
  if (typeof setting === 'string' && setting !== '') return [setting];
  return Array.isArray(setting) ? setting.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * The field, its sub fields and layouts with each type as its plugin resolves it (CMB2 and Meta Box
 * call PHP methods and classes named after the type, which PHP matches whatever the case; Carbon
 * Fields normalises the type it is given). The same object when nothing changes.
 */
export function withResolvedTypes(def: FieldDefinition, resolve: (type: string) => string): FieldDefinition {
  const type = resolve(def.type);
  const subFields = def.sub_fields?.map((sub) => withResolvedTypes(sub, resolve));
  const layouts = def.layouts?.map((layout) => {
    const subs = layout.sub_fields.map((sub) => withResolvedTypes(sub, resolve));
    return subs.every((sub, i) => sub === layout.sub_fields[i]) ? layout : { ...layout, sub_fields: subs };
  });
  const sameSubs = !subFields || subFields.every((sub, i) => sub === def.sub_fields?.[i]);
  const sameLayouts = !layouts || layouts.every((layout, i) => layout === def.layouts?.[i]);
  if (type === def.type && sameSubs && sameLayouts) return def;
  return { ...def, type, ...(subFields ? { sub_fields: subFields } : {}), ...(layouts ? { layouts } : {}) };
}

/** PHP's strtolower(): ASCII letters only, as method and class names are compared. */
export const asciiLower = (type: string): string => type.replace(/[A-Z]/g, (c) => c.toLowerCase());
