import { arrayOf, bool, int, legacy, mapOf, message, obj, ok, oneOfValues, orNull, ref, str, type Schema } from './schema-builders.js';

/**
 * The success answer of every route, keyed as schemas/routes.json keys them: the spec's shapes and,
 * where it leaves them open, docs/api.md's. A route without an entry fails the generator, so a
 * new route cannot reach the document undescribed.
 */
export interface RouteAnswer {
  schema: Schema;
  /** text/event-stream instead of JSON. */
  stream?: boolean;
  /** Statuses other than 200 that answer `MessageFailure` (the license calls). */
  failures?: number[];
}

const json = (schema: Schema): RouteAnswer => ({ schema });
const template = json(message({ template: ref('Template') }));
const license = (extra: number[]): RouteAnswer => ({ schema: message({ license: ref('License') }), failures: extra });
const page = (items: string, item: string): RouteAnswer => json(ok({ [items]: arrayOf(ref(item)), total: int, total_pages: int, page: int }));
const cleared = json(message({ deleted: int }));

export const ROUTE_ANSWERS: Record<string, RouteAnswer> = {
  'GET /cpts/all': json(legacy(arrayOf(ref('PostType')))),
  'GET /cpts/supports/{post_type}': json(legacy(obj({ post_type: str, supports: mapOf(bool) }))),
  'GET /taxonomies/all': json(legacy(arrayOf(ref('Taxonomy')))),
  'GET /taxonomies/{taxonomy}/terms': json(ok({ taxonomy: str, terms: arrayOf(obj({ id: int, name: str, slug: str, parent: int, count: int, description: str })), total: int })),
  'GET /templates/taxonomies/{post_type}': json(
    ok({
      post_type: str,
      taxonomies: arrayOf(
        obj({
          name: str,
          label: str,
          hierarchical: bool,
          public: bool,
          term_count: int,
          modes: arrayOf(oneOfValues('none', 'choose', 'create')),
          default: obj({ mode: str, count_min: int, count_max: int, use_existing: bool }),
        }),
      ),
    }),
  ),
  'GET /image-providers': json(
    ok({
      providers: mapOf(obj({ name: str, description: str, url: str, supports_category: bool, requires_api_key: bool, configured: bool })),
      categories: mapOf(str),
      default: ref('imageProvider'),
    }),
  ),
  'GET /languages': json(ok({ languages: arrayOf(obj({ code: ref('locale'), name: str, native_name: str, flag: str })), default: ref('locale') })),
  'GET /variation-profiles': json(ok({ profiles: mapOf(obj({ name: str, description: str })), default: str })),
  'GET /post-meta/{id}': json(ok({ is_generated: bool, template_id: int })),
  'GET /urls': json(
    obj({
      status: { const: 200 },
      urls: obj({ plugin_url: str, api_url: str, admin_url: str, ajax_url: str, logo_url: str, plugin_dir: str, plugin_file: str, plugin_name: str, nonce: str, version: str }),
    }),
  ),
  'GET /users/roles': json(ok({ roles: arrayOf(obj({ slug: str, name: str })) })),
  'GET /users': json(ok({ users: arrayOf(obj({ id: int, login: str, email: str, display_name: str, roles: arrayOf(str) })), total: int })),
  'GET /detected-plugins': json(ok({ plugins: arrayOf(obj({ name: str, slug: str, version: str, active: bool })), summary: obj({ total: int, active: int, inactive: int }) })),
  'GET /fields/{post_type}': json(ok({ post_type: str, fields: arrayOf(ref('DetectedField')), count: int })),
  'GET /field-plugins': json(ok({ adapters: arrayOf(obj({ name: str, slug: str, version: str, active: bool, primary: bool })), primary: orNull(str) })),
  'GET /templates/fields/{post_type}': json(
    ok({ post_type: str, core_fields: mapOf(ref('TemplateField')), custom_fields: mapOf(obj({ group_title: str, fields: arrayOf(ref('TemplateField')) })) }),
  ),
  'GET /templates': json(
    ok({
      templates: arrayOf(ref('TemplateListItem')),
      total: int,
      stale: arrayOf(int),
      adapter_info: mapOf(obj({ fields: arrayOf(str), taxonomies: arrayOf(str), adapters: arrayOf(str) })),
    }),
  ),
  'GET /templates/stale': json(ok({ templates: arrayOf(obj({ id: int, name: str, post_type: str, reasons: arrayOf(str) })) })),
  'GET /templates/export': json(ref('ExportedTemplates')),
  'POST /templates/import': json(message({ results: arrayOf(obj({ success: bool, name: str, id: orNull(int), message: str }, ['message'])) })),
  'POST /templates': template,
  'GET /templates/{id}': json(ok({ template: ref('Template') })),
  'PUT /templates/{id}': template,
  'DELETE /templates/{id}': json(message({ variants_deleted: int })),
  'POST /templates/{id}/default': template,
  'POST /templates/{id}/duplicate': template,
  'POST /templates/{id}/variant': template,
  'GET /templates/{id}/effective-config': json(ok({ template_id: int, parent_id: orNull(int), config: ref('TemplateRecipe') })),
  'GET /field-schema/{field_type}': json(
    ok({
      field_type: str,
      source: oneOfValues('plain', 'semantic'),
      category: str,
      label: str,
      value_kinds: arrayOf(str),
      modes: arrayOf(str),
      create: { type: 'object', description: 'JSON Schema of the `create` options.' },
      choose: { type: 'object', description: 'JSON Schema of the `choose` options.' },
    }),
  ),
  'GET /dependencies/{post_type}': json(
    ok({
      post_type: str,
      dependencies: arrayOf(
        obj({
          field_name: str,
          field_type: str,
          target_post_types: arrayOf(str),
          target_labels: mapOf(str),
          is_multiple: bool,
          source: oneOfValues('field', 'relation'),
          cardinality: oneOfValues('many_to_one', 'many_to_many', 'one_to_one', 'one_to_many'),
          required: bool,
        }),
      ),
      unique_targets: mapOf(
        obj({ label: str, plural_label: str, existing_count: int, has_template: bool, template_name: orNull(str), is_required: bool, required_by_fields: arrayOf(str) }),
      ),
      count: int,
    }),
  ),
  'DELETE /field-detections': cleared,
  'DELETE /field-detections/{post_type}': cleared,
  'GET /settings': json(ok({ settings: obj({ general: ref('GeneralSettings'), ai: obj({ enabled: bool, provider: ref('aiProvider'), has_api_key: bool, hive_enabled: bool }), capacity: ref('Capacity') }) })),
  'POST /settings': json(message({ settings: { type: 'object', description: 'The general settings that were saved: only those sent.' } })),
  'GET /settings/ai': json(ok({ settings: ref('AiSettings') })),
  'POST /settings/ai': json(message({ settings: ref('AiSettings') })),
  'POST /settings/ai/test': json({ oneOf: [message(), ref('MessageFailure')], description: 'A failed test is `success: false` with the reason, still HTTP 200.' }),
  'POST /settings/ai/clear-cache': json(message()),
  'GET /addons': json(ok({ addons: arrayOf(obj({ slug: str, name: str, version: str, description: str })), total: int })),
  'GET /sync/status': json(ok({ status: ref('SyncStatus') })),
  'POST /sync/mark-seen': json(message({ status: ref('SyncStatus') })),
  'POST /generate/posts/stream': { schema: { type: 'string', description: 'Server-sent events: `data: <StreamEvent>` lines, `complete` (or `error`) last.' }, stream: true },
  'POST /generate/posts/delete': json(
    message({ deleted_count: int, deleted_stats: obj({ posts: int, media: int, terms: int, authors: int }), deleted_related_cpts: mapOf(int) }),
  ),
  'POST /generate/posts': json(ref('GenerationResult')),
  'POST /generate/terms': json(ref('RunResult')),
  'POST /generate/users': json(ref('RunResult')),
  'POST /generate/comments': json(ref('RunResult')),
  'DELETE /generate/delete': json(message({ deleted: int })),
  'GET /media/images': page('images', 'MediaImage'),
  'GET /media/files': page('files', 'MediaFile'),
  'POST /media/download': json(message({ count: int, images: arrayOf(ref('DownloadedImage')), warnings: arrayOf(str), seed: int })),
  'POST /media/upload': json(message({ file: ref('UploadedFile') })),
  'POST /media/upload-url': json(message({ file: ref('UploadedFile') })),
  'GET /history/stats': json(ok({ stats: ref('HistoryStats') })),
  'GET /history': json(ok({ history: arrayOf(ref('HistoryEntry')), total: int })),
  'DELETE /history/clear': json(message()),
  'POST /history/cleanup': json(message({ cleaned: int })),
  'DELETE /history/{id}': json(message({ entry_deleted: bool, content_deleted: bool })),
  'DELETE /cleanup/all': json(message({ stats: obj({ posts: int, terms: int, users: int, media: int, comments: int }) })),
  'GET /time-saved': json(ok({ time_savings: ref('TimeSavings') })),
  'DELETE /time-saved': json(message()),
  'GET /license': json(ok({ license: ref('License') })),
  'POST /license/activate': license([400, 502]),
  'POST /license/deactivate': license([400, 502]),
  'POST /license/refresh': license([400, 502]),
  'GET /system/status': json(
    ok({
      mode: oneOfValues('bundled', 'external'),
      url: orNull(str),
      pid: orNull(int),
      port: orNull(int),
      node: orNull(obj({ binary: orNull(str), version: orNull(str), minimum: str })),
      log: obj({ file: orNull(str), errors: arrayOf(str) }),
      running: bool,
      worker: orNull(
        obj({
          platform: str,
          arch: str,
          libc: orNull(oneOfValues('glibc', 'musl')),
          node: str,
          image_backend: oneOfValues('native', 'wasm'),
          sharp: str,
          libvips: str,
          pid: int,
          uptime_seconds: int,
          memory_rss_bytes: int,
        }),
      ),
      database: obj({ reachable: orNull(bool), message: orNull(str) }),
      can_restart: bool,
      problems: arrayOf(str),
    }),
  ),
  'POST /system/worker/restart': json(message({ pid: int, port: int })),
  'GET /openapi': json({ type: 'object', description: 'This document, its `servers` set to the site\'s namespace URL.' }),
};
