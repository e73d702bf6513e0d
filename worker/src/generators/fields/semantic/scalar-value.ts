import type { Faker } from '@faker-js/faker';
import type { TextGenerator } from '../../text/text-generator.js';
import type { FieldValue, ScalarRequest, TextFormat } from '../field-value.js';
import { RESERVED_DOMAINS } from '../../reserved-domains.js';
import { GENERATORS, type GeneratorInput, type Natural } from './semantic-generators.js';

const DAY_MS = 86_400_000;

function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
}

/** A number inside [min, max] and on the step grid counted from min, as number inputs validate it. */
export function fitNumber(value: number, req: ScalarRequest): number {
  const min = req.min ?? Math.min(0, value);
  const max = Math.max(min, req.max ?? Math.max(value, min));
  let n = Math.min(max, Math.max(min, value));
  if (req.step && req.step > 0) {
    n = min + Math.round((n - min) / req.step) * req.step;
    if (n > max) n -= req.step;
    n = Number(n.toFixed(decimalsOf(req.step)));
  }
  return n;
}

function numberValue(natural: Natural, req: ScalarRequest, faker: Faker): number {
  if (typeof natural === 'number') return fitNumber(natural, req);
  const min = req.min ?? 0;
  const max = Math.max(min, req.max ?? Math.max(min + 100, 1000));
  return fitNumber(faker.number.float({ min, max }), req);
}

function textValue(natural: Natural, req: ScalarRequest, typeId: string, g: GeneratorInput): string {
  let text: string;
  if (req.html) text = g.text.paragraphs(1, 3).map((p) => `<p>${p}</p>`).join('\n');
  else if (req.multiline && (typeId === 'text' || typeId === 'description')) text = g.text.paragraphs(1, 2).join('\n\n');
  else if (natural instanceof Date) text = dateText(natural, typeId);
  else if (typeof natural === 'object') text = 'url' in natural ? natural.url : natural.address;
  else text = String(natural);
  if (req.format) text = formatted(text, req.format, typeId, g);
  return req.maxlength !== undefined && text.length > req.maxlength ? cutToLength(text, req.maxlength) : text;
}

/** Text cut to a field's length at the last word that fits, so no word is left half; a single long word is cut. */
function cutToLength(text: string, maxlength: number): string {
  const cut = text.slice(0, maxlength);
  const lastSpace = text[maxlength] === ' ' ? maxlength : cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '');
}

/** A moment as a text field is filled by hand: a time for a time of day, date and time for a moment, else the date. */
function dateText(moment: Date, typeId: string): string {
  const iso = moment.toISOString();
  if (typeId === 'time') return iso.slice(11, 16);
  if (typeId === 'datetime') return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  return iso.slice(0, 10);
}

/** Profile addresses of the networks whose semantic types give a handle. */
const PROFILE_URLS: Readonly<Record<string, string>> = { twitter: 'https://x.com/', instagram: 'https://www.instagram.com/', facebook: 'https://www.facebook.com/', username: 'https://example.com/people/' };

/**
 * The text as the plugin's own type validates it: a semantic value that does not fit (a handle in
 * an URL field, a province in an URL field, a name in an e-mail field) becomes one that does and
 * still says the same where it can (the handle's profile URL, a page named after the province).
 */
function formatted(text: string, format: TextFormat, typeId: string, g: GeneratorInput): string {
  switch (format) {
    case 'url': {
      if (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)) return text;
      const handle = text.replace(/^@/, '');
      if (PROFILE_URLS[typeId] && /^[\w.]+$/.test(handle)) return `${PROFILE_URLS[typeId]}${handle}`;
      const slug = text.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').slice(0, 60);
      return `https://www.${g.faker.helpers.arrayElement(RESERVED_DOMAINS)}/${slug}`;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text) ? text : g.faker.internet.email({ provider: g.faker.helpers.arrayElement(RESERVED_DOMAINS) }).toLowerCase();
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(text) || /^rgba?\(/i.test(text) ? text : g.faker.color.rgb({ format: 'hex', casing: 'lower' });
  }
}

const dayNearNow = (g: GeneratorInput): Date => new Date(g.now.getTime() + g.faker.number.int({ min: -365, max: 365 }) * DAY_MS);

/**
 * A moment for a date field. A time of day (a moment on the epoch's first day, as the `time` type
 * gives it) fills a time field as it is; a date field named for a time gets that time on a day
 * near now, never 1970-01-01.
 */
function dateValue(natural: Natural, precision: NonNullable<ScalarRequest['precision']>, g: GeneratorInput): Date {
  if (!(natural instanceof Date)) return dayNearNow(g);
  if (precision === 'time' || natural.getTime() < 0 || natural.getTime() >= DAY_MS) return natural;
  const day = dayNearNow(g);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), natural.getUTCHours(), natural.getUTCMinutes()));
}

/**
 * A value of the kind the field needs, from the semantic type's own generator where its natural
 * value fits that kind, otherwise a value of that kind within the field's constraints.
 */
export function scalarValue(typeId: string, req: ScalarRequest, faker: Faker, text: TextGenerator, now: Date): FieldValue {
  const g: GeneratorInput = { faker, text, now };
  const natural = (GENERATORS[typeId] ?? GENERATORS.text!)(g);
  switch (req.kind) {
    case 'number':
      return { kind: 'number', value: numberValue(natural, req, faker) };
    case 'boolean':
      return { kind: 'boolean', value: typeof natural === 'boolean' ? natural : faker.datatype.boolean() };
    case 'date':
      return { kind: 'date', value: dateValue(natural, req.precision ?? 'date', g), precision: req.precision ?? 'date' };
    case 'choice': {
      const choices = req.choices ?? [];
      if (choices.length === 0) return { kind: 'choice', values: [] };
      const count = req.multiple ? faker.number.int({ min: 1, max: Math.min(3, choices.length) }) : 1;
      return { kind: 'choice', values: faker.helpers.arrayElements(choices, count).map((c) => c.value) };
    }
    case 'link':
      if (typeof natural === 'object' && 'title' in natural) return { kind: 'link', url: natural.url, title: natural.title, target: '' };
      // A social profile or a file's address is the link's target; anything else is not an URL.
      return { kind: 'link', url: formatted(typeof natural === 'string' ? natural : '', 'url', typeId, g), title: text.words(2, 4), target: '' };
    case 'map': {
      const place = typeof natural === 'object' && 'lat' in natural ? natural : (GENERATORS.location!(g) as { address: string; lat: number; lng: number });
      return { kind: 'map', address: place.address, lat: place.lat, lng: place.lng, zoom: 14 };
    }
    default:
      return { kind: 'text', value: textValue(natural, req, typeId, g) };
  }
}
