import { SEMANTIC_TYPES } from '../../../../../worker/src/detection/semantic-types.js';
import type { FieldValue, ScalarKind } from '../../../../../worker/src/generators/fields/field-value.js';
import { fitNumber, scalarValue } from '../../../../../worker/src/generators/fields/semantic/scalar-value.js';
import { createFaker } from '../../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../../worker/src/generators/text/text-generator.js';
import { loadContentLocales } from '../../../../support/content-locales.js';

beforeAll(loadContentLocales);

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

  it('writes into an URL, e-mail or colour field only what the plugin validates as one, for every semantic type', () => {
    // Action
    const all = (format: string) => SEMANTIC_TYPES.flatMap((type) => [1, 2, 3].map((seed) => [type.id, value(type.id, 'text', { format }, seed)] as const));

    // Assert
    for (const [type, v] of all('url')) expect([type, v.kind === 'text' && URL.canParse(v.value) && /^https?:$/.test(new URL(v.value).protocol)]).toEqual([type, true]);
    for (const [type, v] of all('email')) expect([type, v.kind === 'text' && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(v.value)]).toEqual([type, true]);
    for (const [type, v] of all('color')) expect([type, v.kind === 'text' && /^(#[0-9a-f]{6}|rgba?\(.*\))$/i.test(v.value)]).toEqual([type, true]);
  });

  it('fits every storage type whatever semantic type fills it: bounds and step, choices only, a link\'s absolute URL, text within its length', () => {
    // Setup
    const choices = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }, { value: 'c', label: 'Gamma' }];
    const fits: Array<[Record<string, unknown>, (v: FieldValue) => boolean]> = [
      [{ kind: 'number', min: -5, max: 5, step: 0.25 }, (v) => v.kind === 'number' && v.value >= -5 && v.value <= 5 && Number.isInteger(v.value * 4)],
      [{ kind: 'number', min: 1, max: 1 }, (v) => v.kind === 'number' && v.value === 1],
      [{ kind: 'choice', choices, multiple: true }, (v) => v.kind === 'choice' && v.values.length >= 1 && v.values.every((x) => ['a', 'b', 'c'].includes(x))],
      [{ kind: 'choice', choices }, (v) => v.kind === 'choice' && v.values.length === 1 && ['a', 'b', 'c'].includes(v.values[0]!)],
      [{ kind: 'boolean' }, (v) => v.kind === 'boolean'],
      [{ kind: 'date', precision: 'time' }, (v) => v.kind === 'date' && v.precision === 'time'],
      [{ kind: 'link' }, (v) => v.kind === 'link' && URL.canParse(v.url) && /^https?:$/.test(new URL(v.url).protocol)],
      [{ kind: 'text', maxlength: 8 }, (v) => v.kind === 'text' && v.value.length <= 8],
    ];

    // Action / Assert
    for (const type of SEMANTIC_TYPES) {
      for (const [request, fit] of fits) for (const seed of [1, 2]) expect([type.id, request, fit(value(type.id, request.kind as ScalarKind, request, seed))]).toEqual([type.id, request, true]);
    }
  });

  it('writes a time of day into a text field as a time, a moment as date and time', () => {
    // Action
    const times = [1, 2, 3].map((seed) => value('time', 'text', {}, seed));
    const moment = value('datetime', 'text');

    // Assert
    for (const time of times) expect(time.kind === 'text' && time.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(moment.kind === 'text' && moment.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('puts a time of day into a date field on a day within a year of now, keeping the time for date and time, never 1970-01-01', () => {
    // Action
    const dates = [1, 2, 3].map((seed) => value('time', 'date', { precision: 'date' }, seed));
    const moments = [1, 2, 3].map((seed) => value('time', 'date', { precision: 'datetime' }, seed));
    const times = [1, 2, 3].map((seed) => [value('time', 'date', { precision: 'time' }, seed), value('time', 'text', {}, seed)] as const);

    // Assert
    const yearMs = 366 * 86_400_000;
    for (const v of [...dates, ...moments]) expect(v.kind === 'date' && Math.abs(v.value.getTime() - NOW.getTime()) <= yearMs).toBe(true);
    for (const [v, asText] of times) expect(v.kind === 'date' && asText.kind === 'text' && v.value.toISOString().slice(0, 16)).toBe(asText.kind === 'text' && `1970-01-01T${asText.value}`);
    for (const [i, v] of moments.entries()) expect(v.kind === 'date' && v.value.toISOString().slice(11, 16)).toBe(times[i]![1].kind === 'text' && times[i]![1].value);
  });

  it('turns a handle in an URL field into the profile\'s address, and a place into a page named after it', () => {
    // Action
    const twitter = value('twitter', 'text', { format: 'url' });
    const handle = value('twitter', 'text');
    const province = value('region', 'text', { format: 'url' });

    // Assert
    expect(handle.kind === 'text' && handle.value).toMatch(/^@[\w.]+$/);
    expect(twitter).toEqual({ kind: 'text', value: `https://x.com/${(handle as { value: string }).value.slice(1)}` });
    expect(province.kind === 'text' && province.value).toMatch(/^https:\/\/www\.example\.(com|net|org)\/[a-z0-9-]+$/);
  });

  it('cuts text over a field\'s length after its last whole word', () => {
    // Action
    const cut = [1, 2, 3, 4, 5].map((seed) => [value('description', 'text', {}, seed), value('description', 'text', { maxlength: 40 }, seed)] as const);

    // Assert
    for (const [full, short] of cut) {
      const [whole, within] = [full.kind === 'text' ? full.value : '', short.kind === 'text' ? short.value : ''];
      expect([within.length <= 40, within.length > 0, whole.startsWith(within), /[\s,;:]$/.test(within), [' ', undefined].includes(whole[within.length]) || /^[,;:.]/.test(whole.slice(within.length))]).toEqual([true, true, true, false, true]);
    }
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
