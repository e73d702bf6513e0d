/**
 * A custom field as a field plugin defines it, normalised by the PHP shell's adapters
 * (plugin/src/fields/*-adapter.php) into the host context. schemas/host-context.json is the authority.
 */
export type FieldPluginSlug = 'acf' | 'meta-box' | 'pods' | 'jetengine' | 'cmb2' | 'carbon-fields';

export const FIELD_PLUGIN_SLUGS: readonly FieldPluginSlug[] = ['acf', 'meta-box', 'pods', 'jetengine', 'cmb2', 'carbon-fields'];

export interface FieldChoice {
  value: string;
  label: string;
}

export interface FieldLayout {
  name: string;
  label: string;
  sub_fields: FieldDefinition[];
  min?: number;
  max?: number;
}

export interface FieldDefinition {
  /** The plugin's own unique id: ACF `field_…` key, Meta Box id, Pods field id, CMB2/Carbon/JetEngine name. */
  key: string;
  /** The name the value is stored under (meta key, or the sub-field name inside a parent). */
  name: string;
  label: string;
  /** The plugin's own field type, e.g. ACF `date_picker`, Meta Box `checkbox_list`, Pods `pick`. */
  type: string;
  required: boolean;
  instructions: string;
  /** Title of the field group / meta box / container the edit screen shows a top-level field under. */
  group?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Maximum length of text values, where the plugin has one. */
  maxlength?: number;
  choices?: FieldChoice[];
  /** More than one value: multi-selects, checkbox lists, relationship fields, Meta Box `multiple`. */
  multiple?: boolean;
  default?: unknown;
  /** Relational fields: what they point at. Empty arrays mean "any". */
  targets?: { post_types?: string[]; taxonomies?: string[]; roles?: string[] };
  /** Repeaters, groups and clones: how many rows. */
  rows?: { min?: number; max?: number };
  sub_fields?: FieldDefinition[];
  /** ACF flexible content, Carbon Fields complex groups. */
  layouts?: FieldLayout[];
  /** Everything else the plugin stores about the field that the storage writer needs. */
  settings: Record<string, unknown>;
}

export interface FieldAdapterInfo {
  slug: FieldPluginSlug;
  name: string;
  /** Empty when the plugin is not installed. */
  version: string;
  active: boolean;
}

/** `host.fields`: the adapters and, per active adapter, its definitions by post type. */
export interface HostFields {
  adapters: FieldAdapterInfo[];
  definitions: Partial<Record<FieldPluginSlug, Record<string, FieldDefinition[]>>>;
}
