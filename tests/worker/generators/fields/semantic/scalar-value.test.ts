import { SEMANTIC_TYPES } from '../../../../../worker/src/detection/semantic-types.js';
import type { FieldValue, ScalarKind } from '../../../../../worker/src/generators/fields/field-value.js';
import { fitNumber, scalarValue } from '../../../../../worker/src/generators/fields/semantic/scalar-value.js';
import { createFaker } from '../../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../../worker/src/generators/text/text-generator.js';

const NOW = new Date(Date.UTC(2026, 10, 22, 12));
const value = (type: string, kind: ScalarKind, extra: Record<string, unknown> = {}, seed = 1): FieldValue => {
  const faker = createFaker('de_DE', seed);
  return scalarValue(type, { kind, ...extra }, faker, createTextGenerator(faker, 'de_DE', 'lorem'), NOW);
};

describe('scalarValue', () => {
  it('answers every semantic type in each kind it fills, with that kind', () => {
    // Action / Assert
    for (const type of SEMANTIC_TYPES) for (const kind of type.kinds) expect(value(type.id, kind).kind).toBe(kind);
  });

  it('keeps numbers inside min/max and on the step grid, whatever the type', () => {
    // Action
    const prices = Array.from({ length: 50 }, (_v, i) => value('price', 'number', { min: 10, max: 20, step: 0.5 }, i));
    const emails = Array.from({ length: 20 }, (_v, i) => value('email', 'number', { min: 3, max: 7, step: 1 }, i));

    // Assert
    expect(prices.every((v) => v.kind === 'number' && v.value >= 10 && v.value <= 20 && Number.isInteger(v.value * 2))).toBe(true);
    expect(emails.every((v) => v.kind === 'number' && v.value >= 3 && v.value <= 7 && Number.isInteger(v.value))).toBe(true);
  });

  it('gives adults a birth date and respects maxlength and choices', () => {
    // Action
    const birth = value('birth_date', 'date', { precision: 'date' });
    const short = value('description', 'text', { maxlength: 12 });
    const picked = value('color', 'choice', { choices: [{ value: 'r', label: 'Red' }, { value: 'g', label: 'Green' }], multiple: true });

    // Assert
    expect(birth.kind === 'date' && NOW.getTime() - birth.value.getTime()).toBeGreaterThan(18 * 365 * 86_400_000);
    expect(short.kind === 'text' && short.value.length).toBeLessThanOrEqual(12);
    expect(picked.kind === 'choice' && picked.values.every((v) => ['r', 'g'].includes(v))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    // Action / Assert
    expect(value('full_name', 'text', {}, 9)).toEqual(value('full_name', 'text', {}, 9));
    expect(value('location', 'map', {}, 9)).toEqual(value('location', 'map', {}, 9));
  });
});

describe('fitNumber', () => {
  it('rounds onto the grid counted from min and stays below max', () => {
    // Action / Assert
    expect(fitNumber(17.3, { kind: 'number', min: 1, max: 20, step: 4 })).toBe(17);
    expect(fitNumber(19.9, { kind: 'number', min: 1, max: 20, step: 4 })).toBe(17);
    expect(fitNumber(0.123, { kind: 'number', min: 0, max: 1, step: 0.05 })).toBe(0.1);
  });
});
