/** The host context as the PHP shell sends it (schemas/host-context.json is the authority). */
export type Labels = Record<string, string>;

export interface PostTypeInfo {
  name: string;
  label: string;
  labels: Labels;
  description: string;
  public: boolean;
  hierarchical: boolean;
  has_archive: boolean;
  show_ui: boolean;
  builtin: boolean;
  supports: Record<string, boolean>;
  taxonomies: string[];
  menu_icon: string | null;
  /** Absent in contexts stored by plugin versions before permalinks were sent. */
  rewrite?: false | { slug: string; with_front: boolean };
  query_var?: string | false;
}

export interface TaxonomyInfo {
  name: string;
  label: string;
  labels: Labels;
  hierarchical: boolean;
  public: boolean;
  show_ui: boolean;
  builtin: boolean;
  object_type: string[];
}

export interface RoleInfo {
  name: string;
  capabilities: Record<string, boolean>;
}

export interface InstalledPlugin {
  file: string;
  name: string;
  version: string;
  active: boolean;
}

export interface Addon {
  slug: string;
  name: string;
  version: string;
  description: string;
}

export interface HostContext {
  version: 1;
  wp_version: string;
  plugin: { name: string; version: string; url: string; dir: string; file: string; logo_url: string };
  site: {
    url: string;
    home: string;
    admin_url: string;
    ajax_url: string;
    rest_url: string;
    locale: string;
    timezone_string: string;
    gmt_offset: number;
    abspath: string;
    table_prefix: string;
    db_name: string;
    /** sha256 hex over the six installation values the license is bound to; the shell computes it, so the security keys never leave PHP. */
    fingerprint: string;
  };
  /**
   * `marker`: the random value the shell keeps in `<basedir>/seedpress/site-marker`; a worker that
   * cannot read it there does not see the site's files (absent from shells before file handoff).
   */
  uploads: { basedir: string; baseurl: string; yearmonth: boolean; marker?: string };
  post_types: Record<string, PostTypeInfo>;
  post_statuses: string[];
  taxonomies: Record<string, TaxonomyInfo>;
  roles: Record<string, RoleInfo>;
  image_sizes: Record<string, { width: number; height: number; crop: unknown }>;
  mime_types: Record<string, string>;
  /** `max_upload_size`: wp_max_upload_size(); absent in contexts stored by plugin versions before uploads. */
  limits: { memory_limit: number; max_execution_time: number; upload_max_filesize: number; post_max_size: number; max_upload_size?: number };
  plugins: InstalledPlugin[];
  addons: Addon[];
  fields: Record<string, unknown>;
  permalinks?: { structure: string; front: string };
}
