import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { FieldShape, FieldStorage, FieldValue, StorageContext } from '../../../../../worker/src/generators/fields/field-value.js';
import { wallClock } from './storage-fixtures.js';

/**
 * Reads tests/compat/golden/<plugin>.json: what each field plugin's own setter was given (in that
 * plugin's input format: CMB2 form data, ACF update_field() values, JetEngine form posts, …) turned
 * into the plugin-neutral FieldValue the worker's storage writers take, so the rows they write can
 * be compared with the rows the plugin wrote.
 */

export type Refs = Record<string, number>;

export interface GoldenField {
  type: string;
  definition: FieldDefinition;
  input: unknown;
  rows: Array<[string, string]>;
  terms?: string[];
  podsrel?: Array<Record<string, string>>;
}

export interface Golden {
  plugin: string;
  version: string;
  refs: Refs;
  fields: Record<string, GoldenField>;
}

/** The files golden-refs.php gives the reference attachments. */
const ATTACHMENT_FILES: Readonly<Record<string, string>> = {
  image_1: 'compat-harbour.png',
  image_2: 'compat-terrace.png',
  image_3: 'compat-garden.png',
  file_1: 'compat-brochure.pdf',
  video_1: 'compat-teaser.mp4',
  mov_1: 'compat-trailer.mov',
  flv_1: 'compat-trailer.flv',
  webm_1: 'compat-trailer.webm',
  text_1: 'compat-notes.txt',
  csv_1: 'compat-attendees.csv',
};

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A golden's uploads URL, from any attachment URL among its inputs (each golden ran on its own site). */
function uploadsBase(golden: Golden): string {
  const found = JSON.stringify(golden.fields).match(/(https?:[^"]*?\/wp-content\/uploads\/\d{4}\/\d{2}\/)compat-/);
  return found?.[1] ? found[1].replaceAll('\\/', '/') : 'http://example.test/wp-content/uploads/2026/11/';
}

/** Where the golden's references are: attachment URLs, terms' taxonomies, posts' types. */
export function goldenContext(golden: Golden): StorageContext {
  const base = uploadsBase(golden);
  const urls = new Map(Object.entries(ATTACHMENT_FILES).map(([ref, file]) => [golden.refs[ref], `${base}${file}`]));
  const books = new Set(['book_1', 'book_2', 'book_3'].map((ref) => golden.refs[ref]));
  return {
    attachmentUrl: (id) => urls.get(id) ?? '',
    postTypeOf: (id) => (books.has(id) ? 'compat_book' : 'post'),
    taxonomyOf: () => 'category',
    termSlugOf: (id) => `term-${id}`,
  };
}

/** `category:<slug>` of a term id, as the golden lists the terms a save related to the post. */
export function termLabel(golden: Golden, termId: number): string {
  const ref = Object.keys(golden.refs).find((name) => name.startsWith('term_') && golden.refs[name] === termId);
  return `category:${ref ? ref.slice('term_'.length) : termId}`;
}

/** The value a golden input denotes, for a field of the given shape. */
export function goldenValue(golden: Golden, storage: FieldStorage, def: FieldDefinition, input: Json): FieldValue {
  const shape = storage.shape(def);
  switch (shape.kind) {
    case 'scalar':
      return scalarValue(golden, def, shape.request, input);
    case 'posts':
      return { kind: 'posts', ids: referenceIds(golden, input) };
    case 'users':
      return { kind: 'users', ids: referenceIds(golden, input) };
    case 'terms':
      return { kind: 'terms', ids: referenceIds(golden, input) };
    case 'attachments':
      return { kind: 'attachments', ids: attachmentIds(golden, input) };
    case 'rows':
      return { kind: 'rows', rows: rowInputs(input).map((row) => subValues(golden, storage, shape.subFields, row)) };
    case 'group':
      return { kind: 'group', values: subValues(golden, storage, shape.subFields, input) };
    case 'layouts':
      return { kind: 'layouts', rows: layoutRows(golden, storage, shape, input) };
    default:
      throw new Error(`${golden.plugin} ${def.name}: no value for a field of shape ${shape.kind}`);
  }
}

type ScalarShape = Extract<FieldShape, { kind: 'scalar' }>['request'];

function scalarValue(golden: Golden, def: FieldDefinition, request: ScalarShape, input: Json): FieldValue {
  switch (request.kind) {
    case 'text':
      return { kind: 'text', value: String(input) };
    case 'number':
      return { kind: 'number', value: Number(input) };
    case 'boolean':
      return { kind: 'boolean', value: ![false, 0, '', '0', 'false', 'off'].includes(input as never) };
    case 'date':
      return { kind: 'date', value: wallClockOf(input), precision: request.precision ?? 'date' };
    case 'choice':
      return { kind: 'choice', values: choiceValues(input) };
    case 'link': {
      const link = input as { url: string; title: string; target: '' | '_blank' };
      return { kind: 'link', url: link.url, title: link.title, target: link.target };
    }
    case 'map':
      return mapValue(input);
  }
  throw new Error(`${golden.plugin} ${def.name}: unknown scalar ${String(request.kind)}`);
}

/** Date inputs in the formats the goldens use: Ymd, Y-m-d[ H:i[:s]], Y-m-dTH:i, H:i[:s], m/d/Y, d-m-Y, d.m.Y, CMB2's {date, time}. */
function wallClockOf(input: Json): Date {
  if (isObject(input)) return wallClockOf(`${String(input.date)} ${String(input.time)}`);
  const text = String(input);
  const patterns: Array<[RegExp, (m: string[]) => string]> = [
    [/^(\d{4})(\d{2})(\d{2})$/, (m) => `${m[1]}-${m[2]}-${m[3]}T00:00:00`],
    [/^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?$/, (m) => `${m[1]}T${m[2] ?? '00:00'}${m[3] ?? ':00'}`],
    [/^(\d{2}:\d{2})(:\d{2})?$/, (m) => `1970-01-01T${m[1]}${m[2] ?? ':00'}`],
    [/^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{1,2}):(\d{2}) (AM|PM))?$/, (m) => `${m[3]}-${m[1]}-${m[2]}T${clock12(m[4], m[5], m[6])}`],
    [/^(\d{2})-(\d{2})-(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}T00:00:00`],
    [/^(\d{2})\.(\d{2})\.(\d{4})$/, (m) => `${m[3]}-${m[2]}-${m[1]}T00:00:00`],
  ];
  for (const [pattern, iso] of patterns) {
    const match = pattern.exec(text);
    if (match) return wallClock(iso(match));
  }
  throw new Error(`no date format for golden input ${text}`);
}

function clock12(hour: string | undefined, minute: string | undefined, half: string | undefined): string {
  if (hour === undefined) return '00:00:00';
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minute}:00`;
}

/** A value or a list of values; JetEngine's checkbox posts every option as 'true' or 'false'. */
function choiceValues(input: Json): string[] {
  if (Array.isArray(input)) return input.map(String);
  if (isObject(input)) return Object.keys(input).filter((key) => input[key] === 'true' || input[key] === true);
  return [String(input)];
}

/** ACF's {address, lat, lng, zoom}; Carbon Fields' the same with `value`; Meta Box's "lat,lng,zoom"; JetEngine's form fields. */
function mapValue(input: Json): FieldValue {
  const fromText = (text: string): FieldValue => {
    const [lat = NaN, lng = NaN, zoom = 0] = text.split(',').map(Number);
    return { kind: 'map', address: '', lat, lng, zoom };
  };
  if (typeof input === 'string') return fromText(input);
  const map = input as JsonObject;
  // JetEngine posts "lat,lng" under the field's name beside its prefixed service fields.
  if (map.lat === undefined) return fromText(String(Object.entries(map).find(([key]) => !key.includes('_'))?.[1]));
  return { kind: 'map', address: String(map.address ?? ''), lat: Number(map.lat), lng: Number(map.lng), zoom: Number(map.zoom ?? 0) };
}

/**
 * Ids of posts, users or terms: numbers, numeric strings, lists of them, term slugs (CMB2 posts
 * slugs) and Carbon Fields association values ("post:compat_book:36").
 */
function referenceIds(golden: Golden, input: Json): number[] {
  const list = Array.isArray(input) ? input : [input];
  return list.map((item) => {
    const text = String(item);
    if (/^\d+$/.test(text)) return Number(text);
    const association = /^\w+:[\w-]+:(\d+)$/.exec(text);
    if (association) return Number(association[1]);
    const term = golden.refs[`term_${text}`];
    if (term === undefined) throw new Error(`${golden.plugin}: no reference for ${text}`);
    return term;
  });
}

/**
 * Attachment ids: ids and lists of ids, "50,51,52", JetEngine's JSON {id, url} or [{id, url}], an
 * attachment URL, CMB2's {<field>: url, <field>_id: id} and its file_list map id => url.
 */
function attachmentIds(golden: Golden, input: Json): number[] {
  if (typeof input === 'number') return [input];
  if (Array.isArray(input)) return input.map(Number);
  if (isObject(input)) {
    const idKey = Object.keys(input).find((key) => key.endsWith('_id'));
    return idKey ? [Number(input[idKey])] : Object.keys(input).map(Number);
  }
  const text = String(input);
  if (text.startsWith('[') || text.startsWith('{')) {
    const parsed = JSON.parse(text) as { id: number } | Array<{ id: number }>;
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => item.id);
  }
  if (/^https?:/.test(text)) {
    const ref = Object.keys(ATTACHMENT_FILES).find((name) => text.endsWith(`/${ATTACHMENT_FILES[name]}`));
    const id = ref === undefined ? undefined : golden.refs[ref];
    if (id === undefined) throw new Error(`${golden.plugin}: no reference attachment at ${text}`);
    return [id];
  }
  return text.split(',').map(Number);
}

/** The rows of a repeater input: a list, or JetEngine's {item-0: …, item-1: …}. */
function rowInputs(input: Json): Json[] {
  return Array.isArray(input) ? input : Object.values(input as JsonObject);
}

/**
 * One row or group: an object by sub-field name, a list by sub-field position (Meta Box key_value
 * pairs), or the bare value of a cloneable field's only sub field.
 */
function subValues(golden: Golden, storage: FieldStorage, subFields: FieldDefinition[], input: Json): Record<string, FieldValue> {
  const byName: JsonObject = isObject(input)
    ? input
    : Array.isArray(input) ? Object.fromEntries(subFields.map((sub, index) => [sub.name, input[index]]))
      : { [subFields[0]?.name ?? '']: input };
  return Object.fromEntries(subFields
    .filter((sub) => byName[sub.name] !== undefined)
    .map((sub) => [sub.name, goldenValue(golden, storage, sub, byName[sub.name])]));
}

/** ACF flexible content rows name their layout in `acf_fc_layout`, Carbon Fields complex rows in `_type`. */
function layoutRows(golden: Golden, storage: FieldStorage, shape: Extract<FieldShape, { kind: 'layouts' }>, input: Json) {
  return (input as JsonObject[]).map((row) => {
    const name = String(row.acf_fc_layout ?? row._type);
    const layout = shape.layouts.find((candidate) => candidate.name === name);
    if (!layout) throw new Error(`${golden.plugin}: no layout ${name}`);
    return { layout: name, values: subValues(golden, storage, layout.sub_fields, row) };
  });
}
