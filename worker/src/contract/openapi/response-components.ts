import { arrayOf, bool, digits, int, mapOf, num, obj, oneOfValues, orNull, ref, str, type Schema } from './schema-builders.js';

/*
 * The shapes answers share, as components/schemas of the OpenAPI document: the spec's resources
 * ("Resources and their fields") and the ones docs/api.md adds. Request-side definitions
 * (fieldConfig, templateSettings, …) come from schemas/definitions.json and are reused here by name.
 */

const CONTENT_TYPES = ['post', 'term', 'user', 'comment', 'media'] as const;
const perContentType = (value: Schema): Schema => obj(Object.fromEntries(CONTENT_TYPES.map((t) => [t, value])));
const timestamp: Schema = { type: 'string', description: 'Site time, `YYYY-MM-DD HH:MM:SS`.' };

const duration = obj({ hours: int, minutes: int, seconds: int, total_seconds: int, formatted: str, formatted_short: str });

const templateListItem = obj(
  {
    id: int,
    name: str,
    description: str,
    post_type: str,
    is_default: bool,
    is_system: bool,
    parent_id: { ...orNull(int), description: 'The template a variant inherits from; null for a regular template.' },
    created_at: timestamp,
    updated_at: timestamp,
  },
);

const recipe = obj({ field_config: ref('fieldConfig'), taxonomy_config: ref('taxonomyConfig'), settings: ref('templateSettings') });

export const RESPONSE_COMPONENTS: Record<string, Schema> = {
  Error: {
    ...obj({ success: { const: false }, code: str, message: str }),
    description: 'Every failure of the API, with the HTTP status telling its class.',
  },
  MessageFailure: {
    ...obj({ success: { const: false }, message: str, license: ref('License') }, ['license']),
    description: 'The spec\'s failures without a code: the AI provider test and the license calls.',
  },
  GenerationResult: obj({
    success: { const: true },
    count: int,
    ids: arrayOf(int),
    message: str,
    warnings: arrayOf(str),
    variation_stats: obj({ with_featured_image: int, without_featured_image: int }),
    auto_created: obj({ authors: int, terms: mapOf(int), comments: int, related_posts: int, related_per_cpt: mapOf(int) }),
    time_saved: str,
    seed: { type: 'integer', minimum: 0, maximum: 4294967295, description: 'The seed used; send it again for the same content.' },
  }),
  RunResult: {
    ...obj({ success: { const: true }, count: int, ids: arrayOf(int), deleted_count: int, message: str, warnings: arrayOf(str), time_saved: str, seed: int }),
    description: 'The result of a term, user or comment run.',
  },
  StreamEvent: {
    description: 'One `data:` line of POST /generate/posts/stream.',
    oneOf: [
      obj({ type: oneOfValues('info', 'warning'), message: str }),
      obj({ type: { const: 'complete' }, result: ref('GenerationResult') }),
      obj({ type: { const: 'error' }, code: str, message: str }),
    ],
  },
  Duration: duration,
  TimeSavings: obj({
    total: ref('Duration'),
    by_type: obj({ posts: ref('Duration'), terms: ref('Duration'), users: ref('Duration'), comments: ref('Duration') }),
    work_days_equivalent: num,
    money_saved: obj({ amount: num, currency: str, hourly_rate: num }),
    last_updated: orNull(timestamp),
    estimates_based_on: mapOf(str),
  }),
  HistoryEntry: obj({
    id: digits,
    content_type: oneOfValues(...CONTENT_TYPES),
    content_id: digits,
    content_subtype: str,
    meta: { type: 'object', description: 'Generation options at creation (locale, seed, template_name, …).' },
    created_at: timestamp,
    content_title: orNull(str),
    content_exists: bool,
    template_name: orNull(str),
  }),
  HistoryStats: obj({
    total: int,
    by_type: perContentType(int),
    by_subtype: arrayOf(obj({ content_type: str, content_subtype: str, count: digits })),
    recent_activity: arrayOf(obj({ date: str, count: digits })),
    existing: perContentType(int),
  }),
  TemplateListItem: templateListItem,
  Template: {
    allOf: [
      ref('TemplateListItem'),
      obj({
        field_config: ref('fieldConfig'),
        taxonomy_config: ref('taxonomyConfig'),
        settings: ref('templateSettings'),
        config_overrides: ref('configOverrides'),
        linked_parents: arrayOf(obj({ id: int, name: str })),
      }),
    ],
  },
  TemplateRecipe: recipe,
  GeneralSettings: obj({
    admin_locale: ref('localeOrAuto'),
    locale: ref('localeOrAuto'),
    default_post_count: int,
    default_term_count: int,
    default_user_count: int,
    delete_history_on_deactivate: bool,
    delete_media_with_posts: bool,
    auto_select_default_template: bool,
    delete_related_media: bool,
    delete_related_terms: bool,
    delete_related_authors: bool,
    delete_related_comments: bool,
    default_image_provider: ref('imageProvider'),
    telemetry_enabled: bool,
    save_and_generate_auto_run: bool,
    child_generate_behavior: oneOfValues('ask', 'child_only', 'parent_chain'),
    hourly_rate: num,
    text_source: oneOfValues('realtext', 'lorem'),
    capacity_override: { ...orNull(int), description: 'Items per generate request instead of the computed capacity (10 to 500); null computes it.' },
  }),
  Capacity: {
    ...obj({
      posts: { ...int, description: 'Posts per request, each with a downloaded featured image (the defaults of POST /generate/posts).' },
      plain_posts: { ...int, description: 'Posts per request that make no new files.' },
      terms: int,
      users: { ...int, description: 'Users per request, each with a downloaded portrait (the defaults of POST /generate/users).' },
      plain_users: { ...int, description: 'Users per request without portraits.' },
      override: orNull(int),
      computed_from: obj({
        memory_limit: { ...int, description: "PHP's memory_limit in bytes; -1 for none." },
        max_execution_time: { ...int, description: "PHP's max_execution_time in seconds; 0 for none." },
      }),
    }),
    description: 'Read-only. The override when set, else computed from PHP\'s limits and what each item costs; between 10 and 500. A generate request above its run\'s capacity answers 400 invalid_count.',
  },
  AiSettings: obj({
    enabled: bool,
    provider: ref('aiProvider'),
    has_api_key: bool,
    hive_enabled: bool,
    providers: mapOf(obj({ has_api_key: bool, masked_api_key: str })),
  }),
  License: obj({
    key: { type: 'string', description: 'Masked: the first and last four characters.' },
    has_key: bool,
    valid: bool,
    status: oneOfValues('inactive', 'active', 'expired'),
    message: str,
    expires: orNull(str),
    customer: str,
    site_fingerprint: str,
    site_url: str,
  }, ['message', 'expires', 'customer', 'site_fingerprint', 'site_url']),
  PostType: obj({
    name: str,
    label: str,
    labels: mapOf(str),
    description: str,
    public: bool,
    hierarchical: bool,
    has_archive: bool,
    supports: mapOf(bool),
    taxonomies: arrayOf(str),
    menu_icon: orNull(str),
    count: mapOf(int),
  }),
  Taxonomy: obj({ name: str, label: str, labels: mapOf(str), hierarchical: bool, public: bool, post_types: arrayOf(str), count: int }),
  DetectedField: obj(
    { key: str, name: str, label: str, type: str, required: bool, instructions: str, min: num, max: num, step: num, detected_type: str, plugin: str },
    ['min', 'max', 'step'],
  ),
  TemplateField: obj({ key: str, name: str, label: str, type: str, category: str, required: bool, modes: arrayOf(oneOfValues('none', 'create', 'choose')), default: { type: 'object' } }, ['key']),
  MediaImage: obj({ id: int, title: str, url: str, thumbnail: str, medium: str, dimensions: orNull(str), ratio: orNull(str), generated: bool }),
  DownloadedImage: obj({ id: int, title: str, url: str, thumbnail: str, dimensions: orNull(str), ratio: orNull(str) }),
  UploadedFile: obj({ id: int, title: str, url: str, filename: str }),
  MediaFile: obj({ id: int, title: str, filename: str, url: str, mime_type: str, extension: str, filesize: int, uploaded: bool }),
  ExportedTemplates: obj({ success: { const: true }, templates: arrayOf(ref('exportedTemplate')), count: int, version: str, exported: str }),
  SyncStatus: obj({
    has_changes: bool,
    seen: bool,
    changed_post_types: arrayOf(obj({ post_type: str, label: str, change: oneOfValues('added', 'removed', 'changed') })),
    last_seen_at: orNull(timestamp),
    checked_at: timestamp,
  }),
};
