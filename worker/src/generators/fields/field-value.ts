import type { FieldDefinition, FieldLayout, FieldPluginSlug } from '../../contract/field-definition.js';

/**
 * A generated custom-field value before a plugin's storage writer turns it into meta rows.
 * Plugin-neutral: the same value is stored as ACF, Meta Box, Pods, JetEngine, CMB2 or Carbon Fields
 * would store it (generators/fields/storage/*.storage.ts).
 */
export type FieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** Wall-clock values in site time; the writer formats them in the plugin's storage format. */
  | { kind: 'date'; value: Date; precision: 'date' | 'datetime' | 'time' }
  /** Choice values (never labels), one or several. */
  | { kind: 'choice'; values: string[] }
  | { kind: 'posts'; ids: number[] }
  | { kind: 'terms'; ids: number[] }
  | { kind: 'users'; ids: number[] }
  /** Images, files, galleries: attachment ids. */
  | { kind: 'attachments'; ids: number[] }
  | { kind: 'link'; url: string; title: string; target: '' | '_blank' }
  | { kind: 'map'; address: string; lat: number; lng: number; zoom: number }
  /** Repeaters, cloneable groups, CMB2 groups, Carbon Fields complex fields with one layout. */
  | { kind: 'rows'; rows: Array<Record<string, FieldValue>> }
  | { kind: 'group'; values: Record<string, FieldValue> }
  /** ACF flexible content, Carbon Fields complex fields with several layouts. */
  | { kind: 'layouts'; rows: Array<{ layout: string; values: Record<string, FieldValue> }> };

export type FieldValueKind = FieldValue['kind'];

/** One wp_postmeta row: [meta_key, meta_value as stored (PHP-serialized where the plugin serializes)]. */
export type MetaRow = [key: string, value: string];

/** The value kinds a single semantic value can fill (generators/fields/semantic). */
export type ScalarKind = 'text' | 'number' | 'boolean' | 'date' | 'choice' | 'link' | 'map';

/** What a scalar field accepts; a generated value must respect all of it. */
export interface ScalarRequest {
  kind: ScalarKind;
  min?: number;
  max?: number;
  step?: number;
  maxlength?: number;
  /** kind 'choice': values to pick from (values, never labels); several when `multiple`. */
  choices?: Array<{ value: string; label: string }>;
  multiple?: boolean;
  /** kind 'date'. */
  precision?: 'date' | 'datetime' | 'time';
  /** kind 'text': textarea (several lines) / wysiwyg (HTML paragraphs). */
  multiline?: boolean;
  html?: boolean;
  /** kind 'text': what the plugin's own type validates the text as (an URL field refuses "@handle"). */
  format?: TextFormat;
}

export type TextFormat = 'url' | 'email' | 'color';

/**
 * How a plugin's field is filled, decided by its storage module from the plugin's own type:
 * one scalar, references to existing things, or a structure of sub-fields.
 */
export type FieldShape =
  | { kind: 'scalar'; request: ScalarRequest }
  | { kind: 'posts'; min: number; max: number; postTypes: string[] }
  | { kind: 'terms'; min: number; max: number; taxonomies: string[] }
  | { kind: 'users'; min: number; max: number; roles: string[] }
  | { kind: 'attachments'; min: number; max: number }
  | { kind: 'rows'; min: number; max: number; subFields: FieldDefinition[] }
  | { kind: 'group'; subFields: FieldDefinition[] }
  | { kind: 'layouts'; min: number; max: number; layouts: FieldLayout[] }
  /** A type the module does not know (or a presentational one: message, tab, accordion): nothing is written. */
  | { kind: 'skip' }
  | { kind: 'unknown' };

/** What storing one field value writes. */
/** A `wp_podsrel` row of the post being written (PodsAPI::save_relationships()); its item_id is the post. */
export interface PodsRelation {
  podId: number;
  fieldId: number;
  relatedItemId: number;
  weight: number;
}

export interface StoredField {
  meta: MetaRow[];
  /** Terms the plugin also relates to the post (ACF taxonomy fields with save_terms, Pods/JetEngine term sync). */
  terms: Array<{ taxonomy: string; termId: number }>;
  /** Pods relationship and file fields, where Pods keeps a row per related item besides the meta. */
  podsRelations?: PodsRelation[];
}

/** What a storage writer may need to know about the site. */
export interface StorageContext {
  /** The attachment's URL, for plugins that store URLs next to ids (CMB2 file fields). */
  attachmentUrl(id: number): string;
  /** The post type of a referenced post, for plugins that store typed references (Carbon Fields associations). */
  postTypeOf(id: number): string;
  /** The taxonomy of a referenced term (by term id). */
  taxonomyOf(termId: number): string;
  /** The slug of a referenced term, for plugins that store slugs (CMB2 taxonomy types a theme adds). */
  termSlugOf(termId: number): string;
}

/** One field plugin's storage format (generators/fields/storage/<plugin>.storage.ts). */
export interface FieldStorage {
  readonly plugin: FieldPluginSlug;
  shape(def: FieldDefinition): FieldShape;
  /** The rows the plugin itself would have written for this value of this top-level field. */
  store(def: FieldDefinition, value: FieldValue, ctx: StorageContext): StoredField;
}
