import type { Config } from '../../worker/src/config.js';
import type { HostFields } from '../../worker/src/contract/field-definition.js';
import type { HostContext, PostTypeInfo } from '../../worker/src/contract/host-context.js';
import { HOST_CONTEXT_OPTION } from '../../worker/src/services/host-context.service.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { workerOn, type WorkerUnderTest } from './worker-app.js';

/** A custom post type as register_post_type() with show_ui and the usual supports reports it. */
export function customPostType(name: string, singular: string, plural: string): PostTypeInfo {
  return {
    name,
    label: plural,
    labels: { name: plural, singular_name: singular },
    description: '',
    public: true,
    hierarchical: false,
    has_archive: false,
    show_ui: true,
    builtin: false,
    supports: { title: true, editor: true, author: true, thumbnail: true, excerpt: true, 'custom-fields': true },
    taxonomies: [],
    menu_icon: null,
    rewrite: { slug: name, with_front: true },
    query_var: name,
  };
}

/**
 * Stores a host context with field-plugin definitions (and extra post types), as the shell
 * would after a plugin registered them, and returns a worker that signs requests with its hash.
 */
export async function workerWithFields(test: TestDatabase, fields: HostFields, postTypes: PostTypeInfo[] = [], aiProviders?: Config['aiProviders']): Promise<WorkerUnderTest> {
  const row = await test.db.selectFrom('options').select('option_value').where('option_name', '=', HOST_CONTEXT_OPTION).executeTakeFirstOrThrow();
  const context = JSON.parse(row.option_value) as HostContext;
  context.fields = fields as unknown as Record<string, unknown>;
  for (const type of postTypes) context.post_types[type.name] = type;
  await test.db.updateTable('options').set({ option_value: JSON.stringify(context) }).where('option_name', '=', HOST_CONTEXT_OPTION).execute();
  return workerOn(test, undefined, aiProviders);
}

/** For one test file: a fresh database and a worker whose host context carries `fields`. */
export function fieldsWorkerPerFile(fields: HostFields): { readonly test: TestDatabase; readonly worker: WorkerUnderTest } {
  const file = {} as { test: TestDatabase; worker: WorkerUnderTest };
  beforeAll(async () => {
    file.test = await createTestDatabase();
    file.worker = await workerWithFields(file.test, fields);
  });
  afterAll(async () => file.test.drop());
  return file;
}
