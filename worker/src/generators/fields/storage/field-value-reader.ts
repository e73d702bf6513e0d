import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldValue, FieldValueKind } from '../field-value.js';

export type ValueOf<K extends FieldValueKind> = Extract<FieldValue, { kind: K }>;

/** The value, when it has the kind the field's shape asked for; anything else is a generator bug. */
export function expectKind<K extends FieldValueKind>(def: FieldDefinition, value: FieldValue, ...kinds: K[]): ValueOf<K> {
  if ((kinds as FieldValueKind[]).includes(value.kind)) return value as ValueOf<K>;
  throw new Error(`Field "${def.name}" (${def.type}) cannot store a ${value.kind} value; it takes ${kinds.join(' or ')}.`);
}

/** Ids of a reference value (posts, terms, users, attachments). */
export function idsOf(def: FieldDefinition, value: FieldValue): number[] {
  return expectKind(def, value, 'posts', 'terms', 'users', 'attachments').ids;
}

/** Plugin settings arrive as PHP wrote them: true, 1 and '1' all mean on. */
export function isOn(setting: unknown): boolean {
  return setting === true || setting === 1 || setting === '1' || setting === 'true' || setting === 'yes' || setting === 'on';
}

export function stringSetting(def: FieldDefinition, key: string, fallback: string): string {
  const setting = def.settings[key];
  return typeof setting === 'string' && setting !== '' ? setting : fallback;
}

export function numberSetting(def: FieldDefinition, key: string): number | undefined {
  const setting = Number(def.settings[key]);
  return def.settings[key] !== undefined && def.settings[key] !== '' && Number.isFinite(setting) ? setting : undefined;
}

/** The sub fields that have a value in a row or group, with that value, in the sub fields' order. */
export function presentValues(subFields: FieldDefinition[], values: Record<string, FieldValue>): Array<[FieldDefinition, FieldValue]> {
  return subFields.flatMap((sub) => {
    const value = Object.hasOwn(values, sub.name) ? values[sub.name] : undefined;
    return value ? [[sub, value] as [FieldDefinition, FieldValue]] : [];
  });
}
