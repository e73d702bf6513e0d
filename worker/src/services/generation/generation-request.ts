/** The validated body of POST /generate/posts (schemas/endpoints/generate-posts.post.json). */
export type PostStatusChoice = 'publish' | 'draft' | 'pending' | 'private' | 'future' | 'random';
export type SelectionMode = 'random' | 'rotational';

export interface CreateOptions {
  method?: 'words' | 'paragraphs' | 'sentence';
  word_count_min?: number;
  word_count_max?: number;
  paragraph_count_min?: number;
  paragraph_count_max?: number;
  include_html?: boolean;
  html_options?: Record<string, boolean>;
  min?: number;
  max?: number;
  decimal_places?: number;
  [option: string]: unknown;
}

export interface FieldSetting {
  mode: 'none' | 'choose' | 'create';
  field_type?: string;
  create?: CreateOptions;
  choose?: { values: unknown[]; selection_mode?: SelectionMode };
}

export interface FieldConfig {
  core_fields?: Record<string, FieldSetting>;
  custom_fields?: Record<string, FieldSetting>;
}

export interface TaxonomySetting {
  mode: 'none' | 'choose' | 'create';
  term_ids?: number[];
  count_min?: number;
  count_max?: number;
  selection_mode?: SelectionMode;
  use_existing?: boolean;
}

export type TaxonomyConfig = Record<string, TaxonomySetting>;

export interface GeneratePostsRequest {
  post_type: string;
  count: number;
  post_status: PostStatusChoice;
  set_featured_image: boolean;
  download_images: boolean;
  image_provider: string;
  image_category: string;
  image_width: number;
  image_height: number;
  populate_custom_fields: boolean;
  auto_taxonomies: boolean;
  delete_existing_before_generate: boolean;
  delete_related_media: boolean;
  delete_related_terms: boolean;
  delete_related_authors: boolean;
  delete_related_comments: boolean;
  delete_scope: 'current_type' | 'all';
  taxonomy_config?: TaxonomyConfig;
  auto_comments: boolean;
  comments_per_post_min: number;
  comments_per_post_max: number;
  enable_comment_threading: boolean;
  comment_reply_probability: number;
  related_cpt_options?: Record<string, Record<string, unknown>>;
  /** An id, or 'default': the post type's default template. */
  template_id?: number | 'default';
  field_config?: FieldConfig;
  locale?: string;
  enable_variation?: boolean;
  variation_profile?: 'random' | 'minimal' | 'partial';
  seed?: number;
}
