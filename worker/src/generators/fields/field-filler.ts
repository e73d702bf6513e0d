import type { Faker } from '@faker-js/faker';
import type { FieldDefinition, FieldLayout, FieldPluginSlug } from '../../contract/field-definition.js';
import type { CreateOptions, FieldSetting } from '../../services/generation/generation-request.js';
import { between } from '../choice.js';
import { scalarValue } from './semantic/scalar-value.js';
import type { TextGenerator } from '../text/text-generator.js';
import type { FieldShape, FieldStorage, FieldValue, ScalarRequest, StorageContext, StoredField } from './field-value.js';
import type { ReferencePools } from './reference-pools.js';
import { isGeneratedMediaType, type MediaOrders } from '../media/media-order.js';
import { acceptedExtensions, acceptsMediaType, fittingMediaSpec } from '../media/media-spec.js';

/** Rows, layouts and related items stay few unless the field asks for more: test content, not load. */
const USUAL_MAX = 3;
const NESTING_LIMIT = 5;
/** A gallery shows a handful of images unless the field asks for another number. */
const GALLERY_MIN = 3;
const GALLERY_MAX = 6;

/** The most new files one media field of these bounds asks for (a gallery's, or another field's rows). */
export function mostNewFiles(bounds: { min: number; max: number }): number {
  return Math.min(bounds.max, Math.max(1, bounds.min, GALLERY_MAX));
}

export interface FillerContext {
  faker: Faker;
  text: TextGenerator;
  now: Date;
  storageFor(plugin: FieldPluginSlug): FieldStorage;
  /** Semantic type by field key (sub-fields included); 'text' when a key is missing. */
  detected: ReadonlyMap<string, string>;
  pools: ReferencePools;
  site: StorageContext;
  /** Optional fields are filled only when this says so (variation profiles). */
  fillOptional(): boolean;
  /** New media for media fields (see media-order.ts); without it they take library images. */
  media?: { orders: MediaOrders; siteMimeTypes: Record<string, string> };
}

export interface FilledField {
  stored: StoredField;
  warnings?: string[];
  /** The value when it holds tickets for new media: stored again once their attachments exist. */
  deferred?: FieldValue;
  /** Nothing was written: the field stays empty (`warnings` say why). */
  empty?: true;
}

/** Plans one plugin field's value for one post and returns the rows its plugin would have written. */
export class FieldFiller {
  /** Why media fields (sub-fields too) of the field being filled got no file. */
  private readonly unfillable: string[] = [];

  constructor(private readonly c: FillerContext) {}

  fill(plugin: FieldPluginSlug, def: FieldDefinition, setting?: FieldSetting, chosen?: unknown): FilledField | null {
    const storage = this.c.storageFor(plugin);
    const shape = storage.shape(def);
    if (shape.kind === 'skip') return null;
    if (shape.kind === 'unknown') {
      const value: FieldValue = { kind: 'text', value: this.c.text.words(2, 5) };
      return { stored: this.safeStore(storage, def, value), warnings: [`${def.name}: unknown field type "${def.type}" (${plugin}); a plain text value was written instead.`] };
    }
    const ordered = this.c.media?.orders.size ?? 0;
    const value = chosen !== undefined ? fromChosen(shape, chosen) : this.value(storage, def, shape, setting?.create ?? {}, 0);
    const warnings = this.unfillable.splice(0);
    const notes = warnings.length > 0 ? { warnings } : {};
    // A field left empty still says why (a file field whose types no file made here has).
    if (value === null) return warnings.length > 0 ? { stored: { meta: [], terms: [] }, ...notes, empty: true } : null;
    const stored = storage.store(def, value, this.c.site);
    return (this.c.media?.orders.size ?? 0) > ordered ? { stored, deferred: value, ...notes } : { stored, ...notes };
  }

  private safeStore(storage: FieldStorage, def: FieldDefinition, value: FieldValue): StoredField {
    try {
      return storage.store(def, value, this.c.site);
    } catch {
      return { meta: [[def.name, value.kind === 'text' ? value.value : '']], terms: [] };
    }
  }

  private value(storage: FieldStorage, def: FieldDefinition, shape: FieldShape, create: CreateOptions, depth: number): FieldValue | null {
    const { faker } = this.c;
    switch (shape.kind) {
      case 'scalar':
        return scalarValue(this.c.detected.get(def.key) ?? 'text', withCreateOptions(shape.request, create), faker, this.c.text, this.c.now);
      case 'posts':
        return this.references('posts', this.c.pools.posts(shape.postTypes), shape);
      case 'users':
        return this.references('users', this.c.pools.users(shape.roles), shape);
      case 'attachments':
        // The library's images are no fallback for a field that takes no images.
        return this.newMedia(def, shape) ?? (acceptsMediaType(def, 'image') ? this.references('attachments', this.c.pools.attachments(), shape) : null);
      case 'terms':
        return this.references('terms', this.c.pools.terms(shape.taxonomies).map((t) => t.termId), shape);
      case 'group':
        return depth >= NESTING_LIMIT ? null : { kind: 'group', values: this.subValues(storage, shape.subFields, depth + 1) };
      case 'rows': {
        if (depth >= NESTING_LIMIT) return null;
        const count = this.count(shape);
        return { kind: 'rows', rows: Array.from({ length: count }, () => this.subValues(storage, shape.subFields, depth + 1)) };
      }
      case 'layouts': {
        if (depth >= NESTING_LIMIT || shape.layouts.length === 0) return null;
        const count = this.count(shape);
        return {
          kind: 'layouts',
          rows: Array.from({ length: count }, () => {
            const layout: FieldLayout = faker.helpers.arrayElement(shape.layouts);
            return { layout: layout.name, values: this.subValues(storage, layout.sub_fields, depth + 1) };
          }),
        };
      }
      default:
        return null;
    }
  }

  /** Every sub-field a row needs; optional ones follow the variation profile like top-level fields. */
  private subValues(storage: FieldStorage, subFields: readonly FieldDefinition[], depth: number): Record<string, FieldValue> {
    const values: Record<string, FieldValue> = {};
    for (const sub of subFields) {
      if (!sub.required && !this.c.fillOptional()) continue;
      const shape = storage.shape(sub);
      if (shape.kind === 'skip') continue;
      const value = shape.kind === 'unknown' ? { kind: 'text' as const, value: this.c.text.words(2, 5) } : this.value(storage, sub, shape, {}, depth);
      if (value !== null) values[sub.name] = value;
    }
    return values;
  }

  /** At least one: whether an optional field stays empty is the variation profile's call, made before. */
  private count(bounds: { min: number; max: number }): number {
    const min = Math.max(1, bounds.min);
    return between(this.c.faker, min, Math.min(bounds.max, Math.max(min, USUAL_MAX)));
  }

  /**
   * Tickets for new attachments of the field's media type (or of a kind the field accepts, when it
   * limits its files to others), or null when it takes library images.
   */
  private newMedia(def: FieldDefinition, bounds: { min: number; max: number }): FieldValue | null {
    const detected = this.c.detected.get(def.key);
    const media = this.c.media;
    if (!media) return null;
    const type = isGeneratedMediaType(detected) ? detected : acceptsMediaType(def, 'image') ? undefined : 'file_document';
    const spec = type && fittingMediaSpec(type, def, media.siteMimeTypes);
    if (!spec) {
      if (!acceptsMediaType(def, 'image')) this.unfillable.push(unfillableWarning(def));
      return null;
    }
    const count = spec.type === 'gallery' && type === 'gallery' ? this.galleryCount(bounds) : this.count(bounds);
    return { kind: 'attachments', ids: Array.from({ length: count }, () => media.orders.order(spec)) };
  }

  private galleryCount(bounds: { min: number; max: number }): number {
    const low = Math.min(Math.max(1, bounds.min, GALLERY_MIN), bounds.max);
    return between(this.c.faker, low, Math.max(low, Math.min(bounds.max, GALLERY_MAX)));
  }

  private references<K extends 'posts' | 'users' | 'attachments' | 'terms'>(kind: K, pool: readonly number[], bounds: { min: number; max: number }): FieldValue | null {
    if (pool.length === 0) return null;
    const count = Math.min(pool.length, this.count(bounds));
    if (count === 0) return null;
    return { kind, ids: this.c.faker.helpers.arrayElements([...pool], count) } as FieldValue;
  }
}

/** The most extensions a warning lists. */
const LISTED_EXTENSIONS = 8;

function unfillableWarning(def: FieldDefinition): string {
  const accepted = [...(acceptedExtensions(def) ?? [])];
  const listed = accepted.length > LISTED_EXTENSIONS ? `${accepted.slice(0, LISTED_EXTENSIONS).join(', ')}…` : accepted.join(', ');
  return `${def.name}: no file of a type the field takes (${listed || 'none the site allows'}) can be made; the field was left empty.`;
}

/** The known create options of field_config, applied on top of what the field itself allows. */
function withCreateOptions(request: ScalarRequest, o: CreateOptions): ScalarRequest {
  const out: ScalarRequest = { ...request };
  if (typeof o.min === 'number') out.min = request.min === undefined ? o.min : Math.max(request.min, o.min);
  if (typeof o.max === 'number') out.max = request.max === undefined ? o.max : Math.min(request.max, o.max);
  if (typeof o.decimal_places === 'number' && out.step === undefined) out.step = 10 ** -o.decimal_places;
  if (o.include_html === true) out.html = true;
  return out;
}

/** A value from a `choose` list, read as the field's shape needs it. */
export function fromChosen(shape: FieldShape, chosen: unknown): FieldValue | null {
  const list = Array.isArray(chosen) ? chosen : [chosen];
  const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  switch (shape.kind) {
    case 'posts':
    case 'users':
    case 'attachments':
    case 'terms':
      return ids.length > 0 ? ({ kind: shape.kind, ids } as FieldValue) : null;
    case 'scalar':
      return scalarFromChosen(shape.request, chosen);
    default:
      return null;
  }
}

function scalarFromChosen(request: ScalarRequest, chosen: unknown): FieldValue | null {
  switch (request.kind) {
    case 'number': {
      const n = Number(chosen);
      return Number.isFinite(n) ? { kind: 'number', value: n } : null;
    }
    case 'boolean':
      return { kind: 'boolean', value: chosen === true || chosen === 1 || chosen === '1' || chosen === 'true' };
    case 'choice':
      return { kind: 'choice', values: (Array.isArray(chosen) ? chosen : [chosen]).map(String) };
    case 'date': {
      const text = String(chosen);
      const iso = /^\d{2}:\d{2}(:\d{2})?$/.test(text) ? `1970-01-01T${text}` : text.replace(' ', 'T');
      const date = new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);
      return Number.isNaN(date.getTime()) ? null : { kind: 'date', value: date, precision: request.precision ?? 'date' };
    }
    case 'link':
    case 'map':
      return typeof chosen === 'object' && chosen !== null ? ({ kind: request.kind, ...(chosen as object) } as FieldValue) : null;
    default:
      return { kind: 'text', value: typeof chosen === 'string' ? chosen : JSON.stringify(chosen) };
  }
}
