import type { Faker } from '@faker-js/faker';
import { serialize } from 'php-serialize';
import type { CreateOptions } from '../../services/generation/generation-request.js';
import { semanticType } from '../../detection/semantic-types.js';
import type { TextGenerator } from '../text/text-generator.js';
import type { FieldValue } from './field-value.js';
import { scalarValue } from './semantic/scalar-value.js';


export interface MetaValue {
  value: string;
  /** Set when the field type was unknown and a safe text value was written instead. */
  warning?: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const ymd = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const hms = (d: Date): string => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

function numberValue(faker: Faker, o: CreateOptions, integer: boolean): string {
  const min = o.min ?? 0;
  const max = o.max ?? Math.max(min, 1000);
  const places = integer ? 0 : (o.decimal_places ?? 0);
  const value = faker.number.float({ min: Math.min(min, max), max: Math.max(min, max), fractionDigits: places });
  return places === 0 ? String(Math.round(value)) : value.toFixed(places);
}

function textValue(text: TextGenerator, o: CreateOptions): string {
  switch (o.method) {
    case 'paragraphs':
      return text.paragraphs(o.paragraph_count_min ?? 1, o.paragraph_count_max ?? 3).join(o.include_html ? '' : '\n\n');
    case 'sentence':
      return text.sentence();
    case 'words':
      return text.words(o.word_count_min ?? 2, o.word_count_max ?? 6);
    default:
      return text.words(2, 6);
  }
}

type Writer = (faker: Faker, text: TextGenerator, o: CreateOptions, now: Date) => string;

/** Plain post meta by field type, the way FakerPress's meta rules fill them: one string per key. */
const WRITERS: Readonly<Record<string, Writer>> = {
  text: (_f, t, o) => textValue(t, o),
  textarea: (_f, t, o) => textValue(t, { method: 'paragraphs', paragraph_count_min: 1, paragraph_count_max: 2, ...o }),
  wysiwyg: (_f, t, o) => t.paragraphs(o.paragraph_count_min ?? 1, o.paragraph_count_max ?? 3).map((p) => `<p>${p}</p>`).join('\n'),
  number: (f, _t, o) => numberValue(f, o, o.decimal_places === undefined || o.decimal_places === 0),
  range: (f, _t, o) => numberValue(f, { min: 0, max: 100, ...o }, true),
  price: (f, _t, o) => numberValue(f, { min: 1, max: 500, decimal_places: 2, ...o }, false),
  email: (f) => f.internet.email().toLowerCase(),
  url: (f) => f.internet.url(),
  phone: (f) => f.phone.number(),
  date: (f, _t, _o, now) => ymd(f.date.recent({ days: 365, refDate: now })),
  datetime: (f, _t, _o, now) => { const d = f.date.recent({ days: 365, refDate: now }); return `${ymd(d)} ${hms(d)}`; },
  time: (f, _t, _o, now) => hms(f.date.recent({ days: 1, refDate: now })),
  boolean: (f) => (f.datatype.boolean() ? '1' : '0'),
  true_false: (f) => (f.datatype.boolean() ? '1' : '0'),
  color: (f) => f.color.rgb({ format: 'hex', casing: 'lower' }),
  color_picker: (f) => f.color.rgb({ format: 'hex', casing: 'lower' }),
  name: (f) => f.person.fullName(),
  company: (f) => f.company.name(),
  address: (f) => f.location.streetAddress(),
  city: (f) => f.location.city(),
  country: (f) => f.location.country(),
  zip: (f) => f.location.zipCode(),
  select: (_f, t) => t.words(1, 2),
  radio: (_f, t) => t.words(1, 2),
};

export const PLAIN_FIELD_TYPES: readonly string[] = Object.keys(WRITERS);

/** A semantic value as one meta string, the way a theme would print it. */
function plainString(value: FieldValue): string {
  switch (value.kind) {
    case 'text': return value.value;
    case 'number': return String(value.value);
    case 'boolean': return value.value ? '1' : '0';
    case 'date': return value.precision === 'time' ? hms(value.value) : value.precision === 'datetime' ? `${ymd(value.value)} ${hms(value.value)}` : ymd(value.value);
    case 'choice': return value.values.join(', ');
    case 'link': return value.url;
    case 'map': return value.address;
    default: return '';
  }
}

export function plainMetaValue(fieldType: string, faker: Faker, text: TextGenerator, options: CreateOptions, now: Date): MetaValue {
  const writer = WRITERS[fieldType];
  if (writer) return { value: writer(faker, text, options, now) };
  // Any semantic type of detection may be named too: `field_type: "first_name"` gets a first name.
  const semantic = semanticType(fieldType);
  if (semantic) {
    const kind = semantic.kinds.find((k) => k !== 'choice') ?? 'text';
    const min = typeof options.min === 'number' ? { min: options.min } : {};
    const max = typeof options.max === 'number' ? { max: options.max } : {};
    return { value: plainString(scalarValue(fieldType, { kind, ...min, ...max }, faker, text, now)) };
  }
  return { value: text.words(2, 5), warning: `Unknown field type "${fieldType}": a plain text value was written instead.` };
}

/** A chosen value as update_post_meta() stores it: scalars as strings, arrays PHP-serialized (maybe_serialize). */
export function storedChoice(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return serialize(value);
}

