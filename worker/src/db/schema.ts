import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The WordPress tables SeedPress reads and writes, plus its own. Names are unprefixed: the
 * table prefix of the site is applied by TablePrefixPlugin, so types never depend on it.
 * Column types follow wp-admin/includes/schema.php.
 */
/** `bigint unsigned` columns come back from mysql2 as numbers (supportBigNumbers off). */
type BigInt = number;

export interface PostTable {
  ID: Generated<number>;
  post_author: BigInt;
  post_date: string;
  post_date_gmt: string;
  post_content: string;
  post_title: string;
  post_excerpt: string;
  post_status: string;
  comment_status: string;
  ping_status: string;
  post_password: string;
  post_name: string;
  to_ping: string;
  pinged: string;
  post_modified: string;
  post_modified_gmt: string;
  post_content_filtered: string;
  post_parent: BigInt;
  guid: string;
  menu_order: number;
  post_type: string;
  post_mime_type: string;
  comment_count: BigInt;
}

export interface MetaTable {
  meta_id: Generated<number>;
  meta_key: string | null;
  meta_value: string | null;
}
export interface PostMetaTable extends MetaTable {
  post_id: BigInt;
}
export interface TermMetaTable extends MetaTable {
  term_id: BigInt;
}
export interface CommentMetaTable extends MetaTable {
  comment_id: BigInt;
}
export interface UserMetaTable {
  umeta_id: Generated<number>;
  user_id: BigInt;
  meta_key: string | null;
  meta_value: string | null;
}

export interface TermTable {
  term_id: Generated<number>;
  name: string;
  slug: string;
  term_group: BigInt;
}

export interface TermTaxonomyTable {
  term_taxonomy_id: Generated<number>;
  term_id: BigInt;
  taxonomy: string;
  description: string;
  parent: BigInt;
  count: BigInt;
}

export interface TermRelationshipTable {
  object_id: BigInt;
  term_taxonomy_id: BigInt;
  term_order: number;
}

export interface UserTable {
  ID: Generated<number>;
  user_login: string;
  user_pass: string;
  user_nicename: string;
  user_email: string;
  user_url: string;
  user_registered: string;
  user_activation_key: string;
  user_status: number;
  display_name: string;
}

export interface CommentTable {
  comment_ID: Generated<number>;
  comment_post_ID: BigInt;
  comment_author: string;
  comment_author_email: string;
  comment_author_url: string;
  comment_author_IP: string;
  comment_date: string;
  comment_date_gmt: string;
  comment_content: string;
  comment_karma: number;
  comment_approved: string;
  comment_agent: string;
  comment_type: string;
  comment_parent: BigInt;
  user_id: BigInt;
}

export interface OptionTable {
  option_id: Generated<number>;
  option_name: string;
  option_value: string;
  autoload: string;
}

export interface HistoryTable {
  id: Generated<number>;
  content_type: string;
  content_id: BigInt;
  content_subtype: string;
  /** JSON document of the generation options at creation. */
  meta: string;
  batch_id: string;
  created_at: string;
  deleted_at: string | null;
}

export interface TemplateTable {
  id: Generated<number>;
  name: string;
  description: string;
  post_type: string;
  is_default: number;
  is_system: number;
  parent_id: number | null;
  /** JSON documents. */
  field_config: string;
  taxonomy_config: string;
  config_overrides: string;
  settings: string;
  /** JSON: the post type's custom fields (name → type) and taxonomies when the template was saved. */
  fields_snapshot: string | null;
  created_at: string;
  updated_at: string;
}

export interface FieldDetectionTable {
  id: Generated<number>;
  post_type: string;
  field_key: string;
  field_name: string;
  detected_type: string;
  confidence: number;
  source: string;
  /** SHA-256 of the evidence the detection was read from (field-detection.service.ts). */
  evidence_hash: Generated<string>;
  created_at: string;
}

/** Pods' relationship table (created by Pods; present only where Pods runs with it enabled). */
export interface PodsRelTable {
  id: Generated<number>;
  pod_id: number;
  field_id: number;
  item_id: number;
  related_pod_id: number;
  related_field_id: number;
  related_item_id: number;
  weight: number;
}

export interface WordPressDatabase {
  posts: PostTable;
  postmeta: PostMetaTable;
  terms: TermTable;
  term_taxonomy: TermTaxonomyTable;
  term_relationships: TermRelationshipTable;
  termmeta: TermMetaTable;
  users: UserTable;
  usermeta: UserMetaTable;
  comments: CommentTable;
  commentmeta: CommentMetaTable;
  options: OptionTable;
  seedpress_history: HistoryTable;
  seedpress_templates: TemplateTable;
  seedpress_field_detections: FieldDetectionTable;
  podsrel: PodsRelTable;
}

/** Every table name above; the prefix plugin prefixes exactly these and nothing else (aliases stay). */
export const TABLES: ReadonlyArray<keyof WordPressDatabase> = [
  'posts', 'postmeta', 'terms', 'term_taxonomy', 'term_relationships', 'termmeta', 'users',
  'usermeta', 'comments', 'commentmeta', 'options', 'seedpress_history', 'seedpress_templates',
  'seedpress_field_detections', 'podsrel',
];

/** The tables a WordPress network shares between its sites, under its base prefix. */
export const NETWORK_TABLES: ReadonlyArray<keyof WordPressDatabase> = ['users', 'usermeta'];

export type NewPodsRel = Insertable<PodsRelTable>;
export type Post = Selectable<PostTable>;
export type NewPost = Insertable<PostTable>;
export type PostUpdate = Updateable<PostTable>;
export type Term = Selectable<TermTable>;
export type NewTerm = Insertable<TermTable>;
export type TermTaxonomy = Selectable<TermTaxonomyTable>;
export type NewTermTaxonomy = Insertable<TermTaxonomyTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Comment = Selectable<CommentTable>;
export type NewComment = Insertable<CommentTable>;
export type OptionRow = Selectable<OptionTable>;
export type NewOption = Insertable<OptionTable>;
export type HistoryRow = Selectable<HistoryTable>;
export type NewHistoryRow = Insertable<HistoryTable>;
export type TemplateRow = Selectable<TemplateTable>;
export type NewTemplateRow = Insertable<TemplateTable>;
export type TemplateUpdate = Updateable<TemplateTable>;
export type FieldDetectionRow = Selectable<FieldDetectionTable>;
export type NewFieldDetectionRow = Insertable<FieldDetectionTable>;
